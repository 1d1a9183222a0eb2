/**
 * A booking over the per-person limit, answered without a word about anyone's visits. The
 * answer is the one every accepted booking gets, so neither a stranger who types someone's
 * phone or email learns that person has visits, nor does a person who booked twice with a
 * victim's phone lock the victim out: the request is kept for the office as a lead (it holds no
 * slot; the admins are told as of any lead, with why it was held), and the person whose visits
 * are in the way (the email on them) is emailed their own visits with links to change them,
 * once a day at most, so the held requests of a script cannot flood their inbox.
 */
import { and, sql } from "drizzle-orm";
import { LEAD_DUPLICATE_WINDOW_MS, LEAD_PERSON_WINDOW_MS, LEADS_PER_PERSON, phoenixDayWindow, windowStart } from "@/core/limits";
import { emailKey, phoneKey } from "@/core/person-key";
import { heldBy, soonestFirst, upcomingAt, type PersonKeys } from "../db/appointments";
import type { Database } from "../db/client";
import { emailsById, storeEmailsAbout } from "../db/emails";
import { insertLeadOnce } from "../db/leads";
import { takeHit } from "../db/rate-limits";
import { appointmentLinks, appointments, type Appointment, type Lead, type NewAppointment } from "../db/schema";
import type { ServerEnv } from "../env";
import { bookingHeld, visitsInTheWay } from "../notify/held-bookings";
import { deliverNotice, SILENT } from "../notify/notice";


/** Counter scope of that email in rate_limit_hits: one a Phoenix day per email key. */
const NOTICE_SCOPE = "held-booking-notice";

/** The lead's source: the admins' list shows it beside the form a lead came from. */
export const HELD_BOOKING_SOURCE = "booking held: over the per-person limit";

/** What the API answers for a held request: an id, the visit's length and "pending", as for any booking. */
export interface HeldRequest {
  id: string;
  duration: number;
  status: "pending";
}

/** Keeps the request for the office and tells the person whose `upcoming` visits are in the way; answers like a booking. */
export async function holdForOffice(db: Database, env: ServerEnv, values: Omit<NewAppointment, "seat">, person: PersonKeys, now: Date): Promise<HeldRequest> {
  const upcoming = await db.select().from(appointments).where(and(heldBy(person), upcomingAt(now))).orderBy(...soonestFirst);
  const id = crypto.randomUUID();
  const lead = heldLead(values, upcoming.length);
  const notice = bookingHeld(prospectiveHeldLead({ ...lead, id }, now), env);
  const outcome = await insertLeadOnce(db, { ...lead, id }, {
    now,
    duplicateSince: windowStart(now, LEAD_DUPLICATE_WINDOW_MS),
    personSince: windowStart(now, LEAD_PERSON_WINDOW_MS),
    maxPerPerson: LEADS_PER_PERSON,
  }, notice.emails);
  // Past the person's daily number of leads nothing more is kept, and the answer is the same.
  if ("stored" in outcome) await deliverNotice(db, env, notice, outcome.emails, { now });
  await noticeOwners(db, env, upcoming, now);
  const answeredId = "stored" in outcome ? outcome.stored.id : "duplicateOf" in outcome ? outcome.duplicateOf.id : id;
  return { id: answeredId, duration: values.duration, status: "pending" };
}

/** The held lead as the statement will store it, for the notice written with it. */
function prospectiveHeldLead(values: ReturnType<typeof heldLead> & { id: string }, now: Date): Lead {
  return { ...values, status: "new", notes: "", forwardAttempts: 0, emailKey: emailKey(values.email), phoneKey: phoneKey(values.phone), spamReason: null, overLimit: false, createdAt: now, updatedAt: now };
}

/** The lead the office reads: the request as sent, and why it was held. */
function heldLead(values: Omit<NewAppointment, "seat">, held: number) {
  const asked = `${values.appointmentDate} at ${values.appointmentTime}, ${values.address}, ${values.city} ${values.zipCode}`;
  const why = `Held, not booked: this email or phone already has ${held} upcoming visits, the most booked online. Call to book it, or check whether someone booked with another person's details.`;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    service: values.serviceType,
    projectDetails: [`Asked for a visit on ${asked}.`, why, values.projectDetails ? `Their notes: ${values.projectDetails}` : ""].filter(Boolean).join("\n\n"),
    source: HELD_BOOKING_SOURCE,
    locale: values.locale ?? "en",
    clientAddress: values.clientAddress ?? null,
    attribution: values.attribution ?? null,
    channel: values.channel ?? "direct",
    forwardStatus: "not-configured",
  };
}

/**
 * Emails each address on `upcoming` its own visits, with fresh manage links, once a Phoenix day.
 * The links and the email are stored in one statement, so no email names a link that does not work.
 */
async function noticeOwners(db: Database, env: ServerEnv, upcoming: Appointment[], now: Date): Promise<void> {
  const byEmail = Map.groupBy(upcoming, (visit) => emailKey(visit.email));
  const day = phoenixDayWindow(now);
  for (const [key, visits] of byEmail) {
    if ((await takeHit(db, NOTICE_SCOPE, key, day.start, 1)) === null) continue;
    const { links, email } = visitsInTheWay(visits, env);
    const at = now.toISOString();
    const rows = links.map(({ visitId, link }) => sql`(${link.tokenHash}, ${visitId}::uuid, ${at}::timestamptz)`);
    // Both drivers answer execute() with { rows }.
    const result = (await db.execute(sql`
      with about as (select ${visits.at(-1)!.id}::uuid as id),
      links as (insert into ${appointmentLinks} (token_hash, appointment_id, created_at) values ${sql.join(rows, sql`, `)}),
      mail as (${storeEmailsAbout("about", [email], now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
    `)) as unknown as { rows: { email_ids: (number | string)[] }[] };
    await deliverNotice(db, env, SILENT, await emailsById(db, result.rows[0]?.email_ids ?? []), { now });
  }
}
