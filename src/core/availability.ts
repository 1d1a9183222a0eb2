/**
 * Which days and slots can be booked: a pure function of the calendar settings, the seats
 * already taken, the days asked for and the current instant. The booking API uses it to
 * refuse a request and the calendar island uses it to draw the same answer, so the
 * module has no I/O and is shipped to the browser as well.
 */
import type { CalendarSettings } from "@/core/calendar-settings";
import { afterOpenMinutes, closedDay } from "@/core/closed-days";
import type { HolidayId } from "@/core/holidays";
import { slotMinutes } from "@/core/slot-label";
import { addDays, isRealDate, phoenixDate, phoenixInstant, startOfWeek, weekday } from "@/core/phoenix-time";
import { formatSlot } from "@/i18n/dates";
import { holidayNames } from "@/i18n/holidays";
import type { Locale } from "@/i18n/locales";
import { serverMessages } from "@/i18n/server-messages";

/** An active (not cancelled) appointment as the public list shows it. */
export interface TakenSeat {
  appointmentDate: string;
  appointmentTime: string;
}

/** Why a slot cannot be booked. */
export type SlotBlock = "booked" | "unavailable" | "past" | "too-soon";

/** Why a whole day cannot be booked: past, a closed weekday, a public holiday, a day the owner took off, or not yet open for booking. */
export type DayBlock = "past" | "closed" | "holiday" | "blocked" | "beyond-window";

export interface SlotAvailability {
  /** The slot label, e.g. "10:00 AM". */
  time: string;
  available: boolean;
  /** Minutes. */
  duration: number;
  /** Set when not available. */
  reason?: SlotBlock;
  /** Seats left of the slot's capacity. */
  seatsLeft: number;
}

export interface DayAvailability {
  date: string;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  /** Set when the whole day is closed to bookings. */
  reason?: DayBlock;
  /** The public holiday that closes it, when `reason` is "holiday". */
  holiday?: HolidayId;
  slots: SlotAvailability[];
}

/** The first and last bookable calendar days: today through the end of the last week offered. */
export function bookingWindow(settings: Pick<CalendarSettings, "weeksAhead">, now: Date): { first: string; last: string } {
  const today = phoenixDate(now);
  return { first: today, last: addDays(startOfWeek(today), settings.weeksAhead * 7 - 1) };
}

/** The seven days of week `offset` (0 is the current week), Sunday first. */
export function weekDays(now: Date, offset: number): string[] {
  const sunday = addDays(startOfWeek(phoenixDate(now)), offset * 7);
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
}

/** `count` consecutive days starting today (the compact calendar shows 28). */
export function daysFromToday(now: Date, count: number): string[] {
  const today = phoenixDate(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}

function dayBlock(settings: CalendarSettings, date: string, now: Date): Pick<DayAvailability, "reason" | "holiday"> {
  const window = bookingWindow(settings, now);
  if (date < window.first) return { reason: "past" };
  if (date > window.last) return { reason: "beyond-window" };
  return closedDay(settings, date) ?? {};
}

/**
 * Availability of each of `dates`. A slot starts too soon until the office has been open the
 * lead time since `now` (opening hours only, see `afterOpenMinutes`): at 3 AM the 8 AM slot is
 * too soon, since the office opens at 7 and needs two hours.
 */
export function availability(settings: CalendarSettings, taken: TakenSeat[], dates: string[], now: Date): DayAvailability[] {
  const counts = new Map<string, number>();
  for (const seat of taken) {
    const key = `${seat.appointmentDate} ${seat.appointmentTime}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const earliestStart = afterOpenMinutes(settings, now, settings.leadTimeMinutes).getTime();

  return dates.map((date) => {
    const { reason, holiday } = dayBlock(settings, date, now);
    const slots = settings.slots.map((slot): SlotAvailability => {
      const seatsLeft = Math.max(0, settings.crewsPerSlot - (counts.get(`${date} ${slot.label}`) ?? 0));
      const start = phoenixInstant(date, slotMinutes(slot.label)).getTime();
      const slotReason: SlotBlock | undefined = reason
        ? "unavailable"
        : slot.alwaysUnavailable
          ? "unavailable"
          : start <= now.getTime()
            ? "past"
            : start < earliestStart
              ? "too-soon"
              : seatsLeft === 0
                ? "booked"
                : undefined;
      return {
        time: slot.label,
        available: !slotReason,
        duration: settings.durationMinutes,
        seatsLeft,
        ...(slotReason && { reason: slotReason }),
      };
    });
    return { date, weekday: weekday(date), slots, ...(reason && { reason }), ...(holiday && { holiday }) };
  });
}

/**
 * What a day offers a visitor: "open" (a time is free), or why it does not. A day the calendar
 * closes gives its reason; a day that is open but has no time left is "full" when a time is
 * taken, "past" when its times have all started, and "too-soon" when the rest start within the
 * lead time (at 11 PM, today's times are past; in the morning, the next times may be too soon).
 */
export type DayState = "open" | "full" | "too-soon" | DayBlock;

/** The state of `day` (see DayState). */
export function dayState(day: DayAvailability): DayState {
  if (day.reason) return day.reason;
  if (day.slots.some((slot) => slot.available)) return "open";
  // Times never bookable (the spec's 12:00 PM) say nothing of why the day is out.
  const bookable = day.slots.filter((slot) => slot.reason !== "unavailable");
  if (bookable.length === 0) return "closed";
  if (bookable.some((slot) => slot.reason === "booked")) return "full";
  return bookable.every((slot) => slot.reason === "past") ? "past" : "too-soon";
}

/**
 * The week (0 … weeksAhead − 1) the full calendar opens on: the first with a day a visitor can
 * pick, so a Saturday night or a run of days off never opens on a week of struck-out days; this
 * week when no week has one.
 */
export function openingWeek(settings: CalendarSettings, taken: TakenSeat[], now: Date): number {
  for (let offset = 0; offset < settings.weeksAhead; offset++) {
    if (availability(settings, taken, weekDays(now, offset), now).some((day) => dayState(day) === "open")) return offset;
  }
  return 0;
}

/** Every day of the bookable window the calendar closes (closed weekdays, holidays, days off), YYYY-MM-DD, in order. */
export function closedDates(settings: CalendarSettings, now: Date): string[] {
  const { first, last } = bookingWindow(settings, now);
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) if (closedDay(settings, date)) dates.push(date);
  return dates;
}

/** Field messages for a date and time that cannot be booked, or null when they can. */
export function bookingProblem(
  settings: CalendarSettings,
  taken: TakenSeat[],
  date: string,
  time: string,
  now: Date,
  locale: Locale = "en",
): { field: "appointmentDate" | "appointmentTime"; message: string; full?: true } | null {
  const m = serverMessages[locale].booking;
  if (!isRealDate(date)) return { field: "appointmentDate", message: m.realDate };
  const [day] = availability(settings, taken, [date], now);
  const dayMessages: Record<DayBlock, () => string> = {
    past: () => m.past,
    closed: () => (weekday(date) === 0 ? m.closedSunday : m.closed),
    holiday: () => m.holiday(holidayNames[locale][day!.holiday!]),
    blocked: () => m.blocked,
    "beyond-window": () => m.beyondWindow(settings.weeksAhead),
  };
  if (day!.reason) return { field: "appointmentDate", message: dayMessages[day!.reason]() };
  const slot = day!.slots.find((entry) => entry.time === time);
  if (!slot)
    return {
      field: "appointmentTime",
      message: m.chooseOffered(
        settings.slots
          .filter((entry) => !entry.alwaysUnavailable)
          .map((entry) => formatSlot(entry.label, locale))
          .join(", "),
      ),
    };
  const slotMessages: Record<SlotBlock, string> = {
    unavailable: m.unavailable(formatSlot(time, locale)),
    past: m.timePast,
    "too-soon": m.tooSoon,
    booked: m.booked,
  };
  if (slot.reason)
    return { field: "appointmentTime", message: slotMessages[slot.reason], ...(slot.reason === "booked" && { full: true as const }) };
  return null;
}
