/** Seven checkboxes: the weekdays with no appointments at all. */
import { Controller } from "react-hook-form";
import { WEEKDAYS } from "./settings-form";
import type { SettingsForm } from "./settings-types";

function toggle(days: readonly number[], day: number, closed: boolean): number[] {
  const rest = days.filter((other) => other !== day);
  return (closed ? [...rest, day] : rest).sort((a, b) => a - b);
}

export function ClosedWeekdays({ form }: { form: SettingsForm }) {
  return (
    <Controller
      control={form.control}
      name="closedWeekdays"
      render={({ field, fieldState }) => (
        <fieldset className="grid gap-2">
          <legend className="text-lg font-bold text-brand-900">Closed weekdays</legend>
          <p className="text-sm text-slate-600">No appointments on the days you check.</p>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((name, day) => (
              <label
                key={name}
                className="flex h-11 items-center gap-2 rounded-lg border-2 border-slate-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={field.value.includes(day)}
                  onChange={(event) => field.onChange(toggle(field.value, day, event.target.checked))}
                  onBlur={field.onBlur}
                />
                {name}
              </label>
            ))}
          </div>
          {fieldState.error?.message && <p className="text-sm font-semibold text-red-700">{fieldState.error.message}</p>}
        </fieldset>
      )}
    />
  );
}
