/**
 * The re-measure's final sizes through the admin function: the job keeps both sizes, and when a
 * final size changes the price under the signed quote's own prices, one open draft change order
 * holds a line per changed opening (a credit or an extra), for the office to send.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { priceBookLines } from "../../src/server/db/schema";
import { callAdmin, seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { jobPage, patchJob } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { pricedRecord, signedJobWithOpenings, VINYL, writtenOpening } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLiftedSiteCeilings();

const finalSize = (jobId: string, openingId: string, body: object) =>
  callAdmin(`/api/admin/jobs/${jobId}/openings/${openingId}`, { method: "PATCH", body });

interface Line {
  description: string;
  unitPriceCents: number;
  openingId: string;
}
/** The job's change orders as its page lists them. */
const changeOrdersOf = async (jobId: string): Promise<{ id: string; status: string; items: Line[] }[]> =>
  (await jobPage(jobId)).changeOrders;

// The living room's picture window, 72 × 48 in, was priced at $722.00: $500 (120 united inches), $150 insert, Low-E $72 (24 sq ft).
// The den's, 50 × 48 in, at $600.00: $400 (98 united inches), $150 insert, Low-E $50 (16 2/3 sq ft).
const LIVING = { location: "Living room", width: "72", height: "48" };
const DEN = { location: "Den", width: "50", height: "48" };

describe("PATCH /api/admin/jobs/{id}/openings/{openingId}", () => {
  it("drafts a credit when the final size prices lower, and the job page shows both sizes", async () => {
    const job = await signedJobWithOpenings([LIVING]);
    const response = await finalSize(job.jobId, job.openings[0]!.id, { width: "71 1/2", height: "28" });
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.openings).toHaveLength(1);
    expect(page.openings[0]).toMatchObject({
      width: { text: "72" },
      height: { text: "48" },
      final: { width: { text: "71 1/2" }, height: { text: "28" }, by: "owner@example.com" },
    });
    // $400 (100 united inches) + $150 + Low-E $41.71 (13.9 sq ft) = $591.71: $130.29 less.
    expect(page.changeOrders).toEqual([
      expect.objectContaining({
        status: "draft",
        items: [
          expect.objectContaining({
            description: "Living room · picture window: W 72 × H 48 → W 71 1/2 × H 28 in",
            quantity: 1,
            unitPriceCents: -13_029,
            amountCents: -13_029,
            openingId: job.openings[0]!.id,
          }),
        ],
      }),
    ]);
    expect(page.timeline.at(-1)).toMatchObject({ kind: "measurements", notified: false });
  });

  it("drafts an extra when it prices higher, and no change order when the price is the same", async () => {
    const job = await signedJobWithOpenings([DEN, LIVING]);
    expect((await finalSize(job.jobId, job.openings[1]!.id, { width: "72", height: "47 3/4" })).status).toBe(200);
    // 119 3/4 united inches is still the $500 bracket, but Low-E on 23.9 sq ft is $71.63: $0.37 less.
    expect((await changeOrdersOf(job.jobId)).map((order) => order.items.map((line) => line.unitPriceCents))).toEqual([[-37]]);
    expect((await finalSize(job.jobId, job.openings[1]!.id, { width: "72", height: "48" })).status).toBe(200);
    // Back to the size priced: nothing left to draft, and the draft is withdrawn.
    expect((await changeOrdersOf(job.jobId)).filter((order) => order.status !== "void")).toEqual([]);

    const extra = await (await finalSize(job.jobId, job.openings[0]!.id, { width: 52, height: 50 })).json();
    // $500 (102 united inches) + $150 + Low-E $54.17 (18.06 sq ft) = $704.17: $104.17 more.
    const [draft] = extra.changeOrders.filter((order: { status: string }) => order.status === "draft");
    expect(draft.items).toEqual([
      expect.objectContaining({ description: "Den · picture window: W 50 × H 48 → W 52 × H 50 in", unitPriceCents: 10_417 }),
    ]);
  });

  it("keeps one draft with a line per changed opening, writes it in the customer's language, and a new draft once it was sent", async () => {
    const job = await signedJobWithOpenings([LIVING, DEN]);
    await finalSize(job.jobId, job.openings[0]!.id, { width: "71 1/2", height: "28" });
    await finalSize(job.jobId, job.openings[1]!.id, { width: "52", height: "50" });
    const [draft, ...none] = await changeOrdersOf(job.jobId);
    expect(none).toEqual([]);
    expect(draft!.items.map((line) => [line.openingId, line.unitPriceCents])).toEqual([
      [job.openings[0]!.id, -13_029],
      [job.openings[1]!.id, 10_417],
    ]);

    expect((await callAdmin(`/api/admin/change-orders/${draft!.id}/send`, { method: "POST" })).status).toBe(200);
    // Measured again after the change order was sent: the new draft holds only what is not on it already.
    await finalSize(job.jobId, job.openings[1]!.id, { width: "52", height: "52" });
    const orders = await changeOrdersOf(job.jobId);
    expect(orders.map((order) => order.status).sort()).toEqual(["draft", "sent"]);
    // 52 × 52: Low-E $56.33 (18.78 sq ft), $2.16 more than the 52 × 50 already sent.
    expect(orders.find((order) => order.status === "draft")!.items).toEqual([
      expect.objectContaining({ description: "Den · picture window: W 50 × H 48 → W 52 × H 52 in", unitPriceCents: 216 }),
    ]);
  });

  it("words the lines in Spanish for a Spanish-speaking customer", async () => {
    const job = await signedJobWithOpenings([LIVING], undefined, { locale: "es" });
    await finalSize(job.jobId, job.openings[0]!.id, { width: "71 1/2", height: "28" });
    const [draft] = await changeOrdersOf(job.jobId);
    expect(draft!.items[0]!.description).toBe("Living room · ventana fija: An 72 × Al 48 → An 71 1/2 × Al 28 pulg.");
  });

  it("prices by the quote's own prices: a change to the book after the signature changes nothing", async () => {
    const job = await signedJobWithOpenings([LIVING]);
    await getDb()
      .insert(priceBookLines)
      .values({
        id: VINYL.id,
        name: VINYL.name,
        kind: "window",
        pricing: { method: "united-inch", brackets: [{ upToInches: 150, cents: 99_000 }] },
        installInsertCents: 40_000,
        installFullFrameCents: 50_000,
        updatedBy: "owner@example.com",
      });
    await finalSize(job.jobId, job.openings[0]!.id, { width: "71 1/2", height: "28" });
    expect((await changeOrdersOf(job.jobId))[0]!.items.map((line) => line.unitPriceCents)).toEqual([-13_029]);
  });

  it("answers 400 for a size the signed line cannot price or cannot read, with nothing recorded", async () => {
    const job = await signedJobWithOpenings([LIVING]);
    const tooLarge = await finalSize(job.jobId, job.openings[0]!.id, { width: "100", height: "60" });
    expect(tooLarge.status).toBe(400);
    expect((await tooLarge.json()).fieldErrors.width).toEqual([
      expect.stringMatching(/^The signed product line \(Tuscany V400\) cannot price this size/),
    ]);
    const unreadable = await finalSize(job.jobId, job.openings[0]!.id, { width: "71 1/3", height: "48" });
    expect((await unreadable.json()).fieldErrors.width).toEqual(["Width: Measure to the nearest 1/16 inch"]);
    expect((await jobPage(job.jobId)).openings[0].final).toBeNull();
  });

  it("answers 404 for an opening of another visit, 409 for one not on the option signed, and 409 once the windows are ordered", async () => {
    const job = await signedJobWithOpenings([LIVING, DEN], ([good, better], [living, den]) => [
      pricedRecord(better!, 0, living!),
      pricedRecord(good!, 0, den!),
    ]);
    const stranger = await writtenOpening((await seedAppointment()).id);
    expect((await finalSize(job.jobId, stranger.id, { width: "70", height: "48" })).status).toBe(404);
    expect((await finalSize(job.jobId, randomUUID(), { width: "70", height: "48" })).status).toBe(404);
    expect((await finalSize(job.jobId, job.openings[1]!.id, { width: "70", height: "48" })).status).toBe(409);

    // Measured: still open to the re-measure.
    await patchJob(job.jobId, { stage: "measured", notify: false });
    expect((await finalSize(job.jobId, job.openings[0]!.id, { width: "71", height: "48" })).status).toBe(200);
    await patchJob(job.jobId, { stage: "ordered", manufacturer: "Milgard", orderNumber: "SO-1", notify: false });
    expect((await finalSize(job.jobId, job.openings[0]!.id, { width: "70", height: "48" })).status).toBe(409);
  });
});

describe("the job's free-text measurements", () => {
  it("stay read-only for a job whose visit has openings: a new text is a 400, the same text passes", async () => {
    const job = await signedJobWithOpenings([LIVING]);
    const page = await jobPage(job.jobId);
    expect(page.measurements).toMatchObject({ notes: "", notesEditable: false });
    const refused = await patchJob(job.jobId, { measurements: "Six openings, 35.5 x 47.25" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.measurements).toEqual([expect.stringMatching(/openings/)]);
    expect((await patchJob(job.jobId, { measurements: "", stage: "measured", notify: false })).status).toBe(200);
  });
});
