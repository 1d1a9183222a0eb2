/** This week's installs on the dashboard (Sunday to Saturday), by first day and crew; each opens its job. */
import type { InstallCalendarEntry } from "@/schemas/installs";
import { adminJobPath } from "@/config/admin-navigation";
import { plural } from "../admin-format";
import { formatShortDay } from "../admin-time";

/** "Dec 1" or "Dec 1 – Dec 3": the install's days this week. */
const daysOf = (dates: readonly string[]) =>
  dates.length === 1 ? formatShortDay(dates[0]!) : `${formatShortDay(dates[0]!)} – ${formatShortDay(dates.at(-1)!)}`;

export function WeekInstalls({ installs }: { installs: readonly InstallCalendarEntry[] }) {
  const ordered = [...installs].sort((a, b) => a.dates[0]!.localeCompare(b.dates[0]!) || a.crew - b.crew);
  return (
    <section aria-labelledby="week-installs-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="week-installs-heading" className="text-lg font-bold text-brand-900">
          Installs this week
        </h2>
        <a href="/admin/installs" className="text-sm font-semibold text-brand-700 underline">
          Installs calendar
        </a>
      </div>
      {ordered.length === 0 ? (
        <p className="mt-3 text-slate-700">No installs this week.</p>
      ) : (
        <ul aria-label={plural(ordered.length, "install") + " this week"} className="mt-3 divide-y divide-slate-200">
          {ordered.map((install) => (
            <li key={install.jobId} className="py-3">
              <a href={adminJobPath(install.jobId)} className="font-semibold text-brand-800 underline">
                Job {install.jobNumber}: {install.customer}
              </a>
              <p className="text-sm text-slate-700">
                {daysOf(install.dates)} · {install.crewName}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
