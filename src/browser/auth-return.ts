/** Where the browser goes back to after Google sign-in (the spec's session storage key authReturnTo). */

/** Session storage key for the path to return to after sign-in. */
export const AUTH_RETURN_TO_KEY = "authReturnTo";

/** Where each sign-in page sends people once signed in. */
const AFTER_LOGIN: Record<string, string> = { "/login": "/dashboard", "/es/login": "/es/dashboard" };

/** Remembers `path` (default: the current page; /login itself sends people to /dashboard, /es/login to /es/dashboard). */
export function rememberReturnPath(path = window.location.pathname + window.location.search): void {
  sessionStorage.setItem(AUTH_RETURN_TO_KEY, AFTER_LOGIN[window.location.pathname] ?? path);
}

/** The stored path, removed once read; only same-site paths are returned. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(AUTH_RETURN_TO_KEY);
  sessionStorage.removeItem(AUTH_RETURN_TO_KEY);
  return path?.startsWith("/") && !path.startsWith("//") ? path : null;
}
