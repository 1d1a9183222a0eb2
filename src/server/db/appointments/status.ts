/**
 * A visit's status changed by the customer or the office: each change is one statement that
 * writes the new status, its history event and, where the customer is told, the emails, so
 * neither the history nor the notice can be missed.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { rowsOf } from "../rows";
import { appointments, type Appointment, type EmailMessage } from "../schema";
import { recordEvents } from "./events";
import { bookedBy, upcomingAt } from "./person";

/** The visit `id`, or null. */
export async function findAppointment(db: Database, id: string): Promise<Appointment | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row ?? null;
}

/** Which visit a caller means, as a condition only this floor writes: a manage link's (byManageToken), or one of the signed-in customer's (ownedBy). */
export type VisitMatch = SQL;

/** The one visit `match` selects, or null. */
export async function findAppointmentWhere(db: Database, match: VisitMatch): Promise<Appointment | null> {
  const [row] = await db.select().from(appointments).where(match);
  return row ?? null;
}

/** Selects the appointment `id` if `email` (any case) booked it. */
export function ownedBy(id: string, email: string): VisitMatch {
  return and(eq(appointments.id, id), bookedBy(email))!;
}

/**
 * Cancels `found` only if its status is still the one read, raising its calendar SEQUENCE, and
 * writes the event and stores `emails` in the same statement. Answers the stored emails, or
 * null when the status changed meanwhile (nothing was written).
 */
export async function cancelIfUnchanged(
  db: Database,
  found: Pick<Appointment, "id" | "status">,
  { actor, now, emails, customerLink }: { actor: string; now: Date; emails: readonly QueuedEmail[]; customerLink?: CustomerLinkRow },
): Promise<EmailMessage[] | null> {
  const [written] = rowsOf<{ id: string; email_ids: (number | string)[] }>(
    await db.execute(sql`
      with updated as (
        update ${appointments} set status = 'cancelled', ics_sequence = ${appointments.icsSequence} + 1, updated_at = ${now.toISOString()}
        where ${appointments.id} = ${found.id} and ${appointments.status} = ${found.status}
        returning ${appointments.id}
      ),
      event as (${recordEvents({ from: sql`updated`, id: sql`updated.id`, actor, at: now, changes: [{ action: "status", from: found.status, to: "cancelled" }] })}),
      my_link as (${storeCustomerLink("updated", customerLink, now)}),
      mail as (${storeEmailsAbout("updated", emails, now)})
      select updated.id, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from updated
    `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}

/**
 * Cancels every upcoming visit of the person who booked `id` (the same email key or phone key),
 * with one history event each, in one statement. Answers whether `id` exists and how many
 * visits were cancelled.
 */
export async function cancelPersonUpcomingVisits(
  db: Database,
  id: string,
  { actor, now }: { actor: string; now: Date },
): Promise<{ found: boolean; cancelled: number }> {
  const at = now.toISOString();
  const [row] = rowsOf<{ found: number; cancelled: number }>(
    await db.execute(sql`
    with person as (
      select email_key, phone_key from ${appointments} where id = ${id}
    ),
    targets as (
      select ${appointments.id} as id, ${appointments.status} as status from ${appointments}, person
      where (${appointments.emailKey} = person.email_key or ${appointments.phoneKey} = person.phone_key) and ${upcomingAt(now)}
    ),
    cancelled as (
      update ${appointments} set status = 'cancelled', updated_at = ${at}::timestamptz
      from targets where ${appointments.id} = targets.id and ${appointments.status} in ('pending', 'confirmed')
      returning targets.id, targets.status
    ),
    events as (${recordEvents({ from: sql`cancelled`, id: sql`cancelled.id`, actor, at: now, changes: [{ action: "status", from: sql`cancelled.status`, to: "cancelled" }] })})
    select (select count(*) from person)::int as found, (select count(*) from events)::int as cancelled
  `),
  );
  return { found: Boolean(row?.found), cancelled: Number(row?.cancelled ?? 0) };
}

/** Marks a pending visit confirmed, with its history event, in one statement; false when it was not pending (already confirmed, say). */
export async function confirmIfPending(db: Database, id: string, { actor, now }: { actor: string; now: Date }): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with confirmed as (
        update ${appointments} set status = 'confirmed', updated_at = ${now.toISOString()}::timestamptz
        where ${appointments.id} = ${id} and ${appointments.status} = 'pending'
        returning ${appointments.id}
      ),
      event as (${recordEvents({ from: sql`confirmed`, id: sql`confirmed.id`, actor, at: now, changes: [{ action: "status", from: "pending", to: "confirmed" }] })})
      select id from confirmed
    `),
  );
  return rows.length > 0;
}
