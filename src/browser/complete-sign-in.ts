/**
 * Back from Google's sign-in (the spec's client-side steps), on any page it returns to: the
 * ?auth=success query is removed (history replaced), then the browser goes to the path stored
 * before leaving (src/browser/auth-return.ts) when that is another page. The site's header
 * (src/browser/page-scripts/user-menu.ts) and the admin frame (admin-frame.ts) both run it first.
 */
import { takeReturnPath } from "@/browser/auth-return";

/** Completes a sign-in that just came back; answers whether the browser is going to another page. */
export function completeSignIn(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get("auth") !== "success") return false;
  url.searchParams.delete("auth");
  window.history.replaceState(history.state, "", url.pathname + url.search + url.hash);
  const returnTo = takeReturnPath();
  if (returnTo && returnTo !== url.pathname + url.search) {
    window.location.assign(returnTo);
    return true;
  }
  return false;
}
