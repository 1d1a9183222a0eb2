/**
 * Whether a stored message is still due when it is about to leave: the first send, or a retry
 * ten minutes or a night later. Decided here, once, for every channel; the channels ask through
 * the rules notify hands them (./texts.ts) and only store, send and retry. Emails have no such
 * rule yet: the email outbox sends what was stored within its retry age (a reminder's email is
 * stored only for a visit still at that time, by the statement that claims it). A text names
 * things that can stop being true by the time it leaves:
 * - one that names the visit's date and time is no longer due once the visit was cancelled,
 *   moved since the text was written (a move writes its own "moved" text, which a visit that
 *   carries consent always gets, so a later one means a later date or time), or has started;
 * - one that names a job's install days is no longer due once they were moved or unbooked since
 *   it was written (each writes its own text), or the install has begun;
 * - an "On my way" or a reply is no longer due when it is too late to mean anything;
 * - an invoice's reminder is no longer due once the job has no reminded invoice still open (paid,
 *   on its way, voided or switched off while the text waited for the quiet hours to end).
 */
import type { Database } from "@/server/db/client";
import { phoenixDate } from "@/core/phoenix-time";
import { isStillUpcoming } from "@/server/db/appointments/person";
import { firstInstallDay } from "@/server/db/jobs/install-days";
import { hasRemindedOpenInvoice } from "@/server/db/money/invoice-reminders";
import type { SmsMessage } from "@/server/db/schema";
import { hasLaterJobText, hasLaterText } from "@/server/db/sms/messages";
import { TEXT_KINDS } from "./kinds";

/** Texts that name the visit's date and time: wrong once the visit is cancelled, moved or started. */
const NAMES_THE_SLOT: ReadonlySet<string> = new Set([TEXT_KINDS.confirmation, TEXT_KINDS.reminderDayBefore, TEXT_KINDS.reminderMorningOf, TEXT_KINDS.moved, TEXT_KINDS.visitConfirmed]);

/** Texts that name a job's install days, and the texts that change them (a later one of these makes an earlier one wrong). */
const NAMES_INSTALL_DAYS: ReadonlySet<string> = new Set([TEXT_KINDS.installBooked, TEXT_KINDS.installMoved, TEXT_KINDS.installReminder]);
const CHANGES_INSTALL_DAYS: readonly string[] = [TEXT_KINDS.installBooked, TEXT_KINDS.installMoved, TEXT_KINDS.installUnbooked];

/** Texts that mean nothing late, by how long after they were written they may still go. */
const FRESH_FOR_MINUTES: Readonly<Record<string, number>> = {
  // "Arriving about 10:40 AM": the shortest ETA offered is 15 minutes.
  [TEXT_KINDS.onMyWay]: 10,
  [TEXT_KINDS.installOnMyWay]: 10,
  // An answer to the customer's own text (HELP, R, the auto-reply) or to their STOP.
  [TEXT_KINDS.reply]: 60,
  [TEXT_KINDS.optOutConfirmation]: 60,
};

/** Why a text no longer goes, as its outbox row keeps it. */
const NO_LONGER_DUE = {
  late: "Too late to send: it would no longer be true.",
  visitChanged: "The visit was cancelled, moved or has started since this text was written.",
  installChanged: "The install was moved, unbooked or has begun since this text was written.",
  invoiceSettled: "The invoice was paid, is on its way, was voided or its reminders were switched off since this text was written.",
} as const;

/** True when a text of `kind` names the visit's date and time. */
function namesTheSlot(kind: string): boolean {
  return NAMES_THE_SLOT.has(kind);
}

/** True when a text of `kind` written at `createdAt` is too late to send at `now`. */
function isStale(kind: string, createdAt: Date, now: Date): boolean {
  const minutes = FRESH_FOR_MINUTES[kind];
  return minutes !== undefined && now.getTime() - createdAt.getTime() > minutes * 60_000;
}

/** Why the stored text `row` is no longer due at `now`, or null while it is. */
export async function textNoLongerDue(db: Database, row: SmsMessage, now: Date): Promise<string | null> {
  if (isStale(row.kind, row.createdAt, now)) return NO_LONGER_DUE.late;
  if (namesTheSlot(row.kind) && row.appointmentId && !(await slotStillHolds(db, row, row.appointmentId, now))) return NO_LONGER_DUE.visitChanged;
  if (NAMES_INSTALL_DAYS.has(row.kind) && row.jobId && !(await installStillHolds(db, row, row.jobId, now))) return NO_LONGER_DUE.installChanged;
  if (row.kind === TEXT_KINDS.invoiceReminder && row.jobId && !(await hasRemindedOpenInvoice(db, row.jobId, row.createdAt))) return NO_LONGER_DUE.invoiceSettled;
  return null;
}

/** True while the install a text names is still as the text says: booked, not begun, and not moved or unbooked after the text was written. */
async function installStillHolds(db: Database, row: SmsMessage, jobId: string, now: Date): Promise<boolean> {
  const first = await firstInstallDay(db, jobId);
  if (!first || first <= phoenixDate(now)) return false;
  return !(await hasLaterJobText(db, row, jobId, CHANGES_INSTALL_DAYS));
}

/** True while the visit a text names is still as the text says: not cancelled, not started, and not moved after the text was written. */
async function slotStillHolds(db: Database, row: SmsMessage, appointmentId: string, now: Date): Promise<boolean> {
  if (!(await isStillUpcoming(db, appointmentId, now))) return false;
  return !(await hasLaterText(db, row, appointmentId, TEXT_KINDS.moved));
}
