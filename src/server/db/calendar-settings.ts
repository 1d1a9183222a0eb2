/** The saved calendar settings (one row), read and written through the shared schema. */
import { eq } from "drizzle-orm";
import { calendarSettingsSchema, DEFAULT_CALENDAR_SETTINGS, type CalendarSettings } from "@/core/calendar-settings";
import type { Database } from "./client";
import { calendarSettings } from "./schema";

/** The settings admins last saved, or the spec's defaults when none are saved (or the row no longer parses). */
export async function loadCalendarSettings(db: Database): Promise<CalendarSettings> {
  const [row] = await db.select().from(calendarSettings).where(eq(calendarSettings.id, 1));
  if (!row) return DEFAULT_CALENDAR_SETTINGS;
  const parsed = calendarSettingsSchema.safeParse(row.settings);
  if (parsed.success) return parsed.data;
  console.error("Saved calendar settings no longer parse; using the defaults.", parsed.error.issues);
  return DEFAULT_CALENDAR_SETTINGS;
}

/** Saves settings (already parsed) and who saved them. */
export async function saveCalendarSettings(db: Database, settings: CalendarSettings, updatedBy: string): Promise<void> {
  await db
    .insert(calendarSettings)
    .values({ id: 1, settings, updatedBy })
    .onConflictDoUpdate({ target: calendarSettings.id, set: { settings, updatedBy, updatedAt: new Date() } });
}
