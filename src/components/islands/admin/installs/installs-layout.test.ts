import { describe, expect, it } from "vitest";
import type { InstallCalendar, InstallCalendarEntry } from "@/schemas/installs";
import { calendarWeeks, crewFrom, crewsShown, dayList, rangeFor, rangeHeading, runsOf } from "./installs-layout";

const entry = (overrides: Partial<InstallCalendarEntry>): InstallCalendarEntry => ({
  jobId: "j1",
  jobNumber: 1001,
  stage: "scheduled",
  crew: 1,
  crewName: "Crew 1",
  dates: [],
  customer: "Rosa Quintero",
  jobAddress: "123 E Main St, Gilbert, AZ 85233",
  optionName: "Mejor",
  openings: [],
  permit: { required: "no", number: null, status: "not-applied" },
  leadSafe: false,
  ...overrides,
});

// Two weeks from Sunday, December 6, 2026; Sundays closed and a day off on Tuesday the 15th.
const CALENDAR: InstallCalendar = {
  from: "2026-12-06",
  to: "2026-12-19",
  crews: [
    { number: 1, name: "Crew 1", retired: false },
    { number: 2, name: "Luis and Ana", retired: false },
  ],
  closedDates: ["2026-12-06", "2026-12-13", "2026-12-15"],
  installs: [
    entry({ dates: ["2026-12-08", "2026-12-09"] }),
    // Saturday, then Monday: one install over the closed Sunday, split where the week starts.
    entry({
      jobId: "j2",
      jobNumber: 1002,
      crew: 2,
      crewName: "Luis and Ana",
      customer: "Lee Park",
      jobAddress: "9 W Elm Ave, Mesa, AZ 85201",
      dates: ["2026-12-12", "2026-12-14", "2026-12-16"],
    }),
  ],
};

describe("rangeFor", () => {
  it("shows two weeks from the Sunday of the day's week", () => {
    expect(rangeFor("2026-12-09")).toEqual({ from: "2026-12-06", to: "2026-12-19" });
    expect(rangeHeading("2026-12-06", "2026-12-19")).toBe("Dec 6 – Dec 19, 2026");
  });
});

describe("runsOf", () => {
  it("joins days apart only by closed days, and splits at an open day between", () => {
    const closed = new Set(["2026-12-13", "2026-12-15"]);
    expect(runsOf(["2026-12-14", "2026-12-12", "2026-12-16"], closed)).toEqual([["2026-12-12", "2026-12-14", "2026-12-16"]]);
    expect(runsOf(["2026-12-08", "2026-12-10"], closed)).toEqual([["2026-12-08"], ["2026-12-10"]]);
  });
});

describe("calendarWeeks", () => {
  it("gives each week its days (closed and today marked) and a row per crew with each job's bar across its days", () => {
    const weeks = calendarWeeks(CALENDAR, "2026-12-09");
    expect(weeks).toHaveLength(2);
    expect(weeks[0]!.days.map((day) => day.label)).toEqual(["Sun 6", "Mon 7", "Tue 8", "Wed 9", "Thu 10", "Fri 11", "Sat 12"]);
    expect(weeks[0]!.days.filter((day) => day.closed).map((day) => day.date)).toEqual(["2026-12-06"]);
    expect(weeks[0]!.days.find((day) => day.today)?.date).toBe("2026-12-09");
    expect(weeks[0]!.crews.map((row) => row.label)).toEqual(["Crew 1", "Luis and Ana"]);
    expect(weeks[0]!.crews[0]!.bars).toEqual([
      {
        jobId: "j1",
        href: "/admin/job?id=j1",
        label: "Job 1001 · Rosa Quintero",
        detail: "Gilbert · Mejor",
        start: 2,
        span: 2,
        days: "Tue, Dec 8, 2026 – Wed, Dec 9, 2026",
      },
    ]);
    // Saturday in the first week; Monday to Wednesday (over the day off) in the second.
    expect(weeks[0]!.crews[1]!.bars.map((bar) => [bar.start, bar.span])).toEqual([[6, 1]]);
    expect(weeks[1]!.crews[1]!.bars.map((bar) => [bar.start, bar.span])).toEqual([[1, 3]]);
    expect(weeks[1]!.crews[0]!.bars).toEqual([]);
  });

  it("shows only the crew chosen, by its name, and a crew still holding days that the list left out", () => {
    expect(calendarWeeks(CALENDAR, "2026-12-09", 2)[0]!.crews.map((row) => [row.crew, row.label])).toEqual([[2, "Luis and Ana"]]);
    expect(
      crewsShown({ crews: [{ number: 1, name: "Crew 1", retired: false }], installs: [entry({ crew: 3, crewName: "North crew" })] }),
    ).toEqual([
      { number: 1, name: "Crew 1" },
      { number: 3, name: "North crew" },
    ]);
  });
});

describe("dayList", () => {
  it("lists every day of the range with its installs by crew, closed days said", () => {
    const days = dayList(CALENDAR, "2026-12-09");
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ label: "Sun, Dec 6, 2026", closed: true, installs: [] });
    expect(days[2]!.installs).toEqual([
      { jobId: "j1", href: "/admin/job?id=j1", crew: "Crew 1", label: "Job 1001 · Rosa Quintero", detail: "Gilbert · Mejor" },
    ]);
    expect(days[3]!.today).toBe(true);
    expect(dayList(CALENDAR, "2026-12-09", 2)[2]!.installs).toEqual([]);
  });

  it("reads the crew a link asks for", () => {
    expect(crewFrom("?crew=2")).toBe(2);
    expect(crewFrom("?crew=x")).toBeUndefined();
    expect(crewFrom("")).toBeUndefined();
  });
});
