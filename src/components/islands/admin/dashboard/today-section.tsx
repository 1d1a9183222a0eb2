/**
 * The dashboard's first part: what today holds. Each kind of work the day holds is one entry of
 * TODAY_PARTS (today: the visits); install days join as one more entry when the jobs work adds
 * them. Visits come in time order from the day view's own read, cancelled ones left out, each
 * with its time, who, where and a call link; the day view has the rest (On my way, notes, texts).
 */
import { useQuery } from "@tanstack/react-query";
import { useState, type ComponentType } from "react";
import { phoenixDate } from "@/core/phoenix-time";
import type { AdminAppointment } from "@/schemas/admin/appointments";
import type { AdminPage } from "@/schemas/admin/lists";
import { StatusBadge } from "@/components/islands/status-badge";
import { dayVisitsUrl } from "../admin-api";
import { APPOINTMENT_STATUS_LABELS, formatDay, fullName, plural } from "../admin-format";
import { mapsUrl } from "../today/day-visit-card";

/** One kind of work today holds: a heading and the list of it for the day `date` (YYYY-MM-DD, Phoenix). */
interface TodayPart {
  id: string;
  Part: ComponentType<{ date: string }>;
}

/** What today holds, in the order shown. Install days: one more entry here. */
const TODAY_PARTS: TodayPart[] = [{ id: "visits", Part: TodayVisits }];

function TodayVisits({ date }: { date: string }) {
  const list = useQuery<AdminPage<AdminAppointment>>({ queryKey: [dayVisitsUrl(date)] });
  const visits = list.data?.items.filter((visit) => visit.status !== "cancelled") ?? [];
  return (
    <div>
      <h3 className="font-bold text-brand-900">Visits</h3>
      {list.isError ? (
        <p className="mt-1 text-slate-700">We couldn't load today's visits. Refresh the page to try again.</p>
      ) : !list.data ? (
        <p role="status" className="mt-1 text-slate-700">
          Loading today's visits...
        </p>
      ) : visits.length === 0 ? (
        <p className="mt-1 text-slate-700">No visits today.</p>
      ) : (
        <ul aria-label={plural(visits.length, "visit") + " today"} className="mt-2 divide-y divide-slate-200">
          {visits.map((visit) => (
            <li key={visit.id} className="grid grid-cols-[4.5rem_1fr] gap-x-3 gap-y-1 py-3">
              <span className="font-bold text-brand-900 tabular-nums">{visit.appointmentTime}</span>
              <div className="grid gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <a href={`/admin/appointments?id=${encodeURIComponent(visit.id)}`} className="font-semibold text-brand-800 underline underline-offset-2">
                    {fullName(visit)}
                  </a>
                  <StatusBadge status={visit.status} label={APPOINTMENT_STATUS_LABELS[visit.status]} />
                </div>
                <a href={mapsUrl(visit)} target="_blank" rel="noopener noreferrer" className="text-sm text-brand-700 underline">
                  {visit.address}, {visit.city}
                  <span className="sr-only"> (map, opens in a new tab)</span>
                </a>
                <a href={`tel:${visit.phone.replace(/[^\d+]/g, "")}`} className="justify-self-start text-sm font-semibold text-brand-700 underline">
                  <span className="sr-only">Call </span>
                  {visit.phone}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Today, Tuesday, December 1": today's visits (and, later, installs), with the way to the day view. */
export function TodaySection() {
  const [today] = useState(() => phoenixDate(new Date()));
  return (
    <section aria-labelledby="today-heading" className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-heading" className="text-lg font-bold text-brand-900">
          {formatDay(today)}
        </h2>
        <a href="/admin/today" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
          Day view: On my way, notes
        </a>
      </div>
      {TODAY_PARTS.map(({ id, Part }) => (
        <Part key={id} date={today} />
      ))}
    </section>
  );
}
