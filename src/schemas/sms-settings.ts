/**
 * The admins' text-message settings. Browser (the settings screen) and server parse with the
 * same schema. Quiet hours can be widened, never narrowed past 8 PM-8 AM Phoenix time.
 */
import * as z from "zod/mini";
import "../core/zod-mini";

const hour = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));

export const smsSettingsSchema = z.object({
  /** Automated texts on or off (confirmation, reminders, moves, lead text-back). Keyword replies always work; STOP must. */
  enabled: z._default(z.boolean(), true),
  /** Also text the morning-of reminder (when the calendar's morning reminder is on); the day-before one always goes. */
  morningReminder: z._default(z.boolean(), true),
  /** Quiet hours start, Phoenix hour: 5 PM (17) to 8 PM (20). */
  quietStartHour: z._default(hour(17, 20), 20),
  /** Quiet hours end, Phoenix hour: 8 AM (8) to 11 AM (11). */
  quietEndHour: z._default(hour(8, 11), 8),
});

export type SmsSettings = z.infer<typeof smsSettingsSchema>;

/** Texts on, morning reminders on, quiet 8 PM-8 AM. */
export const DEFAULT_SMS_SETTINGS: SmsSettings = { enabled: true, morningReminder: true, quietStartHour: 20, quietEndHour: 8 };
