/**
 * The calendar: days (28 from today in the compact view, one week at a time with week
 * navigation 0-4 in the full view) and the chosen day's time slots. Every button has a
 * full accessible name, e.g. "Tuesday, December 1, 10:00 AM, available".
 */
import { Button } from "@/components/ui/button";
import { bookingWidgetCopy, type BookingWidgetCopy } from "@/i18n/booking-widget";
import { formatDay, formatShortDay, formatSlot } from "@/i18n/dates";
import { holidayNames } from "@/i18n/holidays";
import type { Locale } from "@/i18n/locales";
import { addDays, startOfWeek } from "@/core/phoenix-time";
import { cx } from "@/components/ui/cx";
import type { DayAvailability } from "@/core/availability";

interface CalendarViewProps {
  days: DayAvailability[];
  selectedDate?: string;
  selectedTime?: string;
  onSelectDate: (date: string) => void;
  onSelectTime: (time: string) => void;
  onContinue: () => void;
  /** Full view only: the week shown (0 = this week) and how many there are. */
  week?: { offset: number; count: number; onChange: (offset: number) => void };
  loading: boolean;
  /** The page's language (default English). */
  locale?: Locale;
  /** The last button's text (default "Continue"); the manage page says "Move to this time". */
  continueLabel?: string;
  /** Disables the last button while a request runs. */
  busy?: boolean;
}

/** "Nov 22" / "22 nov" for the week navigation. */
function shortDate(date: string | undefined, locale: Locale): string {
  return date ? formatShortDay(date, locale) : "";
}

const dayOpen = (day: DayAvailability) => !day.reason && day.slots.some((slot) => slot.available);

function dayName(day: DayAvailability, t: BookingWidgetCopy["calendar"], locale: Locale): string {
  const words = t.dayStatus;
  const status =
    day.holiday && day.reason === "holiday"
      ? t.closedFor(holidayNames[locale][day.holiday])
      : day.reason === "closed" || day.reason === "blocked"
        ? words.closed
        : day.reason === "past"
          ? words.past
          : day.reason === "beyond-window"
            ? words.notYet
            : dayOpen(day)
              ? words.open
              : words.full;
  return `${formatDay(day.date, locale)}, ${status}`;
}

function slotStatus(slot: DayAvailability["slots"][number], t: BookingWidgetCopy["calendar"]): string {
  if (slot.available) return t.slotStatus.available;
  return slot.reason === "booked" ? t.slotStatus.booked : t.slotStatus.unavailable;
}

/** Lays days out in Sunday-first week rows, with blanks before the first and after the last. */
function weekRows(days: DayAvailability[]): (DayAvailability | null)[][] {
  if (!days.length) return [];
  const first = startOfWeek(days[0]!.date);
  const byDate = new Map(days.map((day) => [day.date, day]));
  const rows: (DayAvailability | null)[][] = [];
  for (let start = first; start <= days[days.length - 1]!.date; start = addDays(start, 7)) {
    rows.push(Array.from({ length: 7 }, (_, index) => byDate.get(addDays(start, index)) ?? null));
  }
  return rows;
}

export function CalendarView({ days, selectedDate, selectedTime, onSelectDate, onSelectTime, onContinue, week, loading, locale = "en", continueLabel, busy = false }: CalendarViewProps) {
  const t = bookingWidgetCopy[locale].calendar;
  const selectedDay = days.find((day) => day.date === selectedDate);
  const rows = weekRows(days);
  const firstLabel = days[0] ? formatDay(days[0].date, locale) : "";
  const lastLabel = days.at(-1) ? formatDay(days.at(-1)!.date, locale) : "";

  return (
    <div className="grid min-w-0 gap-6" aria-busy={loading}>
      {week && (
        <div className="flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" aria-label={t.previousWeek} disabled={week.offset === 0} onClick={() => week.onChange(week.offset - 1)}>
            <span aria-hidden="true">&larr;</span>
            <span className="hidden sm:inline">{t.previous}</span>
          </Button>
          <p className="min-w-0 text-center text-sm font-semibold text-slate-800" aria-live="polite">
            {shortDate(days[0]?.date, locale)} - {shortDate(days.at(-1)?.date, locale)}
          </p>
          <Button variant="outline" size="sm" aria-label={t.nextWeek} disabled={week.offset >= week.count - 1} onClick={() => week.onChange(week.offset + 1)}>
            <span className="hidden sm:inline">{t.next}</span>
            <span aria-hidden="true">&rarr;</span>
          </Button>
        </div>
      )}

      <table className="w-full table-fixed border-separate border-spacing-1">
        <caption className="sr-only">{t.caption(firstLabel, lastLabel)}</caption>
        <thead>
          <tr>
            {t.weekdays.map((name) => (
              <th key={name} scope="col" className="text-xs font-bold tracking-wide text-slate-600 uppercase">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((day, index) =>
                day ? (
                  <td key={day.date}>
                    <button
                      type="button"
                      disabled={!dayOpen(day)}
                      aria-pressed={day.date === selectedDate}
                      aria-label={dayName(day, t, locale)}
                      onClick={() => onSelectDate(day.date)}
                      className={cx(
                        "flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm font-semibold transition-colors",
                        day.date === selectedDate
                          ? "bg-brand-800 text-white"
                          : dayOpen(day)
                            ? "bg-brand-50 text-brand-900 hover:bg-brand-100"
                            : "cursor-not-allowed text-slate-500 line-through decoration-slate-400",
                      )}
                    >
                      {Number(day.date.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      <fieldset>
        <legend data-view-heading tabIndex={-1} className="text-sm font-bold text-brand-900 focus:outline-none">{selectedDay ? t.timesOn(formatDay(selectedDay.date, locale)) : t.chooseDay}</legend>
        {selectedDay && (
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {selectedDay.slots.map((slot) => (
              <li key={slot.time}>
                <button
                  type="button"
                  disabled={!slot.available}
                  aria-pressed={slot.time === selectedTime}
                  aria-label={`${formatDay(selectedDay.date, locale)}, ${formatSlot(slot.time, locale)}, ${slotStatus(slot, t)}`}
                  onClick={() => onSelectTime(slot.time)}
                  className={cx(
                    "flex h-12 w-full flex-col items-center justify-center rounded-lg border-2 text-sm font-semibold",
                    slot.time === selectedTime
                      ? "border-brand-800 bg-brand-800 text-white"
                      : slot.available
                        ? "border-brand-200 bg-white text-brand-900 hover:border-brand-500"
                        : "cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600",
                  )}
                >
                  {formatSlot(slot.time, locale)}
                  {/* The space keeps "12:00 PM Unavailable" two words, as the label says them (WCAG 2.5.3, label in name). */}
                  {!slot.available && <> <span className="text-xs font-normal">{slotStatus(slot, t)}</span></>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <Button size="mobile-lg" disabled={busy} onClick={onContinue}>
        {continueLabel ?? t.continue}
      </Button>
    </div>
  );
}
