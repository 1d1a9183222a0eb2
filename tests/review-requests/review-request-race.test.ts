import { eq } from "drizzle-orm";
import { expect, it, beforeEach } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { appointmentEvents, emailOutbox } from "../../src/server/db/schema";
import type { MailTransport } from "../../src/server/email/transport";

import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { runReviewRequests } from "../../src/server/review-requests/run-review-requests";
import { seedAppointment, SITE } from "../admin/fixtures";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";

// Real PostgreSQL: here overlapping runs really race each other, unlike in PGlite.
useRealPostgresFunctionDatabase();

// These tests ask after completed estimate visits, which the calendar settings switch on
// (reviewAfterEstimates, off by default: requests follow completed jobs, tests/jobs/job-reviews.test.ts).
beforeEach(async () => {
  await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, reviewAfterEstimates: true }, "test");
});

const transport: MailTransport = { kind: "file", send: async () => ({ messageId: "<race@example.com>" }) };
// Wednesday 2026-12-02, 9:00 AM in Phoenix: the visits were completed the day before.
const AT_NINE = new Date("2026-12-02T16:00:00Z");

describeOnRealPostgres("review requests under overlapping runs (real PostgreSQL)", () => {
  it("writes one request per person between overlapping runs, even for two visits of the same person", async () => {
    const email = "race.person@example.com";
    const visits = await Promise.all([
      seedAppointment({ email, status: "completed", seat: 900 }),
      seedAppointment({ email, status: "completed", seat: 901, appointmentTime: "2:00 PM" }),
    ]);
    await getDb()
      .insert(appointmentEvents)
      .values(
        visits.map((visit) => ({
          appointmentId: visit.id,
          actor: "owner@example.com",
          action: "status",
          fromValue: "confirmed",
          toValue: "completed",
          createdAt: new Date("2026-12-01T22:00:00Z"),
        })),
      );
    const reports = await Promise.all(
      Array.from({ length: 2 }, () => runReviewRequests(getDb(), { now: AT_NINE, transport, siteUrl: SITE, placeId: "ChIJRace" })),
    );
    expect(reports.reduce((total, report) => total + report.written, 0)).toBe(1);
    const rows = await getDb().select().from(emailOutbox).where(eq(emailOutbox.kind, EMAIL_KINDS.reviewRequest));
    expect(rows.map((row) => row.to)).toEqual([email]);
  });
});
