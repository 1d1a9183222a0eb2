/** The admins' morning day sheet: the day's visits in order and its installs, by email. The job stores it in the statement that claims the day. */
import type { QueuedEmail } from "@/server/db/emails/messages";
import type { Appointment } from "@/server/db/schema";
import type { InstallCalendarEntry } from "@/schemas/job";
import { daySheet } from "./emails/day-sheet-template";
import { EMAIL_KINDS } from "./kinds";

/** The sheet for `day` (its visits soonest first, its installs by crew) to every admin. */
export function daySheetNotice(
  day: string,
  visits: readonly Appointment[],
  installs: readonly InstallCalendarEntry[],
  adminEmails: readonly string[],
): QueuedEmail {
  return { kind: EMAIL_KINDS.daySheet, message: daySheet(day, visits, { adminEmails, installs }) };
}
