/** The outbox kinds of the emails notices store: what each email is about, for the admin and the retry job. */
export const EMAIL_KINDS = {
  appointmentConfirmation: "appointment-confirmation",
  appointmentAdminNotification: "appointment-admin-notification",
  appointmentMoved: "appointment-moved",
  appointmentMovedNotification: "appointment-moved-notification",
  appointmentCancelled: "appointment-cancelled",
  appointmentCancelledNotification: "appointment-cancelled-notification",
  appointmentReminder: "appointment-reminder",
  leadNotification: "lead-notification",
  daySheet: "day-sheet",
  reviewRequest: "review-request",
  smsAdminNotice: "sms-admin-notice",
} as const;
