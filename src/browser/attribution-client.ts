/**
 * The page script's side of attribution (src/browser/page-scripts/attribution.ts only; the islands use
 * ./attribution-form.ts): where the first and last touch are kept (localStorage, never a
 * cookie), and the beacon that counts a call clicked or a booking form started. Every function
 * is silent when storage or the beacon is unavailable: counting must never get in a visitor's way.
 */
import { nextTouches, parseTouches, touchOf, type Touches } from "@/core/attribution";
import { beacon } from "@/schemas/routes/beacon";
import type { BodyOf } from "@/schemas/routes/route";

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

/**
 * Counts one `kind` for this page at the counter (the route table's `beacon`); survives the page
 * being left (a tel: link opens the dialer). The path is the table's as it is: this script runs on
 * every page and so shares no module with the islands' client (src/browser/api-request.ts).
 */
export function sendBeacon(kind: BeaconKind): void {
  const body = JSON.stringify({ kind, path: location.pathname, attribution: storedAttribution() } satisfies BodyOf<typeof beacon, "POST">);
  try {
    if (navigator.sendBeacon?.(beacon.path, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch(beacon.path, { method: "POST", keepalive: true, headers: { "Content-Type": "application/json" }, body }).catch(() => {});
}
