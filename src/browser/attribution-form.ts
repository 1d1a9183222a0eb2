/**
 * What the booking and contact islands need of attribution: the stored touches for their
 * `attribution` field, and a way to say "the booking form was started". Deliberately
 * self-contained, sharing no module with the page script (src/browser/page-scripts/attribution.ts): a
 * module both import ends up in a chunk the bundler shares with the islands' zod code, and
 * every content page would then load it (e2e/script-budget.spec.ts).
 */
import type { Attribution } from "@/schemas/attribution";
import { afterNextPaint } from "./after-paint";

/** The localStorage key the page script writes (TOUCHES_KEY in src/browser/attribution-client.ts; a unit test keeps them equal). */
export const STORED_TOUCHES_KEY = "wdnm-touches";

/** The event the page script turns into a "form-start" beacon. */
export const FORM_STARTED_EVENT = "wdnm:form-start";

/** The stored touches for a form's `attribution`, or undefined when there are none (the server checks them). */
export function storedAttribution(): Attribution | undefined {
  try {
    const touches: unknown = JSON.parse(localStorage.getItem(STORED_TOUCHES_KEY) ?? "null");
    if (typeof touches !== "object" || touches === null) return undefined;
    const { first, last } = touches as Attribution;
    return first || last ? { first, last } : undefined;
  } catch {
    return undefined;
  }
}

let formStarted = false;

/**
 * Counts the booking form's first use on this page once, however often it is touched. Sent after
 * the frame that answers the tap: starting the beacon's request took a phone about 10 ms, which
 * the tap on a day would otherwise wait for.
 */
export function sendFormStarted(): void {
  if (formStarted) return;
  formStarted = true;
  afterNextPaint(() => document.dispatchEvent(new Event(FORM_STARTED_EVENT)));
}
