/**
 * What each job costs and earns, through the functions on the real database: the office's other
 * costs (added, removed, refused when malformed or on another job), the crew-day cost setting,
 * and the job page's costs and profit against a contract with its 8.3% tax and a signed change
 * order: the tax left out of revenue, units of live orders only, remakes charged to us counted
 * and those charged to the supplier not, and labour at the booked crew-days (the planned ones
 * before booking).
 */
import { describe, expect, it } from "vitest";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { jobPage, signedJob as signedJobOf } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { bookCrewDays, seedOpening, seedOrder, seedSupplier } from "./cost-fixtures";
import { callChangeOrder, CONTRACT_CENTS, sendChangeOrder, writeChangeOrder } from "./fixtures";

/** Every job here was signed from a quote written before tax classes: the contract and its change orders carry its typed 8.3% (tests/tax covers the classes). */
const signedJob = (visit: Parameters<typeof signedJobOf>[0] = {}) => signedJobOf(visit, { typedRate: true });

const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useLiftedSiteCeilings();
useContractFacts();
useStripeStandIn();
useAdminEnv();

const addCost = (jobId: string, body: object) => callAdmin(`/api/admin/jobs/${jobId}/costs`, { method: "POST", body });
const setCrewDay = (crewDayCents: number) => callAdmin("/api/admin/cost-settings", { method: "PUT", body: { crewDayCents } });

/** A signed change order of one $725.00 line: 8.3% tax is 6,017.5, rounded half up to 6,018. */
async function signedChangeOrder(jobId: string): Promise<void> {
  const { id } = await writeChangeOrder(jobId, [{ description: "One more Milgard slider", quantity: 1, unitPriceCents: 72_500 }]);
  const { token } = await sendChangeOrder(id);
  const shown = await (await callChangeOrder(`/api/change-orders/${token}`)).json();
  const signed = await callChangeOrder(`/api/change-orders/${token}/sign`, {
    method: "POST",
    body: { name: "Ana Lopez", agree: true, documentSha256: shown.documentSha256 },
  });
  expect(signed.status).toBe(200);
}

describe("the crew-day cost", () => {
  it("is 0 until the owner sets it, then what was saved; a negative or fractional cost is refused", async () => {
    expect(await (await callAdmin("/api/admin/cost-settings")).json()).toEqual({ crewDayCents: 0 });
    const saved = await setCrewDay(45_000);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ crewDayCents: 45_000 });
    expect(await (await callAdmin("/api/admin/cost-settings")).json()).toEqual({ crewDayCents: 45_000 });
    for (const bad of [-1, 12.5, "450"]) {
      const refused = await callAdmin("/api/admin/cost-settings", { method: "PUT", body: { crewDayCents: bad } });
      expect(refused.status).toBe(400);
      expect((await refused.json()).fieldErrors).toHaveProperty("crewDayCents");
    }
    expect(await (await callAdmin("/api/admin/cost-settings")).json()).toEqual({ crewDayCents: 45_000 });
  });
});

describe("POST and DELETE /api/admin/jobs/{id}/costs", () => {
  it("adds a cost (201 with the job's figures) and removes it", async () => {
    const { jobId } = await signedJob();
    const added = await addCost(jobId, { description: "City permit", amountCents: 12_500 });
    expect(added.status).toBe(201);
    const body = await added.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      costs: { otherCents: 12_500 },
      costEntries: [{ id: body.id, description: "City permit", amountCents: 12_500, createdBy: "owner@example.com" }],
    });
    const second = await (await addCost(jobId, { description: "Disposal", amountCents: 7_500 })).json();
    expect(second.costs.otherCents).toBe(20_000);

    const removed = await callAdmin(`/api/admin/jobs/${jobId}/costs/${body.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await removed.json()).costEntries.map((entry: { description: string }) => entry.description)).toEqual(["Disposal"]);
    expect((await jobPage(jobId)).costs.otherCents).toBe(7_500);
  });

  it.each([
    ["no description", { amountCents: 100 }, "description"],
    ["an empty description", { description: "  ", amountCents: 100 }, "description"],
    ["a zero amount", { description: "Permit", amountCents: 0 }, "amountCents"],
    ["a negative amount", { description: "Permit", amountCents: -100 }, "amountCents"],
    ["fractional cents", { description: "Permit", amountCents: 10.5 }, "amountCents"],
  ])("refuses %s with a field error", async (_case, body, field) => {
    const { jobId } = await signedJob();
    const refused = await addCost(jobId, body);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toHaveProperty(field);
    expect((await jobPage(jobId)).costEntries).toEqual([]);
  });

  it("is 404 for an unknown job, and a cost removed through another job is not removed", async () => {
    expect((await addCost("00000000-0000-4000-8000-000000000000", { description: "Permit", amountCents: 100 })).status).toBe(404);
    const first = await signedJob();
    const second = await signedJob();
    const cost = await (await addCost(first.jobId, { description: "Permit", amountCents: 100 })).json();
    expect((await callAdmin(`/api/admin/jobs/${second.jobId}/costs/${cost.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await callAdmin(`/api/admin/jobs/${first.jobId}/costs/not-an-id`, { method: "DELETE" })).status).toBe(404);
    expect((await jobPage(first.jobId)).costs.otherCents).toBe(100);
  });
});

describe("GET /api/admin/jobs/{id}: costs and profit", () => {
  it("has no costs and the contract less its tax as gross before anything is costed", async () => {
    await setCrewDay(0);
    const { jobId } = await signedJob();
    const page = await jobPage(jobId);
    // The Better option: 300,000 + 8.3% tax (24,900).
    expect(page.contractTotalCents).toBe(CONTRACT_CENTS);
    expect(page.costs).toEqual({ materialsCents: 0, laborCents: 0, otherCents: 0, totalCents: 0 });
    expect(page.profit).toEqual({ revenueCents: 300_000, grossCents: 300_000, marginPercent: 100 });
    expect(page.contractTaxCents).toBe(24_900);
  });

  it("costs units of live orders, remakes charged to us, crew-days and other costs against the contract and its signed change order, tax left out", async () => {
    await setCrewDay(40_000);
    const { jobId, visitId } = await signedJob();
    await signedChangeOrder(jobId);
    const [living, kitchen, bath] = [await seedOpening(visitId), await seedOpening(visitId, "Kitchen"), await seedOpening(visitId, "Bath")];
    const supplier = await seedSupplier();
    const other = await seedSupplier();
    // The order replaced by a corrected one, and a cancelled one: neither costs anything.
    await seedOrder(jobId, supplier, { status: "superseded", lines: [{ openingId: living, unitCostCents: 999_999 }] });
    await seedOrder(jobId, other, { status: "cancelled", lines: [{ openingId: bath, unitCostCents: 888_888 }] });
    await seedOrder(jobId, supplier, {
      status: "confirmed",
      lines: [
        { openingId: living, unitCostCents: 90_000 },
        { openingId: kitchen, unitCostCents: 60_000 },
      ],
    });
    // A remake we pay (mis-measured) and one the supplier pays (it came damaged): only ours is a cost,
    // and neither's confirmed unit cost counts again.
    await seedOrder(jobId, supplier, {
      kind: "remake",
      status: "confirmed",
      lines: [{ openingId: living, unitCostCents: 90_000, remake: { reason: "mis-measure", costCents: 20_000, chargedTo: "us" } }],
    });
    await seedOrder(jobId, supplier, {
      kind: "remake",
      status: "sent",
      lines: [{ openingId: kitchen, remake: { reason: "damaged", costCents: 35_000, chargedTo: "supplier" } }],
    });
    await addCost(jobId, { description: "City permit", amountCents: 12_500 });

    // Planned at one crew-day until booked.
    const planned = await jobPage(jobId);
    expect(planned.crewDays).toBe(1);
    expect(planned.costs).toEqual({ materialsCents: 170_000, laborCents: 40_000, otherCents: 12_500, totalCents: 222_500 });

    await bookCrewDays(jobId, ["2026-12-14", "2026-12-15"]);
    const page = await jobPage(jobId);
    // Contract: 324,900 + 72,500 + 6,018 = 403,418, of which tax 24,900 + 6,018 = 30,918: revenue 372,500.
    expect(page.contractTotalCents).toBe(403_418);
    expect(page.contractTaxCents).toBe(30_918);
    expect(page.crewDays).toBe(2);
    expect(page.crewDayCents).toBe(40_000);
    expect(page.costs).toEqual({ materialsCents: 170_000, laborCents: 80_000, otherCents: 12_500, totalCents: 262_500 });
    // 110,000 / 372,500 = 29.53…%.
    expect(page.profit).toEqual({ revenueCents: 372_500, grossCents: 110_000, marginPercent: 29.5 });
  });
});
