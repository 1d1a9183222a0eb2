/**
 * The calendar: days (28 from today in the compact view, one week at a time with week
 * navigation 0-4 in the full view) and the chosen day's time slots. Every button has a
 * full accessible name, e.g. "Tuesday, December 1, 10:00 AM, available".
 * A tap re-renders only what it changes (phones at 4x slower CPU took 72-160 ms a tap when the
 * whole calendar re-rendered): the grid and its words are worked out when the days change
 * (calendar-grid.ts); a day or a time picked re-renders the cell it leaves and the cell it
 * presses; the week's cells keep their place, so a new week rewrites their words, not the grid.
 */
import { memo, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { bookingWidgetCopy, type BookingWidgetCopy } from "@/i18n/booking-widget";
import { formatDay } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { cx } from "@/components/ui/cx";
import type { DayAvailability } from "@/core/availability";
import { calendarGrid, timeCells, type CalendarGrid, type DayCell, type TimeCell } from "./calendar-grid";
import { useSteadyHandler } from "./use-steady-handler";

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

type CalendarWords = BookingWidgetCopy["calendar"];

export function CalendarView({
  days,
  selectedDate,
  selectedTime,
  onSelectDate,
  onSelectTime,
  onContinue,
  week,
  loading,
  locale = "en",
  continueLabel,
  busy = false,
}: CalendarViewProps) {
  const t = bookingWidgetCopy[locale].calendar;
  const grid = useMemo(() => calendarGrid(days, locale), [days, locale]);
  const selectedDay = days.find((day) => day.date === selectedDate);
  const times = useMemo(() => (selectedDay ? timeCells(selectedDay, locale) : undefined), [selectedDay, locale]);
  const selectDate = useSteadyHandler(onSelectDate);
  const selectTime = useSteadyHandler(onSelectTime);
  const changeWeek = useSteadyHandler((offset: number) => week?.onChange(offset));
  const legend = selectedDay ? t.timesOn(formatDay(selectedDay.date, locale)) : t.chooseDay;

  return (
    <div className="grid min-w-0 gap-6" aria-busy={loading}>
      {week && <WeekNav offset={week.offset} count={week.count} range={grid.range} t={t} onChange={changeWeek} />}
      <DayGrid grid={grid} weekdays={t.weekdays} selectedDate={selectedDate} onSelect={selectDate} />
      <Times legend={legend} times={times} selectedTime={selectedTime} onSelect={selectTime} />
      {/* Until a time is chosen it looks inactive, yet still answers a tap with what to choose first. */}
      <Button
        size="mobile-lg"
        disabled={busy}
        aria-disabled={!selectedDay || !selectedTime}
        className="aria-disabled:bg-slate-200 aria-disabled:text-slate-700 aria-disabled:shadow-none"
        onClick={onContinue}
      >
        {continueLabel ?? t.continue}
      </Button>
    </div>
  );
}

const WeekNav = memo(function WeekNav({
  offset,
  count,
  range,
  t,
  onChange,
}: {
  offset: number;
  count: number;
  range: string;
  t: CalendarWords;
  onChange: (offset: number) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" aria-label={t.previousWeek} disabled={offset === 0} onClick={() => onChange(offset - 1)}>
        <span aria-hidden="true">&larr;</span>
        <span className="hidden sm:inline">{t.previous}</span>
      </Button>
      <p className="min-w-0 text-center text-sm font-semibold text-slate-800" aria-live="polite">
        {range}
      </p>
      <Button variant="outline" size="sm" aria-label={t.nextWeek} disabled={offset >= count - 1} onClick={() => onChange(offset + 1)}>
        <span className="hidden sm:inline">{t.next}</span>
        <span aria-hidden="true">&rarr;</span>
      </Button>
    </div>
  );
});

const DayGrid = memo(function DayGrid({
  grid,
  weekdays,
  selectedDate,
  onSelect,
}: {
  grid: CalendarGrid;
  weekdays: readonly string[];
  selectedDate?: string;
  onSelect: (date: string) => void;
}) {
  return (
    <table className="w-full table-fixed border-separate border-spacing-1">
      <caption className="sr-only">{grid.caption}</caption>
      <thead>
        <tr>
          {weekdays.map((name) => (
            <th key={name} scope="col" className="text-xs font-bold tracking-wide text-slate-600 uppercase">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {/* Keyed by weekday: another week's days reuse the same cells. */}
            {row.map((day, index) =>
              day ? <DayButton key={index} day={day} pressed={day.date === selectedDate} onSelect={onSelect} /> : <td key={index} />,
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

const DayButton = memo(function DayButton({
  day,
  pressed,
  onSelect,
}: {
  day: DayCell;
  pressed: boolean;
  onSelect: (date: string) => void;
}) {
  return (
    <td>
      <button
        type="button"
        disabled={!day.open}
        aria-pressed={pressed}
        aria-label={day.label}
        onClick={() => onSelect(day.date)}
        className={cx(
          "flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm font-semibold transition-colors",
          pressed
            ? "bg-brand-800 text-white"
            : day.open
              ? "bg-brand-50 text-brand-900 hover:bg-brand-100"
              : "cursor-not-allowed text-slate-500 line-through decoration-slate-400",
        )}
      >
        {day.dayOfMonth}
      </button>
    </td>
  );
});

const Times = memo(function Times({
  legend,
  times,
  selectedTime,
  onSelect,
}: {
  legend: string;
  times?: TimeCell[];
  selectedTime?: string;
  onSelect: (time: string) => void;
}) {
  return (
    <fieldset>
      <legend data-view-heading tabIndex={-1} className="text-sm font-bold text-brand-900 focus:outline-none">
        {legend}
      </legend>
      {times && (
        <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {times.map((slot) => (
            <TimeButton key={slot.time} slot={slot} pressed={slot.time === selectedTime} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </fieldset>
  );
});

const TimeButton = memo(function TimeButton({
  slot,
  pressed,
  onSelect,
}: {
  slot: TimeCell;
  pressed: boolean;
  onSelect: (time: string) => void;
}) {
  return (
    <li>
      <button
        type="button"
        disabled={!slot.available}
        aria-pressed={pressed}
        aria-label={slot.label}
        onClick={() => onSelect(slot.time)}
        className={cx(
          "flex h-12 w-full flex-col items-center justify-center rounded-lg border-2 text-sm font-semibold",
          pressed
            ? "border-brand-800 bg-brand-800 text-white"
            : slot.available
              ? "border-brand-200 bg-white text-brand-900 hover:border-brand-500"
              : "cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600",
        )}
      >
        {slot.text}
        {/* The space keeps "12:00 PM Unavailable" two words, as the label says them (WCAG 2.5.3, label in name). */}
        {slot.status && (
          <>
            {" "}
            <span className="text-xs font-normal">{slot.status}</span>
          </>
        )}
      </button>
    </li>
  );
});
