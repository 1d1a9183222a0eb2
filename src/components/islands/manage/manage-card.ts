/**
 * Which card the manage page (/cancel/{token}) shows, as a plain function of what it knows: the
 * link's token, the visit's lookup and whether the photos section is in. use-manage-visit.ts asks
 * it; manage-visit.tsx draws the card it names.
 */

/**
 * "loading": the token is not read yet, or the visit (and, for one that can still change, its
 * photos and their section's code) is not in, so the card draws whole; "not-found": no token, or
 * the server knows no such link; "load-error": the lookup failed otherwise; "cancelled", "closed"
 * (started or finished: no change online) and "open" (it can be moved or cancelled).
 */
export type ManageCard = "loading" | "not-found" | "load-error" | "cancelled" | "closed" | "open";

/** What the page knows when it picks its card. */
export interface ManageFacts {
  /** The token in the address: null until it is read after hydration, "" when there is none. */
  token: string | null;
  /** The visit, once the lookup answered. */
  visit: { status: string; cancellable: boolean } | undefined;
  /** The status of the lookup's refusal (404: no such link), or undefined. */
  refusedWith: number | undefined;
  /** Whether the lookup failed (a refusal or no answer). */
  failed: boolean;
  /** Whether the photos or the photos section's code are still on their way. */
  photosPending: boolean;
}

/** The card the manage page shows (see ManageCard). */
export function manageCard({ token, visit, refusedWith, failed, photosPending }: ManageFacts): ManageCard {
  if (token === null) return "loading";
  if (!token || refusedWith === 404) return "not-found";
  if (failed) return "load-error";
  if (!visit || (visit.cancellable && visit.status !== "cancelled" && photosPending)) return "loading";
  if (visit.status === "cancelled") return "cancelled";
  return visit.cancellable ? "open" : "closed";
}

/** What a refused cancel shows: the server's own message for a limit (429: how long to wait, and the phone), else undefined for the page's own words. */
export function cancelRefusal(refusal: { status: number; body: { error?: string } } | undefined): string | undefined {
  return refusal?.status === 429 && refusal.body.error ? refusal.body.error : undefined;
}
