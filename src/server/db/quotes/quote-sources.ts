/**
 * What a quote priced from the measure sheet reads of a visit: its openings in the sheet's order,
 * as src/core/quote-openings.ts takes them.
 */
import { asc, eq } from "drizzle-orm";
import type { OpeningStyle } from "@/core/openings";
import type { QuoteOpening } from "@/core/quote-openings";
import type { Database } from "../client";
import { openings } from "../schema";

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
