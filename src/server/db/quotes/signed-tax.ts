/**
 * The tax rule of a job's signed quote revision (src/core/tax-class.ts), read where a job's
 * documents need it: its change orders are taxed by it, its invoices show the tax they hold.
 */
import { sql, type SQL } from "drizzle-orm";
import { taxRuleOf, type TaxClass, type TaxRule } from "@/core/tax-class";

/** The signed revision's tax class and rate, as the database answers them. */
export type SignedTaxColumns = { taxClass: TaxClass | null; rate: number } | null;

/** The signed revision's tax class and rate of the quote `quoteId` names (a column), as one JSON value. */
export function signedTaxSql(quoteId: SQL): SQL<SignedTaxColumns> {
  return sql<SignedTaxColumns>`(select json_build_object('taxClass', qr.tax_class, 'rate', qr.tax_rate_basis_points) from quote_revisions qr join quote_signatures qs on qs.quote_id = qr.quote_id and qs.revision = qr.revision where qr.quote_id = ${quoteId})`;
}

/** The rule the columns state; a job with no signed revision (none is made so) taxes nothing, as before tax classes at 0. */
export function signedTaxRule(columns: SignedTaxColumns): TaxRule {
  return taxRuleOf(columns?.taxClass ?? null, Number(columns?.rate ?? 0));
}
