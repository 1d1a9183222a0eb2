/**
 * What each message the business sends is about: the outbox kinds of the emails and of the texts,
 * for the admin and the retry jobs, and which texts are automated. The rules that follow from a
 * kind when a message is about to leave (whether it is still due) are in ./due.ts.
 */
import { OPT_OUT_CONFIRMATION_KIND } from "@/server/sms/opt-out";

/** A job's steps, to its customer (src/server/notify/jobs.ts): the same kinds by email and by text. */
const JOB_STEP_KINDS = {
  jobMeasured: "job-measured",
  jobOrdered: "job-ordered",
  jobDelivered: "job-delivered",
  installBooked: "install-booked",
  installMoved: "install-moved",
  installUnbooked: "install-unbooked",
  installReminder: "install-reminder",
  jobInstalled: "job-installed",
  /** The warranty. */
  jobCompleted: "job-completed",
} as const;
/** The outbox kinds of the emails notices store. */
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
  /** Money the site gave back without being asked (src/server/payments/refunds.ts): to the customer, and to the admins. */
  depositRefunded: "deposit-refunded",
  depositRefundedNotification: "deposit-refunded-notification",
  /** A Checkout Session charged another amount or currency than its deposit: to the admins. */
  depositMismatchNotification: "deposit-mismatch-notification",
  /** An unpaid invoice's reminder, 3 and 10 days after it was sent: to the customer (and by text with consent). */
  invoiceReminder: "invoice-reminder",
  /** An invoice payment the site gave back without being asked (a second payment, a mismatch, a voided invoice): to the customer, and to the admins. */
  invoicePaymentRefunded: "invoice-payment-refunded",
  invoicePaymentRefundedNotification: "invoice-payment-refunded-notification",
  /** Stripe opened a dispute (chargeback) on a payment: to the admins. */
  paymentDisputedNotification: "payment-disputed-notification",
  /** Stripe refused a refund the site must make (told once per payment): to the admins. */
  refundRefusedNotification: "refund-refused-notification",
  ...JOB_STEP_KINDS,
  /** The customer chose their install days: to the admins. */
  installChosenNotification: "install-chosen-notification",
  /** A link to the customer's own page, asked for with their email. */
  customerLink: "customer-link",
  /** A change order to sign (src/server/notify/change-orders.ts): to the customer; signed: to the customer (its PDF) and to the admins. */
  changeOrderSent: "change-order-sent",
  changeOrderSigned: "change-order-signed",
  changeOrderSignedNotification: "change-order-signed-notification",
  /** A supplier's confirmation that differs from the order (src/server/notify/order-confirmations.ts): to the admins. */
  purchaseOrderMismatch: "purchase-order-mismatch",
  /** An invoice's link, its receipt (PDF attached), a bank payment on its way or failed: to the customer; paid, failed, mismatched: to the admins. */
  invoiceSent: "invoice-sent",
  invoicePaid: "invoice-paid",
  invoicePaidNotification: "invoice-paid-notification",
  invoiceOnItsWay: "invoice-on-its-way",
  invoicePaymentFailed: "invoice-payment-failed",
  invoicePaymentFailedNotification: "invoice-payment-failed-notification",
  invoiceMismatchNotification: "invoice-mismatch-notification",
  /** A purchase order (its PDF and CSV attached): to its supplier, replies to the office. */
  purchaseOrder: "purchase-order",
  /** The customer signed off on the crew's phone naming issues (src/server/notify/sign-offs.ts): to the admins. */
  signOffIssuesNotification: "sign-off-issues-notification",
} as const;

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
  changeOrderSent: "change-order-sent",
  invoiceReminder: "invoice-reminder",
  invoiceSent: "invoice-sent",
  ...JOB_STEP_KINDS,
  /** "Your install crew is on the way": an admin's own act, as the estimator's. */
  installOnMyWay: "install-on-my-way",
  admin: "admin",
  reply: "reply",
  /** The one text a number that sent STOP still gets: its confirmation (the channel's consent rule). */
  optOutConfirmation: OPT_OUT_CONFIRMATION_KIND,
} as const;

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
  TEXT_KINDS.changeOrderSent,
  TEXT_KINDS.invoiceReminder,
  TEXT_KINDS.invoiceSent,
  TEXT_KINDS.jobMeasured,
  TEXT_KINDS.jobOrdered,
  TEXT_KINDS.jobDelivered,
  TEXT_KINDS.installBooked,
  TEXT_KINDS.installMoved,
  TEXT_KINDS.installUnbooked,
  TEXT_KINDS.installReminder,
  TEXT_KINDS.jobInstalled,
  TEXT_KINDS.jobCompleted,
]);

/** True for a text no person sends by hand. */
export function isAutomated(kind: string): boolean {
  return AUTOMATED.has(kind);
}
