/**
 * A signed-in customer's own appointments: the ones booked with their (Google) email, in
 * any letter case. Admins see everyone's on the admin pages; this is the customer's view.
 */
import { formatDay } from "@/i18n/dates";
import { BOOKING_SERVICE_LABELS, type MyAppointment } from "@/schemas/appointment";
import { listUpcomingBookedBy } from "../db/appointments/person";
import type { Database } from "../db/client";
import type { Appointment } from "../db/schema";
import { isCancellable } from "@/core/visit-time";

/** The 404 message for an appointment that does not exist or is someone else's. */
export const NOT_YOUR_APPOINTMENT = "We couldn't find that appointment in your account.";

/** The customer's view of one of their appointments. */
export function toMyAppointment(row: Appointment, now: Date): MyAppointment {
  return {
    id: row.id,
    appointmentDate: row.appointmentDate,
    dateLabel: formatDay(row.appointmentDate, "en", true),
    appointmentTime: row.appointmentTime,
    duration: row.duration,
    serviceType: row.serviceType,
    serviceLabel: BOOKING_SERVICE_LABELS[row.serviceType as keyof typeof BOOKING_SERVICE_LABELS] ?? row.serviceType,
    address: row.address,
    city: row.city,
    zipCode: row.zipCode,
    status: row.status,
    cancellable: isCancellable(row, now),
  };
}

/** The pending and confirmed appointments of `email` that have not started yet, soonest first. */
export async function listMyUpcoming(db: Database, email: string, now: Date): Promise<MyAppointment[]> {
  const rows = await listUpcomingBookedBy(db, email, now);
  return rows.map((row) => toMyAppointment(row, now));
}
