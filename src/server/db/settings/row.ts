/**
 * Settings admins edit that live in one row of their own table (id 1, a jsonb `settings`, who
 * saved them and when): read through their zod schema, so a row that no longer parses falls
 * back to the defaults (logged) instead of breaking every request that reads it.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../client";
import type { calendarSettings, costSettings, siteCeilingSettings, smsSettings } from "../schema";

/** The tables shaped as one settings row. */
type SettingsTable = typeof calendarSettings | typeof smsSettings | typeof siteCeilingSettings | typeof costSettings;

/** What reading a row needs of its schema (zod's safeParse). */
interface SettingsSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

/** Reads and saves the one row of `table`; `what` names the settings in the log. */
export function settingsRow<T>(table: SettingsTable, schema: SettingsSchema<T>, what: string) {
  // The tables have the same columns; Drizzle's types tell them apart only by their names.
  const same = table as typeof calendarSettings;
  return {
    /** The settings admins last saved, or `defaults` when none are saved (or the row no longer parses). */
    async load(db: Database, defaults: T): Promise<T> {
      const [row] = await db.select().from(same).where(eq(same.id, 1));
      if (!row) return defaults;
      const parsed = schema.safeParse(row.settings);
      if (parsed.success) return parsed.data;
      console.error(`Saved ${what} settings no longer parse; using the defaults.`, parsed.error.issues);
      return defaults;
    },
    /** Saves settings (already parsed), who saved them and when, the first save as every later one. */
    async save(db: Database, settings: T, updatedBy: string): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(same)
        .values({ id: 1, settings, updatedBy, updatedAt })
        .onConflictDoUpdate({ target: same.id, set: { settings, updatedBy, updatedAt } });
    },
  };
}
