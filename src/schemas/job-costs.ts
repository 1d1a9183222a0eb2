/**
 * What a job costs, as the office enters it: a cost added to a job (POST
 * /api/admin/jobs/{id}/costs) and the cost of a crew-day (GET|PUT /api/admin/cost-settings, one
 * row of cost_settings). The figures the job page answers are src/core/job-money.ts `jobEarnings`.
 */
import type { JobCosts, JobProfit } from "@/core/job-money";
import { officeText } from "./admin/office-text";
import { z } from "./zod";

/** The largest single cost or crew-day cost, in cents ($999,999.99). */
export const MAX_COST_CENTS = 99_999_999;

const cents = (what: string, min: number) =>
  z
    .number({ error: `${what} must be a number of cents` })
    .int(`${what} must be whole cents (no fractions)`)
    .min(min, min > 0 ? `${what} must be more than 0` : `${what} cannot be negative`)
    .max(MAX_COST_CENTS, `${what} must be at most ${MAX_COST_CENTS} cents`);

/** POST /api/admin/jobs/{id}/costs: a permit fee, disposal… */
export const newJobCostSchema = z.object({
  description: officeText("a description", 200).min(1, "Enter a description"),
  amountCents: cents("The amount", 1),
});
export type NewJobCost = z.output<typeof newJobCostSchema>;

/** The costing settings: what one crew-day costs us (wages, truck, insurance). 0 until the owner sets it. */
export const costSettingsSchema = z.object({
  crewDayCents: cents("A crew-day's cost", 0).default(0),
});
export type CostSettings = z.output<typeof costSettingsSchema>;
export const DEFAULT_COST_SETTINGS: CostSettings = costSettingsSchema.parse({});

/** One cost the office added to a job. */
export interface JobCostEntry {
  id: string;
  description: string;
  amountCents: number;
  createdBy: string;
  createdAt: string;
}

/** What the job page shows of the job's costs and profit: the figures, the crew-days they count, and the office's entries. */
export interface JobEarningsView {
  costs: JobCosts;
  profit: JobProfit;
  /** The crew-days labour is costed at, and the crew-day cost used. */
  crewDays: number;
  crewDayCents: number;
  /** The sales tax in the contract, left out of revenue. */
  contractTaxCents: number;
  costEntries: JobCostEntry[];
}
