/**
 * The morning day sheet: the day's visits in order and its installs, by email, to the owners, and
 * to each estimator given visits that day a sheet of their own visits only. The job stores them
 * in the statement that claims the day.
 */
import type { QueuedEmail } from "@/server/db/emails/messages";
import type { WithEstimator } from "@/server/db/crews";
import type { Appointment } from "@/server/db/schema";
import type { InstallCalendarEntry } from "@/schemas/job";
import { daySheet } from "./emails/day-sheet-template";
import { EMAIL_KINDS } from "./kinds";

/**
 * The sheets for `day` (its visits soonest first, its installs by crew): the whole day to every
 * admin, then one per estimator with visits that day, holding only theirs. An estimator who is
 * an admin already has the whole day, and a removed one (no email) gets nothing.
 */
export function daySheetNotices(
  day: string,
  visits: readonly WithEstimator<Appointment>[],
  installs: readonly InstallCalendarEntry[],
  adminEmails: readonly string[],
): QueuedEmail[] {
  const admins = new Set(adminEmails.map((email) => email.trim().toLowerCase()));
  const byEstimator = new Map<string, WithEstimator<Appointment>[]>();
  for (const visit of visits) {
    const email = visit.estimator?.email.toLowerCase();
    if (!email || admins.has(email)) continue;
    byEstimator.set(email, [...(byEstimator.get(email) ?? []), visit]);
  }
  return [
    { kind: EMAIL_KINDS.daySheet, message: daySheet(day, visits, { adminEmails, installs }) },
    ...[...byEstimator].map(([email, theirs]) => ({
      kind: EMAIL_KINDS.daySheet,
      message: daySheet(day, theirs, { adminEmails: [email] }),
    })),
  ];
}
