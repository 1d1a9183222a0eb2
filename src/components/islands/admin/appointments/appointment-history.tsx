/** Who changed what on an appointment, oldest first. */
import type { AppointmentEvent } from "@/schemas/admin/appointments";
import { statusLabel } from "../admin-format";
import { formatInstant } from "../admin-time";
import { toldText } from "./notice-preview";

function describe(event: AppointmentEvent): string {
  if (event.action === "moved") return `moved it from ${event.from ?? "?"} to ${event.to ?? "?"}`;
  if (event.action === "notified") return toldText(event.to);
  if (event.action === "estimator")
    return event.to ? `gave the visit to ${event.to}` : `took the visit from ${event.from ?? "its estimator"}`;
  if (event.action === "status")
    return `changed the status from ${statusLabel(event.from ?? "none")} to ${statusLabel(event.to ?? "none")}`;
  return event.to ? "updated the notes" : "cleared the notes";
}

export function AppointmentHistory({ events }: { events: AppointmentEvent[] }) {
  return (
    <section aria-labelledby="history-heading">
      <h3 id="history-heading" className="text-lg font-bold text-brand-900">
        History
      </h3>
      {events.length === 0 ? (
        <p className="mt-2 text-slate-700">No changes since it was booked.</p>
      ) : (
        <ol className="mt-2 grid gap-2">
          {events.map((event) => (
            <li key={event.id} className="border-l-4 border-brand-200 pl-3 text-sm">
              <span className="block text-slate-600">{formatInstant(event.createdAt)}</span>
              <span className="text-slate-800">
                <strong>{event.actor}</strong> {describe(event)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
