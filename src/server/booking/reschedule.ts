/**
 * Moving a visit to another time, by the customer (manage link) or an admin. The calendar
 * rules are checked first (400 with field messages); the move itself is one statement
 * (see db/move-appointment.ts), retried while the new slot may still have a free seat.
 * A move that fails leaves the visit where it was. Admins move visits by the same rules.
 */
import { bookingProblem } from "@/server/core/availability";
import type { RescheduleRequest } from "@/schemas/reschedule";
import { listActiveSlots } from "../db/appointments";
import { loadCalendarSettings } from "../db/calendar-settings";
import type { Database } from "../db/client";
import { tryMoveAppointment } from "../db/move-appointment";
import type { Appointment } from "../db/schema";
import { ConflictError, ValidationError } from "../http/errors";
import { isCancellable } from "./cancel";

/** 409: someone took the new slot first; the visit keeps its time. */
export const MOVE_SLOT_TAKEN = "Sorry, that time was just taken. Your visit is still at its current time. Please choose another time.";

/** 409: the visit has started, or is closed or cancelled. */
export const TOO_LATE_TO_MOVE = "This visit can no longer be moved online. Please call us.";

/** 409: the same person already has another visit at the new time. */
export const ALREADY_BOOKED_THEN = "You already have a visit at that time. Please choose another time.";

/** What a move did. */
export interface Move {
  appointment: Appointment;
  /** False when the visit already was at the requested time (a double click): nothing changed. */
  movedNow: boolean;
  /** Where it was before, for the notice ("2026-12-03", "10:00 AM"). */
  previous: { appointmentDate: string; appointmentTime: string };
}

export interface MoveContext {
  db: Database;
  /** Who moves it, for the history: an admin's email or the link actor. */
  actor: string;
  now: Date;
}

/** Moves `appointment` to the requested slot, or throws ValidationError (400) / ConflictError (409). */
export async function moveAppointment(appointment: Appointment, request: RescheduleRequest, { db, actor, now }: MoveContext): Promise<Move> {
  const { appointmentDate: date, appointmentTime: time } = request;
  const previous = { appointmentDate: appointment.appointmentDate, appointmentTime: appointment.appointmentTime };
  if (!isCancellable(appointment, now)) throw new ConflictError(TOO_LATE_TO_MOVE);
  if (date === appointment.appointmentDate && time === appointment.appointmentTime) return { appointment, movedNow: false, previous };

  const settings = await loadCalendarSettings(db);
  const problem = bookingProblem(settings, await listActiveSlots(db, date, date), date, time, now);
  if (problem?.full) throw new ConflictError(MOVE_SLOT_TAKEN);
  if (problem) throw new ValidationError(undefined, { [problem.field]: [problem.message] });

  const move = { from: appointment, appointmentDate: date, appointmentTime: time, capacity: settings.crewsPerSlot, duration: settings.durationMinutes, actor, now };
  for (let attempt = 0; attempt <= settings.crewsPerSlot; attempt++) {
    const result = await tryMoveAppointment(db, move);
    if (result.kind === "moved") return { appointment: result.appointment, movedNow: true, previous };
    if (result.kind === "person-taken") throw new ConflictError(ALREADY_BOOKED_THEN);
    if (result.kind === "stale") throw new ConflictError("This visit was changed a moment ago. Please reload the page and try again.");
    if (result.kind === "full") break;
  }
  throw new ConflictError(MOVE_SLOT_TAKEN);
}
