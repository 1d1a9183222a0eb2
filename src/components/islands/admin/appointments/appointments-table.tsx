/**
 * One page of appointments: a table from tablet width up, stacked cards on phones (two
 * renderings, so each keeps its own semantics; CSS shows one). The name opens the details.
 */
import type { AdminAppointment } from "@/schemas/admin/appointments";
import { StatusBadge } from "@/components/islands/status-badge";
import { APPOINTMENT_STATUS_LABELS, formatDay, fullName, serviceLabel } from "../admin-format";
import { PhotoMark } from "../photo-mark";
import { FlagBadges } from "../flag-badges";

interface AppointmentsTableProps {
  items: AdminAppointment[];
  onOpen: (id: string) => void;
}

function NameButton({ appointment, onOpen }: { appointment: AdminAppointment; onOpen: (id: string) => void }) {
  return (
    <button type="button" aria-haspopup="dialog" onClick={() => onOpen(appointment.id)} className="text-left font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
      {fullName(appointment)}
    </button>
  );
}

export function AppointmentsTable({ items, onOpen }: AppointmentsTableProps) {
  const cell = "px-3 py-3 align-top";
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Appointments, newest date first</caption>
          <thead className="bg-sand-100 text-slate-800">
            <tr>
              {["Date", "Time", "Name", "City", "Service", "Status"].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((appointment) => (
              <tr key={appointment.id}>
                <td className={cell}>{formatDay(appointment.appointmentDate)}</td>
                <td className={cell}>{appointment.appointmentTime}</td>
                <td className={cell}>
                  <NameButton appointment={appointment} onOpen={onOpen} />
                  <span className="block text-slate-600">{appointment.phone}</span>
                </td>
                <td className={cell}>{appointment.city}</td>
                <td className={cell}>{serviceLabel(appointment.serviceType)}</td>
                <td className={cell}>
                  <span className="flex flex-wrap gap-1">
                    <StatusBadge status={appointment.status} label={APPOINTMENT_STATUS_LABELS[appointment.status]} />
                    <FlagBadges flags={appointment.flags} spamReason={appointment.spamReason} />
                    <PhotoMark count={appointment.photoCount} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Appointments" className="grid gap-3 md:hidden">
        {items.map((appointment) => (
          <li key={appointment.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <NameButton appointment={appointment} onOpen={onOpen} />
              <StatusBadge status={appointment.status} label={APPOINTMENT_STATUS_LABELS[appointment.status]} />
            </div>
            <FlagBadges flags={appointment.flags} spamReason={appointment.spamReason} />
            <PhotoMark count={appointment.photoCount} />
            <p className="mt-1 text-slate-700">
              {formatDay(appointment.appointmentDate)} at {appointment.appointmentTime}
            </p>
            <p className="text-sm text-slate-600">
              {appointment.city} · {serviceLabel(appointment.serviceType)}
            </p>
            <a href={`tel:${appointment.phone.replace(/[^\d+]/g, "")}`} className="mt-1 inline-block text-sm font-semibold text-brand-700 underline">
              {appointment.phone}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
