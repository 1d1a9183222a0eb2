/**
 * What the booking calendar shows, worked out once per set of days: each day's cell with its
 * accessible name, the week rows, the caption and the range above the grid, and the chosen day's
 * times. Pure; calendar-view.tsx renders it. Computed when the days change (a new week, new taken
 * seats), not on every tap: a tap on a day or a time changes only which cell says it is pressed.
 */
import { bookingWidgetCopy, type BookingWidgetCopy } from "@/i18n/booking-widget";
import { formatDay, formatShortDay, formatSlot } from "@/i18n/dates";
import { holidayNames } from "@/i18n/holidays";
import type { Locale } from "@/i18n/locales";
import { addDays, startOfWeek } from "@/core/phoenix-time";
import { dayState, type DayAvailability } from "@/core/availability";

/** One day of the grid. */
export interface DayCell {
  date: string;
  /** The day of the month, as the button shows it. */
  dayOfMonth: number;
  /** Its accessible name, e.g. "Tuesday, December 1, open". */
  label: string;
  /** True when it has a free time and can be picked. */
  open: boolean;
}

/** The grid: Sunday-first week rows (null where a row has no day of the range), its caption and the range's short dates. */
export interface CalendarGrid {
  rows: (DayCell | null)[][];
  /** "Choose a day: Sunday, November 22 to Saturday, November 28". */
  caption: string;
  /** "Nov 22 - Nov 28", above the grid in the full view. */
  range: string;
}

/** One time of the chosen day. */
export interface TimeCell {
  time: string;
  /** "10:00 AM" / "10:00 a. m.". */
  text: string;
  /** Its accessible name, e.g. "Tuesday, December 1, 10:00 AM, available". */
  label: string;
  available: boolean;
  /** Why it cannot be booked ("Booked", "Unavailable"), shown beside the time; empty when it can. */
  status: string;
}

type CalendarWords = BookingWidgetCopy["calendar"];

/** A day's state in words: "open", or why it cannot be picked ("closed (Christmas Day)", "past", "fully booked"). */
function dayStatus(day: DayAvailability, t: CalendarWords, locale: Locale): string {
  const state = dayState(day);
  if (state === "holiday" && day.holiday) return t.closedFor(holidayNames[locale][day.holiday]);
  return t.dayStatus[state === "holiday" || state === "blocked" ? "closed" : state];
}

function slotStatus(slot: DayAvailability["slots"][number], t: CalendarWords): string {
  if (slot.available) return t.slotStatus.available;
  return slot.reason === "booked" ? t.slotStatus.booked : t.slotStatus.unavailable;
}

/** The grid for `days` (consecutive calendar days) in `locale`. */
export function calendarGrid(days: DayAvailability[], locale: Locale): CalendarGrid {
  const t = bookingWidgetCopy[locale].calendar;
  const first = days[0];
  const last = days.at(-1);
  const rows: (DayCell | null)[][] = [];
  if (first && last) {
    const byDate = new Map(days.map((day) => [day.date, day]));
    for (let start = startOfWeek(first.date); start <= last.date; start = addDays(start, 7)) {
      rows.push(
        Array.from({ length: 7 }, (_, index) => {
          const day = byDate.get(addDays(start, index));
          return day
            ? {
                date: day.date,
                dayOfMonth: Number(day.date.slice(8)),
                label: `${formatDay(day.date, locale)}, ${dayStatus(day, t, locale)}`,
                open: dayState(day) === "open",
              }
            : null;
        }),
      );
    }
  }
  const long = (day: DayAvailability | undefined) => (day ? formatDay(day.date, locale) : "");
  const short = (day: DayAvailability | undefined) => (day ? formatShortDay(day.date, locale) : "");
  return { rows, caption: t.caption(long(first), long(last)), range: `${short(first)} - ${short(last)}` };
}

/** The times of `day` in `locale`, each with its accessible name. */
export function timeCells(day: DayAvailability, locale: Locale): TimeCell[] {
  const t = bookingWidgetCopy[locale].calendar;
  const dayText = formatDay(day.date, locale);
  return day.slots.map((slot) => {
    const text = formatSlot(slot.time, locale);
    const status = slotStatus(slot, t);
    return {
      time: slot.time,
      text,
      label: `${dayText}, ${text}, ${status}`,
      available: slot.available,
      status: slot.available ? "" : status,
    };
  });
}
