/**
 * Calendar settings as admins edit them: the saved record, and which future appointments
 * new settings would no longer allow (shown before saving; appointments never change).
 */
import type { AffectedAppointment, CalendarSettingsRecord } from "@/schemas/admin/calendar-settings";
import type { CalendarSettings } from "@/core/calendar-settings";
import { phoenixDate } from "@/core/phoenix-time";
import { affectedAppointments } from "../../core/affected-appointments";
import { listActiveFrom } from "../db/appointments/slots";
import type { Database } from "../db/client";
import { calendarSettingsSaved, loadCalendarSettings, saveCalendarSettings } from "../db/settings/calendar";
import { toAdminAppointment } from "./views";

/** The settings in force, and when and by whom they were last saved (null while the defaults apply). */
export async function readCalendarSettingsRecord(db: Database): Promise<CalendarSettingsRecord> {
  const [settings, saved] = await Promise.all([loadCalendarSettings(db), calendarSettingsSaved(db)]);
  return { settings, updatedAt: saved?.updatedAt.toISOString() ?? null, updatedBy: saved?.updatedBy ?? null };
}

/** The active appointments from today on (Phoenix) that `settings` would no longer allow, with the reason. */
export async function findAffectedAppointments(db: Database, settings: CalendarSettings, now: Date): Promise<AffectedAppointment[]> {
  const upcoming = await listActiveFrom(db, phoenixDate(now));
  return affectedAppointments(settings, upcoming, now).map(({ appointment, reason }) => ({ ...toAdminAppointment(appointment), reason }));
}

/** Saves the settings as `admin` and returns the appointments they no longer allow (left as they are). */
export async function saveSettingsChange(
  db: Database,
  settings: CalendarSettings,
  admin: string,
  now: Date,
): Promise<AffectedAppointment[]> {
  const affected = await findAffectedAppointments(db, settings, now);
  await saveCalendarSettings(db, settings, admin);
  return affected;
}
