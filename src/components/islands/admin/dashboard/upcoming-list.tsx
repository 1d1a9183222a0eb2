/** The next appointments on the dashboard; each opens its detail on the appointments page. */
import type { AdminAppointment } from "@/schemas/admin/appointments";
import { StatusBadge } from "@/components/islands/status-badge";
import { APPOINTMENT_STATUS_LABELS, fullName } from "../admin-format";
import { formatDay } from "../admin-time";

export function UpcomingList({ appointments }: { appointments: AdminAppointment[] }) {
  return (
    <section aria-labelledby="upcoming-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="upcoming-heading" className="text-lg font-bold text-brand-900">
          Next appointments
        </h2>
        <a href="/admin/appointments" className="text-sm font-semibold text-brand-700 underline">
          All appointments
        </a>
      </div>
      {appointments.length === 0 ? (
        <p className="mt-3 text-slate-700">Nothing booked yet. New bookings show up here.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {appointments.map((appointment) => (
            <li key={appointment.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div>
                <a href={`/admin/appointments?id=${encodeURIComponent(appointment.id)}`} className="font-semibold text-brand-800 underline">
                  {fullName(appointment)}
                </a>
                <p className="text-sm text-slate-700">
                  {formatDay(appointment.appointmentDate)} at {appointment.appointmentTime} · {appointment.city}
                </p>
              </div>
              <StatusBadge status={appointment.status} label={APPOINTMENT_STATUS_LABELS[appointment.status]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
