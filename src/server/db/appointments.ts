/**
 * Appointment queries. Each is a single statement, so they are correct on Neon's HTTP
 * driver (no interactive transactions) as well as on node-postgres.
 */
import { and, asc, between, eq, inArray, isNotNull, ne, not, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { emailKey, phoneKey } from "@/core/person-key";
import { phoenixDate, phoenixInstant } from "@/core/phoenix-time";
import type { PublicAppointment } from "@/schemas/appointment";
import type { Database } from "./client";
import { appointments, type Appointment, type EmailMessage, type NewAppointment } from "./schema";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "./emails";

const active = ne(appointments.status, "cancelled");

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

/** Active appointments between two Phoenix days (inclusive), with nothing personal in them. */
export async function listActiveSlots(db: Database, from: string, to: string): Promise<PublicAppointment[]> {
  const rows = await db
    .select({ appointmentDate: appointments.appointmentDate, appointmentTime: appointments.appointmentTime, status: appointments.status })
    .from(appointments)
    .where(and(active, between(appointments.appointmentDate, from, to)))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime));
  return rows as PublicAppointment[];
}

/** What an insert must respect: the slot's crews, and how many upcoming visits one person may hold. */
export interface SeatLimits {
  /** Crews per slot: seats 1..capacity. */
  capacity: number;
  /** Upcoming visits one person may hold: places 1..maxUpcoming, by email and by phone. */
  maxUpcoming: number;
  now: Date;
}

/** A booking as written: the stored appointment and the emails stored with it. */
export interface Booked {
  appointment: Appointment;
  emails: EmailMessage[];
}

/**
 * Inserts the appointment into the lowest free seat (1..capacity) of its slot and the lowest
 * free place (1..maxUpcoming) of its person, by email key and by phone key, and stores
 * `emails` about it, in one statement: a booking never stands without its confirmation.
 * The row takes `values.id`, so the emails can name it before it exists.
 * Returns null when no row was written: the slot is full, the person holds maxUpcoming
 * upcoming visits, another request took the chosen seat or place at the same instant, or
 * the same person already holds this slot. The partial unique indexes make the database
 * the judge in every case.
 */
export async function insertIntoFreeSeat(
  db: Database,
  values: Omit<NewAppointment, "seat"> & { id: string },
  { capacity, maxUpcoming, now }: SeatLimits,
  emails: readonly QueuedEmail[] = [],
): Promise<Booked | null> {
  const keys = { email: emailKey(values.email), phone: phoneKey(values.phone) };
  await releasePastPlaces(db, keys, now);
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(sql`
    with booked as (
      insert into ${appointments} (
        id, first_name, last_name, email, phone, address, city, zip_code, service_type, project_details,
        appointment_date, appointment_time, duration, status, seat, email_place, phone_place,
        cancel_token_hash, outside_service_area, client_address, locale, attribution, channel, created_at, updated_at
      )
      select ${values.id}::uuid, ${values.firstName}, ${values.lastName}, ${values.email}, ${values.phone}, ${values.address}, ${values.city},
        ${values.zipCode}, ${values.serviceType}, ${values.projectDetails ?? ""}, ${values.appointmentDate}, ${values.appointmentTime},
        ${values.duration}, 'pending', free.seat_number, by_email.place, by_phone.place,
        ${values.cancelTokenHash}, ${values.outsideServiceArea ?? false}, ${values.clientAddress ?? null}, ${values.locale ?? "en"},
        ${jsonOrNull(values.attribution)}::jsonb, ${values.channel ?? "direct"}, ${now.toISOString()}, ${now.toISOString()}
      from generate_series(1, ${capacity}::int) as free(seat_number),
        generate_series(1, ${maxUpcoming}::int) as by_email(place),
        generate_series(1, ${maxUpcoming}::int) as by_phone(place)
      where not exists (
        select 1 from ${appointments} taken
        where taken.appointment_date = ${values.appointmentDate} and taken.appointment_time = ${values.appointmentTime}
          and taken.seat = free.seat_number and taken.status <> 'cancelled'
      )
      -- After an admin lowers the crews per slot, seats above the new capacity may still be held.
      and (
        select count(*) from ${appointments} held
        where held.appointment_date = ${values.appointmentDate} and held.appointment_time = ${values.appointmentTime}
          and held.status <> 'cancelled'
      ) < ${capacity}
      and not exists (
        select 1 from ${appointments} mine
        where mine.email_key = ${keys.email} and mine.email_place = by_email.place and mine.status in ('pending', 'confirmed')
      )
      and not exists (
        select 1 from ${appointments} mine
        where mine.phone_key = ${keys.phone} and mine.phone_place = by_phone.place and mine.status in ('pending', 'confirmed')
      )
      -- Visits booked before places existed, or kept after an admin lowered the cap, still count.
      and (select count(*) from ${appointments} where ${heldBy(keys)} and ${upcomingAt(now)}) < ${maxUpcoming}
      order by free.seat_number, by_email.place, by_phone.place
      limit 1
      on conflict do nothing
      returning id
    ),
    mail as (${storeEmailsAbout("booked", emails, now)})
    select booked.id, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from booked
  `)) as unknown as { rows: { id: string; email_ids: (number | string)[] }[] };
  const written = result.rows[0];
  if (!written) return null;
  const [row] = await db.select().from(appointments).where(eq(appointments.id, written.id));
  return { appointment: row!, emails: await emailsById(db, written.email_ids) };
}

/** A jsonb value as a query parameter (null stays SQL null). */
export function jsonOrNull(value: unknown): string | null {
  return value == null ? null : JSON.stringify(value);
}

/** A person's keys: the normalised email and phone (src/core/person-key.ts). */
export interface PersonKeys {
  email: string;
  phone: string | null;
}

/** Appointments of the person: the same email key or the same phone key. */
export function heldBy({ email, phone }: PersonKeys): SQL {
  return phone ? or(eq(appointments.emailKey, email), eq(appointments.phoneKey, phone))! : eq(appointments.emailKey, email);
}

/** Frees the places of the person's visits that are no longer upcoming (past, or closed), so new ones can take them. */
async function releasePastPlaces(db: Database, keys: PersonKeys, now: Date): Promise<void> {
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

/** The active appointments the person (same email key or phone key) holds in a slot; the caller judges whether one is this request's. */
export async function findActiveForPerson(db: Database, keys: PersonKeys, date: string, time: string): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(and(active, heldBy(keys), eq(appointments.appointmentDate, date), eq(appointments.appointmentTime, time)));
}

/** How many active appointments hold seats in a slot. */
export async function countActiveInSlot(db: Database, date: string, time: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(active, eq(appointments.appointmentDate, date), eq(appointments.appointmentTime, time)));
  return row?.count ?? 0;
}

/** The appointment a cancel token belongs to. */
export async function findByCancelTokenHash(db: Database, tokenHash: string): Promise<Appointment | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.cancelTokenHash, tokenHash));
  return row ?? null;
}

/**
 * Stores a booking the bot check judged spam: cancelled from the start, so it holds no seat
 * of the calendar and no place of the person, yet the admin can see it and why.
 */
export async function insertSpamAppointment(db: Database, values: Omit<NewAppointment, "seat" | "status">, reason: string): Promise<Appointment> {
  const [row] = await db
    .insert(appointments)
    .values({ ...values, status: "cancelled", seat: 0, spamReason: reason })
    .returning();
  return row!;
}
