/** The saved text-message settings (one row), read and written through the shared schema. */
import { DEFAULT_SMS_SETTINGS, smsSettingsSchema, type SmsSettings } from "@/schemas/sms-settings";
import type { Database } from "../client";
import { smsSettings } from "../schema";
import { settingsRow } from "./row";

const row = settingsRow<SmsSettings>(smsSettings, smsSettingsSchema, "text-message");

/** The settings admins last saved, or `defaults` when none are saved (or the row no longer parses). */
export function loadSmsSettings(db: Database, defaults: SmsSettings = DEFAULT_SMS_SETTINGS): Promise<SmsSettings> {
  return row.load(db, defaults);
}

/** Saves settings (already parsed) and who saved them. */
export function saveSmsSettings(db: Database, settings: SmsSettings, updatedBy: string): Promise<void> {
  return row.save(db, settings, updatedBy);
}
