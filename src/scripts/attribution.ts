/**
 * Every page: note where the visitor came from (first and last touch, localStorage, no
 * cookie) and count each click on a `tel:` link (src/lib/attribution-client.ts).
 */
import { recordPageView, sendBeacon } from "@/lib/attribution-client";

recordPageView();

// Capture phase: counted before anything else reacts to the click (the dialer, another handler).
document.addEventListener(
  "click",
  (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
    if (link) sendBeacon("call");
  },
  { capture: true },
);
