/**
 * The tax rates screen's rows as typed (strings) and the request they make: pure, so the rule is
 * tested alone. The server judges every field (src/schemas/tax-rates.ts) and names the bad one.
 */
import type { CityTaxRate } from "@/core/tax-class";

/** One row as typed. */
export interface DraftRate {
  city: string;
  percent: string;
  asOf: string;
}

export const EMPTY_RATE: DraftRate = { city: "", percent: "", asOf: "" };

/** The saved table as the rows hold it; one empty row when there is none yet. */
export function draftRates(rates: readonly CityTaxRate[]): DraftRate[] {
  return rates.length ? rates.map((rate) => ({ city: rate.city, percent: String(rate.percent), asOf: rate.asOf })) : [EMPTY_RATE];
}

/** The PUT body: every row but the wholly empty ones, the percent as a number (NaN when it is not one, which the server names). */
export function ratesBody(rows: readonly DraftRate[]): { rates: { city: string; percent: number; asOf: string }[] } {
  return {
    rates: rows
      .filter((row) => row.city.trim() || row.percent.trim() || row.asOf.trim())
      .map((row) => ({
        city: row.city.trim(),
        percent: row.percent.trim() === "" ? Number.NaN : Number(row.percent),
        asOf: row.asOf.trim(),
      })),
  };
}
