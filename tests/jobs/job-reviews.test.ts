/**
 * The review request follows a completed job (a homeowner reviews the new windows, not the free
 * estimate): from 9 AM of the next working day after the office marks the job completed, once.
 * Asking after a completed estimate visit too is a calendar setting, off by default.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import myHandler from "../../netlify/functions/my-appointments.mts";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import { customerLinks, emailOutbox } from "../../src/server/db/schema";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { runReviewRequests } from "../../src/server/review-requests/run-review-requests";
import { callAdmin, seedAppointment, SITE, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { recording } from "../helpers/recording-transport";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { patchJob, signedJob, withAfterPhoto } from "./fixtures";

// Tuesday 2026-12-01, 3:00 PM in Phoenix: the job is marked completed then.
const COMPLETED_AT = new Date("2026-12-01T22:00:00Z");
// Wednesday 2026-12-02: 8:59 AM and 9:00 AM in Phoenix.
const BEFORE_NINE = new Date("2026-12-02T15:59:00Z");
const AT_NINE = new Date("2026-12-02T16:00:00Z");
const PLACE_ID = "ChIJJobPlace";
useFunctionDatabase({ now: COMPLETED_AT });
useAdminEnv();
useContractFacts();
useStripeStandIn();

const run = (now: Date, sent: OutgoingEmail[] = []) =>
  runReviewRequests(getDb(), { now, transport: recording(sent), siteUrl: SITE, placeId: PLACE_ID });
const requestsTo = (email: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, EMAIL_KINDS.reviewRequest)));

/** A visit the admin marks completed through the admin API. */
async function completedVisit() {
  const appointment = await seedAppointment({ appointmentDate: "2026-12-01", appointmentTime: "10:00 AM", status: "confirmed" });
  expect((await callAdmin(`/api/admin/appointments/${appointment.id}`, { method: "PATCH", body: { status: "completed" } })).status).toBe(
    200,
  );
  return appointment;
}

describe("the review request after a completed job", () => {
  it("asks the job's customer once, from 9 AM of the next working day after the office marks it completed, and not before", async () => {
    const job = await signedJob();
    await withAfterPhoto(job.jobId);
    expect((await patchJob(job.jobId, { stage: "installed", notify: false })).status).toBe(200);
    const sent: OutgoingEmail[] = [];
    expect(await run(AT_NINE, sent)).toMatchObject({ written: 0 });

    vi.setSystemTime(COMPLETED_AT);
    expect((await patchJob(job.jobId, { stage: "completed", notify: false })).status).toBe(200);
    expect(await run(BEFORE_NINE, sent)).toMatchObject({ state: "on", written: 0 });
    expect(await run(AT_NINE, sent)).toEqual({ state: "on", written: 1, sent: 1, failed: 0 });
    expect(await run(new Date(AT_NINE.getTime() + 3_600_000), sent)).toMatchObject({ written: 0 });
    expect(sent.map((email) => email.to)).toEqual([job.email]);
    expect(sent[0]!.text).toContain(`https://search.google.com/local/writereview?placeid=${PLACE_ID}`);
    const [request] = await requestsTo(job.email);
    expect(await requestsTo(job.email)).toHaveLength(1);

    // It carries a fresh link to the customer's page, stored (its hash) with it.
    const token = request!.text.match(/\/my\/([A-Za-z0-9_-]{43})\b/)![1]!;
    const page = await myHandler(new Request(`${SITE}/api/my/${token}`), { ip: "203.0.113.71" });
    expect(page.status).toBe(200);
    expect((await page.json()).jobs.map((entry: { id: string }) => entry.id)).toContain(job.jobId);
    expect(
      await getDb()
        .select()
        .from(customerLinks)
        .where(eq(customerLinks.tokenHash, createHash("sha256").update(token).digest("hex"))),
    ).toHaveLength(1);
  });

  it("does not ask after a completed estimate visit while the setting is off (the default)", async () => {
    expect(DEFAULT_CALENDAR_SETTINGS.reviewAfterEstimates).toBe(false);
    const visit = await completedVisit();
    expect(await run(AT_NINE)).toMatchObject({ written: 0 });
    expect(await requestsTo(visit.email)).toEqual([]);
  });

  it("asks after a completed estimate visit too once the admins switch the setting on", async () => {
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, reviewAfterEstimates: true }, "test");
    const visit = await completedVisit();
    await run(AT_NINE);
    expect(await requestsTo(visit.email)).toHaveLength(1);
    await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
  });
});
