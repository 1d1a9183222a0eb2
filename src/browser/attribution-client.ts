/**
 * The page script's side of attribution (src/browser/page-scripts/attribution.ts only; the islands use
 * ./attribution-form.ts): where the first and last touch are kept (localStorage, never a
 * cookie), and the beacon that counts a call clicked or a booking form started. Every function
 * is silent when storage or the beacon is unavailable: counting must never get in a visitor's way.
 */
import { nextTouches, parseTouches, touchOf, type Touches } from "@/core/attribution";

/** The localStorage key of the touches. */
export const TOUCHES_KEY = "wdnm-touches";

/** What the beacon counts: a `tel:` link clicked, or the booking form's first use. */
export type BeaconKind = "call" | "form-start";

/** Records this page view as a touch (src/core/attribution.ts decides first and last). */
export function recordPageView(): void {
  try {
    const view = touchOf({ url: location.href, referrer: document.referrer, now: Date.now() });
    localStorage.setItem(TOUCHES_KEY, JSON.stringify(nextTouches(parseTouches(localStorage.getItem(TOUCHES_KEY)), view)));
  } catch {
    // Storage refused (private mode, full): the visit is simply not attributed.
  }
}

/** The stored touches for a form's `attribution`, or undefined when there are none. */
export function storedAttribution(): Touches | undefined {
  try {
    const touches = parseTouches(localStorage.getItem(TOUCHES_KEY));
    return touches.first || touches.last ? touches : undefined;
  } catch {
    return undefined;
  }
}

/** Counts one `kind` for this page at POST /api/beacon; survives the page being left (a tel: link opens the dialer). */
export function sendBeacon(kind: BeaconKind): void {
  const body = JSON.stringify({ kind, path: location.pathname, attribution: storedAttribution() });
  try {
    if (navigator.sendBeacon?.("/api/beacon", new Blob([body], { type: "application/json" }))) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch("/api/beacon", { method: "POST", keepalive: true, headers: { "Content-Type": "application/json" }, body }).catch(() => {});
}
