/** The calendar's settings as the admin screen reads them, and the visits a change would no longer allow. */
import type { AffectedReason } from "@/core/affected-appointments";
import type { CalendarSettings } from "@/core/calendar-settings";
import type { AdminAppointment } from "./appointments";

/** GET /api/admin/calendar-settings. */
export interface CalendarSettingsRecord {
  settings: CalendarSettings;
  /** When and by whom they were last saved; null while the defaults are in use. */
  updatedAt: string | null;
  updatedBy: string | null;
}

/** An appointment the new calendar settings would no longer allow, and why (settings never change it). */
export type AffectedAppointment = AdminAppointment & { reason: AffectedReason };
