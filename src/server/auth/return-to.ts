/**
 * Where a sign-in comes back to: `/?auth=success`, or `?returnTo=/path` → `/path?auth=success`.
 * Only same-site paths are honoured, judged after the path is normalised (`/a/../b` is `/b`),
 * so the sign-in cannot become an open redirect.
 */

/** The relative callback URL for a sign-in started at `url` (reads its `returnTo`). */
export function signInCallbackUrl(url: URL): string {
  const target = sameSitePath(url.searchParams.get("returnTo"), url.origin) ?? new URL("/", url.origin);
  target.searchParams.set("auth", "success");
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * True when `value` names a page of `origin`: a path, or an absolute http(s) URL on the same
 * origin (as Auth.js stores its callback URL), that stays on the site once normalised.
 */
export function isSameSiteUrl(value: string, origin: string): boolean {
  if (value.startsWith("/")) return sameSitePath(value, origin) !== null;
  try {
    const url = new URL(value);
    return url.origin === origin && sameSitePath(`${url.pathname}${url.search}`, origin) !== null;
  } catch {
    return false;
  }
}

/** `value` as a URL on `origin` when it is a same-site path, else null. */
function sameSitePath(value: string | null, origin: string): URL | null {
  // "//host" and "/\host" are protocol-relative in browsers; anything not starting with "/" is not a path.
  if (!value || !value.startsWith("/") || isProtocolRelative(value)) return null;
  try {
    const target = new URL(value, origin);
    // Normalising can make a path protocol-relative again: "/..//evil.example" is "//evil.example",
    // which a browser given it as a relative Location would read as another site.
    if (target.origin !== origin || isProtocolRelative(target.pathname)) return null;
    return target;
  } catch {
    return null;
  }
}

const isProtocolRelative = (path: string) => path.startsWith("//") || path.startsWith("/\\");
