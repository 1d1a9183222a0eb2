/**
 * The dashboard's money panel as of `now`, in Phoenix days: contracted and collected over the
 * same windows as "Where jobs come from" (the last 30 and 90 days), invoices outstanding now
 * with their aging (src/core/job-money.ts `agingBucket`), money collected per week for 12
 * weeks (weeks start on Sunday, as the dashboard's), and the payments disputed or whose refund
 * Stripe refused. Every figure is summed by one statement (src/server/db/money/money-panel.ts).
 */
import { AGING_BUCKETS, agingBucket } from "@/core/job-money";
import { addDays, phoenixDate, startOfWeek } from "@/core/phoenix-time";
import type { AgingColumn, CollectedWeek, MoneyPanel, MoneyProblemGroup } from "@/schemas/admin/money-panel";
import type { Database } from "../db/client";
import { listMoneyProblems, sumCollectedPerWeek, sumMoneyWindows, sumOutstandingByAge, type ProblemKind } from "../db/money/money-panel";
import { SOURCE_WINDOWS } from "./sources";

/** How many weeks the collected chart shows, the current one included. */
export const MONEY_WEEKS = 12;
/** How many payments of each problem the panel lists (all are counted). */
export const MONEY_PROBLEMS_LISTED = 10;

/** Everything the money panel shows, as of `now`. */
export async function loadMoneyPanel(db: Database, now: Date): Promise<MoneyPanel> {
  const today = phoenixDate(now);
  const firstDay = (days: number) => addDays(today, -(days - 1));
  const firstWeek = addDays(startOfWeek(today), -(MONEY_WEEKS - 1) * 7);
  const [windows, perWeek, byAge, disputed, refundsRefused] = await Promise.all([
    sumMoneyWindows(
      db,
      SOURCE_WINDOWS.map((days) => ({ days, firstDay: firstDay(days) })),
    ),
    sumCollectedPerWeek(db, firstWeek, MONEY_WEEKS),
    sumOutstandingByAge(db, today),
    problems(db, "disputed"),
    problems(db, "refund-refused"),
  ]);
  const aging = agingColumns(byAge);
  return {
    today,
    windows: windows.map((row) => ({
      days: row.days,
      since: firstDay(row.days),
      contractedCents: row.contracted,
      contractedJobs: row.jobs,
      collectedCents: row.collected,
    })),
    outstanding: {
      count: aging.reduce((sum, column) => sum + column.count, 0),
      cents: aging.reduce((sum, column) => sum + column.cents, 0),
      aging,
    },
    weeks: collectedWeeks(firstWeek, perWeek),
    disputed,
    refundsRefused,
  };
}

/** The four aging columns from the sums per whole day since sent (one row per distinct age, not per invoice). */
function agingColumns(byAge: readonly { days: number; count: number; cents: number }[]): AgingColumn[] {
  const columns = AGING_BUCKETS.map((bucket) => ({ bucket, count: 0, cents: 0 }));
  for (const age of byAge) {
    const column = columns.find((entry) => entry.bucket === agingBucket(age.days))!;
    column.count += age.count;
    column.cents += age.cents;
  }
  return columns;
}

/** Every week of the chart, zero for the ones without money in. */
function collectedWeeks(firstWeek: string, perWeek: readonly { week: number; cents: number }[]): CollectedWeek[] {
  const cents = new Map(perWeek.map((row) => [row.week, row.cents]));
  return Array.from({ length: MONEY_WEEKS }, (_, week) => ({
    weekStart: addDays(firstWeek, week * 7),
    collectedCents: cents.get(week) ?? 0,
  }));
}

async function problems(db: Database, kind: ProblemKind): Promise<MoneyProblemGroup> {
  const rows = await listMoneyProblems(db, kind, MONEY_PROBLEMS_LISTED);
  return {
    count: Number(rows[0]?.total_count ?? 0),
    cents: Number(rows[0]?.total_cents ?? 0),
    recent: rows.map((row) => ({
      kind: row.kind,
      paymentId: row.payment_id,
      jobId: row.job_id,
      jobNumber: row.job_number === null ? null : Number(row.job_number),
      documentNumber: Number(row.document_number),
      amountCents: Number(row.amount_cents),
      at: new Date(row.at).toISOString(),
    })),
  };
}
