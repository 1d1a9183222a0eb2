/**
 * The confirmation form's rows and the requests they make: one row per line, prefilled with what
 * was ordered (or the last confirmation), which the office changes where the supplier's
 * confirmation says otherwise. The server checks it; these only shape what is typed.
 */
import { dollarsToCents } from "@/core/amounts";
import type { OrderCheck, OrderCheckLine } from "@/schemas/purchase-order-checks";
import type { PurchaseOrderStatus } from "@/core/purchase-orders";

/** How an order's status reads on the job page. */
export const ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: "Draft",
  sent: "Sent, awaiting confirmation",
  "needs-attention": "Needs attention",
  confirmed: "Confirmed",
  superseded: "Superseded",
  cancelled: "Cancelled",
};

/** One row of the form, as typed. */
export interface ConfirmRow {
  openingId: string;
  width: string;
  height: string;
  optionIds: string[];
  /** The unit's cost in dollars, as typed ("410.00"). */
  cost: string;
}

/** The options an order's lines name, by id: what the form offers to tick. */
export function orderOptions(order: OrderCheck): { id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const line of order.lines) line.ordered.optionIds.forEach((id, index) => byId.set(id, line.ordered.options[index] ?? id));
  return [...byId].map(([id, name]) => ({ id, name }));
}

/**
 * The price-book option the office typed for a unit the supplier confirmed with an option that was
 * not ordered: the book's option of that name (case and spaces aside), or null for a name the book
 * does not hold. The confirmation names options by the book's ids, so one not in the book cannot be
 * checked against the order.
 */
export function typedOption(typed: string, book: readonly { id: string; name: string }[]): { id: string; name: string } | null {
  const wanted = typed.trim().replace(/\s+/g, " ").toLowerCase();
  if (!wanted) return null;
  return book.find((option) => option.name.trim().replace(/\s+/g, " ").toLowerCase() === wanted) ?? null;
}

/** The row of `line`: the last confirmation's size and cost when there is one, else the size ordered. */
function rowOf(line: OrderCheckLine): ConfirmRow {
  const confirmed = line.confirmed;
  return {
    openingId: line.openingId,
    width: confirmed?.width ?? line.ordered.width,
    height: confirmed?.height ?? line.ordered.height,
    optionIds: line.ordered.optionIds,
    cost: confirmed ? (confirmed.unitCostCents / 100).toFixed(2) : "",
  };
}

/** The form's rows for `order`. */
export const confirmRows = (order: OrderCheck): ConfirmRow[] => order.lines.map(rowOf);

/** The confirmation's body from the rows, or the first row whose cost is not a dollar amount. */
export function confirmationRequest(
  rows: readonly ConfirmRow[],
  shipDate: string,
):
  | { body: { shipDate: string; lines: { openingId: string; width: string; height: string; options: string[]; unitCostCents: number }[] } }
  | { badCost: string } {
  const lines = [];
  for (const row of rows) {
    const cents = dollarsToCents(row.cost);
    if (cents === null) return { badCost: row.openingId };
    lines.push({ openingId: row.openingId, width: row.width, height: row.height, options: row.optionIds, unitCostCents: cents });
  }
  return { body: { shipDate, lines } };
}
