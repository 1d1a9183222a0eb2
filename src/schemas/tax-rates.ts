/**
 * The owner's table of Arizona TPT rates by city (GET/PUT /api/admin/tax-rates): the combined
 * state, county and city rate a modification's tax takes on 65% of the price
 * (src/core/tax-class.ts). The Department of Revenue publishes the rates (azdor.gov, "Tax Rate
 * Tables" and the TPT rate look-up); the owner copies them here with the day each took effect.
 */
import { percentToBasisPoints } from "@/core/amounts";
import { isRealDate } from "@/core/phoenix-time";
import { cityKey, type CityTaxRate } from "@/core/tax-class";
import { officeText } from "./admin/office-text";
import { z } from "./zod";

/** The most cities the table holds: every Arizona city and town, with room to spare. */
export const MAX_TAX_RATES = 200;
/** The highest combined rate accepted: a typo guard (Arizona's highest combined rates are near 11%). */
export const MAX_TAX_RATE_PERCENT = 20;

/** One city's rate. */
export const cityTaxRateSchema = z.object({
  /** The city as the visits write it ("Phoenix"). */
  city: officeText("the city", 80).min(1, "Name the city"),
  /** The combined rate in percent, at most two decimals (basis points, as the quote keeps it). */
  percent: z
    .number({ error: "The rate must be a number" })
    .gt(0, "The rate must be more than 0")
    .max(MAX_TAX_RATE_PERCENT, `The rate must be at most ${MAX_TAX_RATE_PERCENT}%`)
    .refine((value) => percentToBasisPoints(value) !== null, "The rate takes at most two decimals"),
  /** The day the rate took effect, YYYY-MM-DD. */
  asOf: z.string({ error: "Use a date written YYYY-MM-DD" }).refine(isRealDate, "Use a real date written YYYY-MM-DD"),
}) satisfies z.ZodType<CityTaxRate>;

/** PUT /api/admin/tax-rates: the whole table, each city once. */
export const taxRatesSchema = z.object({
  rates: z
    .array(cityTaxRateSchema, { error: "Send the rates as a list" })
    .max(MAX_TAX_RATES, `At most ${MAX_TAX_RATES} cities`)
    .refine((rates) => new Set(rates.map((rate) => cityKey(rate.city))).size === rates.length, "Each city may appear once"),
});
export type TaxRates = z.output<typeof taxRatesSchema>;

/** GET /api/admin/tax-rates: the table and who saved it when (null until the owner saves). */
export interface TaxRatesRecord extends TaxRates {
  updatedBy: string | null;
  updatedAt: string | null;
}
