/**
 * The kinds of outbound texts, and the rules that follow from a kind wherever a text is sent:
 * the first send, or a retry ten minutes or a night later (./outbox.ts judges them at the
 * moment of sending, so a row written at 7:59 PM or retried at 8:05 PM obeys them alike).
 */

/** Outbox kinds of the texts. */
export const TEXT_KINDS = {
  confirmation: "confirmation",
  reminderDayBefore: "reminder-day-before",
  reminderMorningOf: "reminder-morning-of",
  moved: "moved",
  /** The office confirmed the visit. */
  visitConfirmed: "visit-confirmed",
  cancelled: "cancelled",
  leadTextBack: "lead-text-back",
  onMyWay: "on-my-way",
  reviewRequest: "review-request",
  quoteSent: "quote-sent",
  quoteFollowUp: "quote-follow-up",
  admin: "admin",
  reply: "reply",
} as const;

/** The one kind that goes to an opted-out number, and is not counted against its day: the confirmation of its STOP. */
export const OPT_OUT_CONFIRMATION_KIND = "opt-out-confirmation";

/**
 * Automated texts, which never go out in the quiet hours. An admin's own text ("On my way",
 * free text) and the answer to a text the customer just sent are not automated.
 */
const AUTOMATED: ReadonlySet<string> = new Set([
  TEXT_KINDS.confirmation,
  TEXT_KINDS.reminderDayBefore,
  TEXT_KINDS.reminderMorningOf,
  TEXT_KINDS.moved,
  TEXT_KINDS.visitConfirmed,
  TEXT_KINDS.cancelled,
  TEXT_KINDS.leadTextBack,
  TEXT_KINDS.reviewRequest,
  TEXT_KINDS.quoteSent,
  TEXT_KINDS.quoteFollowUp,
]);

/** Texts that name the visit's date and time: wrong once the visit is cancelled, moved or started. */
const NAMES_THE_SLOT: ReadonlySet<string> = new Set([TEXT_KINDS.confirmation, TEXT_KINDS.reminderDayBefore, TEXT_KINDS.reminderMorningOf, TEXT_KINDS.moved, TEXT_KINDS.visitConfirmed]);

/** Texts that mean nothing late, by how long after they were written they may still go. */
const FRESH_FOR_MINUTES: Readonly<Record<string, number>> = {
  // "Arriving about 10:40 AM": the shortest ETA offered is 15 minutes.
  [TEXT_KINDS.onMyWay]: 10,
  // An answer to the customer's own text (HELP, R, the auto-reply) or to their STOP.
  [TEXT_KINDS.reply]: 60,
  [OPT_OUT_CONFIRMATION_KIND]: 60,
};

export function isAutomated(kind: string): boolean {
  return AUTOMATED.has(kind);
}

export function namesTheSlot(kind: string): boolean {
  return NAMES_THE_SLOT.has(kind);
}

/** True when a text of `kind` written at `createdAt` is too late to send at `now`. */
export function isStale(kind: string, createdAt: Date, now: Date): boolean {
  const minutes = FRESH_FOR_MINUTES[kind];
  return minutes !== undefined && now.getTime() - createdAt.getTime() > minutes * 60_000;
}
