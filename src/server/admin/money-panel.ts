/**
 * The dashboard's money panel as of `now`, in Phoenix days: contracted and collected over the
 * same windows as "Where jobs come from" (the last 30 and 90 days), invoices outstanding now
 * with their aging (src/core/job-money.ts `agingBucket`), money collected per week for 12
 * weeks (weeks start on Sunday, as the dashboard's), the payments disputed or whose refund
 * Stripe refused, and what the jobs completed in each window earned (each job by the job page's
 * rule, src/core/job-money.ts `jobEarnings`), per lead channel beside what it collected, with the
 * remakes they needed by reason. Every figure is summed by one statement
 * (src/server/db/money/money-panel.ts).
 */
import { AGING_BUCKETS, agingBucket, jobEarnings, marginPercent } from "@/core/job-money";
import { addDays, phoenixDate, phoenixInstant, startOfWeek } from "@/core/phoenix-time";
import type {
  AgingColumn,
  ChannelEarnings,
  CollectedWeek,
  EarningsFigures,
  EarningsWindow,
  MoneyPanel,
  MoneyProblemGroup,
  RemakeCost,
} from "@/schemas/admin/money-panel";
import type { Database } from "../db/client";
import {
  listCompletedJobCosts,
  listMoneyProblems,
  sumCollectedByChannel,
  sumCollectedPerWeek,
  sumMoneyWindows,
  sumOutstandingByAge,
  sumRemakesOfCompletedJobs,
  type ProblemKind,
} from "../db/money/money-panel";
import { loadCostSettings } from "../db/settings/costs";
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
  const [windows, perWeek, byAge, disputed, refundsRefused, earnings] = await Promise.all([
    sumMoneyWindows(
      db,
      SOURCE_WINDOWS.map((days) => ({ days, firstDay: firstDay(days) })),
    ),
    sumCollectedPerWeek(db, firstWeek, MONEY_WEEKS),
    sumOutstandingByAge(db, today),
    problems(db, "disputed"),
    problems(db, "refund-refused"),
    earningsWindows(
      db,
      SOURCE_WINDOWS.map((days) => ({ days, since: firstDay(days) })),
    ),
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
    earnings,
  };
}

/** The sums of the figures of `jobs`, and the margin of those sums. */
function earningsOf(jobs: readonly { revenueCents: number; costsCents: number }[]): EarningsFigures {
  const revenueCents = jobs.reduce((sum, job) => sum + job.revenueCents, 0);
  const costsCents = jobs.reduce((sum, job) => sum + job.costsCents, 0);
  const grossCents = revenueCents - costsCents;
  return { completedJobs: jobs.length, revenueCents, costsCents, grossCents, marginPercent: marginPercent(grossCents, revenueCents) };
}

/** What the jobs completed in each window earned, per channel beside the money it collected, and the cost of their remakes by reason. */
async function earningsWindows(db: Database, windows: readonly { days: number; since: string }[]): Promise<EarningsWindow[]> {
  const earliest = windows.reduce((first, window) => (window.since < first ? window.since : first), windows[0]!.since);
  const [completed, settings, remakes, collected] = await Promise.all([
    listCompletedJobCosts(db, earliest),
    loadCostSettings(db),
    sumRemakesOfCompletedJobs(
      db,
      windows.map((window) => window.since),
    ),
    Promise.all(windows.map((window) => sumCollectedByChannel(db, window.since))),
  ]);
  const costed = completed.map((job) => {
    const { costs, profit } = jobEarnings(job.contractTotalCents, job.facts, settings.crewDayCents);
    return { channel: job.channel, completedAt: job.completedAt, revenueCents: profit.revenueCents, costsCents: costs.totalCents };
  });
  return windows.map((window, index) => {
    const start = phoenixInstant(window.since, 0);
    const jobs = costed.filter((job) => job.completedAt >= start);
    const collectedBy = new Map(collected[index]!.map((row) => [row.channel, row.cents]));
    const channelNames = new Set([...collectedBy.keys(), ...jobs.map((job) => job.channel)]);
    const channels: ChannelEarnings[] = [...channelNames]
      .map((channel) => ({
        channel,
        collectedCents: collectedBy.get(channel) ?? 0,
        ...earningsOf(jobs.filter((job) => job.channel === channel)),
      }))
      .sort((a, b) => b.collectedCents - a.collectedCents || b.grossCents - a.grossCents || a.channel.localeCompare(b.channel));
    return {
      days: window.days,
      since: window.since,
      ...earningsOf(jobs),
      channels,
      remakes: remakeCosts(remakes.filter((row) => row.firstDay === window.since)),
    };
  });
}

/** The remakes per reason, costliest first. */
function remakeCosts(
  rows: readonly { reason: RemakeCost["reason"]; chargedTo: "us" | "supplier"; count: number; cents: number }[],
): RemakeCost[] {
  const byReason = new Map<RemakeCost["reason"], RemakeCost>();
  for (const row of rows) {
    const entry = byReason.get(row.reason) ?? { reason: row.reason, count: 0, cents: 0, chargedToUsCents: 0 };
    entry.count += row.count;
    entry.cents += row.cents;
    if (row.chargedTo === "us") entry.chargedToUsCents += row.cents;
    byReason.set(row.reason, entry);
  }
  return [...byReason.values()].sort((a, b) => b.cents - a.cents || a.reason.localeCompare(b.reason));
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
