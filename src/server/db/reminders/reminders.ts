/**
 * Reminders (table appointment_reminders): the visits a run looks at, and writing a reminder
 * exactly once. One statement records the reminder for (appointment,
 * kind, start), stores a fresh manage link and puts the email in the outbox, and only if
 * the visit is still active at that start and no run recorded it before. So overlapping
 * runs write one email between them, a cancelled or moved visit gets none for the old
 * time, and a send that fails is retried by the outbox, never written again.
 */
import { and, between, inArray, sql } from "drizzle-orm";
import { addDays } from "@/core/phoenix-time";
import type { ReminderKind } from "@/core/server/reminders";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type OutgoingEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { linkTables, storeLinkSql } from "../private-links/links";
import { rowsOf } from "../rows";
import { appointmentReminders, appointments, smsConsents, smsMessages, type Appointment, type EmailMessage } from "../schema";

export interface ReminderClaim {
  /** The visit as read by the job. */
  appointment: Pick<Appointment, "id" | "appointmentDate" | "appointmentTime">;
  kind: ReminderKind;
  /** The visit's start, part of the reminder's identity. */
  startsAt: Date;
  /** Hash of the manage link's token inside `email`. */
  linkHash: string;
  /** The link to the customer's own page inside `email`, stored with it. */
  customerLink?: CustomerLinkRow;
  /** The outbox kind of the email. */
  emailKind: string;
  email: OutgoingEmail;
  now: Date;
  /**
   * The reminder's text, written in the same statement for a visit whose booking carried SMS
   * consent: so it rides the same exactly-once claim as the email.
   */
  text?: { kind: string; body: string; notBefore: Date | null };
}

/** Records the reminder and stores its email, or does nothing when it was already written; returns the stored rows. */
export async function claimReminder(
  db: Database,
  { appointment, kind, startsAt, linkHash, customerLink, emailKind, email, now, text }: ReminderClaim,
): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
    with claimed as (
      insert into ${appointmentReminders} (appointment_id, kind, starts_at, created_at)
      select ${appointments.id}, ${kind}, ${startsAt.toISOString()}, ${at} from ${appointments}
      where ${appointments.id} = ${appointment.id} and ${appointments.status} in ('pending', 'confirmed')
        and ${appointments.appointmentDate} = ${appointment.appointmentDate} and ${appointments.appointmentTime} = ${appointment.appointmentTime}
      on conflict do nothing
      returning appointment_id as id
    ),
    link as (${storeLinkSql(linkTables.visit, "claimed", linkHash, now)}),
    texted as (
      insert into ${smsMessages} (direction, kind, appointment_id, phone, body, status, not_before, created_at, updated_at)
      select 'outbound', ${text?.kind ?? ""}, claimed.id, consent.phone, ${text?.body ?? ""}, 'pending', ${text?.notBefore?.toISOString() ?? null}::timestamptz, ${at}, ${at}
      from claimed cross join lateral (
        select phone from ${smsConsents} where ${smsConsents.appointmentId} = claimed.id order by ${smsConsents.id} desc limit 1
      ) consent
      where ${text !== undefined}
    ),
    my_link as (${storeCustomerLink("claimed", customerLink, now)})
    ${storeEmailsAbout("claimed", [{ kind: emailKind, message: email }], now)}
  `),
  );
  return emailsById(
    db,
    rows.map((row) => row.id),
  );
}

/** The active visits (pending or confirmed) of the Phoenix day `today` and the next two. */
export function listVisitsToRemind(db: Database, today: string): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(and(inArray(appointments.status, ["pending", "confirmed"]), between(appointments.appointmentDate, today, addDays(today, 2))));
}
