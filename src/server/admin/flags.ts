/**
 * The admin's marks on appointments and leads (spam, over a per-person limit, outside the service
 * area) as the rows show them. The lists compute and filter them in SQL
 * (src/server/db/admin-lists/flags.ts), against today and the saved cap.
 */
import type { AbuseFlag } from "@/schemas/admin/lists";

/** What "over the limit" of appointments is measured against: today and the saved cap. */
export type { AppointmentFlagContext } from "../db/admin-lists/flags";

/** The flags of a row, from its columns and the computed over-limit mark. */
export function flagsOf(row: { spamReason: string | null; outsideServiceArea?: boolean; overLimit?: boolean }): AbuseFlag[] {
  const flags: AbuseFlag[] = [];
  if (row.spamReason) flags.push("spam");
  if (row.overLimit) flags.push("over-limit");
  if (row.outsideServiceArea) flags.push("outside-service-area");
  return flags;
}
