/**
 * The job page's change orders, as the office reads and writes them: the lines typed in dollars
 * turned into the request's cents, the live preview of the new contract total (priced and judged
 * by the core's own rules, src/core/change-order.ts and src/core/job-money.ts, on the contract
 * total and floor the server sent), and the words of each change order's state. The server
 * decides; the preview only shows it first.
 */
import { priceChangeOrder, type ChangeOrderLineInput } from "@/core/change-order";
import { basisPointsToPercent, dollarsToCents } from "@/core/amounts";
import { changeOrderEffectOn } from "@/core/job-money";
import { ratePercentText, type TaxRule } from "@/core/tax-class";
import { formatPercent } from "@/i18n/money";
import { changeOrderCreateSchema, type ChangeOrderCreate } from "@/schemas/change-order";
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

/** The request the form makes: quantities as numbers, dollars in cents (src/core/amounts.ts); a field that does not read as a number is left out, so the schema names it. */
export function changeOrderBody(draft: readonly DraftLine[], note: string) {
  const items = draft.map((line) => {
    const cents = dollarsToCents(line.unitPrice);
    return {
      description: line.description.trim(),
      ...(line.quantity.trim() && { quantity: Number(line.quantity) }),
      ...(cents !== null && { unitPriceCents: cents }),
    };
  });
  return { items, note: note.trim() };
}

/** The form's request as its schema takes it (src/schemas/change-order.ts), or the schema's first refusal, naming the line. */
export function changeOrderRequest(
  draft: readonly DraftLine[],
  note: string,
): { ok: true; request: ChangeOrderCreate } | { ok: false; problem: string } {
  const parsed = changeOrderCreateSchema.safeParse(changeOrderBody(draft, note));
  if (parsed.success) return { ok: true, request: parsed.data };
  const [issue] = parsed.error.issues;
  const line = issue!.path[0] === "items" && typeof issue!.path[1] === "number" ? `Line ${issue!.path[1] + 1}: ` : "";
  return { ok: false, problem: `${line}${issue!.message}` };
}

/** The form's lines as the request's, or null while the schema does not take them. */
export function linesOf(draft: readonly DraftLine[]): ChangeOrderLineInput[] | null {
  const body = changeOrderRequest(draft, "");
  return body.ok ? body.request.items : null;
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

/** The preview of `lines` on `job`: taxed by the contract's rule, judged against the floor the server sent. */
export function previewOf(
  job: Pick<AdminJobDetail, "contractTotalCents" | "floorCents" | "tax">,
  lines: readonly ChangeOrderLineInput[],
): ChangePreview {
  const priced = priceChangeOrder(lines, job.tax);
  const effect = changeOrderEffectOn(job, priced.totalCents);
  return {
    totalCents: priced.totalCents,
    taxCents: priced.taxCents,
    beforeCents: effect.beforeCents,
    afterCents: effect.afterCents,
    allowed: effect.allowed,
    floorCents: effect.floorCents,
  };
}

/** How the change's lines are taxed, in the office's words: as the contract is. */
export function changeTaxNote(tax: TaxRule): string {
  if (tax.taxClass === "replacement") return "The contract is a replacement: no tax is added to its changes.";
  if (tax.taxClass === "modification")
    return `Lines are taxed as the contract: Arizona TPT ${ratePercentText(tax.rateBasisPoints)}% on 65% of the change.`;
  return `Lines are taxed at the contract's rate (${formatPercent(basisPointsToPercent(tax.rateBasisPoints))}).`;
}

export const CHANGE_ORDER_STATUS_LABELS: Record<ChangeOrderStatus, string> = {
  draft: "Draft",
  sent: "Sent, waiting for the signature",
  signed: "Signed",
  void: "Withdrawn",
};
