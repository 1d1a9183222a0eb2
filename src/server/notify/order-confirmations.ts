/**
 * What the admins hear of a supplier's confirmation: one that differs from the order, opening by
 * opening (its room and style) with what differs, ordered beside confirmed, so someone answers it
 * (accept with a reason, or a corrected order) before units are built wrong. In English, with the
 * link to the job; stored by the statement that stores the confirmation.
 */
import type { Mismatch, OrderedUnit } from "@/core/purchase-orders";
import { openingWords } from "@/i18n/openings";
import type { QueuedEmail } from "@/server/db/emails/messages";
import { jobAdminNotice, type JobEmailFacts } from "./emails/job-templates";
import { EMAIL_KINDS } from "./kinds";
import type { NoticeEnv } from "./visits";

/** What a difference is called in the admins' email. */
const FIELD_WORDS: Record<Mismatch["field"], string> = {
  width: "width",
  height: "height",
  options: "options",
  missing: "not on the confirmation",
};

/** One difference as the admins read it: "Living room, picture window: width ordered 72, confirmed 71 1/2". */
export function mismatchLine(mismatch: Mismatch, unit: Pick<OrderedUnit, "location" | "style"> | undefined): string {
  const opening = unit ? `${unit.location}, ${openingWords.en.styles[unit.style]}` : "An opening";
  return mismatch.field === "missing"
    ? `${opening}: ${FIELD_WORDS.missing}`
    : `${opening}: ${FIELD_WORDS[mismatch.field]} ordered ${mismatch.ordered}, confirmed ${mismatch.confirmed}`;
}

/** The supplier's confirmation of order `number` differs: the admins are told which openings and how. */
export function confirmationMismatch(
  job: JobEmailFacts,
  order: { number: number; supplier: string; shipDate: string },
  differences: readonly { mismatch: Mismatch; unit: OrderedUnit | undefined }[],
  env: NoticeEnv,
): QueuedEmail {
  return {
    kind: EMAIL_KINDS.purchaseOrderMismatch,
    message: jobAdminNotice(job, {
      adminEmails: env.ADMIN_EMAILS,
      title: `Order ${order.number} confirmed with differences`,
      rows: [
        ["Supplier", order.supplier],
        ["Ship date", order.shipDate],
        ...differences.map(({ mismatch, unit }, index): [string, string] => [`Difference ${index + 1}`, mismatchLine(mismatch, unit)]),
        ["To do", "Accept the differences with a reason, or send a corrected order, from the job's page."],
      ],
    }),
  };
}
