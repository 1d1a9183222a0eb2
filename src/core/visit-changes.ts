/**
 * Which changes the office makes to a visit its customer is told of, and how the history says
 * what was sent. Pure and shared: the server decides by it what to send, and the admin's
 * dialog shows by it, before saving, who will be told.
 */

/** A status change the customer hears of: the office confirmed the visit, or cancelled it. */
export type ToldChange = "confirmed" | "cancelled";

/**
 * The change the customer is told of when the office sets a visit's status from `from` to
 * `to`, or null: confirming tells them (the invitation becomes CONFIRMED; a cancelled visit
 * brought back as confirmed returns to their calendar), cancelling an active visit tells them
 * (the event is withdrawn). Marking it completed or a no-show, or back to pending, is the
 * office's bookkeeping, and a visit that has started is past telling.
 */
export function toldChange(from: string, to: string, start: Date, now: Date): ToldChange | null {
  if (from === to || start.getTime() <= now.getTime()) return null;
  if (to === "confirmed") return "confirmed";
  if (to === "cancelled" && (from === "pending" || from === "confirmed")) return "cancelled";
  return null;
}

/** How a customer can be reached now: by email always, by text only when texts are on and they agreed (and sent no STOP). */
export interface Reach {
  text: boolean;
}

/** What the history records as sent for a change: "email", "email and text", or "nobody" when the office chose not to tell. */
export type Told = "email" | "email and text" | "nobody";

/** What telling a customer with `reach` sends, or "nobody" when `notify` is off. */
export function toldBy(reach: Reach, notify: boolean): Told {
  if (!notify) return "nobody";
  return reach.text ? "email and text" : "email";
}
