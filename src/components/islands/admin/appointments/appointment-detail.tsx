/** Everything about one appointment: its fields, its estimator, moving it, the editor and its history. */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { QueryState } from "@/components/ui/query-state";
import type { AdminAppointment, AdminAppointmentDetail } from "@/schemas/admin/appointments";
import { measureSheetPath } from "@/config/admin-navigation";
import { mapLink } from "@/core/map-link";
import { sourceSummary } from "@/core/source-summary";
import { bookingCopy } from "@/i18n/booking";
import { StatusBadge } from "@/components/islands/status-badge";
import { unbrokenPhone } from "@/i18n/phone";
import { appointmentUrl } from "../admin-api";
import { APPOINTMENT_STATUS_LABELS, fullName, serviceLabel } from "../admin-format";
import { formatDay, formatInstant } from "../admin-time";
import { FlagBadges } from "../flag-badges";
import { OwnerQuotes } from "../quotes/owner-quotes";
import { SmsThread } from "../sms/sms-thread";
import { AppointmentEditForm } from "./appointment-edit-form";
import { AppointmentHistory } from "./appointment-history";
import { CancelPerson } from "./cancel-person";
import { EstimatorChoice } from "./estimator-choice";
import { customerPageUrl } from "../customers/customer-links";
import { MoveAppointment } from "./move-appointment";

// Photos load with the first detail that has any, not with the list page.
const AdminPhotos = lazy(() => import("../admin-photos").then((module) => ({ default: module.AdminPhotos })));

function rows(appointment: AdminAppointment): [string, ReactNode][] {
  const link = "font-semibold text-brand-700 underline";
  return [
    [
      "Name",
      <span>
        {fullName(appointment)} ·{" "}
        <a href={customerPageUrl({ kind: "appointment", id: appointment.id })} className={link}>
          Everything about this customer
        </a>
      </span>,
    ],
    ["Status", <StatusLine appointment={appointment} />],
    [
      "Openings",
      <a href={measureSheetPath(appointment.id)} className={link}>
        Measure sheet
      </a>,
    ],
    ...(appointment.flags.length || appointment.spamReason
      ? [["Flags", <FlagBadges flags={appointment.flags} spamReason={appointment.spamReason} />] as [string, ReactNode]]
      : []),
    ...(appointment.spamReason
      ? [["Judged spam", `${appointment.spamReason}. Stored cancelled: it holds no slot and sent no email.`] as [string, ReactNode]]
      : []),
    ["Date", formatDay(appointment.appointmentDate)],
    ["Time", `${appointment.appointmentTime} (${appointment.duration} minutes)`],
    [
      "Email",
      <a href={`mailto:${appointment.email}`} className={link}>
        {appointment.email}
      </a>,
    ],
    [
      "Phone",
      <a href={`tel:${appointment.phone.replace(/[^\d+]/g, "")}`} className={link}>
        {unbrokenPhone(appointment.phone)}
      </a>,
    ],
    [
      "Address",
      <a
        href={mapLink(`${appointment.address}, ${appointment.city}, AZ ${appointment.zipCode}`)}
        target="_blank"
        rel="noopener"
        className={link}
      >
        {`${appointment.address}, ${appointment.city} ${appointment.zipCode}`}
        <span className="sr-only"> (opens the map)</span>
      </a>,
    ],
    ["Service area", appointment.outsideServiceArea ? "Outside our service area: check before confirming" : "Inside our service area"],
    ["Service", serviceLabel(appointment.serviceType)],
    ["Project details", appointment.projectDetails || "None given"],
    ["Booked", formatInstant(appointment.createdAt)],
    ["Source", sourceSummary(appointment.channel, appointment.attribution)],
    ...(appointment.clientAddress ? [["Sent from", appointment.clientAddress] as [string, ReactNode]] : []),
    ["Last changed", formatInstant(appointment.updatedAt)],
    ["Reference", appointment.id],
  ];
}

/** The status, and what the customer has been told it means (the words of their emails and manage page). */
function StatusLine({ appointment }: { appointment: AdminAppointment }) {
  const told = appointment.status === "pending" || appointment.status === "confirmed" ? bookingCopy.en.status[appointment.status] : null;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <StatusBadge status={appointment.status} label={APPOINTMENT_STATUS_LABELS[appointment.status]} />
      {told && <span className="text-sm text-slate-600">The customer reads: “{told}”</span>}
    </span>
  );
}

export function AppointmentDetail({ id }: { id: string }) {
  const detail = useQuery<AdminAppointmentDetail>({ queryKey: [appointmentUrl(id)] });
  return (
    <QueryState
      query={detail}
      loading="Loading the appointment..."
      error="We couldn't load this appointment. Close this window and try again."
    >
      {(appointment) => <Details appointment={appointment} />}
    </QueryState>
  );
}

function Details({ appointment }: { appointment: AdminAppointmentDetail }) {
  return (
    <div className="grid gap-6">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows(appointment).map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="mb-2 break-words whitespace-pre-line sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <SmsThread subject={{ appointmentId: appointment.id }} />
      {appointment.photos?.length ? (
        <Suspense fallback={null}>
          <AdminPhotos photos={appointment.photos} who={fullName(appointment)} />
        </Suspense>
      ) : null}
      <OwnerQuotes owner={{ appointmentId: appointment.id }} />
      <EstimatorChoice appointment={appointment} />
      <MoveAppointment appointment={appointment} reach={appointment.reach} />
      <AppointmentEditForm appointment={appointment} reach={appointment.reach} />
      <CancelPerson appointment={appointment} />
      <AppointmentHistory events={appointment.events} />
    </div>
  );
}
