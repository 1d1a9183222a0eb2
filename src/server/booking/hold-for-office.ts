/**
 * Booking requests kept for the office as leads instead of booked: the request holds no slot,
 * nothing is lost, and the answer is the one every accepted booking gets.
 *
 * Over the per-person limit: neither a stranger who types someone's phone or email learns that
 * person has visits, nor does a person who booked twice with a victim's phone lock the victim
 * out. The admins are told as of any lead, with why it was held, and the person whose visits
 * are in the way (the email on them) is emailed their own visits with links to change them,
 * once a day at most, so the held requests of a script cannot flood their inbox.
 *
 * Past the site-wide ceiling of bookings an hour, or its network's share of it
 * (src/server/abuse/site-ceilings.ts): kept, and the customer is told the truth, on the page
 * (the answer says "held") and by email: we have the request, the office calls to confirm a
 * time. That email goes once a Phoenix day to an address, and at most as many an hour as the
 * ceiling, so a flood cannot make the site mail strangers more than it books. The admins' one
 * email about the flood, and the dashboard's banner, cover the requests themselves.
 *
 * A repeat of a held request (the same booker asking for the same slot again) finds it and is
 * answered as a booked visit's repeat is: 200, the same id, nothing new stored.
 */
import {
  HELD_BOOKING_SOURCES,
  LEAD_DUPLICATE_WINDOW_MS,
  LEAD_PERSON_WINDOW_MS,
  LEADS_PER_PERSON,
  phoenixDayWindow,
  rateWindow,
  windowStart,
} from "@/core/limits";
import { emailKey, phoneKey } from "@/core/server/person-key";
import { isSameBooker } from "@/core/server/same-booking";
import { storeLinksWithEmail } from "../db/appointments/manage-links";
import { listUpcomingForPerson, type PersonKeys } from "../db/appointments/person";
import type { Database } from "../db/client";
import { findHeldRequests, insertLeadOnce } from "../db/leads/leads";
import { takeHit } from "../db/limits/rate-limits";
import type { Appointment, Lead, NewAppointment } from "../db/schema";
import type { ServerEnv } from "../env";
import { bookingHeld, requestKept, visitsInTheWay } from "../notify/held-bookings";
import { deliverNotice, SILENT, type Notice } from "../notify/notice";

/** Counter scope of that email in rate_limit_hits: one a Phoenix day per email key. */
const NOTICE_SCOPE = "held-booking-notice";

/** Counter scopes of the kept request's email: one a Phoenix day per email key, and the site's hour. */
const KEPT_SCOPE = "kept-request-email";
const KEPT_SITE_SCOPE = "kept-request-emails";

/**
 * What the API answers for a held request: an id, the visit's length, and its status: "pending",
 * as for any booking, when held over the per-person limit (nobody may learn a person has
 * visits); "held" when kept past the site's ceiling, which the customer is told.
 */
export interface HeldRequest {
  id: string;
  duration: number;
  status: "pending" | "held";
}

/** The slot a held request asked for, as `requested_slot` stores it. */
function slotOf(values: Pick<NewAppointment, "appointmentDate" | "appointmentTime">): string {
  return `${values.appointmentDate} ${values.appointmentTime}`;
}

/** The answer of a held lead: "pending" for one held over the per-person limit, "held" for one kept past the site's ceiling. */
function heldStatus(source: string): HeldRequest["status"] {
  return source === HELD_BOOKING_SOURCES.overPersonLimit ? "pending" : "held";
}

/** The held request this one repeats (the same booker, the same slot), as it was answered; null when none. */
export async function findHeldRepeat(db: Database, values: Omit<NewAppointment, "seat">): Promise<HeldRequest | null> {
  const held = await findHeldRequests(db, emailKey(values.email), slotOf(values));
  const same = held.find((lead) => isSameBooker(lead, values));
  return same ? { id: same.id, duration: values.duration, status: heldStatus(same.source) } : null;
}

/** Keeps the request for the office and tells the person whose `upcoming` visits are in the way; answers like a booking. */
export async function holdForOffice(
  db: Database,
  env: ServerEnv,
  values: Omit<NewAppointment, "seat">,
  person: PersonKeys,
  now: Date,
): Promise<HeldRequest> {
  const upcoming = await listUpcomingForPerson(db, person, now);
  const why = `Held, not booked: this email or phone already has ${upcoming.length} upcoming visits, the most booked online. Call to book it, or check whether someone booked with another person's details.`;
  const held = await keepForOffice(
    db,
    env,
    values,
    { source: HELD_BOOKING_SOURCES.overPersonLimit, why },
    (lead) => bookingHeld(lead, env),
    now,
  );
  await noticeOwners(db, env, upcoming, now);
  return held;
}

/** Why a request that would book is kept instead: the site's ceiling of bookings this hour, or its network's share of it. */
export type PastCeiling = { why: "ceiling" | "network"; ceiling: number };

const PAST_CEILING: Record<PastCeiling["why"], HoldReason> = {
  ceiling: {
    source: HELD_BOOKING_SOURCES.pastSiteCeiling,
    why: "Held, not booked: more booking requests came in this hour than the site-wide limit, so this one holds no slot (it may still be free). The customer was told the office will call to confirm a time.",
  },
  network: {
    source: HELD_BOOKING_SOURCES.pastNetworkShare,
    why: "Held, not booked: its network (the same /24 or /48 of addresses) already took its share of this hour's site-wide limit, so this one holds no slot (it may still be free). The customer was told the office will call to confirm a time.",
  },
};

/** Keeps a request that came past the site's ceiling of bookings an hour (or its network's share), and tells its customer so; answers "held". */
export async function holdPastSiteCeiling(
  db: Database,
  env: ServerEnv,
  values: Omit<NewAppointment, "seat">,
  past: PastCeiling,
  now: Date,
): Promise<HeldRequest> {
  const tell = await mayTellKept(db, values.email, past.ceiling, now);
  const held = await keepForOffice(
    db,
    env,
    values,
    PAST_CEILING[past.why],
    () => (tell ? requestKept({ ...values, locale: values.locale ?? null }, env) : SILENT),
    now,
  );
  return { ...held, status: "held" };
}

/** True when the kept request's email may go: the first to this address today, and within the site's ceiling of them this hour. */
async function mayTellKept(db: Database, email: string, ceiling: number, now: Date): Promise<boolean> {
  if ((await takeHit(db, KEPT_SCOPE, emailKey(email), phoenixDayWindow(now).start, 1)) === null) return false;
  return (await takeHit(db, KEPT_SITE_SCOPE, "site", rateWindow(now, 3600).start, ceiling)) !== null;
}

/** Why a request was held: the lead's source, and the sentence the office reads. */
interface HoldReason {
  source: string;
  why: string;
}

/**
 * Stores the request as a lead, with the emails of `notice` (written from that lead) in the same
 * statement, under the leads' rules (one lead for a repeat, at most LEADS_PER_PERSON a day: past
 * that nothing more is kept, and the answer is the same).
 */
async function keepForOffice(
  db: Database,
  env: ServerEnv,
  values: Omit<NewAppointment, "seat">,
  reason: HoldReason,
  notice: (lead: Lead) => Notice,
  now: Date,
): Promise<HeldRequest> {
  const id = crypto.randomUUID();
  const lead = heldLead(values, reason);
  const told = notice(prospectiveHeldLead({ ...lead, id }, now));
  const outcome = await insertLeadOnce(
    db,
    { ...lead, id },
    {
      now,
      duplicateSince: windowStart(now, LEAD_DUPLICATE_WINDOW_MS),
      personSince: windowStart(now, LEAD_PERSON_WINDOW_MS),
      maxPerPerson: LEADS_PER_PERSON,
    },
    told.emails,
  );
  if ("stored" in outcome) await deliverNotice(db, env, told, outcome.emails, { now });
  const answeredId = "stored" in outcome ? outcome.stored.id : "duplicateOf" in outcome ? outcome.duplicateOf.id : id;
  return { id: answeredId, duration: values.duration, status: heldStatus(reason.source) };
}

/** The held lead as the statement will store it, for the notice written with it. */
function prospectiveHeldLead(values: ReturnType<typeof heldLead> & { id: string }, now: Date): Lead {
  return {
    ...values,
    status: "new",
    notes: "",
    forwardAttempts: 0,
    emailKey: emailKey(values.email),
    phoneKey: phoneKey(values.phone),
    spamReason: null,
    overLimit: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** The lead the office reads: the request as sent, and why it was held. */
function heldLead(values: Omit<NewAppointment, "seat">, { source, why }: HoldReason) {
  const asked = `${values.appointmentDate} at ${values.appointmentTime}, ${values.address}, ${values.city} ${values.zipCode}`;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    service: values.serviceType,
    projectDetails: [`Asked for a visit on ${asked}.`, why, values.projectDetails ? `Their notes: ${values.projectDetails}` : ""]
      .filter(Boolean)
      .join("\n\n"),
    source,
    locale: values.locale ?? "en",
    clientAddress: values.clientAddress ?? null,
    attribution: values.attribution ?? null,
    channel: values.channel ?? "direct",
    forwardStatus: "not-configured",
    requestedSlot: slotOf(values),
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
    const { links, customerLink, email } = visitsInTheWay(visits, env, now);
    const stored = await storeLinksWithEmail(db, { aboutId: visits.at(-1)!.id, links, customerLink, email, now });
    await deliverNotice(db, env, SILENT, stored, { now });
  }
}
