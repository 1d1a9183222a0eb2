/**
 * Undoing abuse in one action: every upcoming visit of the person behind an appointment
 * (the same email or the same phone, as the per-person cap counts them) is cancelled in one
 * statement, with one history event each. The slots are free at once. No email goes to the
 * customer (the site sends none for an admin's change), and none to the admins who did it.
 */
import { cancelPersonUpcomingVisits } from "../db/appointments/status";
import type { Database } from "../db/client";
import { NotFoundError } from "../http/errors";
import { APPOINTMENT_NOT_FOUND } from "./appointment-detail";

/** What the action did: how many visits it cancelled (0 when none was upcoming). */
export interface PersonCancellation {
  cancelled: number;
}

/** Cancels every upcoming visit of the person who booked appointment `id`; throws NotFoundError for an unknown id. */
export async function cancelPersonUpcoming(db: Database, id: string, context: { actor: string; now: Date }): Promise<PersonCancellation> {
  const { found, cancelled } = await cancelPersonUpcomingVisits(db, id, context);
  if (!found) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return { cancelled };
}
