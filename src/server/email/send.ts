/**
 * The emails that follow a stored booking, cancellation or lead, in one call each: write them, store
 * them in the outbox, send them once. Nothing here throws: the booking or lead is
 * already stored, and what could not be sent now stays in the outbox for `retryUnsent`.
 */
import type { Database } from "@/server/db/client";
import type { Appointment, EmailMessage, Lead } from "@/server/db/schema";
import type { ServerEnv } from "@/server/env";
import type { OutgoingEmail } from "./message";
import { deliver, enqueue } from "./outbox";
import { appointmentAdminNotification, appointmentCancelledNotification, appointmentConfirmation, leadNotification } from "./templates";
import { createTransport, type MailTransport } from "./transport";
import { describeError } from "@/server/log-safe";

/** Outbox kinds of the site's emails. */
export const EMAIL_KINDS = {
  appointmentConfirmation: "appointment-confirmation",
  appointmentAdminNotification: "appointment-admin-notification",
  appointmentCancelledNotification: "appointment-cancelled-notification",
  leadNotification: "lead-notification",
} as const;

export interface SendOptions {
  /** The current instant (default: the clock, read once here at the edge). */
  now?: Date;
  /** Default: `createTransport(env)`. */
  transport?: MailTransport;
}

/** How many photos came with a booking or lead: the admins' notice says so and links to them (never attaches them). */
export interface PhotoNote {
  photoCount?: number;
}

/** Confirmation to the visitor (with the invitation and `cancelUrl`) and notice to the admins. */
export async function sendBookingEmails(db: Database, env: ServerEnv, appointment: Appointment, cancelUrl: string, options: SendOptions & PhotoNote = {}): Promise<void> {
  const { id } = appointment;
  const confirmation = await store(db, EMAIL_KINDS.appointmentConfirmation, id, () =>
    appointmentConfirmation(appointment, { cancelUrl, mailFrom: env.MAIL_FROM }),
  );
  const notice = await store(db, EMAIL_KINDS.appointmentAdminNotification, id, () =>
    appointmentAdminNotification(appointment, { adminEmails: env.ADMIN_EMAILS, photoCount: options.photoCount }),
  );
  const rows = [...confirmation, ...notice];
  await sendStored(db, env, rows, options);
}

/** Notice to the admins that a customer cancelled `appointment`; `cancelledBy` says who, in words. */
export async function sendCancellationEmails(db: Database, env: ServerEnv, appointment: Appointment, cancelledBy: string, options: SendOptions = {}): Promise<void> {
  const at = options.now ?? new Date();
  const rows = await store(db, EMAIL_KINDS.appointmentCancelledNotification, appointment.id, () =>
    appointmentCancelledNotification(appointment, { adminEmails: env.ADMIN_EMAILS, cancelledBy, at }),
  );
  await sendStored(db, env, rows, { ...options, now: at });
}

/** Notice of a new contact-form lead to the admins. */
export async function sendLeadEmails(db: Database, env: ServerEnv, lead: Lead, options: SendOptions & PhotoNote = {}): Promise<void> {
  const rows = await store(db, EMAIL_KINDS.leadNotification, lead.id, () => leadNotification(lead, { adminEmails: env.ADMIN_EMAILS, photoCount: options.photoCount }));
  await sendStored(db, env, rows, options);
}

/** Writes one message and stores it; on any error logs it and stores nothing. */
export async function store(db: Database, kind: string, relatedId: string, write: () => OutgoingEmail): Promise<EmailMessage[]> {
  try {
    return await enqueue(db, kind, relatedId, [write()]);
  } catch (error) {
    console.error(`Email "${kind}" for ${relatedId} could not be stored, so it will not be sent: ${describeError(error)}`);
    return [];
  }
}

/** Sends stored rows once now; never throws (what fails stays in the outbox for `retryUnsent`). */
export async function sendStored(db: Database, env: ServerEnv, rows: EmailMessage[], { now = new Date(), transport }: SendOptions): Promise<void> {
  if (rows.length === 0) return;
  try {
    await deliver(db, transport ?? createTransport(env), rows, now);
  } catch (error) {
    // deliver never throws; this guards any future transport that throws on creation.
    console.error(`Emails stored but not sent; retryUnsent will try again: ${describeError(error)}`);
  }
}
