/**
 * What a quote priced from the measure sheet reads: the price book (every line and option, the
 * retired ones marked) and a visit's openings in the sheet's order, as src/core/quote-openings.ts
 * takes them. Kept apart so the book's and the sheet's own readers can take their place.
 */
import { asc, eq } from "drizzle-orm";
import type { OpeningStyle } from "@/core/openings";
import type { QuoteBook, QuoteOpening } from "@/core/quote-openings";
import type { Database } from "../client";
import { openings, priceBookLines, priceBookOptions } from "../schema";

/** The whole price book. */
export async function readQuoteBook(db: Database): Promise<QuoteBook> {
  const [lines, options] = await Promise.all([
    db.select().from(priceBookLines).orderBy(asc(priceBookLines.name)),
    db.select().from(priceBookOptions).orderBy(asc(priceBookOptions.name)),
  ]);
  return {
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      nameEs: line.nameEs,
      kind: line.kind,
      pricing: line.pricing,
      installCents: { insert: line.installInsertCents, fullFrame: line.installFullFrameCents },
      active: line.active,
    })),
    options: options.map((option) => ({
      id: option.id,
      name: option.name,
      nameEs: option.nameEs,
      price: option.price,
      lineIds: option.lineIds,
      tempered: option.tempered,
      active: option.active,
    })),
  };
}

/** The openings of a visit's measure sheet, in the order they were measured. */
export async function readVisitOpenings(db: Database, appointmentId: string): Promise<QuoteOpening[]> {
  const rows = await db
    .select()
    .from(openings)
    .where(eq(openings.appointmentId, appointmentId))
    .orderBy(asc(openings.createdAt), asc(openings.id));
  return rows.map((row) => ({
    id: row.id,
    location: row.location,
    kind: row.kind,
    style: row.style as OpeningStyle,
    widthSixteenths: row.widthSixteenths,
    heightSixteenths: row.heightSixteenths,
    installMethod: row.installMethod,
    obscure: row.obscure,
    wetArea: row.wetArea,
    nearDoor: row.nearDoor,
    sillSixteenths: row.sillSixteenths,
  }));
}
