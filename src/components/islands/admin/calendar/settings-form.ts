/**
 * The calendar settings form's rules beyond the shared schema: friendlier words for
 * its number limits, lead time in minutes or hours, and the tidy order settings are
 * saved in. Pure, so the form components only draw and wire.
 */
import { isRealDate } from "@/core/phoenix-time";
import { slotMinutes, type CalendarSettings } from "@/core/calendar-settings";
import { formatInstant } from "../admin-time";

/** Weekday names, index 0 = Sunday as the schema counts them. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** What the lead time is typed in. */
export type LeadTimeUnit = "minutes" | "hours";

/** Minutes per unit. */
export const LEAD_TIME_FACTOR: Record<LeadTimeUnit, number> = { minutes: 1, hours: 60 };

/** Hours when the lead time is a whole number of them (and not zero), otherwise minutes. */
export function leadTimeUnitFor(minutes: number): LeadTimeUnit {
  return minutes > 0 && minutes % 60 === 0 ? "hours" : "minutes";
}

// The schema's number limits, said the way an admin would read them.
const NUMBER_MESSAGES: Record<string, string> = {
  durationMinutes: "Enter a whole number of minutes from 30 to 480",
  crewsPerSlot: "Enter a whole number of crews from 1 to 20",
  leadTimeMinutes: "Lead time can be from 0 up to 7 days (168 hours), in whole minutes",
  weeksAhead: "Enter a whole number of weeks from 1 to 12",
  maxUpcomingPerPerson: "Enter a whole number of visits from 1 to 20",
};

const LIST_MESSAGES: Record<string, string> = {
  slots: "Keep between 1 and 12 time slots",
  blockedDates: "Keep at most 366 single days off",
  closedRanges: "Keep at most 50 vacations",
};

/** A zod issue, as much of it as the messages need. */
interface SettingsIssue {
  code: string;
  path?: PropertyKey[];
  origin?: string;
}

/**
 * Per-parse zod error map for the settings form: plain messages for the number fields
 * and list sizes; undefined leaves the schema's own message (e.g. the slot label's).
 */
export function settingsErrorMessage(issue: SettingsIssue): string | undefined {
  const [field] = issue.path ?? [];
  if (typeof field !== "string") return undefined;
  if (issue.code === "too_small" || issue.code === "too_big") {
    if (issue.origin === "array") return LIST_MESSAGES[field];
  }
  if (["invalid_type", "too_small", "too_big", "not_multiple_of"].includes(issue.code)) return NUMBER_MESSAGES[field];
  return undefined;
}

/** `settings` in the order they read best: slots by time, weekdays and dates ascending, no repeats. */
export function tidySettings(settings: CalendarSettings): CalendarSettings {
  return {
    ...settings,
    slots: [...settings.slots].sort((a, b) => slotMinutes(a.label) - slotMinutes(b.label)),
    closedWeekdays: [...new Set(settings.closedWeekdays)].sort((a, b) => a - b),
    blockedDates: [...new Set(settings.blockedDates)].sort(),
    closedRanges: [...settings.closedRanges].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to)),
    openHolidays: [...new Set(settings.openHolidays)].sort(),
  };
}

/** Why the days off from `from` to `to` (or the single day `from`) can't be added, or null when they can. */
export function daysOffProblem(
  { from, to }: { from: string; to: string },
  blocked: readonly string[],
  ranges: readonly { from: string; to: string }[],
): string | null {
  if (!from) return "Choose the day off first";
  if (!isRealDate(from) || (to && !isRealDate(to))) return "Choose a real date";
  if (to && to < from) return "The last day can't be before the first";
  const last = to || from;
  if (blocked.some((date) => from <= date && date <= last) || ranges.some((range) => range.from <= last && from <= range.to))
    return "Some of those days are already off";
  return null;
}

/** "Last saved by ana@example.com on Dec 1, 2026, 9:30 AM", or a note that the defaults apply. */
export function lastSavedText(updatedBy: string | null, updatedAt: string | null): string {
  if (!updatedAt) return "These are the standard settings; nobody has changed them yet.";
  return `Last saved by ${updatedBy ?? "an admin"} on ${formatInstant(updatedAt)} (Phoenix time).`;
}
