/**
 * Texts on the admin screens: the dashboard's counts (sent today and this month, waiting),
 * and the settings card (texts on or off, the morning-of reminder, quiet hours). While texting
 * is not set up the counts show nothing (the dashboard lists what to set) and the settings
 * card says so, its switches off and disabled.
 */
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiGet, apiRequest, apiUrl } from "@/browser/api-client";
import { adminTextSettings, adminTextStats } from "@/schemas/routes/admin";
import { errorMessage } from "@/browser/error-message";
import type { SmsSettings } from "@/schemas/sms-settings";
import type { AdminTextStats } from "@/schemas/sms-admin";
import { useNotSetUp } from "../setup-state";

/** The dashboard's text counts. */
export function SmsStats() {
  const [stats, setStats] = useState<AdminTextStats>();
  useEffect(() => {
    apiGet(apiUrl(adminTextStats)).then(setStats, () => {});
  }, []);
  if (!stats?.configured) return null;
  return (
    <section
      aria-label="Text messages"
      className="flex flex-wrap gap-x-6 gap-y-1 rounded-2xl border border-slate-200 bg-white p-4 text-slate-800"
    >
      <h2 className="w-full font-bold text-brand-900">Text messages</h2>
      <p>
        <strong className="text-2xl">{stats.today}</strong> sent today
      </p>
      <p>
        <strong className="text-2xl">{stats.month}</strong> this month
      </p>
      {stats.waiting > 0 && (
        <p className="font-semibold text-red-800">{stats.waiting} waiting: Twilio refused them or is down (see each thread's error).</p>
      )}
      {stats.givenUp > 0 && (
        <p className="font-semibold text-red-800">{stats.givenUp} given up this week after Twilio refused them: call those customers.</p>
      )}
    </section>
  );
}

const HOURS_START = [17, 18, 19, 20];
const HOURS_END = [8, 9, 10, 11];
// The environment's default may lie outside the admin's choices (the browser tests set none): show it as it is.
const withCurrent = (hours: number[], current: number) => (hours.includes(current) ? hours : [current, ...hours]);
const hourLabel = (hour: number) => `${((hour + 11) % 12) + 1} ${hour < 12 ? "AM" : "PM"}`;

/** The text settings, saved with their own button. */
export function SmsSettingsCard() {
  const [settings, setSettings] = useState<SmsSettings>();
  const [saving, setSaving] = useState(false);
  const notSetUp = useNotSetUp("sms");
  useEffect(() => {
    apiGet(apiUrl(adminTextSettings)).then(setSettings, () => {});
  }, []);
  if (!settings) return null;
  const shown = settings;
  const change = (patch: Partial<SmsSettings>) => setSettings({ ...shown, ...patch });
  async function save() {
    setSaving(true);
    try {
      await apiRequest("PUT", apiUrl(adminTextSettings), shown);
      toast({ title: "Text settings saved" });
    } catch (error) {
      toast({ variant: "destructive", title: "Not saved", description: errorMessage(error, "We couldn't save the text settings.") });
    } finally {
      setSaving(false);
    }
  }
  return (
    <fieldset disabled={Boolean(notSetUp)} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 disabled:text-slate-500">
      <legend className="px-1 text-lg font-bold text-brand-900">Text messages</legend>
      {notSetUp && (
        <p data-slot="not-set-up" className="rounded-lg bg-amber-50 p-3 text-amber-950">
          <strong>Texting is not set up.</strong> {notSetUp.set}
        </p>
      )}
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={settings.enabled && !notSetUp}
          disabled={Boolean(notSetUp)}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        Send automated texts (confirmation, reminders, moves, lead text-back) to customers who agreed
      </label>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={settings.morningReminder && !notSetUp}
          disabled={Boolean(notSetUp)}
          onChange={(event) => change({ morningReminder: event.target.checked })}
        />
        Also text the morning-of reminder (when the morning reminder is on)
      </label>
      <div className="flex flex-wrap items-center gap-2 text-slate-800">
        <span>No automated texts from</span>
        <select
          aria-label="Quiet hours start"
          className="h-10 rounded-lg border border-slate-300 px-2"
          value={settings.quietStartHour}
          onChange={(event) => change({ quietStartHour: Number(event.target.value) })}
        >
          {withCurrent(HOURS_START, settings.quietStartHour).map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
        <span>to</span>
        <select
          aria-label="Quiet hours end"
          className="h-10 rounded-lg border border-slate-300 px-2"
          value={settings.quietEndHour}
          onChange={(event) => change({ quietEndHour: Number(event.target.value) })}
        >
          {withCurrent(HOURS_END, settings.quietEndHour).map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
        <span>(Phoenix time; what falls there waits)</span>
      </div>
      <Button className="justify-self-start" disabled={saving || Boolean(notSetUp)} onClick={() => void save()}>
        {saving ? "Saving..." : "Save text settings"}
      </Button>
    </fieldset>
  );
}
