/**
 * The owner's Arizona TPT rates by city (behind the admin guard, netlify/functions/admin.mts): a
 * modification quote takes its city's rate from this table (src/core/tax-class.ts).
 */
import type { TaxRatesRecord, taxRatesSchema } from "../tax-rates";
import type { Answers, ApiRoute, Takes } from "./route";

/** GET: the table and who saved it when. PUT: the whole table (400 with field errors). */
export const adminTaxRates = {
  path: "/api/admin/tax-rates",
  GET: {} as Answers<TaxRatesRecord>,
  PUT: {} as Takes<typeof taxRatesSchema, TaxRatesRecord>,
} satisfies ApiRoute;
