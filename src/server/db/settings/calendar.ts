/**
 * The saved calendar settings (one row), read and written through the shared schema. The
 * office's hours, which the lead time counts, are the business facts' (src/content/business/
 * business.json, edited with the other facts): laid over whatever was saved on every read.
 */
import { business } from "@/config/business";
import { calendarSettingsSchema, DEFAULT_CALENDAR_SETTINGS, type CalendarSettings } from "@/core/calendar-settings";
import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { calendarSettings } from "../schema";
import { settingsRow } from "./row";

const row = settingsRow<CalendarSettings>(calendarSettings, calendarSettingsSchema, "calendar");

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The business facts' opening hours, Sunday first, as the settings hold them (null: closed). */
export const BUSINESS_OFFICE_HOURS: CalendarSettings["officeHours"] = DAY_NAMES.map((name) => {
  const hours = business.hours.find((entry) => entry.days.includes(name));
  return hours?.opens && hours.closes ? { opens: hours.opens, closes: hours.closes } : null;
});

/** The settings admins last saved, or the spec's defaults when none are saved (or the row no longer parses), with the office's hours. */
export async function loadCalendarSettings(db: Database): Promise<CalendarSettings> {
  return { ...(await row.load(db, DEFAULT_CALENDAR_SETTINGS)), officeHours: BUSINESS_OFFICE_HOURS };
}

/** Saves settings (already parsed) and who saved them. */
export function saveCalendarSettings(db: Database, settings: CalendarSettings, updatedBy: string): Promise<void> {
  return row.save(db, settings, updatedBy);
}

/** When and by whom the settings were last saved; null before anyone saved them. */
export async function calendarSettingsSaved(db: Database): Promise<{ updatedAt: Date; updatedBy: string | null } | null> {
  const [saved] = await db
    .select({ updatedAt: calendarSettings.updatedAt, updatedBy: calendarSettings.updatedBy })
    .from(calendarSettings)
    .where(eq(calendarSettings.id, 1));
  return saved ?? null;
}
