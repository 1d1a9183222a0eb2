/**
 * The owner's price book (tables price_book_lines, price_book_options): every line and option,
 * retired ones too, and the writes that add or change one. A write that would make a second
 * active tempered option fails on `price_book_options_one_tempered`; the use case
 * (src/server/price-book) turns that into a 409, so two owners racing cannot both win.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { priceBookLines, priceBookOptions, type PriceBookLineRow, type PriceBookOptionRow } from "../schema";

/** The unique index that keeps one active tempered option. */
export const ONE_TEMPERED_INDEX = "price_book_options_one_tempered";

export type NewLineRow = Omit<typeof priceBookLines.$inferInsert, "id" | "createdAt">;
export type LineRowChange = Partial<NewLineRow> & Pick<NewLineRow, "updatedBy" | "updatedAt">;
export type NewOptionRow = Omit<typeof priceBookOptions.$inferInsert, "id" | "createdAt">;
export type OptionRowChange = Partial<NewOptionRow> & Pick<NewOptionRow, "updatedBy" | "updatedAt">;

/** Every line, retired ones too, by name. */
export function listLineRows(db: Database): Promise<PriceBookLineRow[]> {
  return db.select().from(priceBookLines).orderBy(asc(priceBookLines.name), asc(priceBookLines.id));
}

/** Every option, retired ones too, by name. */
export function listOptionRows(db: Database): Promise<PriceBookOptionRow[]> {
  return db.select().from(priceBookOptions).orderBy(asc(priceBookOptions.name), asc(priceBookOptions.id));
}

/** Of `ids`, those that name a line (retired ones included). */
export async function existingLineIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: priceBookLines.id })
    .from(priceBookLines)
    .where(inArray(priceBookLines.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Adds a line: its row. */
export async function insertLineRow(db: Database, values: NewLineRow): Promise<PriceBookLineRow> {
  const [row] = await db.insert(priceBookLines).values(values).returning();
  return row!;
}

/** Changes a line: its row, or null when no line has this id. */
export async function updateLineRow(db: Database, id: string, change: LineRowChange): Promise<PriceBookLineRow | null> {
  const [row] = await db.update(priceBookLines).set(change).where(eq(priceBookLines.id, id)).returning();
  return row ?? null;
}

/** Adds an option: its row. */
export async function insertOptionRow(db: Database, values: NewOptionRow): Promise<PriceBookOptionRow> {
  const [row] = await db.insert(priceBookOptions).values(values).returning();
  return row!;
}

/** Changes an option: its row, or null when no option has this id. */
export async function updateOptionRow(db: Database, id: string, change: OptionRowChange): Promise<PriceBookOptionRow | null> {
  const [row] = await db.update(priceBookOptions).set(change).where(eq(priceBookOptions.id, id)).returning();
  return row ?? null;
}
