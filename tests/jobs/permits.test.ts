/**
 * A job's building permit through the functions: PATCH /api/admin/jobs/{id} `permit` recorded
 * whole (with its timeline event, "Permit issued: BP-2026-1234") and GET answering it; the 400s of
 * a permit that contradicts itself (under `permit`, the field the request names); the flag of a permit required and not issued (the board's
 * filter and the navigation's counts); the office's install booking refused with a 409 naming
 * `confirmPermit` until the office confirms, while the customer's own chooser is not held back;
 * and the crew's day sheet and the install's calendar event saying the permit.
 */
import { describe, expect, it } from "vitest";
import calendarFeedHandler from "../../netlify/functions/calendar-feed.mts";
import { getDb } from "../../src/server/db/client";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import { runDaySheet } from "../../src/server/reminders/run-day-sheet";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { parseEvents } from "../email/ical-parse";
import { useFunctionDatabase } from "../helpers/function-env";
import { recording } from "../helpers/recording-transport";
import { callQuote, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { activeCrews } from "../team/fixtures";
import { jobPage, patchJob, signedJob } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

const ISSUED = { required: "yes", number: "BP-2026-1234", status: "issued", inspectionDate: "2026-12-18" };
const APPLIED = { required: "yes", status: "applied" };
const book = (jobId: string, body: object) => callAdmin(`/api/admin/jobs/${jobId}/install`, { method: "POST", body });

/** The 400's field errors of a PATCH of `permit`. */
async function refused(jobId: string, permit: object) {
  const response = await patchJob(jobId, { permit });
  expect(response.status).toBe(400);
  return ((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors;
}

describe("PATCH /api/admin/jobs/{id} permit", () => {
  it("starts unknown and not applied for, records the permit whole, answers it on GET, and writes its timeline event", async () => {
    const { jobId } = await signedJob();
    expect((await jobPage(jobId)).permit).toEqual({
      required: "unknown",
      number: null,
      status: "not-applied",
      inspectionDate: null,
      pending: false,
    });

    expect((await patchJob(jobId, { permit: APPLIED })).status).toBe(200);
    const response = await patchJob(jobId, { permit: ISSUED });
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.permit).toEqual({ ...ISSUED, pending: false });
    expect((await jobPage(jobId)).permit).toEqual({ ...ISSUED, pending: false });
    expect(page.timeline.at(-1)).toMatchObject({
      kind: "permit",
      stage: "signed",
      notified: false,
      changes: {
        permitStatus: { from: "applied", to: "issued" },
        permitNumber: { from: null, to: "BP-2026-1234" },
        permitInspectionDate: { from: null, to: "2026-12-18" },
        permit: { required: "yes", number: "BP-2026-1234", status: "issued" },
      },
    });

    // Sent whole: a field left out is cleared.
    expect((await (await patchJob(jobId, { permit: { required: "no", status: "not-applied" } })).json()).permit).toEqual({
      required: "no",
      number: null,
      status: "not-applied",
      inspectionDate: null,
      pending: false,
    });
  });

  it("answers 400 naming the field for a permit that contradicts itself, and changes nothing", async () => {
    const { jobId } = await signedJob();
    expect(await refused(jobId, { required: "yes", status: "issued" })).toEqual({
      permit: ["Give the permit's number: an issued permit has one"],
    });
    expect(await refused(jobId, { required: "yes", status: "passed", number: "BP-1" })).toEqual({
      permit: ["Give the day the inspection passed"],
    });
    expect(await refused(jobId, { required: "yes", status: "applied", inspectionDate: "2026-12-18" })).toEqual({
      permit: ["An inspection comes after the permit is issued"],
    });
    const notRequired = "A job that needs no permit has no permit status, number or inspection";
    expect(await refused(jobId, { required: "no", status: "issued", number: "BP-1" })).toEqual({ permit: [notRequired, notRequired] });
    expect((await refused(jobId, { required: "maybe", status: "applied" })).permit).toEqual([
      expect.stringContaining("Say whether a permit is required"),
    ]);
    expect((await refused(jobId, { required: "yes", status: "approved" })).permit).toEqual([
      expect.stringContaining("Choose the permit's status"),
    ]);
    expect(await refused(jobId, { required: "yes", status: "issued", number: "BP-1", inspectionDate: "2026-02-30" })).toEqual({
      permit: ["Give the inspection day as a real day, YYYY-MM-DD"],
    });
    expect((await jobPage(jobId)).permit.required).toBe("unknown");
  });
});

describe("the permit's flag", () => {
  it("flags a job whose permit is required and not issued, lists it under its flag, counts it, and lets it go once issued", async () => {
    const before = await (await callAdmin("/api/admin/jobs/counts")).json();
    const { jobId } = await signedJob();
    expect((await patchJob(jobId, { permit: APPLIED })).status).toBe(200);
    const page = await jobPage(jobId);
    expect(page.flags).toEqual(["permit-pending"]);
    expect(page.permit.pending).toBe(true);
    const flagged = await (await callAdmin("/api/admin/jobs?flag=permit-pending")).json();
    expect(flagged.items.map((item: { id: string }) => item.id)).toContain(jobId);
    const counts = await (await callAdmin("/api/admin/jobs/counts")).json();
    expect(counts.flags["permit-pending"]).toBe(before.flags["permit-pending"] + 1);

    expect((await patchJob(jobId, { permit: ISSUED })).status).toBe(200);
    expect((await jobPage(jobId)).flags).toEqual([]);
    const after = await (await callAdmin("/api/admin/jobs?flag=permit-pending")).json();
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(jobId);
  });

  it("does not flag a job whose permit is not required, or not known to be", async () => {
    const { jobId } = await signedJob();
    expect((await patchJob(jobId, { permit: { required: "unknown", status: "applied" } })).status).toBe(200);
    expect((await jobPage(jobId)).flags).toEqual([]);
  });
});

describe("booking the install of a job whose permit is not issued", () => {
  it("answers the office 409 naming confirmPermit, then books once the office confirms", async () => {
    const { jobId } = await signedJob();
    expect((await patchJob(jobId, { stage: "delivered", permit: APPLIED, notify: false })).status).toBe(200);
    const warned = await book(jobId, { startDate: "2026-12-08", notify: false });
    expect(warned.status).toBe(409);
    const body = await warned.json();
    expect(body.fieldErrors.confirmPermit).toEqual([expect.stringContaining("needs a building permit and it is applied for, not issued")]);
    expect((await jobPage(jobId)).install.dates).toEqual([]);

    const booked = await book(jobId, { startDate: "2026-12-08", notify: false, confirmPermit: true });
    expect(booked.status).toBe(201);
    expect((await booked.json()).dates).toEqual(["2026-12-08"]);
  });

  it("books without a word once the permit is issued", async () => {
    const { jobId } = await signedJob();
    expect((await patchJob(jobId, { stage: "delivered", permit: ISSUED, notify: false })).status).toBe(200);
    expect((await book(jobId, { startDate: "2026-12-09", notify: false })).status).toBe(201);
  });

  it("does not hold back the customer's own chooser", async () => {
    const { jobId, token } = await signedJob();
    expect((await patchJob(jobId, { stage: "delivered", permit: APPLIED, notify: false })).status).toBe(200);
    const chosen = await callQuote(`/api/quotes/${token}/install`, { method: "POST", body: { startDate: "2026-12-10", locale: "en" } });
    expect(chosen.status).toBe(200);
  });
});

describe("the crew's sheet and the install's calendar event", () => {
  it("say the permit's number, or that it is not issued yet", async () => {
    await activeCrews(2);
    const issued = await signedJob();
    expect((await patchJob(issued.jobId, { stage: "delivered", permit: ISSUED, notify: false })).status).toBe(200);
    expect((await book(issued.jobId, { startDate: "2026-12-11", notify: false })).status).toBe(201);
    const pending = await signedJob();
    expect((await patchJob(pending.jobId, { stage: "delivered", permit: APPLIED, notify: false })).status).toBe(200);
    expect((await book(pending.jobId, { startDate: "2026-12-11", notify: false, confirmPermit: true })).status).toBe(201);

    const sent: OutgoingEmail[] = [];
    // Friday 11 December, 6:00 AM in Phoenix.
    await runDaySheet(getDb(), { now: new Date("2026-12-11T13:00:00Z"), transport: recording(sent), adminEmails: ["owner@example.com"] });
    for (const body of [sent[0]!.text, sent[0]!.html]) {
      expect(body).toContain("Permit BP-2026-1234 (issued)");
      expect(body).toContain("Permit required: not issued yet (applied for)");
    }

    const url = ((await (await callAdmin("/api/admin/calendar-feed", { method: "POST" })).json()) as { url: string }).url;
    const events = parseEvents(await (await calendarFeedHandler(new Request(url))).text());
    const eventOf = (jobId: string) => events.find((event) => event.uid === `install-${jobId}@windowsanddoorsnearme.com`)!;
    expect(eventOf(issued.jobId).description).toContain("Permit BP-2026-1234 (issued)");
    expect(eventOf(pending.jobId).description).toContain("Permit required: not issued yet (applied for)");
  });
});
