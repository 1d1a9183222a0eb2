/**
 * /admin/installs: the install crews' calendar. At tablet width and up, each week is a table
 * with a row per crew and each job a cell spanning its days (closed days shaded and named); on a
 * phone the same days as a list. Two weeks at a time, earlier and later, and a crew filter.
 */
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Select } from "@/components/ui/field";
import type { InstallCalendar } from "@/schemas/installs";
import { RouteGuard } from "../../auth/route-guard";
import { QueryProvider } from "../../query-provider";
import { calendarWeeks, crewsShown, dayList, rangeHeading, type CalendarWeek } from "./installs-layout";
import { useInstalls } from "./use-installs";

function WeekTable({ week }: { week: CalendarWeek }) {
  const first = week.days[0]!;
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">Week of {first.longLabel}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-24 p-2 text-left text-slate-700">
            Crew
          </th>
          {week.days.map((day) => (
            <th
              key={day.date}
              scope="col"
              className={cx(
                "border border-slate-200 p-2 text-left font-semibold",
                day.closed ? "bg-slate-200 text-slate-700" : "bg-white text-slate-900",
                day.today && "ring-2 ring-brand-700 ring-inset",
              )}
            >
              <span aria-hidden="true">{day.label}</span>
              <span className="sr-only">{day.longLabel}</span>
              {day.closed && <span className="block text-xs font-normal">Closed</span>}
              {day.today && <span className="block text-xs font-normal text-brand-800">Today</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {week.crews.map((row) => {
          const cells = [];
          for (let column = 0; column < 7; column++) {
            const bar = row.bars.find((candidate) => candidate.start === column);
            if (bar) {
              cells.push(
                <td key={column} colSpan={bar.span} className="border border-slate-200 bg-slate-50 p-1 align-top">
                  <a
                    href={bar.href}
                    data-install={bar.label}
                    className="block h-full rounded-lg bg-brand-700 px-2 py-1.5 text-white hover:bg-brand-800 focus-visible:ring-4 focus-visible:ring-accent-600 focus-visible:outline-none"
                  >
                    <span className="block truncate font-semibold">{bar.label}</span>
                    {bar.detail && <span className="block truncate text-xs">{bar.detail}</span>}
                    <span className="sr-only">{bar.days}</span>
                  </a>
                </td>,
              );
              column += bar.span - 1;
            } else {
              const day = week.days[column]!;
              cells.push(<td key={column} className={cx("h-14 border border-slate-200", day.closed ? "bg-slate-200" : "bg-white")} />);
            }
          }
          return (
            <tr key={row.crew}>
              <th scope="row" className="p-2 text-left font-semibold text-slate-800">
                {row.label}
              </th>
              {cells}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function DayList({ calendar, today, crew }: { calendar: InstallCalendar; today: string; crew?: number }) {
  return (
    <ol className="grid gap-2">
      {dayList(calendar, today, crew).map((day) => (
        <li
          key={day.date}
          data-day={day.date}
          className={cx(
            "rounded-xl border p-3",
            day.closed ? "border-slate-200 bg-slate-100" : "border-slate-200 bg-white",
            day.today && "border-brand-700",
          )}
        >
          <h3 className="font-bold text-brand-900">
            {day.label}
            {day.today && <span className="ml-2 text-sm font-semibold text-brand-800">Today</span>}
          </h3>
          {day.installs.length > 0 ? (
            <ul className="mt-1 grid gap-1">
              {day.installs.map((install) => (
                <li key={install.jobId}>
                  <span className="font-semibold">{install.crew}: </span>
                  <a href={install.href} data-install={install.label} className="text-brand-700 underline">
                    {install.label}
                  </a>
                  {install.detail && <span className="block text-sm text-slate-700">{install.detail}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">{day.closed ? "Closed" : "Nothing booked"}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

function Calendar() {
  const crewId = useId();
  const { today, range, crew, chooseCrew, calendar, earlier, later, thisWeek } = useInstalls();
  // The crew asked for by a link stays in the list even before (or without) the calendar naming it.
  const crews = calendar.data ? crewsShown(calendar.data) : [];
  const choices = crew && !crews.some((row) => row.number === crew) ? [...crews, { number: crew, name: `Crew ${crew}` }] : crews;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={earlier}>
            Earlier
          </Button>
          <Button variant="outline" onClick={thisWeek}>
            This week
          </Button>
          <Button variant="outline" onClick={later}>
            Later
          </Button>
        </div>
        <div className="grid gap-1">
          <label htmlFor={crewId} className="text-sm font-semibold">
            Crew
          </label>
          <Select
            id={crewId}
            value={crew ?? ""}
            onChange={(event) => chooseCrew(event.target.value ? Number(event.target.value) : undefined)}
          >
            <option value="">All crews</option>
            {choices.map((row) => (
              <option key={row.number} value={row.number}>
                {row.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <h2 aria-live="polite" className="text-xl font-bold text-brand-900">
        {rangeHeading(range.from, range.to)}
      </h2>
      {calendar.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          We couldn't load the installs. Refresh the page to try again.
        </p>
      ) : !calendar.data ? (
        <p role="status" className="animate-pulse text-slate-600">
          Loading the installs...
        </p>
      ) : (
        <div data-slot="installs" aria-busy={calendar.isFetching} className="grid gap-4">
          <p className="text-slate-700">
            {calendar.data.installs.length === 0
              ? "No installs in these two weeks."
              : `${calendar.data.installs.length} install${calendar.data.installs.length === 1 ? "" : "s"} in these two weeks.`}
          </p>
          <div className="hidden gap-6 md:grid">
            {calendarWeeks(calendar.data, today, crew).map((week) => (
              <WeekTable key={week.days[0]!.date} week={week} />
            ))}
          </div>
          <div className="md:hidden">
            <DayList calendar={calendar.data} today={today} crew={crew} />
          </div>
        </div>
      )}
    </div>
  );
}

/** The /admin/installs island. */
export function InstallsCalendar({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Calendar />}
      </RouteGuard>
    </QueryProvider>
  );
}
