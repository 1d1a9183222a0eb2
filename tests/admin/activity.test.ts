/**
 * Who did what: each admin write of the kinds people ask about (a job's stage, a payment recorded,
 * an invoice or a change order voided, a purchase order sent or its differences accepted) leaves
 * one record in admin_activity naming the signed-in person, written by the write's own statement,
 * so a write that loses (refused, or beaten by another meanwhile) leaves none; the job's timeline
 * names the person; the owner's list filters by job and person and pages newest first.
 */
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { adminActivity, teamMembers } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { sessionCookie } from "../helpers/session";
import { jobPage, patchJob, signedJob } from "../jobs/fixtures";
import { writeChangeOrder } from "../money/fixtures";
import { writtenInvoice } from "../money/invoice-fixtures";
import { useContractFacts } from "../quotes/fixtures";
import { ADMIN, callAdmin, SECOND_ADMIN, useAdminEnv } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useAdminEnv();

/** The job's records, oldest first (they can never be deleted, so each test reads its own job's). */
const records = (jobId: string) =>
  getDb().select().from(adminActivity).where(eq(adminActivity.jobId, jobId)).orderBy(asc(adminActivity.id));

/** Maria: the first owner, with a team row of her own (the name people know her by). */
let maria: string;
beforeEach(async () => {
  // The database lives as long as the file: her row is written once, and her name put back before each test.
  const [row] = await getDb()
    .insert(teamMembers)
    .values({ email: ADMIN, name: "Maria Lopez", role: "owner", createdBy: "setup" })
    .onConflictDoNothing()
    .returning({ id: teamMembers.id });
  if (row) maria = row.id;
  await getDb().update(teamMembers).set({ name: "Maria Lopez" }).where(eq(teamMembers.id, maria));
});

/** Calls the admin as the second owner, who has no team row: Google's name for them is all there is. */
const asRosa = async (path: string, init: { method?: string; body?: unknown } = {}) =>
  callAdmin(path, { ...init, cookie: await sessionCookie(SECOND_ADMIN, { name: "Rosa Diaz" }) });

describe("each admin write records who made it", () => {
  it("a stage change: the person's team name and row, the job, and the stages from and to; the timeline says by whom", async () => {
    const { jobId } = await signedJob();
    expect((await patchJob(jobId, { stage: "measured", note: "Measured with the customer." })).status).toBe(200);
    expect((await asRosa(`/api/admin/jobs/${jobId}`, { method: "PATCH", body: { stage: "ordered", notify: false } })).status).toBe(200);
    expect(await records(jobId)).toEqual([
      expect.objectContaining({
        at: NOW,
        actorEmail: ADMIN,
        actorName: "Maria Lopez",
        personId: maria,
        action: "job.stage",
        jobId,
        detail: expect.objectContaining({ fromStage: "signed", toStage: "measured", note: "Measured with the customer." }),
      }),
      expect.objectContaining({
        actorEmail: SECOND_ADMIN.toLowerCase(),
        actorName: "Rosa Diaz",
        personId: null,
        action: "job.stage",
        jobId,
        detail: expect.objectContaining({ fromStage: "measured", toStage: "ordered" }),
      }),
    ]);
    const { timeline } = await jobPage(jobId);
    expect(timeline.map((entry: { by: string; byName: string | null }) => [entry.by, entry.byName])).toEqual([
      ["customer", null],
      [ADMIN, "Maria Lopez"],
      [SECOND_ADMIN.toLowerCase(), "Rosa Diaz"],
    ]);
  });

  it("a refused stage change leaves no record, and of two changes made at once only the one written is recorded", async () => {
    const { jobId } = await signedJob();
    expect((await patchJob(jobId, { stage: "delivered" })).status).toBe(200);
    expect((await patchJob(jobId, { stage: "ordered" })).status).toBe(409);
    expect((await records(jobId)).map((row) => row.detail)).toEqual([expect.objectContaining({ toStage: "delivered" })]);
    const answers = await Promise.all([
      patchJob(jobId, { stage: "on_hold", notify: false }),
      asRosa(`/api/admin/jobs/${jobId}`, { method: "PATCH", body: { stage: "on_hold", notify: false } }),
    ]);
    // Decided on the delivered job, one statement finds it on hold already, writes nothing and answers 409 (one read after the
    // other's write would pass as a change of nothing but its note): each 200 is one record, a 409 none.
    const passed = answers.filter((answer) => answer.status === 200).length;
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const written = await records(jobId);
    expect(written).toHaveLength(1 + passed);
    expect(written[1]!.detail).toEqual(expect.objectContaining({ fromStage: "delivered", toStage: "on_hold" }));
  });

  it("install days booked and unbooked by the office: the days and the stages", async () => {
    const { jobId } = await signedJob();
    expect((await patchJob(jobId, { stage: "delivered", notify: false })).status).toBe(200);
    const { dates } = await (await callAdmin(`/api/admin/jobs/${jobId}/install-dates`)).json();
    const booked = await asRosa(`/api/admin/jobs/${jobId}/install`, { method: "POST", body: { startDate: dates[0], notify: false } });
    expect(booked.status).toBe(201);
    expect((await callAdmin(`/api/admin/jobs/${jobId}/install?notify=0`, { method: "DELETE" })).status).toBe(200);
    expect((await records(jobId)).slice(1)).toEqual([
      expect.objectContaining({
        actorName: "Rosa Diaz",
        action: "job.install-booked",
        detail: expect.objectContaining({ fromStage: "delivered", toStage: "scheduled", dates: [dates[0]] }),
      }),
      expect.objectContaining({
        actorName: "Maria Lopez",
        action: "job.install-unbooked",
        detail: { fromStage: "scheduled", toStage: "delivered", previousDates: [dates[0]] },
      }),
    ]);
  });

  it("a payment recorded: the invoice, its amount and the way it was paid; a second one is refused and leaves nothing", async () => {
    const { jobId } = await signedJob();
    const invoice = await writtenInvoice(jobId, { kind: "progress", percent: 25 });
    const pay = () =>
      asRosa(`/api/admin/invoices/${invoice.id}/payments`, {
        method: "POST",
        body: { method: "check", amountCents: invoice.amountCents, reference: "Check 1042" },
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await records(jobId)).toEqual([
      expect.objectContaining({
        actorEmail: SECOND_ADMIN.toLowerCase(),
        actorName: "Rosa Diaz",
        action: "payment.record",
        jobId,
        subjectId: invoice.id,
        detail: { invoice: invoice.number, amountCents: invoice.amountCents, method: "check", reference: "Check 1042" },
      }),
    ]);
  });

  it("an invoice voided, once however many times it is asked at once", async () => {
    const { jobId } = await signedJob();
    const invoice = await writtenInvoice(jobId, { kind: "progress", percent: 25 });
    const answers = await Promise.all([1, 2, 3].map(() => callAdmin(`/api/admin/invoices/${invoice.id}/void`, { method: "POST" })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await records(jobId)).toEqual([
      expect.objectContaining({
        actorName: "Maria Lopez",
        personId: maria,
        action: "invoice.void",
        jobId,
        subjectId: invoice.id,
        detail: { invoice: invoice.number, amountCents: invoice.amountCents },
      }),
    ]);
  });

  it("a change order voided, once however many times it is asked at once", async () => {
    const { jobId } = await signedJob();
    const order = await writeChangeOrder(jobId, [{ description: "Add a transom", quantity: 1, unitPriceCents: 45_000 }]);
    const answers = await Promise.all([1, 2].map(() => asRosa(`/api/admin/change-orders/${order.id}/void`, { method: "POST" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await records(jobId)).toEqual([
      expect.objectContaining({
        actorName: "Rosa Diaz",
        action: "change-order.void",
        jobId,
        subjectId: order.id,
        detail: expect.objectContaining({ totalCents: order.totalCents }),
      }),
    ]);
  });
});

describe("GET /api/admin/activity", () => {
  it("lists the records newest first, by job and by person, a page at a time", async () => {
    const first = await signedJob();
    const second = await signedJob();
    expect((await patchJob(first.jobId, { stage: "measured", notify: false })).status).toBe(200);
    expect((await asRosa(`/api/admin/jobs/${second.jobId}`, { method: "PATCH", body: { stage: "measured", notify: false } })).status).toBe(
      200,
    );
    expect((await patchJob(first.jobId, { stage: "ordered", notify: false })).status).toBe(200);
    expect((await patchJob(second.jobId, { stage: "ordered", notify: false })).status).toBe(200);
    const actionsOf = (page: { items: { jobId: string; actorEmail: string; detail: { toStage: string } }[] }) =>
      page.items.map((item) => [
        item.jobId === first.jobId ? "first" : "second",
        item.actorEmail === ADMIN ? "maria" : "rosa",
        item.detail.toStage,
      ]);

    const all = await (await callAdmin("/api/admin/activity")).json();
    // All four were written at the same frozen instant, after the other tests' records: the later write comes first.
    expect(actionsOf({ items: all.items.slice(0, 4) })).toEqual([
      ["second", "maria", "ordered"],
      ["first", "maria", "ordered"],
      ["second", "rosa", "measured"],
      ["first", "maria", "measured"],
    ]);

    const ofJob = await (await callAdmin(`/api/admin/activity?jobId=${first.jobId}`)).json();
    expect(actionsOf(ofJob)).toEqual([
      ["first", "maria", "ordered"],
      ["first", "maria", "measured"],
    ]);
    const ofMaria = await (await callAdmin(`/api/admin/activity?personId=${maria}&jobId=${second.jobId}`)).json();
    expect(actionsOf(ofMaria)).toEqual([["second", "maria", "ordered"]]);

    const page1 = await (await callAdmin("/api/admin/activity?pageSize=3")).json();
    expect(page1.items.map((item: { id: number }) => item.id)).toEqual(all.items.slice(0, 3).map((item: { id: number }) => item.id));
    const page2 = await (await callAdmin(`/api/admin/activity?pageSize=3&after=${page1.nextCursor}`)).json();
    expect(page2.items.map((item: { id: number }) => item.id)).toEqual(all.items.slice(3, 6).map((item: { id: number }) => item.id));
    const ofFirst1 = await (await callAdmin(`/api/admin/activity?jobId=${first.jobId}&pageSize=1`)).json();
    const ofFirst2 = await (await callAdmin(`/api/admin/activity?jobId=${first.jobId}&pageSize=1&after=${ofFirst1.nextCursor}`)).json();
    expect([...actionsOf(ofFirst1), ...actionsOf(ofFirst2)]).toEqual(actionsOf(ofJob));
    expect(ofFirst2.nextCursor).toBeNull();
  });

  it("answers 400 for a filter that is not an id, and nothing for a cursor that is not one", async () => {
    expect((await callAdmin("/api/admin/activity?jobId=42")).status).toBe(400);
    const answer = await callAdmin("/api/admin/activity?after=bm90LWEtY3Vyc29y");
    expect(await answer.json()).toEqual({ items: [], nextCursor: null });
  });
});

describe("the record's name", () => {
  it("keeps the name the person had when they did it", async () => {
    const { jobId } = await signedJob();
    expect((await patchJob(jobId, { stage: "measured", notify: false })).status).toBe(200);
    await getDb().update(teamMembers).set({ name: "Maria Ortiz" }).where(eq(teamMembers.id, maria));
    expect((await patchJob(jobId, { stage: "ordered", notify: false })).status).toBe(200);
    expect((await records(jobId)).map((row) => row.actorName)).toEqual(["Maria Lopez", "Maria Ortiz"]);
  });
});
