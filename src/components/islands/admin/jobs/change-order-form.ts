/**
 * The job page's change orders, as the office reads and writes them: the lines typed in dollars
 * turned into the request's cents, the live preview of the new contract total (priced and judged
 * by the core's own rules, src/core/change-order.ts and src/core/job-money.ts, as the server will),
 * and the words of each change order's state. The server decides; the preview only shows it first.
 */
import { priceChangeOrder, type ChangeOrderLineInput } from "@/core/change-order";
import { changeOrderEffect } from "@/core/job-money";
import type { AdminJobDetail } from "@/schemas/job";
import type { ChangeOrderStatus } from "@/schemas/money";

/** A line as the form holds it: the dollars as typed. */
export interface DraftLine {
  description: string;
  quantity: string;
  /** "725", "-200.50": a leading minus is a credit. */
  unitPrice: string;
}

export const EMPTY_LINE: DraftLine = { description: "", quantity: "1", unitPrice: "" };

/** Dollars as typed in whole cents, or null when they are not an amount with at most two decimals. */
export function dollarsToCents(typed: string): number | null {
  const match = /^\s*(-)?\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(typed.replace(/,/g, ""));
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** The form's lines as the request's, or null while one is not complete. */
export function linesOf(draft: readonly DraftLine[]): ChangeOrderLineInput[] | null {
  const lines: ChangeOrderLineInput[] = [];
  for (const line of draft) {
    const quantity = Number(line.quantity);
    const unitPriceCents = dollarsToCents(line.unitPrice);
    if (!line.description.trim() || !Number.isInteger(quantity) || quantity < 1 || unitPriceCents === null) return null;
    lines.push({ description: line.description.trim(), quantity, unitPriceCents });
  }
  return lines.length ? lines : null;
}

/** What the change would do, by the server's rules on the job as the page read it. */
export interface ChangePreview {
  totalCents: number;
  taxCents: number;
  beforeCents: number;
  afterCents: number;
  /** False when the contract would fall below what is paid, on its way or billed (the server answers 409). */
  allowed: boolean;
  floorCents: number;
}

/**
 * The preview of `lines` on `job`. The page has the job's money as the screens read it, not its
 * five facts; what may still be billed is the contract less the floor whenever it is above zero,
 * so facts with that floor decide exactly as the server's, and when nothing is billable any credit
 * is refused, as it is on the server.
 */
export function previewOf(job: Pick<AdminJobDetail, "contractTotalCents" | "billableCents" | "taxRateBasisPoints">, lines: readonly ChangeOrderLineInput[]): ChangePreview {
  const priced = priceChangeOrder(lines, job.taxRateBasisPoints);
  const effect = changeOrderEffect({ signedTotalCents: job.contractTotalCents, changeOrdersCents: 0, paidCents: job.contractTotalCents - job.billableCents, onItsWayCents: 0, billedCents: 0 }, priced.totalCents);
  return { totalCents: priced.totalCents, taxCents: priced.taxCents, beforeCents: effect.beforeCents, afterCents: effect.afterCents, allowed: effect.allowed, floorCents: effect.floorCents };
}

export const CHANGE_ORDER_STATUS_LABELS: Record<ChangeOrderStatus, string> = {
  draft: "Draft",
  sent: "Sent, waiting for the signature",
  signed: "Signed",
  void: "Withdrawn",
};
