/**
 * A quote's tax as it is written: its class (the estimator's), and for a modification the job's
 * city and that city's rate from the owner's table (src/core/tax-class.ts reckons the tax). The
 * city is the one the request names, else the one the quote already names, else the visit's.
 */
import { percentToBasisPoints } from "@/core/amounts";
import { cityRate, DEFAULT_TAX_CLASS, type TaxClass, type TaxRule } from "@/core/tax-class";
import type { Database } from "../db/client";
import { loadTaxRates } from "../db/settings/tax-rates";
import { ConflictError, ValidationError } from "../http/errors";

/** The 409 of a modification quote for a city the owner's table has no rate for, naming it. */
export function noTaxRate(city: string): string {
  return `There is no Arizona TPT rate for ${city} in the tax rates. Add the city's rate (Setup, Tax rates), then save the quote again.`;
}

/** What a revision keeps of its tax, and the rule its options are priced by. */
export interface QuoteTax {
  rule: TaxRule;
  taxClass: TaxClass;
  taxCity: string | null;
  taxRateAsOf: string | null;
}

/**
 * The tax of a quote of class `taxClass` (absent: `current`'s, else replacement) for the job in
 * `city` (null: none known). 400 naming taxCity for a modification without a city; 409 naming the
 * city when the owner's table has no rate for it.
 */
export async function quoteTax(
  db: Database,
  { taxClass, city, current }: { taxClass: TaxClass | undefined; city: string | null; current?: TaxClass | null },
): Promise<QuoteTax> {
  const chosen = taxClass ?? current ?? DEFAULT_TAX_CLASS;
  if (chosen === "replacement") return { rule: { taxClass: "replacement" }, taxClass: chosen, taxCity: null, taxRateAsOf: null };
  if (!city)
    throw new ValidationError("Please correct the highlighted fields.", {
      taxCity: ["Name the job's city: a modification is taxed at its city's rate"],
    });
  const rate = cityRate((await loadTaxRates(db)).rates, city);
  if (!rate) throw new ConflictError(noTaxRate(city));
  return {
    // The table's rates are read through its schema, which allows only whole basis points.
    rule: { taxClass: "modification", rateBasisPoints: percentToBasisPoints(rate.percent)! },
    taxClass: chosen,
    taxCity: rate.city,
    taxRateAsOf: rate.asOf,
  };
}
