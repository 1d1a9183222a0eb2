/**
 * The price book as its readers see it: the owner's screen (every line and option, retired ones
 * marked) and the quote code, which prices openings with the active ones and reads any one by id,
 * retired too, for the quotes that used it.
 */
import type { PriceBookLine, PriceBookOption } from "@/core/price-book";
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
  return { ...lineOf(row), supplierId: row.supplierId, active: row.active, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy };
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

/** A line or option of the book with whether it is still offered. */
export type BookEntry<T> = T & { active: boolean };

/** The book as the quote code prices with it. */
export interface LoadedPriceBook {
  /** The lines offered now. */
  lines: PriceBookLine[];
  /** The options offered now. */
  options: PriceBookOption[];
  /** The active tempered upgrade, added where the code requires it; null when the book has none. */
  temperedOption: PriceBookOption | null;
  /** Any line by id, retired ones too; undefined when none has the id. */
  lineById(id: string): BookEntry<PriceBookLine> | undefined;
  /** Any option by id, retired ones too. */
  optionById(id: string): BookEntry<PriceBookOption> | undefined;
}

/** The book for pricing openings: what is offered now, and every line and option by id. */
export async function loadPriceBook(db: Database): Promise<LoadedPriceBook> {
  const [lineRows, optionRows] = await Promise.all([listLineRows(db), listOptionRows(db)]);
  const lines = new Map(lineRows.map((row) => [row.id, { ...lineOf(row), active: row.active }]));
  const options = new Map(optionRows.map((row) => [row.id, { ...optionOf(row), active: row.active }]));
  const activeLines = lineRows.filter((row) => row.active).map(lineOf);
  const activeOptions = optionRows.filter((row) => row.active).map(optionOf);
  return {
    lines: activeLines,
    options: activeOptions,
    temperedOption: activeOptions.find((option) => option.tempered) ?? null,
    lineById: (id) => lines.get(id),
    optionById: (id) => options.get(id),
  };
}
