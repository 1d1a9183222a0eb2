/**
 * Reminder texts ride the reminder job's exactly-once claim: overlapping runs text once, a
 * visit without consent gets none, the text carries a working manage link, a moved visit is
 * reminded of its new time only, and quiet hours defer.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import cancelHandler from "../../netlify/functions/cancel.mts";
import { DEFAULT_SMS_SETTINGS } from "../../src/schemas/sms-settings";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { moveAppointment } from "../../src/server/booking/reschedule";
import { getDb } from "../../src/server/db/client";
import { smsConsents, smsMessages, type Appointment } from "../../src/server/db/schema";
import { serverEnv } from "../../src/server/env";
import { runReminders } from "../../src/server/reminders/run-reminders";
import { createSmsTransport } from "../../src/server/sms/transport";
import { SITE } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";
import { seedVisit } from "../reschedule/fixtures";

// Wednesday 2026-12-02, 10:30 AM in Phoenix: Thursday's 10:00 AM visit is 23.5 hours away.
const NOW = new Date("2026-12-02T17:30:00Z");
const BOOKED = new Date("2026-11-20T15:00:00Z");
useFunctionDatabase({ now: NOW });

const twilio = useTwilioStandIn();

let counter = 0;
async function consentingVisit(appointmentDate: string, appointmentTime: string, locale = "en") {
  const phone = `(602) 555-3${String(++counter).padStart(3, "0")}`;
  const visit = await seedVisit({ appointmentDate, appointmentTime, createdAt: BOOKED, phone, locale });
  await getDb()
    .insert(smsConsents)
    .values({
      phone: `+1602555${3000 + counter}`,
      appointmentId: visit.appointment.id,
      wordingVersion: "test",
      locale,
      consentedAt: BOOKED,
    });
  return { ...visit, e164: `+1602555${3000 + counter}` };
}

const run = (now = NOW) => {
  const env = serverEnv();
  const texts = { env, transport: createSmsTransport(env), settings: DEFAULT_SMS_SETTINGS };
  const transport = { kind: "file" as const, send: async () => ({ messageId: "<test@example.com>" }) };
  return runReminders(getDb(), { now, transport, siteUrl: SITE, texts });
};
const textsOf = (appointment: Appointment) => getDb().select().from(smsMessages).where(eq(smsMessages.appointmentId, appointment.id));

describe("reminder texts", () => {
  it("texts the day-before reminder once between two overlapping runs, with a working manage link", async () => {
    const { appointment, e164 } = await consentingVisit("2026-12-03", "10:00 AM");
    await Promise.all([run(), run()]);
    await run();
    const received = twilio.received.filter((text) => text.To === e164);
    expect(received).toHaveLength(1);
    expect(received[0]!.Body).toMatch(
      /^Windows & Doors Near Me reminder: estimate Thursday, December 3, 10 a\.m\. to 12 p\.m\. Reply C to confirm\. Change: http:\/\/localhost\/cancel\/[\w-]{43}$/,
    );
    expect(await textsOf(appointment)).toMatchObject([{ kind: "reminder-day-before", status: "sent" }]);
    const token = /\/cancel\/([\w-]{43})/.exec(received[0]!.Body)![1]!;
    const page = await cancelHandler(new Request(`${SITE}/api/cancel/${token}`));
    expect(await page.json()).toMatchObject({ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM" });
  });

  it("texts nothing to a visit booked without consent (its email still goes)", async () => {
    const { appointment } = await seedVisit({ appointmentDate: "2026-12-03", appointmentTime: "8:00 AM", createdAt: BOOKED });
    expect(await run()).toMatchObject({ written: 1 });
    expect(await textsOf(appointment)).toEqual([]);
  });

  it("reminds a moved visit of its new time only", async () => {
    const { appointment, e164 } = await consentingVisit("2026-12-03", "8:00 AM");
    await run();
    const moved = await moveAppointment(appointment, { appointmentDate: "2026-12-03", appointmentTime: "2:00 PM", locale: "en" } as never, {
      db: getDb(),
      env: serverEnv(),
      actor: "test",
      by: "a test",
      now: NOW,
      notify: false,
    });
    expect(moved.movedNow).toBe(true);
    // 2:30 PM Phoenix: the new time is within 24 hours.
    await run(new Date("2026-12-02T21:30:00Z"));
    await run(new Date("2026-12-02T22:30:00Z"));
    const bodies = twilio.received.filter((text) => text.To === e164).map((text) => text.Body);
    expect(bodies.map((body) => /, (\d+ [ap]\.m\.) to/.exec(body)![1])).toEqual(["8 a.m.", "2 p.m."]);
  });

  it("defers the morning-of reminder written at 6:30 AM to the end of the quiet hours", async () => {
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, morningReminder: true }, "test");
    const { appointment } = await consentingVisit("2026-12-03", "10:00 AM");
    // 6:30 AM Phoenix on the visit's day.
    await run(new Date("2026-12-03T13:30:00Z"));
    const rows = await textsOf(appointment);
    expect(rows.map((row) => row.kind).sort()).toEqual(["reminder-day-before", "reminder-morning-of"]);
    for (const row of rows) expect(row).toMatchObject({ status: "pending", notBefore: new Date("2026-12-03T15:00:00Z") });
    expect(twilio.received).toEqual([]);
    await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
  });
});
