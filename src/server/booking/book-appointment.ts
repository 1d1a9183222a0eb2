/**
 * Booking an estimate: check the request against the calendar and the bot check, then take a
 * free seat of the slot and a free place of the person, and store the confirmation, in one
 * statement; then attach the photos and send what the notice says. The database is the final judge against double booking and against one person
 * holding more than the cap of upcoming visits. A request that loses the slot gets a clear 409;
 * one over the person's cap is answered as booked and held for the office (./hold-for-office.ts),
 * so the answer never tells anyone that a person has visits.
 * A bot (honeypot, too fast, reCAPTCHA refused) is answered like a person but stored as spam.
 * Only a request that would book (its slot free, its person under the cap) counts toward the
 * site-wide ceiling of bookings an hour, and no network takes more than a share of it; past
 * either, the request is kept for the office without holding a slot, and its customer is told
 * so ("held"), so a crowd of addresses cannot empty the calendar, and failed requests (a full
 * slot's 409) can neither fill the ceiling nor learn from a changed answer that it is reached.
 * A repeat of a request (the same booker, the same slot) is a 200 with the first answer's id,
 * whether that request was booked or is still held for the same reason.
 */
import { bookingProblem } from "@/core/availability";
import type { ParsedAppointmentRequest } from "@/schemas/appointment";
import { emailKey, phoneKey } from "@/core/server/person-key";
import { isSameBooker } from "@/core/server/same-booking";
import { channelOf } from "@/core/channel";
import { spamVerdict } from "@/core/server/spam";
import type { CalendarSettings } from "@/core/calendar-settings";
import { insertIntoFreeSeat, insertSpamAppointment } from "@/server/db/appointments/book";
import { countUpcomingForPerson, findActiveForPerson } from "@/server/db/appointments/person";
import { countActiveInSlot, listActiveSlots } from "@/server/db/appointments/slots";
import { loadCalendarSettings } from "@/server/db/settings/calendar";
import type { Database } from "@/server/db/client";
import type { Appointment } from "@/server/db/schema";
import type { ServerEnv } from "@/server/env";
import { ConflictError, ValidationError } from "@/server/http/errors";
import { BOOKING_ACTION, verifyRecaptcha } from "@/server/abuse/recaptcha";
import { isOutsideServiceArea } from "@/server/service-area";
import { hashLinkToken, newLinkToken } from "../private-links/tokens";
import { randomUUID } from "node:crypto";
import { attachNewPhotos, countWaitingPhotos } from "@/server/db/photos/photos";
import { deliverNotice } from "@/server/notify/notice";
import { visitBooked } from "@/server/notify/visits";
import { takeBookingPlace } from "@/server/abuse/site-ceilings";
import { findHeldRepeat, holdForOffice, holdPastSiteCeiling, type HeldRequest } from "./hold-for-office";
import { serverMessages } from "@/i18n/server-messages";

/** The visitor-facing message of a slot that filled up (English; `serverMessages` has each language). */
export const SLOT_TAKEN_MESSAGE = serverMessages.en.slotTaken;

export interface BookingContext {
  db: Database;
  env: ServerEnv;
  now: Date;
  /** When the site's form opened (from its form token); null or undefined for other clients. */
  formOpenedAt?: Date | null;
  /** The client's address, stored with the booking for the admin. */
  clientAddress?: string;
}

export interface BookingResult {
  /** What the answer says of the visit: the booked row, or a request held for the office ("pending" over the per-person limit, "held" past the site's ceiling). */
  appointment: Pick<Appointment, "id" | "duration"> & { status: Appointment["status"] | HeldRequest["status"] };
  /**
   * created: a new visit, or a request held over the per-person limit (answered alike); repeat:
   * the same booker asked for this slot already, booked or held, and nothing new was written;
   * kept: kept for the office past the site's ceiling, and the customer is told.
   */
  outcome: "created" | "repeat" | "kept";
}

/** Books the request (or holds it for the office when the person is at the cap or the site past its ceiling), or answers why not (400 bad day or time, 409 slot full) in the request's language. */
export async function bookAppointment(request: ParsedAppointmentRequest, context: BookingContext): Promise<BookingResult> {
  const { db, env, now, formOpenedAt } = context;
  const messages = serverMessages[request.locale];
  // No token at all while the check is on: the visitor's browser could not run reCAPTCHA (a
  // blocker, a network error). Say so, rather than store a person's booking as spam.
  if (env.RECAPTCHA_SECRET_KEY && !request.recaptchaToken) {
    throw new ValidationError(messages.botCheckFailed, { _form: ["Bot check failed."] });
  }
  const recaptcha = await verifyRecaptcha(request.recaptchaToken, BOOKING_ACTION, env);
  const { appointmentDate: date, appointmentTime: time } = request;
  const settings = await loadCalendarSettings(db);
  const problem = bookingProblem(settings, await listActiveSlots(db, date, date), date, time, now, request.locale);
  if (problem && !problem.full) throw new ValidationError(messages.correctFields, { [problem.field]: [problem.message] });

  const token = newLinkToken();
  const values = await appointmentValues(request, settings.durationMinutes, hashLinkToken(token), context.clientAddress, env);
  const verdict = spamVerdict(
    { honeypot: request.website, formOpenedAt, recaptcha: "skipped" in recaptcha ? undefined : recaptcha },
    now,
    env.FORM_MIN_FILL_SECONDS * 1000,
  );
  if (verdict.spam) {
    // Answered as a booking, so the bot learns nothing; stored cancelled: no slot held, no email.
    console.warn(`Booking stored as spam: ${verdict.reason}`);
    const spam = await insertSpamAppointment(db, values, verdict.reason);
    return { appointment: { ...spam, status: "pending" }, outcome: "created" };
  }
  return bookOrHold(values, settings, request, { ...context, token }, Boolean(problem?.full));
}

/**
 * A person's request for a slot that exists: the same booker's repeat (200), a full slot (409),
 * the person at the cap (held, answered as booked), past the site's ceiling or its network's
 * share (kept, and told), else a seat. A request that would be held again repeats the held one
 * it matches; once the reason is gone, it books.
 */
async function bookOrHold(
  values: SeatRequest,
  settings: CalendarSettings,
  request: ParsedAppointmentRequest,
  context: BookingContext & { token: string },
  full: boolean,
): Promise<BookingResult> {
  const { db, env, now } = context;
  const person = { email: emailKey(values.email), phone: phoneKey(values.phone) };
  const repeat = (await findActiveForPerson(db, person, values.appointmentDate, values.appointmentTime)).find((row) =>
    isSameBooker(row, values),
  );
  if (repeat) return { appointment: repeat, outcome: "repeat" };
  if (full) throw new ConflictError(serverMessages[values.locale].slotTaken);
  if ((await countUpcomingForPerson(db, person, now)) >= settings.maxUpcomingPerPerson) {
    return repeatOrHold(db, values, async () => ({ appointment: await holdForOffice(db, env, values, person, now), outcome: "created" }));
  }
  // Only now, for a request that would book, a place of the site's hour (and of its network's share).
  const place = await takeBookingPlace(db, env, context.clientAddress, now);
  if (!place.taken)
    return repeatOrHold(db, values, async () => ({ appointment: await holdPastSiteCeiling(db, env, values, place, now), outcome: "kept" }));
  const result = await takeSeat(values, settings, request, context).catch(async (error: unknown) => {
    await place.giveBack();
    throw error;
  });
  // A seat lost to a race (a repeat, a hold) booked nothing: its place goes back.
  if (!result.booked) await place.giveBack();
  return { appointment: result.appointment, outcome: result.outcome };
}

/** The held request this one repeats (200, the same id), else what `hold` answers. */
async function repeatOrHold(db: Database, values: SeatRequest, hold: () => Promise<BookingResult>): Promise<BookingResult> {
  const heldRepeat = await findHeldRepeat(db, values);
  return heldRepeat ? { appointment: heldRepeat, outcome: "repeat" } : hold();
}

/**
 * The appointment as the booking statement will store it, for the notice written with it: its
 * seat is chosen by that statement, so the notice names none.
 */
function prospectiveAppointment(values: SeatRequest & { id: string }, now: Date): Appointment {
  return {
    ...values,
    projectDetails: values.projectDetails ?? "",
    status: "pending",
    seat: 0,
    adminNotes: "",
    yearBuilt: null,
    estimatorId: null,
    emailKey: emailKey(values.email),
    phoneKey: phoneKey(values.phone),
    emailPlace: null,
    phonePlace: null,
    spamReason: null,
    icsSequence: 0,
    jobId: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The spec's fields of a booking request, as it sent them: what is stored and what the answer repeats. */
function sentFields(request: ParsedAppointmentRequest) {
  const { firstName, lastName, email, phone, address, city, zipCode, serviceType, projectDetails, appointmentDate, appointmentTime } =
    request;
  return {
    firstName,
    lastName,
    email,
    phone,
    address,
    city,
    zipCode,
    serviceType,
    projectDetails: projectDetails ?? "",
    appointmentDate,
    appointmentTime,
  };
}

async function appointmentValues(
  request: ParsedAppointmentRequest,
  duration: number,
  cancelTokenHash: string,
  clientAddress: string | undefined,
  env: ServerEnv,
) {
  return {
    ...sentFields(request),
    duration,
    cancelTokenHash,
    outsideServiceArea: await isOutsideServiceArea(request.zipCode, env),
    clientAddress: clientAddress ?? null,
    locale: request.locale,
    attribution: request.attribution ?? null,
    channel: channelOf(request.attribution),
  };
}

type SeatRequest = Awaited<ReturnType<typeof appointmentValues>>;

/**
 * Inserts into a free seat and a free place of the person. A seat or place chosen by a
 * concurrent request makes the insert write nothing; then the reason is looked up: the same
 * booker already in this slot (200), the person at the cap (held for the office, answered as
 * booked), the slot full (409), or a race lost while room remains (try again). "The same booker" means the stored email, phone
 * and last name all match: anyone else who names a person holding this slot gets the
 * ordinary "slot taken", so an email address alone learns nothing.
 */
async function takeSeat(
  values: SeatRequest,
  settings: CalendarSettings,
  request: ParsedAppointmentRequest,
  context: BookingContext & { token: string },
): Promise<BookingResult & { booked?: true }> {
  const { db, env, now, token } = context;
  const { appointmentDate: date, appointmentTime: time } = values;
  const person = { email: emailKey(values.email), phone: phoneKey(values.phone) };
  const limits = { capacity: settings.crewsPerSlot, maxUpcoming: settings.maxUpcomingPerPerson, now };
  const id = randomUUID();
  const photoCount = await countWaitingPhotos(db, request.photoIds ?? []);
  const notice = visitBooked(
    prospectiveAppointment({ ...values, id }, now),
    { manageToken: token, photoCount, smsConsent: request.smsConsent, now },
    env,
  );
  for (let attempt = 0; attempt <= settings.crewsPerSlot + settings.maxUpcomingPerPerson; attempt++) {
    const booked = await insertIntoFreeSeat(db, { ...values, id }, limits, notice);
    if (booked) {
      await attachNewPhotos(db, { appointmentId: id }, request.photoIds, now);
      await deliverNotice(db, env, notice, booked.emails, { now });
      return { appointment: booked.appointment, outcome: "created", booked: true };
    }
    const held = await findActiveForPerson(db, person, date, time);
    const existing = held.find((row) => isSameBooker(row, values));
    if (existing) return { appointment: existing, outcome: "repeat" };
    if (held.length > 0) break;
    if ((await countUpcomingForPerson(db, person, now)) >= settings.maxUpcomingPerPerson) {
      return { appointment: await holdForOffice(db, env, values, person, now), outcome: "created" };
    }
    if ((await countActiveInSlot(db, date, time)) >= settings.crewsPerSlot) break;
  }
  throw new ConflictError(serverMessages[values.locale].slotTaken);
}

/**
 * What the API answers for a booking: the fields this request sent, with the visit's id,
 * length and status. Nothing comes from the stored row but those three, so a repeat of an
 * earlier booking never returns what the earlier request stored (a phone, an address, a gate
 * code in the project details), and never the cancel token or internal data.
 */
export function publicAppointment(request: ParsedAppointmentRequest, appointment: BookingResult["appointment"]) {
  return { id: appointment.id, ...sentFields(request), duration: appointment.duration, status: appointment.status };
}
