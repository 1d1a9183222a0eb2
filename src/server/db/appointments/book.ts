/**
 * Booking statements. Each is a single statement, so they are correct on Neon's HTTP driver
 * (no interactive transactions) as well as on node-postgres.
 */
import { eq, sql } from "drizzle-orm";
import { emailKey, phoneKey } from "@/core/server/person-key";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { jsonOrNull, rowsOf } from "../rows";
import { appointments, type Appointment, type EmailMessage, type NewAppointment } from "../schema";
import { seatIsFree, seatNumbers, VISIT_SEATS } from "../seats";
import { recordJobEvents, type NewJobEvent } from "../jobs/events";
import { heldBy, releasePastPlaces, upcomingAt } from "./person";

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
 * `emails` about it (and, for a job's re-measure, `jobEvent` in the job's timeline), in one
 * statement: a booking never stands without its confirmation.
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
  { emails, customerLink }: { emails: readonly QueuedEmail[]; customerLink?: CustomerLinkRow } = { emails: [] },
  jobEvent?: NewJobEvent,
): Promise<Booked | null> {
  const keys = { email: emailKey(values.email), phone: phoneKey(values.phone) };
  await releasePastPlaces(db, keys, now);
  const [written] = rowsOf<{ id: string; email_ids: (number | string)[] }>(
    await db.execute(sql`
    with booked as (
      insert into ${appointments} (
        id, first_name, last_name, email, phone, address, city, zip_code, service_type, project_details,
        appointment_date, appointment_time, duration, status, seat, email_place, phone_place,
        cancel_token_hash, outside_service_area, client_address, locale, attribution, channel, job_id, created_at, updated_at
      )
      select ${values.id}::uuid, ${values.firstName}, ${values.lastName}, ${values.email}, ${values.phone}, ${values.address}, ${values.city},
        ${values.zipCode}, ${values.serviceType}, ${values.projectDetails ?? ""}, ${values.appointmentDate}, ${values.appointmentTime},
        ${values.duration}, 'pending', free.seat_number, by_email.place, by_phone.place,
        ${values.cancelTokenHash}, ${values.outsideServiceArea ?? false}, ${values.clientAddress ?? null}, ${values.locale ?? "en"},
        ${jsonOrNull(values.attribution)}::jsonb, ${values.channel ?? "direct"}, ${values.jobId ?? null}::uuid, ${now.toISOString()}, ${now.toISOString()}
      from ${seatNumbers(capacity)},
        generate_series(1, ${maxUpcoming}::int) as by_email(place),
        generate_series(1, ${maxUpcoming}::int) as by_phone(place)
      where ${seatIsFree(VISIT_SEATS, { slot: [values.appointmentDate, values.appointmentTime], capacity })}
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
    mail as (${storeEmailsAbout("booked", emails, now)}),
    my_link as (${storeCustomerLink("booked", customerLink, now)}),
    -- A re-measure's booking is an event of its job's timeline, written with it.
    remeasured as (select ${values.jobId ?? null}::uuid as id from booked where ${jobEvent !== undefined && values.jobId != null}::boolean),
    job_event as (${recordJobEvents("remeasured", jobEvent ? [jobEvent] : [], now)})
    select booked.id, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from booked
  `),
  );
  if (!written) return null;
  const [row] = await db.select().from(appointments).where(eq(appointments.id, written.id));
  return { appointment: row!, emails: await emailsById(db, written.email_ids) };
}

/**
 * Stores a booking the bot check judged spam: cancelled from the start, so it holds no seat
 * of the calendar and no place of the person, yet the admin can see it and why.
 */
export async function insertSpamAppointment(
  db: Database,
  values: Omit<NewAppointment, "seat" | "status">,
  reason: string,
): Promise<Appointment> {
  const [row] = await db
    .insert(appointments)
    .values({ ...values, status: "cancelled", seat: 0, spamReason: reason })
    .returning();
  return row!;
}
