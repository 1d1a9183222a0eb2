/**
 * Moving a visit to another time, by the customer (manage link) or an admin. The calendar
 * rules are checked first (400 with field messages); the move itself is one statement
 * (src/server/db/appointments/move.ts) that also stores the emails announcing it, retried while the
 * new slot may still have a free seat.
 * A move that fails leaves the visit where it was. Admins move visits by the same rules.
 */
import { bookingProblem } from "@/core/availability";
import { toldBy } from "@/core/visit-changes";
import type { RescheduleRequest } from "@/schemas/reschedule";
import { listActiveSlots } from "../db/appointments/slots";
import { loadCalendarSettings } from "../db/settings/calendar";
import type { Database } from "../db/client";
import { tryMoveAppointment } from "../db/appointments/move";
import type { Appointment } from "../db/schema";
import type { ServerEnv } from "../env";
import { ConflictError, ValidationError } from "../http/errors";
import { deliverNotice, SILENT } from "../notify/notice";
import { customerReach } from "../notify/reach";
import { visitMoved } from "../notify/visits";
import { isCancellable } from "@/core/visit-time";
import { serverMessages } from "@/i18n/server-messages";

/** 409: someone took the new slot first; the visit keeps its time (English; `serverMessages` has each language). */
export const MOVE_SLOT_TAKEN = serverMessages.en.move.slotTaken;

/** 409: the visit has started, or is closed or cancelled. */
export const TOO_LATE_TO_MOVE = serverMessages.en.move.tooLate;

/** 409: the same person already has another visit at the new time. */
export const ALREADY_BOOKED_THEN = serverMessages.en.move.alreadyBookedThen;

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
  env: ServerEnv;
  /** Who moves it, for the history: an admin's email or the link actor. */
  actor: string;
  /** Who moved it, in words for the admins' notice: "the customer, with the link in their email". */
  by: string;
  now: Date;
  /** False for a change the customer already knows of: nobody is told. Default true. */
  notify?: boolean;
  /** The office moves it: the history also records what the customer was sent (or that nobody was told). */
  byOffice?: boolean;
}

/**
 * Moves `appointment` to the requested slot and sends what the notice says (the customer's
 * updated invitation with a fresh manage link, the admins' notice, a text), or throws
 * ValidationError (400) / ConflictError (409) in the request's language.
 */
export async function moveAppointment(
  appointment: Appointment,
  request: RescheduleRequest,
  { db, env, actor, by, now, notify = true, byOffice = false }: MoveContext,
): Promise<Move> {
  const { appointmentDate: date, appointmentTime: time, locale = "en" } = request;
  const messages = serverMessages[locale];
  const previous = { appointmentDate: appointment.appointmentDate, appointmentTime: appointment.appointmentTime };
  if (!isCancellable(appointment, now)) throw new ConflictError(messages.move.tooLate);
  if (date === appointment.appointmentDate && time === appointment.appointmentTime) return { appointment, movedNow: false, previous };

  const settings = await loadCalendarSettings(db);
  const problem = bookingProblem(settings, await listActiveSlots(db, date, date), date, time, now, locale);
  if (problem?.full) throw new ConflictError(messages.move.slotTaken);
  if (problem) throw new ValidationError(messages.correctFields, { [problem.field]: [problem.message] });

  const moved = {
    ...appointment,
    appointmentDate: date,
    appointmentTime: time,
    duration: settings.durationMinutes,
    icsSequence: appointment.icsSequence + 1,
    updatedAt: now,
  };
  const notice = notify ? visitMoved(moved, previous, { by, now }, env) : SILENT;
  const told = byOffice ? toldBy(await customerReach(db, env, appointment), notify) : undefined;
  const move = {
    from: appointment,
    appointmentDate: date,
    appointmentTime: time,
    capacity: settings.crewsPerSlot,
    duration: settings.durationMinutes,
    actor,
    now,
    announce: { ...notice, told },
  };
  for (let attempt = 0; attempt <= settings.crewsPerSlot; attempt++) {
    const result = await tryMoveAppointment(db, move);
    if (result.kind === "moved") {
      await deliverNotice(db, env, notice, result.emails, { now });
      return { appointment: result.appointment, movedNow: true, previous };
    }
    if (result.kind === "person-taken") throw new ConflictError(messages.move.alreadyBookedThen);
    if (result.kind === "stale") throw new ConflictError(messages.move.changedMeanwhile);
    if (result.kind === "full") break;
  }
  throw new ConflictError(messages.move.slotTaken);
}
