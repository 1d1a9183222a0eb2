/**
 * Where a quote stands. The database stores what happened (`QuoteStatus`); what people see
 * (`QuoteStage`) adds what time and views say: a sent quote past its "valid until" day is
 * expired, one the customer has opened is opened.
 *
 *   draft → sent → signed → paid
 *             ↘ declined   ↘ cancelled (within the three business days; a paid deposit is refunded)
 *
 * A draft is edited in place; an edit after sending makes a new revision, which the customer's
 * link shows from then on; a signed quote never changes.
 */
import { phoenixDate } from "./phoenix-time";

/** What the database stores. */
export const QUOTE_STATUSES = ["draft", "sent", "signed", "paid", "declined", "cancelled"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What the admin and the customer see. */
export const QUOTE_STAGES = ["draft", "sent", "opened", "expired", "signed", "paid", "declined", "cancelled"] as const;
export type QuoteStage = (typeof QUOTE_STAGES)[number];

/** The facts a stage is read from. */
export interface QuoteStageFacts {
  status: string;
  /** Last Phoenix day the quote can be signed, YYYY-MM-DD. */
  validUntil: string;
  firstViewedAt: Date | string | null;
}

/** True once the Phoenix day `validUntil` has passed at `now`. */
export function isPastValidUntil(validUntil: string, now: Date): boolean {
  return phoenixDate(now) > validUntil;
}

/** The stage of a quote at `now`. */
export function quoteStage({ status, validUntil, firstViewedAt }: QuoteStageFacts, now: Date): QuoteStage {
  if (status !== "sent") return isQuoteStatus(status) ? status : "draft";
  if (isPastValidUntil(validUntil, now)) return "expired";
  return firstViewedAt ? "opened" : "sent";
}

/** True for a stored status this version knows. */
export function isQuoteStatus(value: string): value is QuoteStatus {
  return (QUOTE_STATUSES as readonly string[]).includes(value);
}

/** True while an admin may still change the quote: a draft (in place) or a sent one (as a new revision). */
export function isEditable(status: string): boolean {
  return status === "draft" || status === "sent";
}

/** True when the customer may sign or decline at `now`: sent, and its last day not past. */
export function isOpenForSignature(facts: Pick<QuoteStageFacts, "status" | "validUntil">, now: Date): boolean {
  return facts.status === "sent" && !isPastValidUntil(facts.validUntil, now);
}
