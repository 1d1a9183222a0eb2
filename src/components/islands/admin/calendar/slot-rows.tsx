/** The day's time slots: one row each (start time, "always unavailable", remove), plus Add. */
import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import type { SettingsForm } from "./settings-types";

/** The schema allows at most this many slots. */
const MAX_SLOTS = 12;

export function SlotRows({ form }: { form: SettingsForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "slots" });
  const errors = form.formState.errors.slots;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="grid gap-3">
      <legend className="text-lg font-bold text-brand-900">Time slots</legend>
      <p className="text-sm text-slate-600">Start times visitors can pick, written like 8:00 AM or 2:30 PM. They're saved in time order.</p>
      <ul className="grid gap-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid grid-cols-[1fr_auto] items-end gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[12rem_1fr_auto]"
          >
            <Field label={`Slot ${index + 1} start time`} error={errors?.[index]?.label?.message} className="col-span-2 sm:col-span-1">
              <Input placeholder="8:00 AM" autoComplete="off" {...form.register(`slots.${index}.label`)} />
            </Field>
            <label className="flex h-11 items-center gap-2 text-slate-800">
              <input type="checkbox" className="size-5 accent-brand-700" {...form.register(`slots.${index}.alwaysUnavailable`)} />
              Always unavailable<span className="sr-only"> (slot {index + 1})</span>
            </label>
            <Button variant="ghost" size="field" disabled={fields.length === 1} onClick={() => remove(index)}>
              Remove<span className="sr-only"> slot {index + 1}</span>
            </Button>
          </li>
        ))}
      </ul>
      {listError && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {listError}
        </p>
      )}
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={fields.length >= MAX_SLOTS}
        onClick={() => append({ label: "", alwaysUnavailable: false })}
      >
        Add a time slot
      </Button>
    </fieldset>
  );
}
