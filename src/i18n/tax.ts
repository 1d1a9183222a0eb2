/**
 * The words of Arizona's transaction privilege tax on the customer's documents (the quote page and
 * contract, change orders, invoices and receipts), in each language; src/core/tax-line.ts decides
 * which one a document shows. Spanish says "usted".
 */
import type { Locale } from "./locales";

export interface TaxWords {
  /** A replacement's one sentence, in place of any tax line: no tax is added, and why. */
  notAdded: string;
  /** A modification's tax line, with the city's rate written with two decimals ("8.60"). */
  tpt: (ratePercent: string) => string;
  /** The same tax as part of an amount that already holds it (an invoice, a receipt). */
  tptIncluded: (ratePercent: string) => string;
}

export const taxWords: Record<Locale, TaxWords> = {
  en: {
    notAdded:
      "Arizona transaction privilege tax is not added to this price: replacing windows and doors in an existing home is maintenance, repair, replacement or alteration (A.R.S. 42-5075).",
    tpt: (rate) => `Arizona TPT (prime contracting): ${rate}% on 65% of the price`,
    tptIncluded: (rate) => `Included: Arizona TPT (prime contracting), ${rate}% on 65% of the price`,
  },
  es: {
    notAdded:
      "A este precio no se le agrega el impuesto sobre el privilegio de transacción (TPT) de Arizona: reemplazar ventanas y puertas en una casa existente es mantenimiento, reparación, reemplazo o alteración (A.R.S. 42-5075).",
    tpt: (rate) => `TPT de Arizona (contratación principal): ${rate}% sobre el 65% del precio`,
    tptIncluded: (rate) => `Incluido: TPT de Arizona (contratación principal), ${rate}% sobre el 65% del precio`,
  },
};
