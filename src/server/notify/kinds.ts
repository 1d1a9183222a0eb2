/** The outbox kinds of the emails notices store: what each email is about, for the admin and the retry job. */
export const EMAIL_KINDS = {
  appointmentConfirmation: "appointment-confirmation",
  appointmentAdminNotification: "appointment-admin-notification",
  appointmentMoved: "appointment-moved",
  appointmentMovedNotification: "appointment-moved-notification",
  /** The office confirmed the visit: to the customer. */
  appointmentConfirmed: "appointment-confirmed",
  appointmentCancelled: "appointment-cancelled",
  appointmentCancelledNotification: "appointment-cancelled-notification",
  appointmentReminder: "appointment-reminder",
  leadNotification: "lead-notification",
  daySheet: "day-sheet",
  reviewRequest: "review-request",
  smsAdminNotice: "sms-admin-notice",
  heldBookingNotice: "held-booking-notice",
  /** A booking request kept for the office past the site's ceiling: to its customer. */
  keptRequest: "kept-request",
  siteCeilingReached: "site-ceiling-reached",
  quoteSent: "quote-sent",
  quoteFollowUp: "quote-follow-up",
  quoteSigned: "quote-signed",
  quoteSignedNotification: "quote-signed-notification",
  quotePaid: "quote-paid",
  quotePaidNotification: "quote-paid-notification",
  quoteDeclinedNotification: "quote-declined-notification",
  quoteCancelled: "quote-cancelled",
  quoteCancelledNotification: "quote-cancelled-notification",
  /** Money the site gave back without being asked (src/server/quotes/refunds.ts): to the customer, and to the admins. */
  depositRefunded: "deposit-refunded",
  depositRefundedNotification: "deposit-refunded-notification",
  /** A Checkout Session charged another amount or currency than its deposit: to the admins. */
  depositMismatchNotification: "deposit-mismatch-notification",
} as const;
