/**
 * The price book as its readers see it: the owner's screen (every line and option, retired ones
 * marked) and the quote code, which prices openings with the active ones and reads any one by id,
 * retired too, for the quotes that used it.
 */
import type { PriceBookLine, PriceBookOption } from "@/core/price-book";
import type { QuoteBook } from "@/core/quote-openings";
import type { PriceBookLineView, PriceBookOptionView, PriceBookView } from "@/schemas/price-book";
import type { Database } from "../db/client";
import { listLineRows, listOptionRows } from "../db/price-book/price-book";
import type { PriceBookLineRow, PriceBookOptionRow } from "../db/schema";

/** A line as the pricing reads it. */
export function lineOf(row: PriceBookLineRow): PriceBookLine {
  return {
    id: row.id,
    name: row.name,
    nameEs: row.nameEs,
    kind: row.kind,
    pricing: row.pricing,
    installCents: { insert: row.installInsertCents, fullFrame: row.installFullFrameCents },
  };
}

/** An option as the pricing reads it. */
export function optionOf(row: PriceBookOptionRow): PriceBookOption {
  return { id: row.id, name: row.name, nameEs: row.nameEs, price: row.price, lineIds: row.lineIds, tempered: row.tempered };
}

/** A line as the API answers it. */
export function lineView(row: PriceBookLineRow): PriceBookLineView {
  return {
    ...lineOf(row),
    supplierId: row.supplierId,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** An option as the API answers it. */
export function optionView(row: PriceBookOptionRow): PriceBookOptionView {
  return { ...optionOf(row), active: row.active, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy };
}

/** The whole book for the owner's screen: every line and option by name, retired ones included and marked. */
export async function readPriceBook(db: Database): Promise<PriceBookView> {
  const [lines, options] = await Promise.all([listLineRows(db), listOptionRows(db)]);
  return { lines: lines.map(lineView), options: options.map(optionView) };
}

/**
 * The whole book as the quote code prices with it (src/core/quote-openings.ts QuoteBook): every
 * line and option, the retired ones marked, so a quote names what is offered now and the code can
 * still say which retired entry an old pick named.
 */
export async function loadPriceBook(db: Database): Promise<QuoteBook> {
  const [lines, options] = await Promise.all([listLineRows(db), listOptionRows(db)]);
  return {
    lines: lines.map((row) => ({ ...lineOf(row), active: row.active })),
    options: options.map((row) => ({ ...optionOf(row), active: row.active })),
  };
}
