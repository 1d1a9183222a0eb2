/**
 * A booking over the per-person limit, answered without a word about anyone's visits. The
 * answer is the one every accepted booking gets, so neither a stranger who types someone's
 * phone or email learns that person has visits, nor does a person who booked twice with a
 * victim's phone lock the victim out: the request is kept for the office as a lead (it holds no
 * slot; the admins are told as of any lead, with why it was held), and the person whose visits
 * are in the way (the email on them) is emailed their own visits with links to change them,
 * once a day at most, so the held requests of a script cannot flood their inbox.
 */
import { and } from "drizzle-orm";
import { LEAD_DUPLICATE_WINDOW_MS, LEAD_PERSON_WINDOW_MS, LEADS_PER_PERSON, phoenixDayWindow, windowStart } from "@/core/limits";
import { emailKey } from "@/core/person-key";
import { formatDay, formatSlot } from "@/i18n/dates";
import { heldBookingWords } from "@/i18n/held-booking";
import { toLocale, type Locale } from "@/i18n/locales";
import { heldBy, soonestFirst, upcomingAt, type PersonKeys } from "../db/appointments";
import type { Database } from "../db/client";
import { insertLeadOnce } from "../db/leads";
import { manageUrl, mintManageLink } from "../db/manage-links";
import { takeHit } from "../db/rate-limits";
import { appointments, type Appointment, type NewAppointment } from "../db/schema";
import { heading, htmlDocument, link, paragraph, paragraphOf, text } from "../email/html";
import { enqueue } from "../email/outbox";
import { createTransport } from "../email/transport";
import { siteOrigin, type ServerEnv } from "../env";
import { leadNotification, signature, signatureHtml } from "../notify/emails/templates";
import { EMAIL_KINDS } from "../notify/kinds";
import { deliverEmails } from "../notify/notice";

/** Outbox kind of the email to the person whose visits held a booking. */
export const HELD_BOOKING_NOTICE = "held-booking-notice";

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
  const outcome = await insertLeadOnce(db, { ...heldLead(values, upcoming.length), id: crypto.randomUUID() }, {
    now,
    duplicateSince: windowStart(now, LEAD_DUPLICATE_WINDOW_MS),
    personSince: windowStart(now, LEAD_PERSON_WINDOW_MS),
    maxPerPerson: LEADS_PER_PERSON,
  });
  // Past the person's daily number of leads nothing more is kept, and the answer is the same.
  if ("stored" in outcome) await sendNow(db, env, EMAIL_KINDS.leadNotification, outcome.stored.id, leadNotification(outcome.stored, { adminEmails: env.ADMIN_EMAILS }), now);
  await noticeOwners(db, env, upcoming, now);
  const id = "stored" in outcome ? outcome.stored.id : "duplicateOf" in outcome ? outcome.duplicateOf.id : crypto.randomUUID();
  return { id, duration: values.duration, status: "pending" };
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

/** Emails each address on `upcoming` its own visits, with fresh manage links, once a Phoenix day. */
async function noticeOwners(db: Database, env: ServerEnv, upcoming: Appointment[], now: Date): Promise<void> {
  const byEmail = Map.groupBy(upcoming, (visit) => emailKey(visit.email));
  const day = phoenixDayWindow(now);
  for (const [key, visits] of byEmail) {
    if ((await takeHit(db, NOTICE_SCOPE, key, day.start, 1)) === null) continue;
    const links = await Promise.all(visits.map(async (visit) => manageUrl(siteOrigin(env), await mintManageLink(db, visit.id, now), toLocale(visit.locale))));
    const newest = visits.at(-1)!;
    await sendNow(db, env, HELD_BOOKING_NOTICE, newest.id, heldBookingNotice(newest.email, newest.firstName, visits, links, toLocale(newest.locale)), now);
  }
}

/**
 * Stores one email and sends it once now; what fails waits in the outbox for the retry job.
 * The request is answered either way: the held lead is stored, and the admins' list shows it.
 */
async function sendNow(db: Database, env: ServerEnv, kind: string, relatedId: string, message: ReturnType<typeof heldBookingNotice>, now: Date): Promise<void> {
  const rows = await enqueue(db, kind, relatedId, [message], now);
  await deliverEmails(db, rows, { now, transport: createTransport(env) });
}

/** The email: their visits, each with its manage link, and nothing about the request. */
export function heldBookingNotice(to: string, firstName: string, visits: Appointment[], links: string[], locale: Locale) {
  const w = heldBookingWords[locale];
  const lines = visits.map((visit) => w.visit(formatDay(visit.appointmentDate, locale, true), formatSlot(visit.appointmentTime, locale), `${visit.address}, ${visit.city}`));
  return {
    to,
    subject: w.subject,
    text: [w.hi(firstName), w.explanation(visits.length), `${w.visitsHeading}:\n${lines.map((line, index) => `- ${line}\n  ${w.manageLink}: ${links[index]}`).join("\n")}`, w.notYou, signature(locale)].join("\n\n"),
    html: htmlDocument(
      w.title,
      [
        heading(w.title, 1),
        paragraph(w.hi(firstName)),
        paragraph(w.explanation(visits.length)),
        heading(w.visitsHeading),
        ...lines.map((line, index) => paragraphOf(text(line), text(" · "), link(links[index]!, w.manageLink))),
        paragraph(w.notYou),
        signatureHtml(locale),
      ],
      locale,
    ),
  };
}
