/** Database rows → what the admin API shows: no cancel-token hash, seat or person keys; instants as ISO strings. */
import type { Touches } from "@/core/attribution";
import type { AdminAppointment, AppointmentEvent } from "@/schemas/admin/appointments";
import type { AdminLead } from "@/schemas/admin/leads";
import type { Appointment, AppointmentEventRow, Lead } from "../db/schema";
import { flagsOf } from "./flags";

/** The admin's view of an appointment row; `overLimit` comes from the lists' count of the person's visits. */
export function toAdminAppointment(row: Appointment & { overLimit?: boolean }): AdminAppointment {
  const {
    cancelTokenHash: _hash,
    seat: _seat,
    emailKey: _email,
    phoneKey: _phone,
    emailPlace: _emailPlace,
    phonePlace: _phonePlace,
    overLimit: _over,
    createdAt,
    updatedAt,
    status,
    ...rest
  } = row;
  return {
    ...rest,
    attribution: row.attribution as Touches | null,
    status: status as AdminAppointment["status"],
    flags: flagsOf(row),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The admin's view of a lead row; `overLimit` is the column set when the lead was written. */
export function toAdminLead(row: Lead & { overLimit?: boolean }): AdminLead {
  const { emailKey: _email, phoneKey: _phone, overLimit: _over, createdAt, updatedAt, status, ...rest } = row;
  return {
    ...rest,
    attribution: row.attribution as Touches | null,
    status: status as AdminLead["status"],
    flags: flagsOf(row),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
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
