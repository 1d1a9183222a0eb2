/** Database rows → what the admin API shows: no cancel-token hash or seat, instants as ISO strings. */
import type { AdminAppointment, AdminLead, AppointmentEvent } from "@/schemas/admin";
import type { Appointment, AppointmentEventRow, Lead } from "../db/schema";

/** The admin's view of an appointment row. */
export function toAdminAppointment(row: Appointment): AdminAppointment {
  const { cancelTokenHash: _hash, seat: _seat, createdAt, updatedAt, status, ...rest } = row;
  return { ...rest, status: status as AdminAppointment["status"], createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The admin's view of a lead row. */
export function toAdminLead(row: Lead): AdminLead {
  const { createdAt, updatedAt, status, ...rest } = row;
  return { ...rest, status: status as AdminLead["status"], createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The admin's view of an appointment history row. */
export function toAppointmentEvent(row: AppointmentEventRow): AppointmentEvent {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    actor: row.actor,
    action: row.action as AppointmentEvent["action"],
    from: row.fromValue,
    to: row.toValue,
    createdAt: row.createdAt.toISOString(),
  };
}
