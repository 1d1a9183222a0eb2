/**
 * The booking calendar's rules as admins edit them. The spec's constants are the
 * defaults. Browser and server parse with the same schema.
 */
import * as z from "zod/mini";
import "./zod-mini";
import { HOLIDAYS } from "./holidays";
import { SLOT_LABEL } from "./slot-label";

export { SLOT_LABEL, slotMinutes } from "./slot-label";

export const slotSchema = z.object({
  /** What visitors see and what appointments store, e.g. "10:00 AM". */
  label: z.string().check(z.regex(SLOT_LABEL, "Write times like 8:00 AM or 2:30 PM")),
  /** Shown but never bookable (the spec's 12:00 PM). */
  alwaysUnavailable: z._default(z.boolean(), false),
});

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD"));
const wholeNumber = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Write times like 07:00 or 17:30"));

/** Days off in a row (a vacation), first and last day included. */
export const closedRangeSchema = z
  .object({
    /** First closed day, YYYY-MM-DD in Phoenix. */
    from: isoDate,
    /** Last closed day, YYYY-MM-DD; the same as `from` for one day. */
    to: isoDate,
    /** What the owner calls it, e.g. "Team vacation"; only the admins see it. */
    note: z._default(z.string().check(z.maxLength(80, "Keep the note under 80 characters")), ""),
  })
  .check(z.refine((range) => range.from <= range.to, { message: "The last day can't be before the first", path: ["to"] }));

/** When the office is open on one weekday, 24-hour Phoenix time; null when it is closed all day. */
export const officeDaySchema = z.nullable(
  z
    .object({ opens: clockTime, closes: clockTime })
    .check(z.refine((day) => day.opens < day.closes, { message: "Closing must be after opening", path: ["closes"] })),
);

/** The spec's opening hours (Mon-Fri 7 AM-5 PM, Sat 8 AM-4 PM, Sunday closed), Sunday first. */
export const DEFAULT_OFFICE_HOURS: z.infer<typeof officeDaySchema>[] = [
  null,
  { opens: "07:00", closes: "17:00" },
  { opens: "07:00", closes: "17:00" },
  { opens: "07:00", closes: "17:00" },
  { opens: "07:00", closes: "17:00" },
  { opens: "07:00", closes: "17:00" },
  { opens: "08:00", closes: "16:00" },
];

export const calendarSettingsSchema = z
  .object({
    /** The day's appointment slots, in order. */
    slots: z.array(slotSchema).check(z.minLength(1, "Keep at least one time slot"), z.maxLength(12)),
    /** Length of an appointment in minutes. */
    durationMinutes: wholeNumber(30, 480),
    /** Weekdays with no appointments: 0 is Sunday, 6 is Saturday. */
    closedWeekdays: z.array(wholeNumber(0, 6)).check(z.maxLength(7)),
    /** Single dates with no appointments (the owner's days off), YYYY-MM-DD in Phoenix. */
    blockedDates: z.array(isoDate).check(z.maxLength(366)),
    /** Runs of days with no appointments (vacations). */
    closedRanges: z._default(z.array(closedRangeSchema).check(z.maxLength(50)), []),
    /** The public holidays (src/core/holidays.ts) the business opens; every other one is closed. */
    openHolidays: z._default(z.array(z.enum(HOLIDAYS)).check(z.maxLength(HOLIDAYS.length)), []),
    /**
     * The office's hours per weekday, Sunday first: the lead time counts only these (see
     * src/core/closed-days.ts). The server fills them from the business facts on every read
     * (src/server/db/settings/calendar.ts); the default is the spec's hours.
     */
    officeHours: z._default(z.array(officeDaySchema).check(z.length(7, "Give the hours of all seven days")), DEFAULT_OFFICE_HOURS),
    /** Crews available per slot: how many appointments one slot can hold. */
    crewsPerSlot: wholeNumber(1, 20),
    /** A slot cannot be booked until the office has been open this many minutes since the booking (opening hours only: a night adds none). */
    leadTimeMinutes: wholeNumber(0, 7 * 24 * 60),
    /** How many weeks, starting with the current one, visitors can book (week offsets 0..weeksAhead-1). */
    weeksAhead: wholeNumber(1, 12),
    /** How many upcoming visits one person (same email or same phone) may hold at once. */
    maxUpcomingPerPerson: z._default(wholeNumber(1, 20), 2),
    /** Also remind customers on the morning of their visit (the day-before reminder always goes). */
    morningReminder: z._default(z.boolean(), false),
    /** Ask customers for a Google review, the next working morning after their job is completed (src/server/review-requests). */
    reviewRequests: z._default(z.boolean(), true),
    /** Also ask after a completed estimate visit, not only after a completed job (off: a homeowner reviews the new windows, not the free estimate). */
    reviewAfterEstimates: z._default(z.boolean(), false),
    // The install crews are named teams now (the crews table); settings saved before still carry
    // an `installCrews` count, which parsing leaves out.
  })
  .check(
    z.refine((settings) => new Set(settings.slots.map((slot) => slot.label)).size === settings.slots.length, {
      message: "Each time slot must be different",
      path: ["slots"],
    }),
  );

export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** The spec's calendar: 8, 10, 12 (never bookable), 2 and 4; 120 minutes; Sundays and public holidays closed; 5 weeks; two opening hours' notice. */
export const DEFAULT_CALENDAR_SETTINGS: CalendarSettings = {
  slots: [
    { label: "8:00 AM", alwaysUnavailable: false },
    { label: "10:00 AM", alwaysUnavailable: false },
    { label: "12:00 PM", alwaysUnavailable: true },
    { label: "2:00 PM", alwaysUnavailable: false },
    { label: "4:00 PM", alwaysUnavailable: false },
  ],
  durationMinutes: 120,
  closedWeekdays: [0],
  blockedDates: [],
  closedRanges: [],
  openHolidays: [],
  officeHours: DEFAULT_OFFICE_HOURS,
  crewsPerSlot: 1,
  leadTimeMinutes: 120,
  weeksAhead: 5,
  maxUpcomingPerPerson: 2,
  morningReminder: false,
  reviewRequests: true,
  reviewAfterEstimates: false,
};
