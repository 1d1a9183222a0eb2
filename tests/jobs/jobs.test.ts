/**
 * Jobs through the functions against a real database: the job created by the signature's own
 * statement, the job page, every stage rule of PATCH (forward, a step back and its correction,
 * unknown stages, on hold and resuming, the closed stages, "scheduled" without install days), the
 * timeline, the board's keyset pages and counts, the waiting-too-long flags, and the three-day
 * cancel that cancels the job.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, jobEvents, jobs, quotes } from "../../src/server/db/schema";
import { callAdmin, seedAppointment, useAdminEnv, VISITOR } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { callQuote, sentQuote, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { jobPage, patchJob, signedJob, withAfterPhoto } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useStripeStandIn();
useAdminEnv();

const emailsOf = (jobId: string) => getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, jobId));

describe("signing creates the job", () => {
  it("creates one job with the chosen option, the customer, the job address, the deposit and the channel, and GET /api/admin/quotes/{id} names it", async () => {
    const { jobId, quoteId } = await signedJob({ channel: "google-business-profile", firstName: "Rosa", lastName: "Quintero" });
    const page = await jobPage(jobId);
    expect(page).toMatchObject({
      id: jobId,
      number: expect.any(Number),
      stage: "signed",
      quoteId,
      jobAddress: "123 E Main St, Gilbert, AZ 85233",
      totalCents: 324_900,
      depositCents: 81_225,
      channel: "google-business-profile",
      customer: { name: "Rosa Quintero", locale: "en" },
      scope: {
        name: "Better",
        totalCents: 324_900,
        items: [{ description: "Milgard Tuscany V400 slider", quantity: 4 }, { description: "Haul-away" }],
      },
      order: { manufacturer: null, orderNumber: null, orderedOn: null, expectedDelivery: null },
      install: { days: 1, crew: null, dates: [] },
      next: { step: "re-measure", on: null },
    });
    expect(page.number).toBeGreaterThanOrEqual(1001);
    expect(page.timeline).toEqual([
      expect.objectContaining({ stage: "signed", at: NOW.toISOString(), by: "customer", kind: "created", note: "" }),
    ]);
  });

  it("creates no job when the signature is refused (a second signature), and exactly one for the first", async () => {
    const visit = await seedAppointment();
    const quote = await sentQuote({ appointmentId: visit.id });
    const body = { optionId: quote.options[0]!.id, name: "Ana Lopez", agree: true };
    const answers = await Promise.all([
      callQuote(`/api/quotes/${quote.token}/sign`, { method: "POST", body }),
      callQuote(`/api/quotes/${quote.token}/sign`, { method: "POST", body }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await getDb().select().from(jobs).where(eq(jobs.quoteId, quote.id))).toHaveLength(1);
  });

  it("answers jobId null for a quote not signed yet", async () => {
    const visit = await seedAppointment();
    const quote = await sentQuote({ appointmentId: visit.id });
    expect((await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json()).jobId).toBeNull();
  });

  it("cancels the job with the contract within the three business days", async () => {
    const { jobId, token } = await signedJob();
    expect((await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" })).status).toBe(200);
    const page = await jobPage(jobId);
    expect(page.stage).toBe("cancelled");
    expect(page.timeline.at(-1)).toMatchObject({ stage: "cancelled", fromStage: "signed", by: "customer", kind: "stage" });
    // A cancelled job is closed: the office changes nothing more.
    expect((await patchJob(jobId, { stage: "measured" })).status).toBe(409);
  });
});

describe("PATCH /api/admin/jobs/{id}: the stage rules", () => {
  it("moves forward, recording the day each stage is reached, and keeps every change in the timeline", async () => {
    const { jobId } = await signedJob();
    expect(
      (await patchJob(jobId, { stage: "measured", measurements: "Six openings, 35.5 x 47.25", note: "Re-measured with the customer." }))
        .status,
    ).toBe(200);
    const ordered = await patchJob(jobId, {
      stage: "ordered",
      manufacturer: "Milgard",
      orderNumber: "1144124",
      expectedDelivery: "2027-01-13",
    });
    expect(ordered.status).toBe(200);
    const page = await ordered.json();
    expect(page.order).toEqual({
      manufacturer: "Milgard",
      orderNumber: "1144124",
      orderedOn: "2026-12-02",
      expectedDelivery: "2027-01-13",
      expectedDeliveryPrecision: "day",
      deliveredOn: null,
      purchaseOrders: [],
    });
    expect(page.measurements).toMatchObject({ measuredOn: "2026-12-02", notes: "Six openings, 35.5 x 47.25" });
    expect(page.timeline.map((entry: { stage: string; kind: string; by: string }) => [entry.stage, entry.kind, entry.by])).toEqual([
      ["signed", "created", "customer"],
      ["measured", "stage", "owner@example.com"],
      ["ordered", "stage", "owner@example.com"],
    ]);
    expect(page.timeline[1]).toMatchObject({
      note: "Re-measured with the customer.",
      fromStage: "signed",
      notified: true,
      changes: { measurements: { from: "", to: "Six openings, 35.5 x 47.25" } },
    });
    expect(page.next).toEqual({ step: "delivery", expected: "2027-01-13", precision: "day" });
  });

  it("returns 409 for a stage backwards, and records a correction with correction: true", async () => {
    const { jobId } = await signedJob();
    await patchJob(jobId, { stage: "delivered" });
    const back = await patchJob(jobId, { stage: "ordered" });
    expect(back.status).toBe(409);
    expect((await back.json()).error).toMatch(/correction: true/);
    const corrected = await patchJob(jobId, { stage: "ordered", correction: true, note: "Delivery was recorded on the wrong job." });
    expect(corrected.status).toBe(200);
    const page = await corrected.json();
    expect(page.stage).toBe("ordered");
    expect(page.order.deliveredOn).toBeNull();
    expect(page.timeline.at(-1)).toMatchObject({
      stage: "ordered",
      fromStage: "delivered",
      correction: true,
      notified: false,
      note: "Delivery was recorded on the wrong job.",
    });
  });

  it("returns 400 for an unknown stage, naming the field", async () => {
    const { jobId } = await signedJob();
    const response = await patchJob(jobId, { stage: "shipped" });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors)).toEqual(["stage"]);
  });

  it("returns 400 for an empty change and for days out of range", async () => {
    const { jobId } = await signedJob();
    expect((await patchJob(jobId, {})).status).toBe(400);
    expect((await patchJob(jobId, { installDays: 0 })).status).toBe(400);
    expect((await patchJob(jobId, { installDays: 31 })).status).toBe(400);
    expect((await patchJob(jobId, { expectedDelivery: "2027-02-30" })).status).toBe(400);
  });

  it("returns 409 for scheduled without install days", async () => {
    const { jobId } = await signedJob();
    await patchJob(jobId, { stage: "delivered" });
    expect((await patchJob(jobId, { stage: "scheduled" })).status).toBe(409);
  });

  it("puts a job on hold and resumes it where it was, without a correction", async () => {
    const { jobId } = await signedJob();
    await patchJob(jobId, { stage: "ordered", manufacturer: "Pella", orderNumber: "PO-77" });
    const held = await (await patchJob(jobId, { stage: "on_hold", note: "Customer travelling until January." })).json();
    expect(held).toMatchObject({ stage: "on_hold", stageBeforeHold: "ordered", next: { step: "on-hold" } });
    expect((await patchJob(jobId, { stage: "measured" })).status).toBe(409);
    const resumed = await (await patchJob(jobId, { stage: "ordered" })).json();
    expect(resumed).toMatchObject({ stage: "ordered", stageBeforeHold: null });
    expect(resumed.timeline.slice(-2).map((entry: { changes: { move?: string } }) => entry.changes.move)).toEqual(["hold", "resume"]);
  });

  it("reopens a completed job only by a correction", async () => {
    const { jobId } = await signedJob();
    await withAfterPhoto(jobId);
    await patchJob(jobId, { stage: "completed", notify: false });
    expect((await patchJob(jobId, { stage: "installed" })).status).toBe(409);
    expect((await patchJob(jobId, { stage: "installed", correction: true })).status).toBe(200);
  });

  it("tells the customer nothing with notify: false, and the timeline says so", async () => {
    const { jobId } = await signedJob();
    const page = await (await patchJob(jobId, { stage: "measured", notify: false })).json();
    expect(page.timeline.at(-1)).toMatchObject({ stage: "measured", notified: false });
    expect((await emailsOf(jobId)).map((row) => row.kind)).toEqual([]);
  });

  it("records a note, and order facts without a stage change, as their own events", async () => {
    const { jobId } = await signedJob();
    await patchJob(jobId, { note: "Customer prefers mornings." });
    await patchJob(jobId, { manufacturer: "Milgard" });
    const page = await jobPage(jobId);
    expect(page.timeline.slice(-2).map((entry: { kind: string; stage: string }) => [entry.kind, entry.stage])).toEqual([
      ["note", "signed"],
      ["order", "signed"],
    ]);
  });

  it("returns 404 for a job that does not exist or an id that is not one, and 401/403 to anyone but an admin", async () => {
    expect((await callAdmin("/api/admin/jobs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await callAdmin("/api/admin/jobs/not-a-job")).status).toBe(404);
    const { jobId } = await signedJob();
    expect((await callAdmin(`/api/admin/jobs/${jobId}`, { as: null })).status).toBe(401);
    expect((await callAdmin(`/api/admin/jobs/${jobId}`, { method: "PATCH", body: { stage: "measured" }, as: VISITOR })).status).toBe(403);
  });

  it("never changes or deletes a timeline event (the database refuses)", async () => {
    const { jobId } = await signedJob();
    await expect(getDb().update(jobEvents).set({ note: "rewritten" }).where(eq(jobEvents.jobId, jobId))).rejects.toThrow();
    await expect(getDb().delete(jobEvents).where(eq(jobEvents.jobId, jobId))).rejects.toThrow();
  });
});

describe("GET /api/admin/jobs: the board", () => {
  it("pages a stage's column newest first by keyset, with every stage's count", async () => {
    // Jobs of the tests before this one (made at NOW) are older than these.
    const before = (await (await callAdmin("/api/admin/jobs?pageSize=1")).json()).counts;
    const made: string[] = [];
    for (let index = 0; index < 3; index++) {
      vi.setSystemTime(new Date(NOW.getTime() + index * 60_000));
      made.push((await signedJob()).jobId);
    }
    await patchJob(made[0]!, { stage: "measured", notify: false });
    const first = await (await callAdmin("/api/admin/jobs?stage=signed&pageSize=1")).json();
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([made[2]]);
    expect(first.items[0]).toMatchObject({
      stage: "signed",
      customer: "Ana Lopez",
      optionName: "Better",
      totalCents: 324_900,
      flags: [],
      installDates: [],
    });
    const second = await (await callAdmin(`/api/admin/jobs?stage=signed&pageSize=1&after=${first.nextCursor}`)).json();
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([made[1]]);
    expect(first.counts).toMatchObject({ signed: before.signed + 2, measured: before.measured + 1 });
  });

  it("returns 400 for an unknown stage or a cursor that is not one", async () => {
    expect((await callAdmin("/api/admin/jobs?stage=shipped")).status).toBe(400);
    expect((await callAdmin("/api/admin/jobs?after=%25%25")).status).toBe(400);
  });

  it("flags an expected delivery that has passed, lists it under its flag, and counts it for the navigation", async () => {
    const before = await (await callAdmin("/api/admin/jobs/counts")).json();
    const waitingBefore = await (await callAdmin("/api/admin/waiting")).json();
    const { jobId } = await signedJob();
    await patchJob(jobId, { stage: "ordered", manufacturer: "Milgard", orderNumber: "1", expectedDelivery: "2026-12-03", notify: false });
    // Friday 2026-12-04 in Phoenix: the expected day has passed.
    vi.setSystemTime(new Date("2026-12-04T17:00:00Z"));
    const page = await jobPage(jobId);
    expect(page.flags).toEqual(["delivery-overdue"]);
    const flagged = await (await callAdmin("/api/admin/jobs?flag=delivery-overdue")).json();
    expect(flagged.items.map((item: { id: string }) => item.id)).toContain(jobId);
    const counts = await (await callAdmin("/api/admin/jobs/counts")).json();
    expect(counts.flags["delivery-overdue"]).toBe(before.flags["delivery-overdue"] + 1);
    expect(counts.flags.total).toBe(
      counts.flags["delivery-overdue"] + counts.flags["install-not-booked"] + counts.flags["completion-overdue"],
    );
    expect(counts.stages.ordered).toBe(before.stages.ordered + 1);
    // The admin frame's count beside Jobs: each job waiting too long once, whatever its flags.
    const waiting = await (await callAdmin("/api/admin/waiting")).json();
    expect(waiting.jobsWaiting).toBe(waitingBefore.jobsWaiting + 1);
    expect(waiting.jobsWaiting).toBe(counts.flags.total);
  });

  it("flags a delivered job after five business days without install days, and an installed one after three", async () => {
    const delivered = await signedJob();
    await patchJob(delivered.jobId, { stage: "delivered", deliveredOn: "2026-12-02", notify: false });
    const installed = await signedJob();
    await withAfterPhoto(installed.jobId);
    await patchJob(installed.jobId, { stage: "installed", notify: false });
    // Tuesday 2026-12-08: Thursday, Friday, Saturday, Monday, Tuesday since the delivery (Sunday closed); 3 since the install.
    vi.setSystemTime(new Date("2026-12-08T17:00:00Z"));
    expect((await jobPage(delivered.jobId)).flags).toEqual(["install-not-booked"]);
    expect((await jobPage(installed.jobId)).flags).toEqual(["completion-overdue"]);
    vi.setSystemTime(new Date("2026-12-07T17:00:00Z"));
    expect((await jobPage(delivered.jobId)).flags).toEqual([]);
  });
});

describe("the quote's job on the customer's quote page", () => {
  it("answers job null before the signature, then the stage, timeline, expected delivery and install, without the office's notes", async () => {
    const visit = await seedAppointment();
    const quote = await sentQuote({ appointmentId: visit.id });
    expect((await (await callQuote(`/api/quotes/${quote.token}`)).json()).job).toBeNull();
    await callQuote(`/api/quotes/${quote.token}/sign`, {
      method: "POST",
      body: { optionId: quote.options[1]!.id, name: "Ana Lopez", agree: true },
    });
    const [row] = await getDb().select().from(jobs).where(eq(jobs.quoteId, quote.id));
    await patchJob(row!.id, {
      stage: "ordered",
      manufacturer: "Milgard",
      orderNumber: "1144124",
      expectedDelivery: "2027-01-10",
      expectedDeliveryPrecision: "week",
      note: "Internal: supplier slow",
    });
    const view = await (await callQuote(`/api/quotes/${quote.token}?locale=es`)).json();
    expect(view.job).toMatchObject({
      stage: "ordered",
      timeline: [
        { stage: "signed", at: NOW.toISOString() },
        { stage: "ordered", at: NOW.toISOString() },
      ],
      expectedDelivery: "2027-01-10",
      expectedDeliveryPrecision: "week",
      install: { days: 1, dates: [], canChoose: false },
      next: { step: "delivery", expected: "2027-01-10", precision: "week" },
      nextSentence: "Esperamos sus ventanas y puertas la semana del domingo, 10 de enero.",
    });
    expect(JSON.stringify(view.job)).not.toContain("Internal");
    const [stored] = await getDb().select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored!.status).toBe("signed");
  });
});
