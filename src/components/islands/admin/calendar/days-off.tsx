/**
 * The owner's days off: single days and runs of days (vacations) with no appointments. One row
 * of fields adds either (a last day makes it a run); each listed entry can be removed.
 */
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FilterField } from "@/components/ui/filter-field";
import { Input } from "@/components/ui/field";
import { formatDay } from "../admin-time";
import { daysOffProblem } from "./settings-form";
import type { SettingsForm } from "./settings-types";

interface DayOff {
  from: string;
  to: string;
  note: string;
  /** Which list it is kept in: a single date (`blockedDates`) or a run (`closedRanges`, at its index). */
  range?: number;
}

function entries(blocked: readonly string[], ranges: readonly { from: string; to: string; note?: string }[]): DayOff[] {
  const days = blocked.map((date) => ({ from: date, to: date, note: "" }));
  const runs = ranges.map((range, index) => ({ from: range.from, to: range.to, note: range.note ?? "", range: index }));
  return [...days, ...runs].sort((a, b) => a.from.localeCompare(b.from));
}

function describe({ from, to, note }: DayOff): string {
  const days = from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`;
  return note ? `${days} · ${note}` : days;
}

export function DaysOff({ form }: { form: SettingsForm }) {
  const [draft, setDraft] = useState({ from: "", to: "", note: "" });
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  return (
    <Controller
      control={form.control}
      name="blockedDates"
      render={({ field: blocked, fieldState }) => (
        <Controller
          control={form.control}
          name="closedRanges"
          render={({ field: ranges }) => {
            const runs = ranges.value ?? [];
            function add() {
              const why = daysOffProblem(draft, blocked.value, runs);
              setProblem(why);
              if (why) return;
              if (!draft.to || draft.to === draft.from) blocked.onChange([...blocked.value, draft.from].sort());
              else ranges.onChange([...runs, { from: draft.from, to: draft.to, note: draft.note.trim() }]);
              setDraft({ from: "", to: "", note: "" });
            }
            function remove(entry: DayOff) {
              if (entry.range === undefined) blocked.onChange(blocked.value.filter((date) => date !== entry.from));
              else ranges.onChange(runs.filter((_, index) => index !== entry.range));
            }
            const message = problem ?? fieldState.error?.message;
            const listed = entries(blocked.value, runs);
            return (
              <fieldset className="grid gap-2" aria-describedby={message ? errorId : undefined}>
                <legend className="text-lg font-bold text-brand-900">Days off and vacations</legend>
                <p className="text-sm text-slate-600">
                  Days with no appointments besides the holidays above. Give a last day to close a whole vacation.
                </p>
                <div className="grid items-end gap-2 sm:grid-cols-[10rem_10rem_1fr_auto]">
                  <FilterField label="Day off (first day)">
                    <Input
                      type="date"
                      value={draft.from}
                      aria-invalid={message ? true : undefined}
                      onChange={(event) => setDraft({ ...draft, from: event.target.value })}
                    />
                  </FilterField>
                  <FilterField label="Last day (optional)">
                    <Input
                      type="date"
                      value={draft.to}
                      min={draft.from || undefined}
                      onChange={(event) => setDraft({ ...draft, to: event.target.value })}
                    />
                  </FilterField>
                  <FilterField label="Note (optional)">
                    <Input
                      value={draft.note}
                      maxLength={80}
                      placeholder="Team vacation"
                      onChange={(event) => setDraft({ ...draft, note: event.target.value })}
                    />
                  </FilterField>
                  <Button variant="outline" size="field" onClick={add}>
                    Add days off
                  </Button>
                </div>
                {message && (
                  <p id={errorId} className="text-sm font-semibold text-red-700">
                    {message}
                  </p>
                )}
                {listed.length === 0 ? (
                  <p className="text-slate-700">No days off.</p>
                ) : (
                  <ul className="flex flex-wrap gap-2">
                    {listed.map((entry) => (
                      <li
                        key={`${entry.from}-${entry.to}-${entry.range ?? "day"}`}
                        className="flex items-center gap-1 rounded-full bg-sand-100 py-1 pr-1 pl-3"
                      >
                        {describe(entry)}
                        <Button variant="ghost" size="chip" onClick={() => remove(entry)}>
                          Remove<span className="sr-only"> {describe(entry)}</span>
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
            );
          }}
        />
      )}
    />
  );
}
