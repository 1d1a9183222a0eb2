/** The admins' morning day sheet: the day's visits in order, by email. The job stores it in the statement that claims the day. */
import type { QueuedEmail } from "@/server/db/emails/messages";
import type { Appointment } from "@/server/db/schema";
import { daySheet } from "./emails/day-sheet-template";
import { EMAIL_KINDS } from "./kinds";

/** The sheet for `day` (its visits soonest first) to every admin. */
export function daySheetNotice(day: string, visits: readonly Appointment[], adminEmails: readonly string[]): QueuedEmail {
  return { kind: EMAIL_KINDS.daySheet, message: daySheet(day, visits, { adminEmails }) };
}
