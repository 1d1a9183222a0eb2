/**
 * The dashboard's first part: what today holds. Each kind of work the day holds is one entry of
 * TODAY_PARTS: the visits, then the installs. Visits come in time order from the day view's own
 * read, cancelled ones left out, each with its time, who, where and a call link; the day view has
 * the rest (On my way, notes, texts). Installs come from the installs calendar's read of the one
 * day, by crew, each with its job, who, where and which day of the install it is.
 */
import { useQuery } from "@tanstack/react-query";
import { useState, type ComponentType, type ReactNode } from "react";
import { phoenixDate } from "@/core/phoenix-time";
import { apiQuery, apiUrl } from "@/browser/api-client";
import type { AdminAppointment } from "@/schemas/admin/appointments";
import { adminInstalls } from "@/schemas/routes/jobs";
import type { AdminPage } from "@/schemas/admin/lists";
import { StatusBadge } from "@/components/islands/status-badge";
import { adminJobPath } from "@/config/admin-navigation";
import { unbrokenPhone } from "@/i18n/phone";
import { dayVisitsUrl } from "../admin-api";
import { APPOINTMENT_STATUS_LABELS, fullName, plural } from "../admin-format";
import { formatDay } from "../admin-time";
import { mapsSearchUrl, mapsUrl } from "../today/day-visit-card";

/** One kind of work today holds: a heading and the list of it for the day `date` (YYYY-MM-DD, Phoenix). */
interface TodayPart {
  id: string;
  Part: ComponentType<{ date: string }>;
}

/** What today holds, in the order shown. */
const TODAY_PARTS: TodayPart[] = [
  { id: "visits", Part: TodayVisits },
  { id: "installs", Part: TodayInstalls },
];

/**
 * One kind of the day's work: its heading, then what its read gives: an error, "Loading…",
 * "No … today." or the list, each row a `when` column beside what and where.
 */
function DayList<T>({
  heading,
  noun,
  query,
  rows,
  keyOf,
  when,
  children,
}: {
  heading: string;
  noun: string;
  query: { isError: boolean; data?: unknown };
  rows: readonly T[];
  keyOf: (row: T) => string;
  when: (row: T) => ReactNode;
  children: (row: T) => ReactNode;
}) {
  return (
    <div>
      <h3 className="font-bold text-brand-900">{heading}</h3>
      {query.isError ? (
        <p className="mt-1 text-slate-700">We couldn't load today's {noun}s. Refresh the page to try again.</p>
      ) : !query.data ? (
        <p role="status" className="mt-1 text-slate-700">
          Loading today's {noun}s...
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-1 text-slate-700">No {noun}s today.</p>
      ) : (
        <ul aria-label={plural(rows.length, noun) + " today"} className="mt-2 divide-y divide-slate-200">
          {rows.map((row) => (
            <li key={keyOf(row)} className="grid grid-cols-[4.5rem_1fr] gap-x-3 gap-y-1 py-3">
              <span className="font-bold text-brand-900 tabular-nums">{when(row)}</span>
              <div className="grid gap-1">{children(row)}</div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A map search link for an address, opening in a new tab. */
function MapLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-sm text-brand-700 underline">
      {children}
      <span className="sr-only"> (map, opens in a new tab)</span>
    </a>
  );
}

function TodayVisits({ date }: { date: string }) {
  const list = useQuery<AdminPage<AdminAppointment>>({ queryKey: [dayVisitsUrl(date)] });
  const visits = list.data?.items.filter((visit) => visit.status !== "cancelled") ?? [];
  return (
    <DayList heading="Visits" noun="visit" query={list} rows={visits} keyOf={(visit) => visit.id} when={(visit) => visit.appointmentTime}>
      {(visit) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={`/admin/appointments?id=${encodeURIComponent(visit.id)}`}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {fullName(visit)}
            </a>
            <StatusBadge status={visit.status} label={APPOINTMENT_STATUS_LABELS[visit.status]} />
          </div>
          <MapLink href={mapsUrl(visit)}>
            {visit.address}, {visit.city}
          </MapLink>
          <a
            href={`tel:${visit.phone.replace(/[^\d+]/g, "")}`}
            className="justify-self-start text-sm font-semibold text-brand-700 underline"
          >
            <span className="sr-only">Call </span>
            {unbrokenPhone(visit.phone)}
          </a>
        </>
      )}
    </DayList>
  );
}

function TodayInstalls({ date }: { date: string }) {
  const calendar = useQuery(apiQuery(apiUrl(adminInstalls, { query: { from: date, to: date } })));
  const installs = [...(calendar.data?.installs ?? [])].sort((a, b) => a.crew - b.crew);
  return (
    <DayList
      heading="Installs"
      noun="install"
      query={calendar}
      rows={installs}
      keyOf={(install) => install.jobId}
      when={(install) => install.crewName}
    >
      {(install) => (
        <>
          <a href={adminJobPath(install.jobId)} className="font-semibold text-brand-800 underline underline-offset-2">
            Job {install.jobNumber}: {install.customer}
          </a>
          <span className="text-sm text-slate-700">{install.optionName}</span>
          <MapLink href={mapsSearchUrl(install.jobAddress)}>{install.jobAddress}</MapLink>
        </>
      )}
    </DayList>
  );
}

/** "Today, Tuesday, December 1": today's visits and installs, with the way to the day view. */
export function TodaySection() {
  const [today] = useState(() => phoenixDate(new Date()));
  return (
    <section
      aria-labelledby="today-heading"
      className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
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
