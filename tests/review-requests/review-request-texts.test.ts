/**
 * A review request goes by text too, to a customer whose booking carried consent to texts:
 * once, with the same Google link, in the customer's language, through the real `twilio`
 * library to the stand-in; never to a customer who did not tick the box.
 */
import { describe, expect, it, vi, beforeEach } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import type { Appointment } from "../../src/server/db/schema";
import type { MailTransport } from "../../src/server/email/transport";
import { serverEnv } from "../../src/server/env";
import { runReviewRequests } from "../../src/server/review-requests/run-review-requests";
import { recordConsent } from "../../src/server/sms/consent";
import { callAdmin, seedAppointment, SITE, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";

// Tuesday 2026-12-01, 3:00 PM in Phoenix; the request is due Wednesday at 9:00 AM.
const COMPLETED_AT = new Date("2026-12-01T22:00:00Z");
const AT_NINE = new Date("2026-12-02T16:00:00Z");
const PLACE_ID = "ChIJTextPlace";
useFunctionDatabase({ now: COMPLETED_AT });
useAdminEnv();

// These tests ask after completed estimate visits, which the calendar settings switch on
// (reviewAfterEstimates, off by default: requests follow completed jobs, tests/jobs/job-reviews.test.ts).
beforeEach(async () => {
  await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, reviewAfterEstimates: true }, "test");
});

const twilio = useTwilioStandIn();

const mail: MailTransport = { kind: "file", send: async () => ({ messageId: "<test@example.com>" }) };
const run = () =>
  runReviewRequests(getDb(), { now: AT_NINE, transport: mail, siteUrl: SITE, placeId: PLACE_ID, texts: { env: serverEnv() } });

async function completedVisit(change: Partial<Appointment>, consent: boolean): Promise<Appointment> {
  const appointment = await seedAppointment({ appointmentDate: "2026-12-01", appointmentTime: "10:00 AM", status: "confirmed", ...change });
  if (consent)
    await recordConsent(
      getDb(),
      { appointmentId: appointment.id },
      "+14805553101",
      appointment.locale === "es" ? "es" : "en",
      COMPLETED_AT,
    );
  vi.setSystemTime(COMPLETED_AT);
  expect((await callAdmin(`/api/admin/appointments/${appointment.id}`, { method: "PATCH", body: { status: "completed" } })).status).toBe(
    200,
  );
  return appointment;
}

describe("review requests by text", () => {
  it("texts the Google link once, in Spanish, to a customer who agreed to texts, however many runs overlap", async () => {
    await completedVisit({ email: "texts-yes@example.com", phone: "(480) 555-3101", locale: "es" }, true);
    const reports = await Promise.all([run(), run(), run()]);
    expect(reports.reduce((total, report) => total + report.written, 0)).toBe(1);
    expect(twilio.received).toHaveLength(1);
    expect(twilio.received[0]!.To).toBe("+14805553101");
    expect(twilio.received[0]!.Body).toContain(`https://search.google.com/local/writereview?placeid=${PLACE_ID}`);
    expect(twilio.received[0]!.Body).toMatch(/^Windows & Doors Near Me: .*rese[ñn]a en Google.*Responda ALTO/);
    await run();
    expect(twilio.received).toHaveLength(1);
  });

  it("texts nothing to a customer who did not tick the box (the email still goes)", async () => {
    await completedVisit({ email: "texts-no@example.com", phone: "(480) 555-3102" }, false);
    expect(await run()).toMatchObject({ written: 1, sent: 1 });
    expect(twilio.received).toEqual([]);
  });
});
