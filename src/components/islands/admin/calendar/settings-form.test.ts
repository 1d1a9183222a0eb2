import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "@/core/calendar-settings";
import { daysOffProblem, lastSavedText, leadTimeUnitFor, settingsErrorMessage, tidySettings } from "./settings-form";

describe("leadTimeUnitFor", () => {
  it("returns hours when the minutes are whole hours", () => expect(leadTimeUnitFor(120)).toBe("hours"));
  it("returns minutes when they are not, or zero", () => {
    expect(leadTimeUnitFor(90)).toBe("minutes");
    expect(leadTimeUnitFor(0)).toBe("minutes");
  });
});

describe("settingsErrorMessage", () => {
  it("returns a plain range when a number field is out of range or not a number", () => {
    expect(settingsErrorMessage({ code: "too_big", origin: "number", path: ["crewsPerSlot"] })).toBe(
      "Enter a whole number of crews from 1 to 20",
    );
    expect(settingsErrorMessage({ code: "invalid_type", path: ["weeksAhead"] })).toBe("Enter a whole number of weeks from 1 to 12");
  });

  it("returns the list limit when a list is too long", () => {
    expect(settingsErrorMessage({ code: "too_big", origin: "array", path: ["slots"] })).toBe("Keep between 1 and 12 time slots");
  });

  it("returns undefined, keeping the schema's message, for anything else", () => {
    expect(settingsErrorMessage({ code: "invalid_format", path: ["slots", 0, "label"] })).toBeUndefined();
  });
});

describe("tidySettings", () => {
  it("returns slots in time order and days without repeats when they were entered out of order", () => {
    const tidy = tidySettings({
      ...DEFAULT_CALENDAR_SETTINGS,
      slots: [
        { label: "2:00 PM", alwaysUnavailable: false },
        { label: "8:00 AM", alwaysUnavailable: false },
      ],
      closedWeekdays: [6, 0, 6],
      blockedDates: ["2026-12-25", "2026-11-26", "2026-12-25"],
    });
    expect(tidy.slots.map((slot) => slot.label)).toEqual(["8:00 AM", "2:00 PM"]);
    expect(tidy.closedWeekdays).toEqual([0, 6]);
    expect(tidy.blockedDates).toEqual(["2026-11-26", "2026-12-25"]);
  });
});

describe("daysOffProblem", () => {
  const vacation = [{ from: "2027-01-11", to: "2027-01-15" }];
  it("returns null for a new day or run of days", () => {
    expect(daysOffProblem({ from: "2026-12-23", to: "" }, [], vacation)).toBeNull();
    expect(daysOffProblem({ from: "2027-01-04", to: "2027-01-08" }, ["2026-12-23"], vacation)).toBeNull();
  });
  it("returns a reason when the day is missing, the run is backwards, or a day is already off", () => {
    expect(daysOffProblem({ from: "", to: "" }, [], [])).toBe("Choose the day off first");
    expect(daysOffProblem({ from: "2027-01-08", to: "2027-01-04" }, [], [])).toBe("The last day can't be before the first");
    expect(daysOffProblem({ from: "2026-12-23", to: "" }, ["2026-12-23"], [])).toBe("Some of those days are already off");
    expect(daysOffProblem({ from: "2027-01-09", to: "2027-01-11" }, [], vacation)).toBe("Some of those days are already off");
  });
});

describe("lastSavedText", () => {
  it("returns who saved and when, in Phoenix time, when the settings were saved", () => {
    expect(lastSavedText("ana@example.com", "2026-12-01T16:30:00.000Z")).toBe(
      "Last saved by ana@example.com on Dec 1, 2026, 9:30 AM (Phoenix time).",
    );
  });
  it("returns a note about the standard settings when nobody has saved", () => {
    expect(lastSavedText(null, null)).toBe("These are the standard settings; nobody has changed them yet.");
  });
});
