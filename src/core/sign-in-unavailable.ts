/**
 * The sign-in screen's address when no sign-in method is set up: Google's sign-in route (the
 * server) sends the visitor there, and the sign-in card (the browser) reads it to explain why.
 */

/** Query parameter Google's sign-in route adds when it sends the visitor back because sign-in is not set up. */
export const SIGN_IN_UNAVAILABLE_PARAM = "signin";

/** Where Google's sign-in route sends a visitor when no sign-in method is configured: the sign-in screen, which explains. */
export const SIGN_IN_UNAVAILABLE_PATH = `/login?${SIGN_IN_UNAVAILABLE_PARAM}=unavailable`;

/** True when the page's query (`location.search`) says sign-in is not set up. */
export function isSignInUnavailable(search: string): boolean {
  return new URLSearchParams(search).get(SIGN_IN_UNAVAILABLE_PARAM) === "unavailable";
}
