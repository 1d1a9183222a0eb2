/**
 * Booking an estimate: check the request against the calendar, take a free seat of the
 * slot in one statement, then send the emails. The database is the final judge against
 * double booking; a request that loses the race gets a clear 409.
 */
import { bookingProblem } from "@/server/core/availability";
import type { ParsedAppointmentRequest } from "@/schemas/appointment";
import { countActiveInSlot, findActiveForPerson, insertIntoFreeSeat, listActiveSlots } from "@/server/db/appointments";
import { loadCalendarSettings } from "@/server/db/calendar-settings";
import type { Database } from "@/server/db/client";
import type { Appointment } from "@/server/db/schema";
import type { ServerEnv } from "@/server/env";
import { ConflictError, ValidationError } from "@/server/http/errors";
import { BOOKING_ACTION, verifyRecaptcha } from "@/server/recaptcha";
import { isOutsideServiceArea } from "@/server/service-area";
import { hashCancelToken, newCancelToken } from "./tokens";

/** The visitor-facing message of a slot that filled up. */
export const SLOT_TAKEN_MESSAGE = "Sorry, that slot was just taken. Please choose another time.";

export interface BookingContext {
  db: Database;
  env: ServerEnv;
  now: Date;
  /** Called once for a new appointment with the cancel token for its email; must not throw. */
  onBooked?: (appointment: Appointment, cancelToken: string) => Promise<void>;
}

export interface BookingResult {
  appointment: Appointment;
  /** False when the same person already held this slot (a double click): nothing new was written. */
  created: boolean;
}

export async function bookAppointment(request: ParsedAppointmentRequest, { db, env, now, onBooked }: BookingContext): Promise<BookingResult> {
  const verdict = await verifyRecaptcha(request.recaptchaToken, BOOKING_ACTION, env);
  if (!verdict.ok) {
    console.warn(`Booking refused by the bot check: ${verdict.reason}`);
    throw new ValidationError("We could not confirm this booking came from a person. Please try again or call us.", { _form: ["Bot check failed."] });
  }

  const { appointmentDate: date, appointmentTime: time } = request;
  const settings = await loadCalendarSettings(db);
  const problem = bookingProblem(settings, await listActiveSlots(db, date, date), date, time, now);
  if (problem && !problem.full) throw new ValidationError(undefined, { [problem.field]: [problem.message] });

  const token = newCancelToken();
  const values = {
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    address: request.address,
    city: request.city,
    zipCode: request.zipCode,
    serviceType: request.serviceType,
    projectDetails: request.projectDetails,
    appointmentDate: date,
    appointmentTime: time,
    duration: settings.durationMinutes,
    cancelTokenHash: hashCancelToken(token),
    outsideServiceArea: await isOutsideServiceArea(request.zipCode),
  };

  // A seat chosen by a concurrent request makes the insert write nothing; try again while seats remain.
  for (let attempt = 0; attempt <= settings.crewsPerSlot; attempt++) {
    const created = await insertIntoFreeSeat(db, values, settings.crewsPerSlot);
    if (created) {
      await onBooked?.(created, token);
      return { appointment: created, created: true };
    }
    const existing = await findActiveForPerson(db, request.email, date, time);
    if (existing) return { appointment: existing, created: false };
    if ((await countActiveInSlot(db, date, time)) >= settings.crewsPerSlot) break;
  }
  throw new ConflictError(SLOT_TAKEN_MESSAGE);
}

/** What the API returns of an appointment: the spec's fields, never the cancel token or internal data. */
export function publicAppointment(appointment: Appointment) {
  return {
    id: appointment.id,
    firstName: appointment.firstName,
    lastName: appointment.lastName,
    email: appointment.email,
    phone: appointment.phone,
    address: appointment.address,
    city: appointment.city,
    zipCode: appointment.zipCode,
    serviceType: appointment.serviceType,
    projectDetails: appointment.projectDetails,
    appointmentDate: appointment.appointmentDate,
    appointmentTime: appointment.appointmentTime,
    duration: appointment.duration,
    status: appointment.status,
  };
}
