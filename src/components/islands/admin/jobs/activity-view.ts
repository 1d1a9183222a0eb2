/** The owner's "Who did what" in words: what each record says was done, and by whom. */
import { paymentWayOf } from "@/core/payment-way";
import type { JobStage } from "@/core/job-stages";
import type { ActivityEntry } from "@/schemas/activity";
import { formatInstant } from "../admin-time";
import { dollars } from "../quotes/quote-format";
import { STAGE_LABELS } from "./job-board";
import { PAYMENT_WAY_LABELS } from "./job-view";

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

/** What was done, one sentence: "Stage: Measured → Ordered", "Recorded payment of invoice 5001: $812.25, check". */
export function activityText(entry: ActivityEntry): string {
  const detail = detailOf(entry);
  switch (entry.action) {
    case "job.stage": {
      const [from, to] = [detail.fromStage as JobStage, detail.toStage as JobStage];
      const move = `${STAGE_LABELS[from] ?? from} → ${STAGE_LABELS[to] ?? to}`;
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
