/** The owner's TPT rates by city (one row, id 1), read and written through the shared schema. */
import { eq, sql } from "drizzle-orm";
import { taxRatesSchema, type TaxRates, type TaxRatesRecord } from "@/schemas/tax-rates";
import type { Database } from "../client";
import { taxRateSettings } from "../schema";

/** The saved table, or an empty one until the owner saves. A stored value this version cannot read counts as empty too. */
export async function loadTaxRates(db: Database): Promise<TaxRatesRecord> {
  const [row] = await db.select().from(taxRateSettings).where(eq(taxRateSettings.id, 1));
  const parsed = taxRatesSchema.safeParse({ rates: row?.rates ?? [] });
  return {
    rates: parsed.success ? parsed.data.rates : [],
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Saves the table (already parsed), recording who saved it. */
export async function saveTaxRates(db: Database, { rates }: TaxRates, by: string, now: Date): Promise<TaxRatesRecord> {
  await db
    .insert(taxRateSettings)
    .values({ id: 1, rates, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: taxRateSettings.id, set: { rates: sql`excluded.rates`, updatedBy: by, updatedAt: now } });
  return { rates, updatedBy: by, updatedAt: now.toISOString() };
}
