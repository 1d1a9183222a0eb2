/**
 * How the installs calendar lays out (/admin/installs): two weeks from a Sunday, a row per crew
 * in each week, each job a bar across its days (one bar over the closed days inside an install,
 * which stay shaded; a new bar where a week starts), and on a phone the same days as a list.
 * Pure: ./use-installs.ts reads the calendar, ./installs-calendar.tsx draws it.
 */
import { addDays, startOfWeek } from "@/core/phoenix-time";
import type { InstallCalendar, InstallCalendarEntry } from "@/schemas/installs";
import { adminJobPath } from "@/config/admin-navigation";
import { formatDay } from "../admin-time";
import { townOf } from "../jobs/job-board";

/** Weeks the calendar shows at a time. */
export const WEEKS_SHOWN = 2;

/** The days the calendar shows around `anchor`: from its week's Sunday, WEEKS_SHOWN weeks. */
export function rangeFor(anchor: string): { from: string; to: string } {
  const from = startOfWeek(anchor);
  return { from, to: addDays(from, WEEKS_SHOWN * 7 - 1) };
}

/** A day's column head. */
export interface DayCell {
  date: string;
  /** "Sun 6". */
  label: string;
  /** "Sunday, December 6, 2026" for screen readers. */
  longLabel: string;
  closed: boolean;
  today: boolean;
}

/** A job's bar in a crew's row of one week. */
export interface InstallBar {
  jobId: string;
  href: string;
  /** "Job 1001 · Rosa Quintero". */
  label: string;
  /** "Gilbert · Better". */
  detail: string;
  /** Its first day's column, 0 (Sunday) to 6. */
  start: number;
  /** Columns it spans. */
  span: number;
  /** "Tue, Dec 8, 2026 – Wed, Dec 9, 2026" for its accessible name. */
  days: string;
}

/** One crew's row in one week. */
export interface CrewRow {
  crew: number;
  label: string;
  bars: InstallBar[];
}

/** One week of the calendar. */
export interface CalendarWeek {
  days: DayCell[];
  crews: CrewRow[];
}

const WEEKDAY = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const LONG_DAY = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const at = (date: string) => new Date(`${date}T12:00:00Z`);

/** The crews the calendar shows, each with its name: every crew the server sent (and any other still holding a day in the range), or the one chosen. */
export function crewsShown(calendar: Pick<InstallCalendar, "crews" | "installs">, crew?: number): { number: number; name: string }[] {
  const names = new Map(calendar.crews.map((row) => [row.number, row.name]));
  for (const entry of calendar.installs) if (!names.has(entry.crew)) names.set(entry.crew, entry.crewName);
  const all = [...names].map(([number, name]) => ({ number, name })).sort((a, b) => a.number - b.number);
  return crew ? all.filter((row) => row.number === crew) : all;
}

/**
 * The runs of an install's days: days next to each other, or apart only by closed days (an
 * install skips them), make one run; another open day between starts a new run.
 */
export function runsOf(dates: readonly string[], closed: ReadonlySet<string>): string[][] {
  const runs: string[][] = [];
  for (const date of [...dates].sort()) {
    const run = runs.at(-1);
    if (run) {
      let between = addDays(run.at(-1)!, 1);
      while (between < date && closed.has(between)) between = addDays(between, 1);
      if (between === date) {
        run.push(date);
        continue;
      }
    }
    runs.push([date]);
  }
  return runs;
}

function barOf(entry: InstallCalendarEntry, run: string[], weekStart: string): InstallBar {
  const start = Math.round((at(run[0]!).getTime() - at(weekStart).getTime()) / 86_400_000);
  const end = Math.round((at(run.at(-1)!).getTime() - at(weekStart).getTime()) / 86_400_000);
  return {
    jobId: entry.jobId,
    href: adminJobPath(entry.jobId),
    label: `Job ${entry.jobNumber} · ${entry.customer}`,
    detail: [townOf(entry.jobAddress), entry.optionName].filter(Boolean).join(" · "),
    start,
    span: end - start + 1,
    days: run.length === 1 ? formatDay(run[0]!) : `${formatDay(run[0]!)} – ${formatDay(run.at(-1)!)}`,
  };
}

/** The calendar's weeks: day heads (closed days, today) and each crew's bars. */
export function calendarWeeks(calendar: InstallCalendar, today: string, crew?: number): CalendarWeek[] {
  const closed = new Set(calendar.closedDates);
  const crews = crewsShown(calendar, crew);
  const weeks: CalendarWeek[] = [];
  for (let weekStart = startOfWeek(calendar.from); weekStart <= calendar.to; weekStart = addDays(weekStart, 7)) {
    const weekEnd = addDays(weekStart, 6);
    const days = Array.from({ length: 7 }, (_, index) => {
      const date = addDays(weekStart, index);
      return {
        date,
        label: `${WEEKDAY.format(at(date))} ${Number(date.slice(8))}`,
        longLabel: LONG_DAY.format(at(date)),
        closed: closed.has(date),
        today: date === today,
      };
    });
    weeks.push({
      days,
      crews: crews.map(({ number, name }) => ({
        crew: number,
        label: name,
        bars: calendar.installs
          .filter((entry) => entry.crew === number)
          .flatMap((entry) =>
            runsOf(
              entry.dates.filter((date) => date >= weekStart && date <= weekEnd),
              closed,
            ).map((run) => barOf(entry, run, weekStart)),
          )
          .sort((a, b) => a.start - b.start),
      })),
    });
  }
  return weeks;
}

/** One day of the phone's list. */
export interface DayListItem {
  date: string;
  /** "Tue, Dec 8, 2026". */
  label: string;
  closed: boolean;
  today: boolean;
  installs: { jobId: string; href: string; crew: string; label: string; detail: string }[];
}

/** The days of the range as a list (a phone's calendar), each with its installs by crew. */
export function dayList(calendar: InstallCalendar, today: string, crew?: number): DayListItem[] {
  const closed = new Set(calendar.closedDates);
  const entries = calendar.installs.filter((entry) => !crew || entry.crew === crew).sort((a, b) => a.crew - b.crew);
  const items: DayListItem[] = [];
  for (let date = calendar.from; date <= calendar.to; date = addDays(date, 1)) {
    items.push({
      date,
      label: formatDay(date),
      closed: closed.has(date),
      today: date === today,
      installs: entries
        .filter((entry) => entry.dates.includes(date))
        .map((entry) => ({
          jobId: entry.jobId,
          href: adminJobPath(entry.jobId),
          crew: entry.crewName,
          label: `Job ${entry.jobNumber} · ${entry.customer}`,
          detail: [townOf(entry.jobAddress), entry.optionName].filter(Boolean).join(" · "),
        })),
    });
  }
  return items;
}

/** "Dec 6 – Dec 19, 2026": the range's heading. */
export function rangeHeading(from: string, to: string): string {
  const short = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  return `${short.format(at(from))} – ${short.format(at(to))}, ${to.slice(0, 4)}`;
}

/** The crew a link asks for by its number (?crew=2), or none. */
export function crewFrom(search: string): number | undefined {
  const crew = Number(new URLSearchParams(search).get("crew"));
  return Number.isInteger(crew) && crew >= 1 ? crew : undefined;
}
