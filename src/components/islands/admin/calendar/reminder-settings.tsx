/**
 * The customers' reminders: the day-before one always goes; the morning one is the admins' choice.
 * Review requests need the Google place: while it is not set, the switch says so and is off. A
 * review is asked after a completed job (the new windows); after a completed estimate visit too
 * only when the admins choose it.
 */
import { useHealth } from "../setup-state";
import type { SettingsForm } from "./settings-types";

export function ReminderSettings({ form }: { form: SettingsForm }) {
  const reviews = useHealth().data?.reviewRequests;
  const notSending = reviews?.status === "not sending" ? reviews.reason : null;
  const asking = form.watch("reviewRequests");
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-bold text-brand-900">Reminders</legend>
      <p className="text-slate-700">
        Customers get a reminder email about 24 hours before their visit, with the time window and a link to move or cancel it.
      </p>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register("morningReminder")} />
        Also remind them on the morning of the visit (from 6 AM)
      </label>
      <label className="flex min-h-11 items-center gap-3 text-slate-800 has-disabled:text-slate-500">
        <input type="checkbox" className="size-5 accent-brand-700" disabled={Boolean(notSending)} {...form.register("reviewRequests")} />
        Ask each customer for a Google review the morning after their job is marked completed
      </label>
      <label className="flex min-h-11 items-center gap-3 pl-8 text-slate-800 has-disabled:text-slate-500">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          disabled={Boolean(notSending) || !asking}
          {...form.register("reviewAfterEstimates")}
        />
        Also after a free estimate visit marked completed
      </label>
      {notSending && (
        <p data-slot="not-set-up" className="rounded-lg bg-amber-50 p-3 text-amber-950">
          <strong>Google reviews are not set up.</strong> {notSending}
        </p>
      )}
    </fieldset>
  );
}
