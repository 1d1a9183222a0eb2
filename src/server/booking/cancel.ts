/**
 * Cancelling an appointment, from its emailed cancel link or by its owner signed in on
 * /dashboard. One statement cancels it and writes the history event the admin sees (who
 * cancelled, when), so the history cannot miss a cancellation. Cancelling again changes
 * nothing; a cancellation raises the calendar SEQUENCE, so the customer's calendar removes
 * the event. Only an appointment that is still to come (pending or confirmed, its start not
 * yet passed) can be cancelled; a visit that took place cannot be undone from a link.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { bookedBy } from "../db/appointments";
import type { Database } from "../db/client";
import { appointmentStart } from "../email/dates";
import { appointmentEvents, appointments, type Appointment } from "../db/schema";
import { ConflictError } from "../http/errors";

/** Who the history names when a visitor cancels through the emailed link. */
export const CANCEL_LINK_ACTOR = "customer (cancel link)";

/** The 409 message for an appointment that can no longer be cancelled online. */
export const TOO_LATE_TO_CANCEL = "This appointment can no longer be cancelled online. Please call us.";

const CANCELLABLE_STATUSES = new Set(["pending", "confirmed"]);

/** True while the appointment is pending or confirmed and has not started yet. */
export function isCancellable(appointment: Pick<Appointment, "status" | "appointmentDate" | "appointmentTime">, now: Date): boolean {
  return CANCELLABLE_STATUSES.has(appointment.status) && appointmentStart(appointment).getTime() > now.getTime();
}

/** What a cancel did: the appointment as it now is, and whether this call cancelled it. */
export interface Cancellation {
  appointment: Appointment;
  /** False when it was already cancelled (a second click, a second tab). */
  cancelledNow: boolean;
}

/**
 * Cancels the one appointment `match` selects, recording `actor` in its history. Resolves to
 * the cancellation, or null when `match` selects none. Throws ConflictError when the
 * appointment has started or was already completed or missed.
 */
export async function cancelAppointment(db: Database, match: SQL, actor: string, now: Date): Promise<Cancellation | null> {
  // An admin may change the status between the read and the write; then read again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [found] = await db.select().from(appointments).where(match);
    if (!found) return null;
    if (found.status === "cancelled") return { appointment: found, cancelledNow: false };
    if (!isCancellable(found, now)) throw new ConflictError(TOO_LATE_TO_CANCEL);
    // Cancels only if the status is still the one just read, and writes the event in the same
    // statement. Both drivers answer execute() with { rows }.
    const result = (await db.execute(sql`
      with updated as (
        update ${appointments} set status = 'cancelled', ics_sequence = ${appointments.icsSequence} + 1, updated_at = ${now.toISOString()}
        where ${appointments.id} = ${found.id} and ${appointments.status} = ${found.status}
        returning ${appointments.id}
      )
      insert into ${appointmentEvents} (appointment_id, actor, action, from_value, to_value, created_at)
      select id, ${actor}, 'status', ${found.status}, 'cancelled', ${now.toISOString()} from updated
      returning appointment_id
    `)) as unknown as { rows: unknown[] };
    if (result.rows.length > 0) return { appointment: { ...found, status: "cancelled", icsSequence: found.icsSequence + 1, updatedAt: now }, cancelledNow: true };
  }
  throw new ConflictError("This appointment is being changed right now. Please try again.");
}

/** The appointment `id` if `email` (any case) booked it. */
export function ownedBy(id: string, email: string): SQL {
  return and(eq(appointments.id, id), bookedBy(email))!;
}
