/**
 * The facts of a job's money, read in one statement (src/core/job-money.ts decides what they
 * make): the signed total, signed change orders, money in that stays, a bank deposit on its way,
 * and invoices unpaid. Each figure is one SQL expression over the job row `jobs`, so a list, a
 * page and a deciding statement (a change order's floor, an invoice's amount) all read the same
 * sums, each over the row of "jobs" in the query that uses them.
 */
import { sql, type SQL } from "drizzle-orm";
import type { JobMoneyFacts } from "@/core/job-money";
import type { Database } from "../client";
import { jobs } from "../schema";
import { keepsMoneySql, paidInvoicePaymentSql, unpaidInvoiceSql } from "./predicates";

// Written with explicit table names: drizzle leaves them off the columns of a one-table select,
// and a bare "id" inside a subquery would name the subquery's own table.

/** Signed change orders' totals of the job in the row. */
export const changeOrdersCentsSql: SQL<number> = sql<number>`(select coalesce(sum(co.total_cents), 0)::integer from change_orders co where co.job_id = "jobs"."id" and co.status = 'signed')`;

/** The deposit that paid the job's quote, while it keeps its money (not refunded, not disputed). */
export const depositPaidCentsSql: SQL<number> = sql<number>`(select coalesce(sum(p.amount_cents), 0)::integer from quote_payments p join quotes q on q.deposit_payment_id = p.id where q.id = "jobs"."quote_id" and ${keepsMoneySql("p")})`;

/** The job's paid invoice payments that keep their money. */
export const invoicesPaidCentsSql: SQL<number> = sql<number>`(select coalesce(sum(ip.amount_cents), 0)::integer from invoice_payments ip where ip.job_id = "jobs"."id" and ${paidInvoicePaymentSql("ip")})`;

/** A bank deposit of the job's quote that Stripe has not settled yet. */
export const depositOnItsWayCentsSql: SQL<number> = sql<number>`(select coalesce(sum(p.amount_cents), 0)::integer from quote_payments p join quotes q on q.checkout_payment_id = p.id where q.id = "jobs"."quote_id" and p.status = 'processing')`;

/** The job's invoices neither paid nor void. */
export const billedCentsSql: SQL<number> = sql<number>`(select coalesce(sum(i.amount_cents), 0)::integer from invoices i where i.job_id = "jobs"."id" and ${unpaidInvoiceSql("i")})`;

/** The five facts of the job in the row, as columns of a select. */
export const jobMoneyColumns = {
  signedTotalCents: jobs.totalCents,
  changeOrdersCents: changeOrdersCentsSql,
  paidCents: sql<number>`(${depositPaidCentsSql} + ${invoicesPaidCentsSql})`,
  onItsWayCents: depositOnItsWayCentsSql,
  billedCents: billedCentsSql,
};

/** A job's money facts and the money version they were read at. */
export interface VersionedMoneyFacts {
  facts: JobMoneyFacts;
  /** jobs.money_version when read: a deciding statement writes only while it is unchanged (`moneyUnchangedSql`). */
  version: number;
}

/** The facts of each of `jobIds`, with their version (a job not found is absent). */
export async function jobMoneyFacts(db: Database, jobIds: readonly string[]): Promise<Map<string, VersionedMoneyFacts>> {
  if (!jobIds.length) return new Map();
  const rows = await db
    .select({ id: jobs.id, version: jobs.moneyVersion, ...jobMoneyColumns })
    .from(jobs)
    .where(
      sql`${jobs.id} in (${sql.join(
        jobIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map(({ id, version, ...facts }) => [id, { facts: numbers(facts), version }]));
}

/**
 * The one way a statement decides on a job's money without a transaction: a CTE that raises the
 * job's money version only if it is still `version` (what the deciding code read its facts at).
 * The update re-reads the row after any concurrent writer commits, so of two statements deciding
 * on one version exactly one goes through; the other writes nothing and its caller reads again.
 * Put the statement's inserts behind `exists (select 1 from <this CTE>)`.
 */
export function claimMoneyVersionSql(jobId: string, version: number, now: Date): SQL {
  return sql`update ${jobs} set money_version = money_version + 1, updated_at = ${now.toISOString()} where ${jobs.id} = ${jobId}::uuid and ${jobs.moneyVersion} = ${version} returning ${jobs.id}`;
}

/**
 * A CTE that raises the job's money version unconditionally: every statement that changes money
 * facts without deciding on them (a payment in, failed, refunded or disputed) includes it, so a
 * deciding statement that read the facts before sees them changed.
 */
export function bumpMoneyVersionSql(jobId: SQL | string, now: Date): SQL {
  const id = typeof jobId === "string" ? sql`${jobId}::uuid` : jobId;
  return sql`update ${jobs} set money_version = money_version + 1, updated_at = ${now.toISOString()} where ${jobs.id} = ${id} returning ${jobs.id}`;
}

/** Postgres answers sums as numbers or numeric strings depending on the driver: numbers here. */
function numbers(row: Record<keyof JobMoneyFacts, number | string>): JobMoneyFacts {
  return {
    signedTotalCents: Number(row.signedTotalCents),
    changeOrdersCents: Number(row.changeOrdersCents),
    paidCents: Number(row.paidCents),
    onItsWayCents: Number(row.onItsWayCents),
    billedCents: Number(row.billedCents),
  };
}
