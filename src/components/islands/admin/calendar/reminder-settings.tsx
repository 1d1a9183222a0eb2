/** The customers' reminders: the day-before one always goes; the morning one is the admins' choice. */
import type { SettingsForm } from "./settings-types";

export function ReminderSettings({ form }: { form: SettingsForm }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-bold text-brand-900">Reminders</legend>
      <p className="text-slate-700">Customers get a reminder email about 24 hours before their visit, with the time window and a link to move or cancel it.</p>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register("morningReminder")} />
        Also remind them on the morning of the visit (from 6 AM)
      </label>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register("reviewRequests")} />
        Ask each customer for a Google review the morning after their visit is marked completed
      </label>
    </fieldset>
  );
}
