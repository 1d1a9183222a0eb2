/** The calendar's numbers: appointment length, crews per slot, lead time, weeks ahead, visits per person and install crews. */
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { Field, Input, Select } from "@/components/ui/field";
import { formatClock } from "@/i18n/dates";
import { LEAD_TIME_FACTOR, leadTimeUnitFor, type LeadTimeUnit } from "./settings-form";
import type { SettingsForm } from "./settings-types";

// Enough decimals for "1.5 hours" without 1.1 * 60 turning into 66.00000000000001.
const round = (value: number) => Math.round(value * 1e6) / 1e6;

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The office hours in a line, days with the same hours together: "Mon-Fri 7 a.m. to 5 p.m., Sat 8 a.m. to 4 p.m.". */
export function officeHoursText(hours: readonly ({ opens: string; closes: string } | null)[]): string {
  const groups: { first: number; last: number; text: string }[] = [];
  hours.forEach((day, index) => {
    if (!day) return;
    const text = `${formatClock(day.opens, "en")} to ${formatClock(day.closes, "en")}`;
    const previous = groups.at(-1);
    if (previous && previous.last === index - 1 && previous.text === text) previous.last = index;
    else groups.push({ first: index, last: index, text });
  });
  if (!groups.length) return "no opening hours";
  return groups.map(({ first, last, text }) => `${DAY_NAMES[first]}${last > first ? `-${DAY_NAMES[last]}` : ""} ${text}`).join(", ");
}

function LeadTimeField({ form }: { form: SettingsForm }) {
  const hours = officeHoursText(form.getValues("officeHours") ?? []);
  const [unit, setUnit] = useState<LeadTimeUnit>(() => leadTimeUnitFor(form.getValues("leadTimeMinutes")));
  const unitId = useId();
  return (
    <Controller
      control={form.control}
      name="leadTimeMinutes"
      render={({ field, fieldState }) => (
        <div className="grid grid-cols-[1fr_8rem] items-start gap-2">
          <Field
            label="Lead time"
            hint={`Office hours a booking needs before its slot: they count only while the office is open (${hours}), so a booking at night waits for the morning.`}
            error={fieldState.error?.message}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={Number.isFinite(field.value) ? round(field.value / LEAD_TIME_FACTOR[unit]) : ""}
              onChange={(event) =>
                field.onChange(event.target.value === "" ? Number.NaN : round(event.target.valueAsNumber * LEAD_TIME_FACTOR[unit]))
              }
            />
          </Field>
          <div className="grid gap-1.5">
            <label htmlFor={unitId} className="text-sm font-semibold text-slate-800">
              Unit
            </label>
            <Select id={unitId} value={unit} onChange={(event) => setUnit(event.target.value as LeadTimeUnit)}>
              <option value="minutes">Minutes</option>
              <option value="hours">Hours</option>
            </Select>
          </div>
        </div>
      )}
    />
  );
}

export function BookingLimits({ form }: { form: SettingsForm }) {
  const { errors } = form.formState;
  const number = (name: "durationMinutes" | "crewsPerSlot" | "weeksAhead" | "maxUpcomingPerPerson") =>
    form.register(name, { valueAsNumber: true });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold text-brand-900">Booking limits</legend>
      <Field label="Crews per slot" hint="How many appointments one time slot can hold." error={errors.crewsPerSlot?.message}>
        <Input type="number" inputMode="numeric" min={1} max={20} step={1} {...number("crewsPerSlot")} />
      </Field>
      <Field label="Weeks ahead" hint="How many weeks, this one included, visitors can book." error={errors.weeksAhead?.message}>
        <Input type="number" inputMode="numeric" min={1} max={12} step={1} {...number("weeksAhead")} />
      </Field>
      <LeadTimeField form={form} />
      <Field label="Appointment length (minutes)" hint="How long one in-home estimate takes." error={errors.durationMinutes?.message}>
        <Input type="number" inputMode="numeric" min={30} max={480} step={15} {...number("durationMinutes")} />
      </Field>
      <Field
        label="Upcoming visits per person"
        hint="How many upcoming visits one person (same email or same phone) can hold at once."
        error={errors.maxUpcomingPerPerson?.message}
      >
        <Input type="number" inputMode="numeric" min={1} max={20} step={1} {...number("maxUpcomingPerPerson")} />
      </Field>
      <p className="text-sm text-slate-700 sm:col-span-2">
        Install crews are named teams now: add, rename or retire them on the{" "}
        <a className="font-semibold text-brand-700 underline" href="/admin/crews">
          Crews
        </a>{" "}
        page.
      </p>
    </fieldset>
  );
}
