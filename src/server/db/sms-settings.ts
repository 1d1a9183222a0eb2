/** The saved text-message settings (one row), read and written through the shared schema. */
import { eq } from "drizzle-orm";
import { DEFAULT_SMS_SETTINGS, smsSettingsSchema, type SmsSettings } from "@/schemas/sms-settings";
import type { Database } from "./client";
import { smsSettings } from "./schema";

/** The settings admins last saved, or `defaults` when none are saved (or the row no longer parses). */
export async function loadSmsSettings(db: Database, defaults: SmsSettings = DEFAULT_SMS_SETTINGS): Promise<SmsSettings> {
  const [row] = await db.select().from(smsSettings).where(eq(smsSettings.id, 1));
  if (!row) return defaults;
  const parsed = smsSettingsSchema.safeParse(row.settings);
  if (parsed.success) return parsed.data;
  console.error("Saved text-message settings no longer parse; using the defaults.");
  return defaults;
}

/** Saves settings (already parsed) and who saved them. */
export async function saveSmsSettings(db: Database, settings: SmsSettings, updatedBy: string): Promise<void> {
  await db
    .insert(smsSettings)
    .values({ id: 1, settings, updatedBy })
    .onConflictDoUpdate({ target: smsSettings.id, set: { settings, updatedBy, updatedAt: new Date() } });
}
