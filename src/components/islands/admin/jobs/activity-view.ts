/** The owner's "Who did what" in words: what each record says was done, and by whom. */
import { paymentWayOf } from "@/core/payment-way";
import type { JobStage } from "@/core/job-stages";
import { jobStageLabels } from "@/i18n/jobs";
import type { ActivityEntry } from "@/schemas/activity";
import { formatInstant, formatShortDay } from "../admin-time";
import { dollars } from "../quotes/quote-format";
import { PAYMENT_WAY_LABELS } from "./payment-ways";

/** What the job's other changes touched, by their action. */
const JOB_CHANGES: Record<string, string> = {
  "job.order": "Changed the order and delivery",
  "job.measurements": "Changed the measurements",
  "job.install-settings": "Changed the install settings",
  "job.note": "Added a note",
};

/** The record's detail as the write kept it. */
const detailOf = (entry: ActivityEntry) => entry.detail ?? {};

/** A number the detail holds, or 0. */
const centsOf = (value: unknown) => (typeof value === "number" ? value : 0);

/** The days the detail holds (YYYY-MM-DD), e.g. "Dec 8, Dec 9". */
const daysOf = (value: unknown) => (Array.isArray(value) ? value.map((day) => formatShortDay(String(day))).join(", ") : "");

/** A change the detail holds as { from, to }, or null. */
function fromTo(value: unknown): { from: string; to: string } | null {
  if (!value || typeof value !== "object") return null;
  const { from, to } = value as Record<string, unknown>;
  return { from: String(from), to: String(to) };
}

/** The person a team record is about: "Maria Lopez (maria@example.com)". */
const personOf = (detail: Record<string, unknown>) => `${String(detail.name)} (${String(detail.email)})`;

/** A team change in words: "Changed Maria Lopez (maria@example.com): role owner → office". */
function teamChangeText(detail: Record<string, unknown>): string {
  const role = fromTo(detail.role);
  const renamed = fromTo(detail.renamed);
  const changes = [role && `role ${role.from} → ${role.to}`, renamed && `name ${renamed.from} → ${renamed.to}`].filter(Boolean);
  return `Changed ${personOf(detail)}${changes.length ? `: ${changes.join(", ")}` : ""}`;
}

/** A quote's prices set apart from the book: "Overrode the book on the quote: Grids $120.00 (book $95.00), matched a competitor". */
function overridesText(detail: Record<string, unknown>): string {
  const overrides = Array.isArray(detail.overrides) ? (detail.overrides as Record<string, unknown>[]) : [];
  const each = overrides.map(
    (override) =>
      `${String(override.option)} ${dollars(centsOf(override.cents))} (book ${dollars(centsOf(override.bookCents))}), ${String(override.reason)}`,
  );
  return `Overrode the price book on a quote: ${each.join("; ")}`;
}

/** What was done, one sentence: "Stage: Measured → Ordered", "Recorded payment of invoice 5001: $812.25, check". */
export function activityText(entry: ActivityEntry): string {
  const detail = detailOf(entry);
  switch (entry.action) {
    case "job.stage": {
      const [from, to] = [detail.fromStage as JobStage, detail.toStage as JobStage];
      const move = `${jobStageLabels.en[from] ?? from} → ${jobStageLabels.en[to] ?? to}`;
      return detail.correction ? `Corrected the stage: ${move}` : `Stage: ${move}`;
    }
    case "payment.record":
      return `Recorded payment of invoice ${String(detail.invoice)}: ${dollars(centsOf(detail.amountCents))}, ${PAYMENT_WAY_LABELS[paymentWayOf(String(detail.method))]}`;
    case "invoice.void":
      return `Voided invoice ${String(detail.invoice)} (${dollars(centsOf(detail.amountCents))})`;
    case "change-order.void":
      return `Withdrew change order ${String(detail.changeOrder)} (${dollars(centsOf(detail.totalCents))})`;
    case "purchase-order.send":
      return `Sent purchase order ${String(detail.purchaseOrder)} to ${String(detail.supplier)}`;
    case "purchase-order.accept":
      return `Accepted the differences of purchase order ${String(detail.purchaseOrder)}: ${String(detail.reason)}`;
    case "job.install-booked":
      return `Booked the install: ${daysOf(detail.dates)}`;
    case "job.install-moved":
      return `Moved the install from ${daysOf(detail.previousDates)} to ${daysOf(detail.dates)}`;
    case "job.install-unbooked":
      return `Took the install days back: ${daysOf(detail.previousDates ?? detail.dates)}`;
    case "quote.override":
      return overridesText(detail);
    case "team.add":
      return `Added ${personOf(detail)} to the team as ${String(detail.role)}`;
    case "team.change":
      return teamChangeText(detail);
    case "team.remove":
      return `Removed ${personOf(detail)}, ${String(detail.role)}, from the team`;
    default:
      return JOB_CHANGES[entry.action] ?? entry.action;
  }
}

/** One record's line: when, who (their name as it was then, else their address), what. */
export function activityRow(entry: ActivityEntry): { key: number; when: string; who: string; what: string; note: string } {
  const note = detailOf(entry).note;
  return {
    key: entry.id,
    when: formatInstant(entry.at),
    who: entry.actorName ?? entry.actorEmail,
    what: activityText(entry),
    note: typeof note === "string" ? note : "",
  };
}
