/**
 * The public holidays the business closes on (src/core/holidays.ts): each closed by default,
 * each with the next day it closes; unticking one opens it to bookings.
 */
import { Controller } from "react-hook-form";
import { HOLIDAYS, holidaysOf, type HolidayId } from "@/core/holidays";
import { phoenixDate } from "@/core/phoenix-time";
import { holidayNames } from "@/i18n/holidays";
import { formatDay } from "../admin-time";
import type { SettingsForm } from "./settings-types";

/** The next days (from today, Phoenix) each holiday closes: its date, and a Monday after a Sunday one. */
function nextDays(today: string): Record<HolidayId, string[]> {
  const year = Number(today.slice(0, 4));
  const upcoming = [...holidaysOf(year), ...holidaysOf(year + 1)].filter((day) => day.date >= today);
  const next = {} as Record<HolidayId, string[]>;
  for (const holiday of HOLIDAYS) {
    const [first, ...rest] = upcoming.filter((day) => day.holiday === holiday);
    next[holiday] = [
      first!.date,
      ...rest.filter((day) => day.observed && day.date.slice(0, 4) === first!.date.slice(0, 4)).map((day) => day.date),
    ];
  }
  return next;
}

export function PublicHolidays({ form }: { form: SettingsForm }) {
  const next = nextDays(phoenixDate(new Date()));
  return (
    <Controller
      control={form.control}
      name="openHolidays"
      render={({ field }) => {
        const open = field.value ?? [];
        const setClosed = (holiday: HolidayId, closed: boolean) =>
          field.onChange(closed ? open.filter((other) => other !== holiday) : [...open, holiday]);
        return (
          <fieldset className="grid gap-2">
            <legend className="text-lg font-bold text-brand-900">Public holidays</legend>
            <p className="text-sm text-slate-600">
              Closed unless you untick them. A holiday on a Saturday closes that Saturday; one on a Sunday also closes the Monday after.
            </p>
            <ul className="grid gap-1 sm:grid-cols-2">
              {HOLIDAYS.map((holiday) => (
                <li key={holiday}>
                  <label className="flex min-h-11 items-center gap-3 rounded-lg px-1 text-slate-800">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700"
                      checked={!open.includes(holiday)}
                      onChange={(event) => setClosed(holiday, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                    <span>
                      <span className="font-semibold">Closed on {holidayNames.en[holiday]}</span>
                      <span className="block text-sm text-slate-600">Next: {next[holiday].map(formatDay).join(" and ")}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      }}
    />
  );
}
