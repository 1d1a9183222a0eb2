/** The dashboard's money panel (GET /api/admin/money): contracted, collected, outstanding with its aging, a weekly chart, the money problems in the data, and what completed jobs earned. */
import type { AgingBucket } from "@/core/job-money";
import type { RemakeReason } from "@/core/purchase-orders";

/** Contracted and collected over the last `days` Phoenix days, today included. */
export interface MoneyWindow {
  days: number;
  /** First Phoenix day counted, YYYY-MM-DD. */
  since: string;
  /** Contract totals (signed option + signed change orders) of the jobs signed in the window and not cancelled. */
  contractedCents: number;
  contractedJobs: number;
  /** Money that came in during the window and stays: deposits that paid their quote and paid invoice payments, none refunded or disputed. */
  collectedCents: number;
}

/** One aging column of the invoices outstanding now. */
export interface AgingColumn {
  bucket: AgingBucket;
  count: number;
  cents: number;
}

/** One week of the collected chart (Sunday to Saturday, Phoenix). */
export interface CollectedWeek {
  /** The week's Sunday, YYYY-MM-DD. */
  weekStart: string;
  collectedCents: number;
}

/** A payment with a problem, linking to its job. */
export interface MoneyProblem {
  /** A deposit of a quote, or a payment of an invoice. */
  kind: "deposit" | "invoice";
  paymentId: string;
  jobId: string | null;
  jobNumber: number | null;
  /** The quote's number for a deposit, the invoice's for an invoice payment. */
  documentNumber: number;
  amountCents: number;
  /** When it happened: the dispute opened, or Stripe refused the refund. */
  at: string;
}

/** One kind of problem: how many, how much, and the most recent ones. */
export interface MoneyProblemGroup {
  count: number;
  cents: number;
  /** The most recent, newest first (at most MONEY_PROBLEMS_LISTED). */
  recent: MoneyProblem[];
}

/** What a set of completed jobs earned: revenue (contracts less their sales tax), costs, gross profit and margin (src/core/job-money.ts). */
export interface EarningsFigures {
  completedJobs: number;
  revenueCents: number;
  costsCents: number;
  grossCents: number;
  /** Gross over revenue, in percent to one decimal; null without revenue. */
  marginPercent: number | null;
}

/** One lead channel's money in a period: collected, and what its completed jobs earned. */
export interface ChannelEarnings extends EarningsFigures {
  channel: string;
  /** Money that came in during the period from the channel's jobs (the same figure as "collected"). */
  collectedCents: number;
}

/** What the remakes of one reason cost the period's completed jobs. */
export interface RemakeCost {
  reason: RemakeReason;
  count: number;
  /** Every such remake's cost, whoever pays. */
  cents: number;
  /** The part charged to us (a cost of the jobs; the rest the suppliers pay). */
  chargedToUsCents: number;
}

/** The jobs completed over the last `days` Phoenix days (the windows of `windows`). */
export interface EarningsWindow extends EarningsFigures {
  days: number;
  since: string;
  /** Per lead channel, the channels with money collected or a job completed; largest collected first. */
  channels: ChannelEarnings[];
  /** Per reason, the reasons with a remake; costliest first. */
  remakes: RemakeCost[];
}

/** GET /api/admin/money. */
export interface MoneyPanel {
  /** Today in Phoenix, YYYY-MM-DD. */
  today: string;
  windows: MoneyWindow[];
  /** Invoices open or processing (a bank payment on its way) that were sent, by whole Phoenix days since sent. */
  outstanding: { count: number; cents: number; aging: AgingColumn[] };
  /** The last 12 Phoenix weeks, oldest first, the current week last. */
  weeks: CollectedWeek[];
  /** Payments disputed, and refunds Stripe refused (still not refunded). */
  disputed: MoneyProblemGroup;
  refundsRefused: MoneyProblemGroup;
  /** What the jobs completed in each window earned, per channel, and their remakes. */
  earnings: EarningsWindow[];
}
