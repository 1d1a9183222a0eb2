/** One appointment as the admin detail view shows it: every field, its change history, its estimator and who it may be given to. */
import type { AdminAppointmentDetail } from "@/schemas/admin/appointments";
import { listEvents } from "../db/appointments/events";
import { findAppointment } from "../db/appointments/status";
import type { Database } from "../db/client";
import { NotFoundError } from "../http/errors";
import { estimatorById, estimatorChoices } from "../team/estimators";
import { toAdminAppointment, toAppointmentEvent } from "./views";

/** The message of a 404 for an appointment id. */
export const APPOINTMENT_NOT_FOUND = "No appointment with that id.";

/** The appointment with its events, oldest first; NotFoundError when there is none. */
export async function getAppointmentDetail(db: Database, id: string): Promise<AdminAppointmentDetail> {
  const [row, events, estimators] = await Promise.all([findAppointment(db, id), listEvents(db, id), estimatorChoices(db)]);
  if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  const estimator = await estimatorById(db, row.estimatorId);
  return { ...toAdminAppointment(row), events: events.map(toAppointmentEvent), estimator, estimators };
}
