/** The emails a new booking sends: the visitor's confirmation and the admins' notice. */
import type { Database } from "@/server/db/client";
import type { Appointment } from "@/server/db/schema";
import { deliver, enqueue } from "@/server/email/outbox";
import { appointmentAdminNotification, appointmentConfirmation } from "@/server/email/templates";
import { createTransport } from "@/server/email/transport";
import type { ServerEnv } from "@/server/env";

/**
 * Stores both messages in the outbox, then tries to send them. Never throws: the booking
 * is already stored, and a failed send stays in the outbox for the scheduled retry.
 */
export async function sendBookingEmails(db: Database, env: ServerEnv, appointment: Appointment, cancelUrl: string): Promise<void> {
  try {
    const rows = await enqueue(db, "appointment", appointment.id, [
      appointmentConfirmation(appointment, { cancelUrl, mailFrom: env.MAIL_FROM }),
      appointmentAdminNotification(appointment, { adminEmails: env.ADMIN_EMAILS }),
    ]);
    await deliver(db, createTransport(env), rows, new Date());
  } catch (error) {
    console.error(`Emails for appointment ${appointment.id} could not be queued:`, error);
  }
}
