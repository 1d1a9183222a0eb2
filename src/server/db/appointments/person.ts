/**
 * Which visits are a person's, and which are still to come: the conditions the booking limits,
 * the customer's own list and the admin's actions share. A person is the same email key or the
 * same phone key (src/core/server/person-key.ts, the generated columns in schema.ts).
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, not, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { phoenixDate, phoenixInstant } from "@/core/phoenix-time";
import type { Database } from "../client";
import { appointments, type Appointment } from "../schema";

/** Appointments that hold a seat: every status but cancelled. */
export const active = ne(appointments.status, "cancelled");

/** Appointments booked with `email`, in any letter case. */
export function bookedBy(email: string): SQL {
  return sql`lower(${appointments.email}) = lower(${email})`;
}

/** Minutes after midnight of a slot label such as "2:00 PM" in SQL, 0 for anything else; for ordering. */
export function slotOrder(time: SQLWrapper): SQL<number> {
  return sql<number>`(case when ${time} ~ '^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$'
    then (split_part(${time}, ':', 1)::int % 12) * 60 + substring(${time} from ':([0-5][0-9])')::int + case when ${time} like '% PM' then 720 else 0 end
    else 0 end)`;
}

/** Pending or confirmed appointments that have not started by `now` (Phoenix time). */
export function upcomingAt(now: Date): SQL {
  const today = phoenixDate(now);
  const minutesNow = Math.floor((now.getTime() - phoenixInstant(today, 0).getTime()) / 60_000);
  // Later day, or today at a later slot, as one row comparison: its first column bounds an index
  // scan on the date (appointment_date >= today), so the soonest come first without reading the rest.
  return and(
    inArray(appointments.status, ["pending", "confirmed"]),
    sql`(${appointments.appointmentDate}, ${slotOrder(appointments.appointmentTime)}) > (${today}::date, ${minutesNow}::int)`,
  )!;
}

/** Soonest first: by day, then slot time, then booking order. */
export const soonestFirst = [asc(appointments.appointmentDate), asc(slotOrder(appointments.appointmentTime)), asc(appointments.createdAt)];

/** A person's keys: the normalised email and phone (src/core/server/person-key.ts). */
export interface PersonKeys {
  email: string;
  phone: string | null;
}

/** Appointments of the person: the same email key or the same phone key. */
export function heldBy({ email, phone }: PersonKeys): SQL {
  return phone ? or(eq(appointments.emailKey, email), eq(appointments.phoneKey, phone))! : eq(appointments.emailKey, email);
}

/** Frees the places of the person's visits that are no longer upcoming (past, or closed), so new ones can take them. */
export async function releasePastPlaces(db: Database, keys: PersonKeys, now: Date): Promise<void> {
  await db
    .update(appointments)
    .set({ emailPlace: null, phonePlace: null })
    .where(and(heldBy(keys), or(isNotNull(appointments.emailPlace), isNotNull(appointments.phonePlace)), not(upcomingAt(now))));
}

/** How many upcoming visits the person (same email or same phone) holds at `now`. */
export async function countUpcomingForPerson(db: Database, keys: PersonKeys, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(heldBy(keys), upcomingAt(now)));
  return row?.count ?? 0;
}

/** The person's upcoming visits at `now`, soonest first. */
export function listUpcomingForPerson(db: Database, keys: PersonKeys, now: Date): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(and(heldBy(keys), upcomingAt(now)))
    .orderBy(...soonestFirst);
}

/** The active appointments the person (same email key or phone key) holds in a slot; the caller judges whether one is this request's. */
export async function findActiveForPerson(db: Database, keys: PersonKeys, date: string, time: string): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(and(active, heldBy(keys), eq(appointments.appointmentDate, date), eq(appointments.appointmentTime, time)));
}

/** The pending and confirmed appointments booked with `email` (any case) that have not started yet, soonest first. */
export function listUpcomingBookedBy(db: Database, email: string, now: Date): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(and(bookedBy(email), upcomingAt(now)))
    .orderBy(...soonestFirst);
}

/** The number's soonest visit that has not started (booked with the phone key `digits`, not spam), or null. */
export async function nextVisitByPhone(db: Database, digits: string, now: Date): Promise<Appointment | null> {
  const [visit] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.phoneKey, digits), upcomingAt(now), isNull(appointments.spamReason)))
    .orderBy(...soonestFirst)
    .limit(1);
  return visit ?? null;
}

/** True while the visit `id` is pending or confirmed and has not started at `now`. */
export async function isStillUpcoming(db: Database, id: string, now: Date): Promise<boolean> {
  const [visit] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, id), upcomingAt(now)));
  return Boolean(visit);
}
