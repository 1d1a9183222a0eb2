/**
 * The money panel's earnings: what the jobs completed in the last 30 and 90 Phoenix days earned
 * (each job by the job page's rule: its contract less the sales tax, less units, remakes charged
 * to us, crew-days and other costs), per lead channel beside the money the channel collected, and
 * the cost of their remakes by reason. Jobs completed before the window, or not completed, count
 * for nothing. Every figure is worked out by hand below.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { jobs } from "../../src/server/db/schema";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { bookCrewDays, seedOpening, seedOrder, seedSupplier } from "./cost-fixtures";
import { CONTRACT_CENTS } from "./fixtures";
import { deposit, jobAt } from "./money-fixtures";

// Wednesday 2026-12-02, 10:00 AM in Phoenix: the last 30 days start on 11-03, the last 90 on 09-04.
const NOW = new Date("2026-12-02T17:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useStripeStandIn();
useAdminEnv();

/**
 * A job of `channel` signed for the Better option of a quote written before tax classes (324,900 with
 * its typed 8.3%, 24,900 of tax: revenue 300,000),
 * at `stage`, completed at `completedAt`, with one confirmed order whose units cost `unitCents`.
 */
async function costedJob(channel: string, completedAt: string | null, unitCents: number, stage: "completed" | "installed" = "completed") {
  const job = await jobAt({ createdAt: "2026-06-01T18:00:00Z", totalCents: CONTRACT_CENTS, channel, stage, typedRate: true });
  await getDb()
    .update(jobs)
    .set({ completedAt: completedAt ? new Date(completedAt) : null })
    .where(eq(jobs.id, job.jobId));
  const opening = await seedOpening(job.visitId);
  const supplier = await seedSupplier();
  await seedOrder(job.jobId, supplier, { status: "confirmed", lines: [{ openingId: opening, unitCostCents: unitCents }] });
  return { ...job, opening, supplier };
}

let seeded = false;
async function panel() {
  if (!seeded) {
    seeded = true;
    expect((await callAdmin("/api/admin/cost-settings", { method: "PUT", body: { crewDayCents: 40_000 } })).status).toBe(200);
    // A: google-ads, completed 11-20 (both windows). Units 150,000, one planned crew-day 40,000, a permit
    // 10,000, a mis-measure remake we pay 20,000: costs 220,000, gross 80,000.
    const a = await costedJob("google-ads", "2026-11-20T18:00:00Z", 150_000);
    await callAdmin(`/api/admin/jobs/${a.jobId}/costs`, { method: "POST", body: { description: "Permit", amountCents: 10_000 } });
    await seedOrder(a.jobId, a.supplier, {
      kind: "remake",
      status: "confirmed",
      lines: [{ openingId: a.opening, unitCostCents: 150_000, remake: { reason: "mis-measure", costCents: 20_000, chargedTo: "us" } }],
    });
    await deposit(a.quoteId, 100_000, "2026-11-21T18:00:00Z");
    // B: google-ads, completed 10-01 (90 days only). Units 240,000, two booked crew-days 80,000: costs
    // 320,000, gross -20,000. Its damaged unit remade at the supplier's cost (35,000) costs us nothing.
    const b = await costedJob("google-ads", "2026-10-01T18:00:00Z", 240_000);
    await bookCrewDays(b.jobId, ["2026-09-28", "2026-09-29"], 2);
    await seedOrder(b.jobId, b.supplier, {
      kind: "remake",
      status: "sent",
      lines: [{ openingId: b.opening, remake: { reason: "damaged", costCents: 35_000, chargedTo: "supplier" } }],
    });
    // C: referral, completed 11-25. Units 120,000, one crew-day 40,000: costs 160,000, gross 140,000.
    // Its deposit came in on 10-02: collected in the 90 days only.
    const c = await costedJob("referral", "2026-11-25T18:00:00Z", 120_000);
    await deposit(c.quoteId, 50_000, "2026-10-02T18:00:00Z");
    // D: referral, completed before the 90 days, with a remake: nothing of it counts.
    const d = await costedJob("referral", "2026-08-01T18:00:00Z", 999_000);
    await seedOrder(d.jobId, d.supplier, {
      kind: "remake",
      status: "confirmed",
      lines: [{ openingId: d.opening, remake: { reason: "other", costCents: 77_000, chargedTo: "us" } }],
    });
    // E: direct, installed and not completed: only its deposit (collected) counts.
    const e = await costedJob("direct", null, 500_000, "installed");
    await deposit(e.quoteId, 30_000, "2026-11-10T18:00:00Z");
  }
  const response = await callAdmin("/api/admin/money");
  expect(response.status).toBe(200);
  return (await response.json()).earnings;
}

describe("GET /api/admin/money: what completed jobs earned", () => {
  it("answers gross profit and margin of the last 30 days' completed jobs, per channel beside what each collected", async () => {
    const [thirty] = await panel();
    expect(thirty).toMatchObject({
      days: 30,
      since: "2026-11-03",
      // A and C: 600,000 of revenue, 380,000 of costs; 220,000 / 600,000 = 36.66…%.
      completedJobs: 2,
      revenueCents: 600_000,
      costsCents: 380_000,
      grossCents: 220_000,
      marginPercent: 36.7,
    });
    expect(thirty.channels).toEqual([
      // 80,000 / 300,000 = 26.66…%.
      {
        channel: "google-ads",
        collectedCents: 100_000,
        completedJobs: 1,
        revenueCents: 300_000,
        costsCents: 220_000,
        grossCents: 80_000,
        marginPercent: 26.7,
      },
      { channel: "direct", collectedCents: 30_000, completedJobs: 0, revenueCents: 0, costsCents: 0, grossCents: 0, marginPercent: null },
      // 140,000 / 300,000 = 46.66…%.
      {
        channel: "referral",
        collectedCents: 0,
        completedJobs: 1,
        revenueCents: 300_000,
        costsCents: 160_000,
        grossCents: 140_000,
        marginPercent: 46.7,
      },
    ]);
    expect(thirty.remakes).toEqual([{ reason: "mis-measure", count: 1, cents: 20_000, chargedToUsCents: 20_000 }]);
  });

  it("answers the last 90 days' with a loss-making job in, and the remakes by reason whoever paid", async () => {
    const [, ninety] = await panel();
    // A, B and C: 900,000 of revenue, 700,000 of costs; 200,000 / 900,000 = 22.22…%.
    expect(ninety).toMatchObject({
      days: 90,
      since: "2026-09-04",
      completedJobs: 3,
      revenueCents: 900_000,
      costsCents: 700_000,
      grossCents: 200_000,
      marginPercent: 22.2,
    });
    expect(ninety.channels).toEqual([
      {
        channel: "google-ads",
        collectedCents: 100_000,
        completedJobs: 2,
        revenueCents: 600_000,
        costsCents: 540_000,
        grossCents: 60_000,
        marginPercent: 10,
      },
      {
        channel: "referral",
        collectedCents: 50_000,
        completedJobs: 1,
        revenueCents: 300_000,
        costsCents: 160_000,
        grossCents: 140_000,
        marginPercent: 46.7,
      },
      { channel: "direct", collectedCents: 30_000, completedJobs: 0, revenueCents: 0, costsCents: 0, grossCents: 0, marginPercent: null },
    ]);
    expect(ninety.remakes).toEqual([
      { reason: "damaged", count: 1, cents: 35_000, chargedToUsCents: 0 },
      { reason: "mis-measure", count: 1, cents: 20_000, chargedToUsCents: 20_000 },
    ]);
  });
});
