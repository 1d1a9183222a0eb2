/**
 * Where a sign-in comes back to: `/?auth=success`, or `?returnTo=/path` → `/path?auth=success`.
 * Only same-site paths are honoured, so the sign-in cannot become an open redirect.
 */

/** The relative callback URL for a sign-in started at `url` (reads its `returnTo`). */
export function signInCallbackUrl(url: URL): string {
  const target = sameSitePath(url.searchParams.get("returnTo"), url.origin) ?? new URL("/", url.origin);
  target.searchParams.set("auth", "success");
  return `${target.pathname}${target.search}${target.hash}`;
}

function sameSitePath(value: string | null, origin: string): URL | null {
  // "//host" and "/\host" are protocol-relative in browsers; anything not starting with "/" is not a path.
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const target = new URL(value, origin);
    return target.origin === origin ? target : null;
  } catch {
    return null;
  }
}
