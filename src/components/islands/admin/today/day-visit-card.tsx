/**
 * One visit of the day view, shaped for a phone in the field: the time and name as its heading,
 * the status, who goes (its estimator), the address opening the maps app, the phone as a call link, what the customer
 * asked and the team's notes, and "On my way" when this customer can be texted. A cancelled
 * visit shows muted (and last, by the list's order) with nothing to act on.
 */
import { useId } from "react";
import { cx } from "@/components/ui/cx";
import type { AdminAppointment } from "@/schemas/admin/appointments";
import { canText } from "@/schemas/sms-admin";
import { StatusBadge } from "@/components/islands/status-badge";
import { unbrokenPhone } from "@/i18n/phone";
import { APPOINTMENT_STATUS_LABELS, fullName, serviceLabel } from "../admin-format";
import { PhotoMark } from "../photo-mark";
import { consentText, messagesText } from "../sms/text-summary";
import { OnMyWayButtons } from "./on-my-way-buttons";

/** The statuses a visit can still be driven to. */
const ON_THE_WAY_STATUSES = new Set(["pending", "confirmed"]);

/** A maps search for the address: opens the maps app on a phone, Google Maps elsewhere. */
export function mapsUrl(visit: Pick<AdminAppointment, "address" | "city" | "zipCode">): string {
  return mapsSearchUrl(`${visit.address}, ${visit.city}, AZ ${visit.zipCode}`);
}

/** Google Maps' search for a whole written address (a job's address, say). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function DayVisitCard({ visit, textsConfigured }: { visit: AdminAppointment; textsConfigured: boolean }) {
  const headingId = useId();
  const name = fullName(visit);
  const cancelled = visit.status === "cancelled";
  const hours = visit.duration / 60;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        "grid content-start gap-3 rounded-2xl border p-4",
        cancelled ? "border-dashed border-slate-300 bg-slate-50 text-slate-700" : "border-slate-200 bg-white shadow-sm",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className={cx("text-lg font-bold", cancelled ? "text-slate-700 line-through" : "text-brand-900")}>
          <span className="tabular-nums">{visit.appointmentTime}</span> {name}
        </h3>
        <StatusBadge status={visit.status} label={APPOINTMENT_STATUS_LABELS[visit.status]} />
        <PhotoMark count={visit.photoCount} />
      </div>
      <p className="text-sm text-slate-700">
        {serviceLabel(visit.serviceType)} · {hours === 1 ? "1 hour" : `${hours} hours`} ·{" "}
        {visit.estimatorName ? `Estimator: ${visit.estimatorName}` : "No estimator yet"}
      </p>
      <div className="flex flex-col items-start gap-2 text-base">
        <a href={mapsUrl(visit)} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
          {visit.address}, {visit.city} {visit.zipCode}
          <span className="sr-only"> (map, opens in a new tab)</span>
        </a>
        <a href={`tel:${visit.phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand-700 underline">
          <span className="sr-only">Call </span>
          {unbrokenPhone(visit.phone)}
        </a>
      </div>
      {visit.projectDetails && <p className="break-words whitespace-pre-line text-slate-800">{visit.projectDetails}</p>}
      {visit.adminNotes && (
        <p className="rounded-lg bg-amber-50 p-2 text-sm break-words whitespace-pre-line text-slate-900">
          <span className="font-semibold">Team notes: </span>
          {visit.adminNotes}
        </p>
      )}
      {textsConfigured && visit.texts && (
        <p className="text-sm text-slate-700">
          {consentText(visit.texts)} · {messagesText(visit.texts)}
        </p>
      )}
      {!cancelled && ON_THE_WAY_STATUSES.has(visit.status) && canText(textsConfigured, visit.texts) && (
        <OnMyWayButtons appointmentId={visit.id} who={name} />
      )}
      <a
        href={`/admin/appointments?id=${encodeURIComponent(visit.id)}`}
        className="justify-self-start text-sm font-semibold text-brand-700 underline"
      >
        Details, texts and history<span className="sr-only"> of {name}</span>
      </a>
    </article>
  );
}
