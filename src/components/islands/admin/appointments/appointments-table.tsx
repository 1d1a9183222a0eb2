/**
 * One page of appointments (src/components/islands/admin/record-list.tsx): a table where the
 * list has room, a card per visit below that. The name opens the details; the phone calls.
 */
import type { AdminAppointment } from "@/schemas/admin/appointments";
import { StatusBadge } from "@/components/islands/status-badge";
import { unbrokenPhone } from "@/i18n/phone";
import { APPOINTMENT_STATUS_LABELS, fullName, serviceLabel } from "../admin-format";
import { formatDay } from "../admin-time";
import { PhotoMark } from "../photo-mark";
import { FlagBadges } from "../flag-badges";
import { RecordList, type Column } from "../record-list";

interface AppointmentsTableProps {
  items: AdminAppointment[];
  onOpen: (id: string) => void;
}

function columns(onOpen: (id: string) => void): Column<AdminAppointment>[] {
  return [
    {
      header: "Name",
      card: "title",
      cell: (appointment) => (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => onOpen(appointment.id)}
          className="text-left font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {fullName(appointment)}
        </button>
      ),
    },
    { header: "Date", cell: (appointment) => formatDay(appointment.appointmentDate) },
    { header: "Time", cell: (appointment) => appointment.appointmentTime },
    { header: "City", cell: (appointment) => appointment.city },
    { header: "Service", cell: (appointment) => serviceLabel(appointment.serviceType) },
    { header: "Estimator", cell: (appointment) => appointment.estimatorName ?? "Nobody yet" },
    {
      header: "Phone",
      cell: (appointment) => (
        <a href={`tel:${appointment.phone.replace(/[^\d+]/g, "")}`} className="font-semibold whitespace-nowrap text-brand-700 underline">
          {unbrokenPhone(appointment.phone)}
        </a>
      ),
    },
    {
      header: "Status",
      card: "aside",
      cell: (appointment) => (
        <span className="flex flex-wrap gap-1">
          <StatusBadge status={appointment.status} label={APPOINTMENT_STATUS_LABELS[appointment.status]} />
          <FlagBadges flags={appointment.flags} spamReason={appointment.spamReason} />
          <PhotoMark count={appointment.photoCount} />
        </span>
      ),
    },
  ];
}

export function AppointmentsTable({ items, onOpen }: AppointmentsTableProps) {
  return (
    <RecordList
      caption="Appointments"
      items={items}
      rowKey={(appointment) => appointment.id}
      columns={columns(onOpen)}
      muted={(appointment) => appointment.status === "cancelled"}
      tableFrom="3xl"
    />
  );
}
