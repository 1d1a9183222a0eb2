import { eq } from "drizzle-orm";
import { describe, expect, it, vi, beforeEach } from "vitest";
import optOutHandler from "../../netlify/functions/review-opt-out.mts";
import sendReviewRequestsHandler from "../../netlify/functions/send-review-requests.mts";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, type Appointment } from "../../src/server/db/schema";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import { resetServerEnv } from "../../src/server/env";

import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { runReviewRequests } from "../../src/server/review-requests/run-review-requests";
import { callAdmin, seedAppointment, SITE, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { recording } from "../helpers/recording-transport";

// Tuesday 2026-12-01, 3:00 PM in Phoenix: the visit is marked completed after it.
const COMPLETED_AT = new Date("2026-12-01T22:00:00Z");
// Wednesday 2026-12-02: 8:59 AM and 9:00 AM in Phoenix.
const BEFORE_NINE = new Date("2026-12-02T15:59:00Z");
const AT_NINE = new Date("2026-12-02T16:00:00Z");
const PLACE_ID = "ChIJTestPlace123";
useFunctionDatabase({ now: COMPLETED_AT });
useAdminEnv();

// These tests ask after completed estimate visits, which the calendar settings switch on
// (reviewAfterEstimates, off by default: requests follow completed jobs, tests/jobs/job-reviews.test.ts).
beforeEach(async () => {
  await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, reviewAfterEstimates: true }, "test");
});

const run = (now: Date, sent: OutgoingEmail[] = [], placeId: string | undefined = PLACE_ID) =>
  runReviewRequests(getDb(), { now, transport: recording(sent), siteUrl: SITE, placeId });
const requestsOf = (appointment: Appointment) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.relatedId, appointment.id))
    .then((rows) => rows.filter((row) => row.kind === EMAIL_KINDS.reviewRequest));

/** A visit the admin marks completed at `at` through the admin API, as on the appointments screen. */
async function completedVisit(change: Partial<Appointment> = {}, at = COMPLETED_AT): Promise<Appointment> {
  const appointment = await seedAppointment({ appointmentDate: "2026-12-01", appointmentTime: "10:00 AM", status: "confirmed", ...change });
  vi.setSystemTime(at);
  const response = await callAdmin(`/api/admin/appointments/${appointment.id}`, { method: "PATCH", body: { status: "completed" } });
  expect(response.status).toBe(200);
  return appointment;
}

const optOutPath = (email: OutgoingEmail) =>
  new URL(/https?:\/\/\S+\/api\/review-requests\/opt-out\/\S+/.exec(email.text)![0]).pathname +
  new URL(/https?:\/\/\S+\/api\/review-requests\/opt-out\/\S+/.exec(email.text)![0]).search;

describe("the review request job", () => {
  it("asks once, from 9 AM of the next working day, with Google's review link and an opt-out link", async () => {
    const appointment = await completedVisit();
    const sent: OutgoingEmail[] = [];
    expect(await run(BEFORE_NINE, sent)).toMatchObject({ state: "on", written: 0 });
    expect(await run(AT_NINE, sent)).toEqual({ state: "on", written: 1, sent: 1, failed: 0 });
    expect(await run(new Date(AT_NINE.getTime() + 3_600_000), sent)).toMatchObject({ written: 0 });

    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(appointment.email);
    expect(sent[0]!.subject).toBe("How did we do? A quick Google review for Windows & Doors Near Me");
    expect(sent[0]!.text).toContain(`https://search.google.com/local/writereview?placeid=${PLACE_ID}`);
    expect(sent[0]!.html).toContain(`href="https://search.google.com/local/writereview?placeid=${PLACE_ID}"`);
    expect(optOutPath(sent[0]!)).toMatch(/^\/api\/review-requests\/opt-out\/[A-Za-z0-9_-]{43}\?lang=en$/);
    expect(await requestsOf(appointment)).toHaveLength(1);
  });

  it("writes one request between five overlapping runs", async () => {
    const appointment = await completedVisit();
    const sent: OutgoingEmail[] = [];
    const reports = await Promise.all(Array.from({ length: 5 }, () => run(AT_NINE, sent)));
    expect(reports.reduce((total, report) => total + report.written, 0)).toBe(1);
    expect(sent.filter((message) => message.to === appointment.email)).toHaveLength(1);
    expect(await requestsOf(appointment)).toHaveLength(1);
  });

  it("asks in Spanish a customer who booked in Spanish", async () => {
    await completedVisit({ locale: "es" });
    const sent: OutgoingEmail[] = [];
    await run(AT_NINE, sent);
    expect(sent.map((message) => message.subject)).toEqual(["¿Cómo lo hicimos? Una reseña rápida en Google para Windows & Doors Near Me"]);
    expect(sent[0]!.text).toContain("Escribir una reseña en Google");
    expect(optOutPath(sent[0]!)).toMatch(/\?lang=es$/);
  });

  it("asks one person at most once in 12 months, however many visits are completed", async () => {
    const email = "same.person@example.com";
    const first = await completedVisit({ email });
    await run(AT_NINE);
    const second = await completedVisit(
      { email: "Same.Person@example.com", appointmentDate: "2026-12-08" },
      new Date("2026-12-08T22:00:00Z"),
    );
    expect(await run(new Date("2026-12-09T16:00:00Z"))).toMatchObject({ written: 0 });
    expect([(await requestsOf(first)).length, (await requestsOf(second)).length]).toEqual([1, 0]);
  });

  it("sends nothing while the admins have switched review requests off", async () => {
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, reviewRequests: false }, "test");
    const appointment = await completedVisit();
    expect(await run(AT_NINE)).toEqual({ state: "off", written: 0, sent: 0, failed: 0 });
    await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
    expect(await requestsOf(appointment)).toHaveLength(0);
  });

  it("sends nothing without GOOGLE_PLACE_ID, and the scheduled function says why", async () => {
    const appointment = await completedVisit();
    expect(await run(AT_NINE, [], "")).toEqual({ state: "no-place-id", written: 0, sent: 0, failed: 0 });
    vi.stubEnv("GOOGLE_PLACE_ID", "");
    resetServerEnv();
    const warn = vi.mocked(console.warn);
    expect((await sendReviewRequestsHandler()).status).toBe(204);
    expect(warn.mock.calls.flat().join(" ")).toContain("GOOGLE_PLACE_ID is not set");
    expect(await requestsOf(appointment)).toHaveLength(0);
  });

  it("runs as the scheduled function with the place ID set", async () => {
    const appointment = await completedVisit();
    vi.stubEnv("GOOGLE_PLACE_ID", PLACE_ID);
    resetServerEnv();
    vi.setSystemTime(AT_NINE);
    expect((await sendReviewRequestsHandler()).status).toBe(204);
    const [row] = await requestsOf(appointment);
    expect(row!.status).toBe("sent");
  });
});

describe("the opt-out link", () => {
  const page = (path: string, method = "GET") =>
    optOutHandler(new Request(`${SITE}${path}`, { method, headers: method === "POST" ? { Origin: SITE } : {} }));

  it("shows a page with one button (opening the link changes nothing), then stops every later request", async () => {
    const sent: OutgoingEmail[] = [];
    const email = "opts.out@example.com";
    await completedVisit({ email });
    await run(AT_NINE, sent);
    const path = optOutPath(sent[0]!);

    const asked = await page(path);
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain("Stop review requests");

    const done = await page(path, "POST");
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("you will not get review requests from us again");
    expect((await page(path, "POST")).status).toBe(200);

    // Thirteen months later another visit is completed: still no request.
    const later = await completedVisit({ email, appointmentDate: "2028-01-04" }, new Date("2028-01-04T22:00:00Z"));
    expect(await run(new Date("2028-01-05T16:00:00Z"))).toMatchObject({ written: 0 });
    expect(await requestsOf(later)).toHaveLength(0);
  });

  it("answers in Spanish for a Spanish link, and 404 for an unknown token", async () => {
    const sent: OutgoingEmail[] = [];
    await completedVisit({ locale: "es" });
    await run(AT_NINE, sent);
    const asked = await page(optOutPath(sent[0]!));
    expect(await asked.text()).toContain("No más solicitudes de reseña");
    const unknown = await page(`/api/review-requests/opt-out/${"x".repeat(43)}?lang=es`, "POST");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Este enlace ya no es válido");
  });

  it("refuses a post from another site", async () => {
    const response = await optOutHandler(
      new Request(`${SITE}/api/review-requests/opt-out/${"x".repeat(43)}`, { method: "POST", headers: { Origin: "https://evil.example" } }),
    );
    expect(response.status).toBe(403);
  });
});
