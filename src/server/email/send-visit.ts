/**
 * The emails that follow a move or a cancellation of a visit, in one call each: write
 * them, store them in the outbox, send them once. Nothing here throws: the change is
 * already stored, and what could not be sent now stays in the outbox for `retryUnsent`.
 */
import { manageUrl, mintManageLink } from "@/server/booking/manage-links";
import { toLocale } from "@/i18n/locales";
import type { Move } from "@/server/booking/reschedule";
import type { Database } from "@/server/db/client";
import type { Appointment } from "@/server/db/schema";
import type { ServerEnv } from "@/server/env";
import { sendStored, store, type SendOptions } from "./send";
import { appointmentCancelledConfirmation, appointmentMovedConfirmation, appointmentMovedNotification } from "./visit-templates";
import { describeError } from "@/server/log-safe";
import { sendCancelledText, sendMovedText } from "@/server/sms/send-texts";

/** Outbox kinds of these emails. */
export const VISIT_EMAIL_KINDS = {
  appointmentMoved: "appointment-moved",
  appointmentMovedNotification: "appointment-moved-notification",
  appointmentCancelled: "appointment-cancelled",
  appointmentReminder: "appointment-reminder",
  daySheet: "day-sheet",
} as const;

export interface MoveEmailOptions extends SendOptions {
  /** Origin the customer's new manage link points at, e.g. https://www.windowsanddoorsnearme.com. */
  siteUrl: string;
  /** Who moved it, in words, for the admins. */
  movedBy: string;
}

/** The updated invitation (same UID, higher SEQUENCE) with a fresh manage link to the customer, and a notice to the admins. */
export async function sendMoveEmails(db: Database, env: ServerEnv, move: Move, { siteUrl, movedBy, ...options }: MoveEmailOptions): Promise<void> {
  const at = options.now ?? new Date();
  const { appointment, previous } = move;
  const link = await mintManageLink(db, appointment.id, at).catch((error: unknown) => {
    console.error(`No manage link for ${appointment.id}, so the moved invitation is not sent: ${describeError(error)}`);
    return null;
  });
  const customer = link
    ? await store(db, VISIT_EMAIL_KINDS.appointmentMoved, appointment.id, () =>
        appointmentMovedConfirmation(appointment, previous, { manageUrl: manageUrl(siteUrl, link, toLocale(appointment.locale)), mailFrom: env.MAIL_FROM }),
      )
    : [];
  const notice = await store(db, VISIT_EMAIL_KINDS.appointmentMovedNotification, appointment.id, () =>
    appointmentMovedNotification(appointment, previous, { adminEmails: env.ADMIN_EMAILS, movedBy, at }),
  );
  await sendStored(db, env, [...customer, ...notice], { ...options, now: at });
  // The customer who asked for texts hears of the move by text too (src/server/sms/).
  await sendMovedText(db, env, appointment, siteUrl, { now: at });
}

/** The calendar cancellation (METHOD:CANCEL, same UID) to the customer whose visit was cancelled. */
export async function sendCustomerCancellation(db: Database, env: ServerEnv, appointment: Appointment, options: SendOptions = {}): Promise<void> {
  const rows = await store(db, VISIT_EMAIL_KINDS.appointmentCancelled, appointment.id, () => appointmentCancelledConfirmation(appointment, { mailFrom: env.MAIL_FROM }));
  await sendStored(db, env, rows, options);
  await sendCancelledText(db, env, appointment, { now: options.now });
}
