/**
 * How Arizona's transaction privilege tax reaches a job. Replacing the windows and doors of an
 * existing home is maintenance, repair, replacement or alteration (A.R.S. 42-5075(O)): no tax line
 * on the owner's documents. New openings, additions and new construction are modification: taxed
 * under prime contracting on 65% of the price, at the rates of the job's city.
 */
export const TAX_CLASSES = ["replacement", "modification"] as const;

/** A quote's tax class. */
export type TaxClass = (typeof TAX_CLASSES)[number];
