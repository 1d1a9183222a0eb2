/**
 * Whether a stored message is still due when it is about to leave: a text at its first send or a
 * retry, an email at a retry (ten minutes or days after it was written; its first send follows the
 * statement that wrote it at once). Decided here, once, for both channels; the channels ask
 * through the rules notify hands them (./texts.ts, ./email-delivery.ts) and only store, send,
 * retry and drop. A message names things that can stop being true by the time it leaves:
 * - one that names the visit's date and time (a confirmation, a reminder, a move, the office's
 *   confirmation) is no longer due once the visit was cancelled, moved since it was written (a
 *   move writes its own "moved" message in each channel the customer is reached by, so a later
 *   one means a later date or time), or has started;
 * - one that names a job's install days is no longer due once they were moved or unbooked since
 *   it was written (each writes its own message), or the install has begun;
 * - an invoice's reminder is no longer due once its invoice is no longer open with its reminders
 *   on (paid, on its way, voided or switched off since it was written); a text names no invoice,
 *   so it asks whether the job still has a reminded invoice open;
 * - an "On my way" or a reply (texts only) is no longer due when it is too late to mean anything.
 */
import type { Database } from "@/server/db/client";
import { phoenixDate } from "@/core/phoenix-time";
import { isStillUpcoming } from "@/server/db/appointments/person";
import { hasLaterEmail } from "@/server/db/emails/outbox";
import { firstInstallDay } from "@/server/db/jobs/install-days";
import { hasRemindedOpenInvoice } from "@/server/db/money/invoice-reminders";
import type { EmailMessage, SmsMessage } from "@/server/db/schema";
import { hasLaterJobText, hasLaterText } from "@/server/db/sms/messages";
import { EMAIL_KINDS, TEXT_KINDS } from "./kinds";

/** What a stored message is about, where it names one: the visit, the job, the invoice. */
type About = { appointmentId: string } | { jobId: string } | { invoiceId: string };

/** A stored message, of either channel, as the rule reads it. */
interface DueMessage {
  kind: string;
  createdAt: Date;
  /** What it is about, when it names anything that can stop being true. */
  about: About | null;
  /** The kind a move of the visit writes in the message's channel. */
  movedKind: string;
  /** True when a message of one of `kinds` about the same visit or job was written after it, in its channel. */
  hasLater(kinds: readonly string[]): Promise<boolean>;
}

/** Messages that name the visit's date and time, in either channel: wrong once the visit is cancelled, moved or started. */
const NAMES_THE_SLOT: ReadonlySet<string> = new Set([
  TEXT_KINDS.confirmation,
  TEXT_KINDS.reminderDayBefore,
  TEXT_KINDS.reminderMorningOf,
  TEXT_KINDS.moved,
  TEXT_KINDS.visitConfirmed,
  EMAIL_KINDS.appointmentConfirmation,
  EMAIL_KINDS.appointmentReminder,
  EMAIL_KINDS.appointmentMoved,
  EMAIL_KINDS.appointmentConfirmed,
]);

/** Messages that name a job's install days (the same kinds by email and by text), and those that change them (a later one of these makes an earlier one wrong). */
const NAMES_INSTALL_DAYS: ReadonlySet<string> = new Set([TEXT_KINDS.installBooked, TEXT_KINDS.installMoved, TEXT_KINDS.installReminder]);
const CHANGES_INSTALL_DAYS: readonly string[] = [TEXT_KINDS.installBooked, TEXT_KINDS.installMoved, TEXT_KINDS.installUnbooked];

/** An invoice's reminder (the same kind by email and by text). */
const INVOICE_REMINDER = EMAIL_KINDS.invoiceReminder;

/** Texts that mean nothing late, by how long after they were written they may still go. */
const FRESH_FOR_MINUTES: Readonly<Record<string, number>> = {
  // "Arriving about 10:40 AM": the shortest ETA offered is 15 minutes.
  [TEXT_KINDS.onMyWay]: 10,
  [TEXT_KINDS.installOnMyWay]: 10,
  // An answer to the customer's own text (HELP, R, the auto-reply) or to their STOP.
  [TEXT_KINDS.reply]: 60,
  [TEXT_KINDS.optOutConfirmation]: 60,
};

/** Why a message no longer goes, as its outbox row keeps it. */
const NO_LONGER_DUE = {
  late: "Too late to send: it would no longer be true.",
  visitChanged: "The visit was cancelled, moved or has started since this message was written.",
  installChanged: "The install was moved, unbooked or has begun since this message was written.",
  invoiceSettled:
    "The invoice was paid, is on its way, was voided, its reminders were switched off or its job was cancelled since this message was written.",
} as const;

/** Why the stored text `row` is no longer due at `now`, or null while it is. */
export function textNoLongerDue(db: Database, row: SmsMessage, now: Date): Promise<string | null> {
  const about = textAbout(row);
  const hasLater = (kinds: readonly string[]) => {
    if (about && "jobId" in about) return hasLaterJobText(db, row, about.jobId, kinds);
    if (about && "appointmentId" in about) return hasLaterText(db, row, about.appointmentId, kinds);
    return Promise.resolve(false);
  };
  return noLongerDue(db, { kind: row.kind, createdAt: row.createdAt, about, movedKind: TEXT_KINDS.moved, hasLater }, now);
}

/** Why the stored email `row` is no longer due at `now`, or null while it is. */
export function emailNoLongerDue(db: Database, row: EmailMessage, now: Date): Promise<string | null> {
  const about = emailAbout(row);
  const hasLater = (kinds: readonly string[]) => (row.relatedId ? hasLaterEmail(db, row, row.relatedId, kinds) : Promise.resolve(false));
  return noLongerDue(db, { kind: row.kind, createdAt: row.createdAt, about, movedKind: EMAIL_KINDS.appointmentMoved, hasLater }, now);
}

/** What a text names: its visit, or its job (install days, an invoice's reminder, which names no invoice row). */
function textAbout(row: SmsMessage): About | null {
  if (NAMES_THE_SLOT.has(row.kind)) return row.appointmentId ? { appointmentId: row.appointmentId } : null;
  if (NAMES_INSTALL_DAYS.has(row.kind) || row.kind === INVOICE_REMINDER) return row.jobId ? { jobId: row.jobId } : null;
  return null;
}

/** What an email names: the row its statement stored it about (its related id), read by its kind. */
function emailAbout(row: EmailMessage): About | null {
  if (!row.relatedId) return null;
  if (NAMES_THE_SLOT.has(row.kind)) return { appointmentId: row.relatedId };
  if (NAMES_INSTALL_DAYS.has(row.kind)) return { jobId: row.relatedId };
  if (row.kind === INVOICE_REMINDER) return { invoiceId: row.relatedId };
  return null;
}

/** The one rule: why `message` is no longer due at `now`, or null while it is. */
async function noLongerDue(db: Database, message: DueMessage, now: Date): Promise<string | null> {
  const { kind, createdAt, about } = message;
  if (isStale(kind, createdAt, now)) return NO_LONGER_DUE.late;
  if (!about) return null;
  if (NAMES_THE_SLOT.has(kind) && "appointmentId" in about && !(await slotStillHolds(db, message, about.appointmentId, now)))
    return NO_LONGER_DUE.visitChanged;
  if (NAMES_INSTALL_DAYS.has(kind) && "jobId" in about && !(await installStillHolds(db, message, about.jobId, now)))
    return NO_LONGER_DUE.installChanged;
  if (kind === INVOICE_REMINDER && !("appointmentId" in about) && !(await hasRemindedOpenInvoice(db, about, createdAt)))
    return NO_LONGER_DUE.invoiceSettled;
  return null;
}

/** True when a message of `kind` written at `createdAt` is too late to send at `now`. */
function isStale(kind: string, createdAt: Date, now: Date): boolean {
  const minutes = FRESH_FOR_MINUTES[kind];
  return minutes !== undefined && now.getTime() - createdAt.getTime() > minutes * 60_000;
}

/** True while the install a message names is still as it says: booked, not begun, and not moved or unbooked after it was written. */
async function installStillHolds(db: Database, message: DueMessage, jobId: string, now: Date): Promise<boolean> {
  const first = await firstInstallDay(db, jobId);
  if (!first || first <= phoenixDate(now)) return false;
  return !(await message.hasLater(CHANGES_INSTALL_DAYS));
}

/** True while the visit a message names is still as it says: not cancelled, not started, and not moved after it was written. */
async function slotStillHolds(db: Database, message: DueMessage, appointmentId: string, now: Date): Promise<boolean> {
  if (!(await isStillUpcoming(db, appointmentId, now))) return false;
  return !(await message.hasLater([message.movedKind]));
}
