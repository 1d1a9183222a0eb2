/**
 * Every page: note where the visitor came from (first and last touch, localStorage, no
 * cookie), and count each click on a `tel:` link and the booking form's first use
 * (src/browser/attribution-client.ts). It must share no module with the islands (see
 * src/browser/attribution-form.ts), so content pages keep their small script budget.
 */
import { recordPageView, sendBeacon } from "@/browser/attribution-client";

recordPageView();

// The booking widget says when it is first used (src/browser/attribution-form.ts).
document.addEventListener("wdnm:form-start", () => sendBeacon("form-start"));

// Capture phase: counted before anything else reacts to the click (the dialer, another handler).
document.addEventListener(
  "click",
  (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
    if (link) sendBeacon("call");
  },
  { capture: true },
);
