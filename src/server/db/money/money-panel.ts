/**
 * The statements of the dashboard's money panel, each summed by the database over only its rows
 * through an index, however many years of history there are: contracted (jobs signed in a
 * window, jobs_created), collected (payments by the instant the money came in,
 * quote_payments_paid_at and invoice_payments_paid_at), outstanding (invoices_outstanding), the
 * payments disputed or whose refund Stripe refused, and what the period's completed jobs cost and
 * earned (jobs_completed) with the remakes they needed.
 */
import { sql, type SQL } from "drizzle-orm";
import { addDays, phoenixInstant, PHOENIX_UTC_OFFSET_MINUTES } from "@/core/phoenix-time";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { jobs } from "../schema";
import type { RemakePayer, RemakeReason } from "@/core/purchase-orders";
import { costReadOf, jobCostColumns, liveOrderSql, type JobCostRead } from "./job-costs";
import { jobMoneyColumns } from "./job-money";
import { keepsMoneySql, outstandingInvoiceSql, paidInvoicePaymentSql, refundRefusedSql } from "./predicates";

/** A timestamptz parameter: the instant a Phoenix day starts. */
export const phoenixDayStartSql = (date: string): SQL => sql`${phoenixInstant(date, 0).toISOString()}::timestamptz`;

/** The Phoenix calendar day of a timestamptz expression (Phoenix keeps no daylight saving time: a fixed offset). */
export const phoenixDaySql = (instant: SQL): SQL =>
  sql`((${instant} at time zone 'UTC') + interval '${sql.raw(String(PHOENIX_UTC_OFFSET_MINUTES))} minutes')::date`;

/**
 * Money collected from `start` (to `end` when given), one row per payment with the instant it
 * came in, its cents and the channel of its job: the deposit that paid its quote and every paid
 * invoice payment, none refunded or disputed (the rule of src/server/db/money/job-money.ts,
 * by the day the money came in). The one statement of "collected": the money panel and
 * "Where jobs come from" both read it. `start` and `end` are parameters, never another table's
 * column, so the planner sees how few payments the range holds and reads them by paid_at.
 */
export function collectedPaymentsSql(start: SQL, end?: SQL): SQL {
  const until = (column: SQL) => (end ? sql`and ${column} < ${end}` : sql``);
  // The quote and the job are looked up per payment (scalar subqueries, by their primary and
  // unique keys), never joined whole: the cost follows the range's payments, not the years of jobs.
  return sql`
    select p.paid_at, p.amount_cents, (select j.channel from jobs j where j.quote_id = p.quote_id) as channel
      from quote_payments p
      where p.paid_at >= ${start} ${until(sql`p.paid_at`)} and ${keepsMoneySql("p")}
        and p.id = (select q.deposit_payment_id from quotes q where q.id = p.quote_id)
    union all
    select ip.paid_at, ip.amount_cents, (select j.channel from jobs j where j.id = ip.job_id)
      from invoice_payments ip
      where ${paidInvoicePaymentSql("ip")} and ip.paid_at >= ${start} ${until(sql`ip.paid_at`)}`;
}

/** Contracted and collected in each window (its length in days and first Phoenix day). */
export async function sumMoneyWindows(
  db: Database,
  windowsOf: readonly { days: number; firstDay: string }[],
): Promise<{ days: number; contracted: number; jobs: number; collected: number }[]> {
  // One row per window, each figure a subquery on the window's own first instant (jobs_created,
  // quote_payments_paid_at, invoice_payments_paid_at).
  const perWindow = windowsOf.map(({ days, firstDay }) => {
    const since = phoenixDayStartSql(firstDay);
    const signed = sql`${jobs.createdAt} >= ${since} and ${jobs.stage} <> 'cancelled'`;
    return sql`select ${days}::int as days,
      (select coalesce(sum(${jobMoneyColumns.signedTotalCents} + ${jobMoneyColumns.changeOrdersCents}), 0)::bigint from ${jobs} where ${signed}) as contracted,
      (select count(*)::int from ${jobs} where ${signed}) as jobs,
      (select coalesce(sum(c.amount_cents), 0)::bigint from (${collectedPaymentsSql(since)}) c) as collected`;
  });
  const rows = rowsOf<{ days: number; contracted: string | number; jobs: string | number; collected: string | number }>(
    await db.execute(sql.join(perWindow, sql` union all `)),
  );
  return rows.map((row) => ({
    days: Number(row.days),
    contracted: Number(row.contracted),
    jobs: Number(row.jobs),
    collected: Number(row.collected),
  }));
}

/** Money collected since the Phoenix day `firstDay`, per channel of its job; channels without any have no row. */
export async function sumCollectedByChannel(db: Database, firstDay: string): Promise<{ channel: string; cents: number }[]> {
  const rows = rowsOf<{ channel: string; cents: string | number }>(
    await db.execute(
      sql`select c.channel, sum(c.amount_cents)::bigint as cents from (${collectedPaymentsSql(phoenixDayStartSql(firstDay))}) c group by c.channel`,
    ),
  );
  return rows.map((row) => ({ channel: row.channel, cents: Number(row.cents) }));
}

/** Money collected per week of the `weeks` weeks from the Sunday `firstWeek` (week 0 first); weeks without any have no row. */
export async function sumCollectedPerWeek(db: Database, firstWeek: string, weeks: number): Promise<{ week: number; cents: number }[]> {
  const start = phoenixDayStartSql(firstWeek);
  const end = phoenixDayStartSql(addDays(firstWeek, weeks * 7));
  // Every Phoenix week is exactly 7 days of 24 hours from the first Sunday's midnight (no
  // daylight saving time), so date_bin finds a payment's week in integer time arithmetic.
  const rows = rowsOf<{ week: number; cents: string | number }>(
    await db.execute(sql`
    select (extract(epoch from date_bin('7 days', c.paid_at, ${start}) - ${start}) / 604800)::int as week, sum(c.amount_cents)::bigint as cents
    from (${collectedPaymentsSql(start, end)}) c group by 1
  `),
  );
  return rows.map((row) => ({ week: Number(row.week), cents: Number(row.cents) }));
}

/** Invoices open or processing that were sent, per whole Phoenix days since sent as of `today`. */
export async function sumOutstandingByAge(db: Database, today: string): Promise<{ days: number; count: number; cents: number }[]> {
  // The partial index invoices_outstanding holds exactly these rows.
  const rows = rowsOf<{ days: number; count: number; cents: string | number }>(
    await db.execute(sql`
    select (${today}::date - ${phoenixDaySql(sql`i.sent_at`)}) as days, count(*)::int as count, sum(i.amount_cents)::bigint as cents
    from invoices i where ${outstandingInvoiceSql("i")} group by 1
  `),
  );
  return rows.map((row) => ({ days: Number(row.days), count: Number(row.count), cents: Number(row.cents) }));
}

/** A payment with a problem as the statement answers it, with the totals of all of its kind. */
export interface ProblemRow {
  kind: "deposit" | "invoice";
  payment_id: string;
  job_id: string | null;
  job_number: number | null;
  document_number: number;
  amount_cents: number;
  at: Date | string;
  total_count: number | string;
  total_cents: number | string;
}

/** Which problem: payments disputed, or refunds Stripe refused that are still not made. */
export type ProblemKind = "disputed" | "refund-refused";

/**
 * The `limit` most recent payments (deposits and invoice payments) with the problem, each with
 * the totals of all of them. The partial indexes *_disputed and *_refund_refused hold exactly
 * these rows; their quote, invoice and job are looked up per row ("offset 0" keeps the lateral
 * lookup a lookup: the planner may not turn it into a join that reads every job).
 */
export async function listMoneyProblems(db: Database, problem: ProblemKind, limit: number): Promise<ProblemRow[]> {
  const at = (alias: string) => sql.raw(problem === "disputed" ? `${alias}.disputed_at` : `${alias}.refund_failed_at`);
  const condition = (alias: string) => (problem === "disputed" ? sql.raw(`${alias}.disputed_at is not null`) : refundRefusedSql(alias));
  return rowsOf<ProblemRow>(
    await db.execute(sql`
    select *, count(*) over () as total_count, sum(amount_cents) over () as total_cents from (
      select 'deposit' as kind, p.id as payment_id, j.id as job_id, j.number as job_number, (select q.number from quotes q where q.id = p.quote_id) as document_number, p.amount_cents, ${at("p")} as at
        from quote_payments p left join lateral (select j.id, j.number from jobs j where j.quote_id = p.quote_id offset 0) j on true where ${condition("p")}
      union all
      select 'invoice', ip.id, j.id, j.number, (select i.number from invoices i where i.id = ip.invoice_id), ip.amount_cents, ${at("ip")}
        from invoice_payments ip left join lateral (select j.id, j.number from jobs j where j.id = ip.job_id offset 0) j on true where ${condition("ip")}
    ) problems
    order by at desc, payment_id limit ${limit}
  `),
  );
}

/** The jobs completed from `since` (a timestamptz), each one's channel, when it was completed, its contract and cost facts. */
const completedJobsSql = (since: SQL) => sql`${jobs.stage} = 'completed' and ${jobs.completedAt} >= ${since}`;

/**
 * The jobs completed since the Phoenix day `firstDay`, each with its channel, the instant it was
 * completed and its contract and cost facts (src/server/db/money/job-costs.ts, the job page's
 * sums). Read through jobs_completed, so only the period's jobs are read, each with its own
 * orders, crew-days, costs and change orders by key.
 */
export async function listCompletedJobCosts(
  db: Database,
  firstDay: string,
): Promise<({ channel: string; completedAt: Date } & JobCostRead)[]> {
  const rows = await db
    .select({ channel: jobs.channel, completedAt: jobs.completedAt, ...jobCostColumns })
    .from(jobs)
    .where(completedJobsSql(phoenixDayStartSql(firstDay)));
  return rows.map(({ channel, completedAt, ...row }) => ({ channel, completedAt: completedAt!, ...costReadOf(row) }));
}

/**
 * The remakes on the orders (not superseded or cancelled) of the jobs completed since each of
 * `firstDays`: per window (its first day), reason and payer, how many and what they cost.
 */
export async function sumRemakesOfCompletedJobs(
  db: Database,
  firstDays: readonly string[],
): Promise<{ firstDay: string; reason: RemakeReason; chargedTo: RemakePayer; count: number; cents: number }[]> {
  if (!firstDays.length) return [];
  const earliest = [...firstDays].sort()[0]!;
  const windows = sql.join(
    firstDays.map((day) => sql`(${day}::text, ${phoenixDayStartSql(day)})`),
    sql`, `,
  );
  const rows = rowsOf<{ first_day: string; reason: RemakeReason; charged_to: RemakePayer; count: number; cents: string | number }>(
    await db.execute(sql`
    with completed as (select ${jobs.id} as id, ${jobs.completedAt} as completed_at from ${jobs} where ${completedJobsSql(phoenixDayStartSql(earliest))})
    select w.first_day, l.remake_reason as reason, l.remake_charged_to as charged_to, count(*)::int as count, coalesce(sum(l.remake_cost_cents), 0)::bigint as cents
    from completed c
    join purchase_orders po on po.job_id = c.id and ${liveOrderSql("po")}
    join purchase_order_lines l on l.purchase_order_id = po.id and l.remake_reason is not null
    join (values ${windows}) as w(first_day, since) on c.completed_at >= w.since
    group by 1, 2, 3
  `),
  );
  return rows.map((row) => ({
    firstDay: row.first_day,
    reason: row.reason,
    chargedTo: row.charged_to,
    count: Number(row.count),
    cents: Number(row.cents),
  }));
}
