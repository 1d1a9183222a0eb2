/** The saved calendar settings (one row), read and written through the shared schema. */
import { calendarSettingsSchema, DEFAULT_CALENDAR_SETTINGS, type CalendarSettings } from "@/core/calendar-settings";
import type { Database } from "./client";
import { calendarSettings } from "./schema";
import { settingsRow } from "./settings-row";

const row = settingsRow<CalendarSettings>(calendarSettings, calendarSettingsSchema, "calendar");

/** The settings admins last saved, or the spec's defaults when none are saved (or the row no longer parses). */
export function loadCalendarSettings(db: Database): Promise<CalendarSettings> {
  return row.load(db, DEFAULT_CALENDAR_SETTINGS);
}

/** Saves settings (already parsed) and who saved them. */
export function saveCalendarSettings(db: Database, settings: CalendarSettings, updatedBy: string): Promise<void> {
  return row.save(db, settings, updatedBy);
}
