/** One appointment as the admin detail view shows it: every field and its change history. */
import type { AdminAppointmentDetail } from "@/schemas/admin/appointments";
import { listEvents } from "../db/appointments/events";
import { findAppointment } from "../db/appointments/status";
import type { Database } from "../db/client";
import { NotFoundError } from "../http/errors";
import { toAdminAppointment, toAppointmentEvent } from "./views";

/** The message of a 404 for an appointment id. */
export const APPOINTMENT_NOT_FOUND = "No appointment with that id.";

/** The appointment with its events, oldest first; NotFoundError when there is none. */
export async function getAppointmentDetail(db: Database, id: string): Promise<AdminAppointmentDetail> {
  const [row, events] = await Promise.all([findAppointment(db, id), listEvents(db, id)]);
  if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return { ...toAdminAppointment(row), events: events.map(toAppointmentEvent) };
}
