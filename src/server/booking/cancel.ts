/**
 * Cancelling an appointment, from its emailed cancel link or by its owner signed in on
 * /dashboard. One statement cancels it, writes the history event the admin sees (who
 * cancelled, when) and stores the emails that say so, so neither can be missed. Cancelling again changes
 * nothing; a cancellation raises the calendar SEQUENCE, so the customer's calendar removes
 * the event. Only an appointment that is still to come (pending or confirmed, its start not
 * yet passed) can be cancelled; a visit that took place cannot be undone from a link.
 */
import { cancelIfUnchanged, findAppointmentWhere, type VisitMatch } from "../db/appointments/status";
import type { Database } from "../db/client";
import { isCancellable } from "../../core/visit-time";
import type { Appointment } from "../db/schema";
import type { ServerEnv } from "../env";
import { deliverNotice } from "../notify/notice";
import { visitCancelled } from "../notify/visits";
import { ConflictError } from "../http/errors";

/** Who the history names when a visitor cancels through the emailed link. */
export const CANCEL_LINK_ACTOR = "customer (cancel link)";

/** The 409 message for an appointment that can no longer be cancelled online. */
export const TOO_LATE_TO_CANCEL = "This appointment can no longer be cancelled online. Please call us.";

/** What a cancel did: the appointment as it now is, and whether this call cancelled it. */
export interface Cancellation {
  appointment: Appointment;
  /** False when it was already cancelled (a second click, a second tab). */
  cancelledNow: boolean;
}

/** Who cancels: the history's actor, and the admins' words for them. */
export interface CancelContext {
  db: Database;
  env: ServerEnv;
  /** Who the history names, e.g. CANCEL_LINK_ACTOR or the signed-in email. */
  actor: string;
  /** Who cancelled, in words for the admins' notice: "the customer, with the link in their confirmation email". */
  by: string;
  now: Date;
}

/**
 * Cancels the one appointment `match` selects, recording the actor in its history and storing
 * the notice's emails in the same statement, then sends what the notice says. Resolves to the
 * cancellation, or null when `match` selects none. Throws ConflictError when the appointment has
 * started or was already completed or missed.
 */
export async function cancelAppointment(match: VisitMatch, { db, env, actor, by, now }: CancelContext): Promise<Cancellation | null> {
  // An admin may change the status between the read and the write; then read again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await findAppointmentWhere(db, match);
    if (!found) return null;
    if (found.status === "cancelled") return { appointment: found, cancelledNow: false };
    if (!isCancellable(found, now)) throw new ConflictError(TOO_LATE_TO_CANCEL);
    const cancelled = { ...found, status: "cancelled" as const, icsSequence: found.icsSequence + 1, updatedAt: now };
    const notice = visitCancelled(cancelled, { by, now }, env);
    // Cancels only if the status is still the one just read, and writes the event and the
    // emails in the same statement.
    const stored = await cancelIfUnchanged(db, found, { actor, now, emails: notice.emails, customerLink: notice.customerLink });
    if (stored) {
      await deliverNotice(db, env, notice, stored, { now });
      return { appointment: cancelled, cancelledNow: true };
    }
  }
  throw new ConflictError("This appointment is being changed right now. Please try again.");
}

/** The appointment `id` if `email` (any case) booked it. */
export { ownedBy } from "../db/appointments/status";
