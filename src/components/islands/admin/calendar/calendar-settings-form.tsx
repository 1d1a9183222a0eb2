/**
 * /admin/calendar-settings: the booking calendar's rules, checked by the shared schema.
 * Save first asks the server which booked appointments the new settings would no longer
 * allow (a dry run); if any, the admin confirms before the real save. Saving never
 * changes an appointment.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { toast } from "@/components/ui/use-toast";
import { apiQuery, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import { adminCalendarSettings } from "@/schemas/routes/admin";
import { errorMessage } from "@/browser/error-message";
import type { AffectedAppointment, CalendarSettingsRecord } from "@/schemas/admin/calendar-settings";
import { calendarSettingsSchema, type CalendarSettings } from "@/core/calendar-settings";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { QueryProvider } from "@/components/islands/query-provider";
import { SmsSettingsCard } from "../sms/sms-admin-cards";
import { SiteCeilingsCard } from "./site-ceilings-card";
import { plural } from "../admin-format";
import { AffectedDialog } from "./affected-dialog";
import { BookingLimits } from "./booking-limits";
import { CalendarFeedCard } from "./calendar-feed-card";
import { ClosedWeekdays } from "./closed-weekdays";
import { DaysOff } from "./days-off";
import { PublicHolidays } from "./public-holidays";
import { ReminderSettings } from "./reminder-settings";
import { lastSavedText, settingsErrorMessage, tidySettings } from "./settings-form";
import type { SettingsInput } from "./settings-types";
import { SlotRows } from "./slot-rows";

/** Where the settings are read and saved. */
export const SETTINGS_URL = apiUrl(adminCalendarSettings);

function SettingsEditor({ saved }: { saved: CalendarSettingsRecord }) {
  const form = useForm<SettingsInput, unknown, CalendarSettings>({
    resolver: zodResolver(calendarSettingsSchema, { error: settingsErrorMessage }),
    defaultValues: saved.settings,
    shouldFocusError: true,
  });
  const [confirming, setConfirming] = useState<{ settings: CalendarSettings; affected: AffectedAppointment[] } | null>(null);
  const failed = (error: unknown) =>
    toast({
      variant: "destructive",
      title: "Not saved",
      description: errorMessage(error, "We couldn't save the settings. Please try again."),
    });

  const save = useMutation({
    mutationFn: (settings: CalendarSettings) => apiRequest("PUT", SETTINGS_URL, settings),
    onSuccess: (result) => {
      setConfirming(null);
      form.reset(result.settings);
      const note =
        result.affected.length > 0 ? ` ${plural(result.affected.length, "booked appointment")} no longer fit; they stay booked.` : "";
      toast({ title: "Settings saved", description: `The booking calendar uses them from now on.${note}` });
      void queryClient().invalidateQueries({ queryKey: [SETTINGS_URL] });
    },
    onError: failed,
  });

  const check = useMutation({
    mutationFn: (settings: CalendarSettings) => apiRequest("PUT", apiUrl(adminCalendarSettings, { query: { dryRun: "1" } }), settings),
    onSuccess: ({ affected }, settings) => (affected.length > 0 ? setConfirming({ settings, affected }) : save.mutate(settings)),
    onError: failed,
  });

  const busy = check.isPending || save.isPending;
  return (
    <form
      noValidate
      aria-label="Calendar settings"
      onSubmit={form.handleSubmit((settings) => check.mutate(tidySettings(settings)))}
      className="grid max-w-3xl gap-8"
    >
      <p className="rounded-lg bg-sand-100 p-3 text-slate-800">{lastSavedText(saved.updatedBy, saved.updatedAt)}</p>
      <SlotRows form={form} />
      <ClosedWeekdays form={form} />
      <PublicHolidays form={form} />
      <DaysOff form={form} />
      <BookingLimits form={form} />
      <ReminderSettings form={form} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={busy}>
          {check.isPending ? "Checking appointments..." : save.isPending ? "Saving..." : "Save settings"}
        </Button>
        <Button variant="ghost" size="lg" disabled={busy || !form.formState.isDirty} onClick={() => form.reset()}>
          Undo changes
        </Button>
      </div>
      <AffectedDialog
        affected={confirming?.affected ?? null}
        saving={save.isPending}
        onConfirm={() => confirming && save.mutate(confirming.settings)}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}

function SettingsScreen() {
  const saved = useQuery(apiQuery(SETTINGS_URL));
  return (
    <QueryState
      query={saved}
      loading="Loading the settings..."
      error="We couldn't load the calendar settings. Refresh the page to try again."
    >
      {(record) => (
        <>
          <SettingsEditor saved={record} />
          <CalendarFeedCard />
          {/* Inside the guard: a signed-out visitor's page asks nothing of the admin API. */}
          <div id="text-settings" className="mt-6 max-w-3xl scroll-mt-20">
            <SmsSettingsCard />
          </div>
          <SiteCeilingsCard />
        </>
      )}
    </QueryState>
  );
}

/** The /admin/calendar-settings island. */
export function CalendarSettingsForm({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <SettingsScreen />}
      </RouteGuard>
    </QueryProvider>
  );
}
