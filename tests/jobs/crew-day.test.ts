/**
 * Install days in the crew's day, as visits are: the day-before reminder (email, and a text where
 * the customer agreed, once between runs), "On my way" for the install crew, the morning day
 * sheet, the admins' calendar feed (one all-day event spanning the days) and the dashboard's week.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import calendarFeedHandler from "../../netlify/functions/calendar-feed.mts";
import { DEFAULT_SMS_SETTINGS } from "../../src/schemas/sms-settings";
import { getDb } from "../../src/server/db/client";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import { emailOutbox, smsConsents, smsMessages } from "../../src/server/db/schema";
import { serverEnv } from "../../src/server/env";
import { runDaySheet } from "../../src/server/reminders/run-day-sheet";
import { runInstallReminders } from "../../src/server/reminders/run-install-reminders";
import { createSmsTransport } from "../../src/server/sms/transport";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { parseEvents } from "../email/ical-parse";
import { useFunctionDatabase } from "../helpers/function-env";
import { recording } from "../helpers/recording-transport";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { jobPage, patchJob, signedJob } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
const twilio = useTwilioStandIn();

let counter = 0;
/** A signed job whose customer agreed to texts with their visit, delivered, its `days` install days booked by the office from `startDate` without telling anyone. */
async function bookedJob(startDate: string, { days = 1, locale = "en" } = {}) {
  const n = 7000 + ++counter;
  const job = await signedJob({ phone: `(480) 555-${n}`, locale });
  await getDb()
    .insert(smsConsents)
    .values({ phone: `+1480555${n}`, appointmentId: job.visitId, wordingVersion: "test", locale, consentedAt: NOW });
  expect((await patchJob(job.jobId, { stage: "delivered", installDays: days, notify: false })).status).toBe(200);
  expect((await callAdmin(`/api/admin/jobs/${job.jobId}/install`, { method: "POST", body: { startDate, notify: false } })).status).toBe(
    201,
  );
  return { ...job, phone: `+1480555${n}` };
}

const remind = (now: Date) => {
  const env = serverEnv();
  return runInstallReminders(getDb(), {
    now,
    env,
    transport: recording([]),
    texts: { env, transport: createSmsTransport(env), settings: DEFAULT_SMS_SETTINGS },
  });
};

describe("the day before an install", () => {
  it("reminds the customer by email and text once, from 9 AM of the day before, and not earlier", async () => {
    const job = await bookedJob("2026-12-08", { days: 2, locale: "es" });
    // Monday 7 December, 8:30 AM and 9:30 AM in Phoenix.
    expect(await remind(new Date("2026-12-07T15:30:00Z"))).toMatchObject({ written: 0 });
    const reports = await Promise.all([remind(new Date("2026-12-07T16:30:00Z")), remind(new Date("2026-12-07T16:30:00Z"))]);
    expect(reports.reduce((total, report) => total + report.written, 0)).toBeGreaterThan(0);
    expect(await remind(new Date("2026-12-07T18:00:00Z"))).toMatchObject({ written: 0 });

    const emails = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, job.jobId), eq(emailOutbox.kind, "install-reminder")));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toBe(job.email);
    expect(emails[0]!.text).toContain("8 de diciembre");
    const texts = await getDb()
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.jobId, job.jobId), eq(smsMessages.kind, "install-reminder")));
    expect(texts).toHaveLength(1);
    expect(twilio.received.filter((text) => text.To === job.phone)).toHaveLength(1);
  });
});

describe("On my way for an install", () => {
  it("texts the consenting customer the crew's arrival time and records it on the job's timeline", async () => {
    // Booked for Friday; the crew sets out that morning at 9.
    const job = await bookedJob("2026-12-04");
    vi.setSystemTime(new Date("2026-12-04T16:00:00Z"));
    const response = await callAdmin(`/api/admin/jobs/${job.jobId}/on-my-way`, { method: "POST", body: { etaMinutes: 30 } });
    expect(response.status).toBe(201);
    expect(twilio.received.filter((text) => text.To === job.phone).map((text) => text.Body)).toEqual([
      "Windows & Doors Near Me: your install crew is on the way, arriving about 9:30 AM.",
    ]);
    expect((await jobPage(job.jobId)).timeline.at(-1)).toMatchObject({ kind: "on-my-way", notified: true });
  });

  it("refuses with 409 for a customer who did not agree to texts", async () => {
    const job = await signedJob();
    expect((await callAdmin(`/api/admin/jobs/${job.jobId}/on-my-way`, { method: "POST", body: { etaMinutes: 30 } })).status).toBe(409);
  });
});

describe("the office's views of the install days", () => {
  it("puts the day's installs in the morning day sheet", async () => {
    const job = await bookedJob("2026-12-10");
    const sent: OutgoingEmail[] = [];
    // Thursday 10 December, 6:00 AM in Phoenix.
    const report = await runDaySheet(getDb(), {
      now: new Date("2026-12-10T13:00:00Z"),
      transport: recording(sent),
      adminEmails: ["owner@example.com"],
    });
    expect(report).toMatchObject({ day: "2026-12-10", installs: 1, sent: 1 });
    expect(sent[0]!.text).toContain("123 E Main St");
    expect(sent[0]!.text).toContain(`${(await jobPage(job.jobId)).number}`);
  });

  it("lists an install in the admins' calendar feed as one all-day event spanning its days", async () => {
    const job = await bookedJob("2026-12-11", { days: 2 });
    const url = ((await (await callAdmin("/api/admin/calendar-feed", { method: "POST" })).json()) as { url: string }).url;
    const feed = await (await calendarFeedHandler(new Request(url))).text();
    const installs = parseEvents(feed).filter((event) => event.uid === `install-${job.jobId}@windowsanddoorsnearme.com`);
    expect(installs).toHaveLength(1);
    expect(installs[0]!.startDate.isDate).toBe(true);
    // Friday 11 and Saturday 12 December: the event ends the day after the last.
    expect([installs[0]!.startDate.toString(), installs[0]!.endDate.toString()]).toEqual(["2026-12-11", "2026-12-13"]);
  });

  it("shows the week's installs on the dashboard, and today's", async () => {
    const today = await bookedJob("2026-12-03");
    vi.setSystemTime(new Date("2026-12-03T16:00:00Z"));
    const dashboard = await (await callAdmin("/api/admin/dashboard")).json();
    expect(dashboard.installs.today.map((entry: { jobId: string }) => entry.jobId)).toContain(today.jobId);
    expect(dashboard.installs.thisWeek.map((entry: { jobId: string }) => entry.jobId)).toContain(today.jobId);
    expect(dashboard.jobsWaiting).toEqual(expect.any(Number));
  });
});
