/** Single days off (holidays): pick a date and add it; each listed date can be removed. */
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { formatDay } from "../admin-format";
import { blockedDateProblem } from "./settings-form";
import type { SettingsForm } from "./settings-types";

export function BlockedDates({ form }: { form: SettingsForm }) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  return (
    <Controller
      control={form.control}
      name="blockedDates"
      render={({ field, fieldState }) => {
        function add() {
          const why = blockedDateProblem(draft, field.value);
          setProblem(why);
          if (why) return;
          field.onChange([...field.value, draft].sort());
          setDraft("");
        }
        const message = problem ?? fieldState.error?.message;
        return (
          <fieldset className="grid gap-2">
            <legend className="text-lg font-bold text-brand-900">Blocked dates</legend>
            <p className="text-sm text-slate-600">Holidays and other days with no appointments.</p>
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <label htmlFor={id} className="text-sm font-semibold text-slate-800">
                  Date to block
                </label>
                <Input id={id} type="date" className="max-w-48" value={draft} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} onChange={(event) => setDraft(event.target.value)} />
              </div>
              <Button variant="outline" size="field" onClick={add}>
                Add date
              </Button>
            </div>
            {message && (
              <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
                {message}
              </p>
            )}
            {field.value.length === 0 ? (
              <p className="text-slate-700">No dates blocked.</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {field.value.map((date) => (
                  <li key={date} className="flex items-center gap-1 rounded-full bg-sand-100 py-1 pr-1 pl-3">
                    {formatDay(date)}
                    <Button variant="ghost" size="chip" onClick={() => field.onChange(field.value.filter((other) => other !== date))}>
                      Remove<span className="sr-only"> {formatDay(date)}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        );
      }}
    />
  );
}
