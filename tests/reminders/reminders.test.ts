import { eq } from "drizzle-orm";
import { serverEnv } from "../../src/server/env";
import { describe, expect, it } from "vitest";
import cancelHandler from "../../netlify/functions/cancel.mts";
import sendRemindersHandler from "../../netlify/functions/send-reminders.mts";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { moveAppointment } from "../../src/server/booking/reschedule";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { getDb } from "../../src/server/db/client";
import { appointments, emailOutbox, type Appointment } from "../../src/server/db/schema";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import { retryEmails } from "../../src/server/notify/email-delivery";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { runReminders } from "../../src/server/reminders/run-reminders";
import { SITE } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { seedVisit } from "../reschedule/fixtures";
import { recording } from "../helpers/recording-transport";

// Wednesday 2026-12-02, 10:30 AM in Phoenix: Thursday's 10:00 AM visit is 23.5 hours away.
const NOW = new Date("2026-12-02T17:30:00Z");
const BOOKED = new Date("2026-11-20T15:00:00Z");
useFunctionDatabase({ now: NOW });

const run = (sent: OutgoingEmail[] = [], { now = NOW, failWith }: { now?: Date; failWith?: string } = {}) =>
  runReminders(getDb(), { now, transport: recording(sent, failWith), siteUrl: SITE });
const remindersOf = (appointment: Appointment) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.relatedId, appointment.id))
    .then((rows) => rows.filter((row) => row.kind === EMAIL_KINDS.appointmentReminder));
const visitOn = (appointmentDate: string, appointmentTime: string, change = {}) =>
  seedVisit({ appointmentDate, appointmentTime, createdAt: BOOKED, ...change });

describe("the reminder job", () => {
  it("emails a visit the day before, once, with the time window and a working manage link", async () => {
    const { appointment } = await visitOn("2026-12-03", "10:00 AM");
    const sent: OutgoingEmail[] = [];
    expect(await run(sent)).toEqual({ written: 1, sent: 1, failed: 0 });
    expect(await run(sent)).toEqual({ written: 0, sent: 0, failed: 0 });

    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(appointment.email);
    expect(sent[0]!.subject).toBe("Reminder: your free in-home estimate tomorrow, Thursday, December 3, 2026, 10 a.m. to 12 p.m.");
    expect(sent[0]!.text).toContain("Arrival window: 10\u00a0a.m. to 12\u00a0p.m. (Arizona time)");
    expect(sent[0]!.text).toContain("What to expect");
    const token = /\/cancel\/([A-Za-z0-9_-]{43})/.exec(sent[0]!.text)![1]!;
    const page = await cancelHandler(new Request(`${SITE}/api/cancel/${token}`));
    expect(await page.json()).toMatchObject({ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM", cancellable: true });
  });

  it("writes one reminder between five overlapping runs", async () => {
    const { appointment } = await visitOn("2026-12-03", "10:00 AM");
    const sent: OutgoingEmail[] = [];
    const reports = await Promise.all(Array.from({ length: 5 }, () => run(sent)));
    // Visits of earlier tests were reminded already; this one is the only new reminder.
    expect(reports.reduce((total, report) => total + report.written, 0)).toBe(1);
    expect(sent.filter((message) => message.to === appointment.email)).toHaveLength(1);
    expect(await remindersOf(appointment)).toHaveLength(1);
  });

  it("leaves a failed send to the outbox's retry and never writes it again", async () => {
    const { appointment } = await visitOn("2026-12-03", "8:00 AM");
    expect(await run([], { failWith: "SMTP down" })).toEqual({ written: 1, sent: 0, failed: 1 });
    expect(await run([], { now: new Date(NOW.getTime() + 3_600_000) })).toMatchObject({ written: 0 });
    const [row] = await remindersOf(appointment);
    expect([row!.status, row!.lastError]).toEqual(["failed", "SMTP down"]);

    const sent: OutgoingEmail[] = [];
    await retryEmails(getDb(), recording(sent), { now: new Date(NOW.getTime() + 2 * 3_600_000) });
    expect(sent.map((message) => message.to)).toEqual([appointment.email]);
    expect(await remindersOf(appointment)).toHaveLength(1);
  });

  it("drops a failed reminder at the retry once its visit was cancelled or moved since (the move's own email goes instead)", async () => {
    const { appointment: cancelled } = await visitOn("2026-12-03", "8:00 AM");
    const { appointment: moved } = await visitOn("2026-12-03", "10:00 AM");
    const { appointment: kept } = await visitOn("2026-12-03", "8:00 AM");
    expect(await run([], { failWith: "SMTP down" })).toMatchObject({ written: 3, failed: 3 });
    const token = /\/cancel\/([A-Za-z0-9_-]{43})/.exec((await remindersOf(cancelled))[0]!.text)![1]!;
    expect((await cancelHandler(new Request(`${SITE}/api/cancel/${token}`, { method: "POST" }))).status).toBe(200);
    const later = new Date(NOW.getTime() + 30 * 60_000);
    await moveAppointment(
      moved,
      { appointmentDate: "2026-12-04", appointmentTime: "10:00 AM" },
      { db: getDb(), env: serverEnv(), actor: "test", by: "a test", now: later },
    );

    const sent: OutgoingEmail[] = [];
    await retryEmails(getDb(), recording(sent), { now: new Date(NOW.getTime() + 2 * 3_600_000) });
    expect(sent.filter((message) => message.subject.startsWith("Reminder:")).map((message) => message.to)).toEqual([kept.email]);
    for (const visit of [cancelled, moved])
      expect(await remindersOf(visit)).toMatchObject([
        { status: "skipped", lastError: "The visit was cancelled, moved or has started since this message was written." },
      ]);
    expect(await remindersOf(kept)).toMatchObject([{ status: "sent" }]);
  });

  it("sends nothing for cancelled or closed visits, or visits further out", async () => {
    const cancelled = await visitOn("2026-12-03", "8:00 AM", { status: "cancelled" });
    const completed = await visitOn("2026-12-02", "4:00 PM", { status: "completed" });
    const later = await visitOn("2026-12-04", "10:00 AM");
    await run();
    for (const { appointment } of [cancelled, completed, later]) expect(await remindersOf(appointment)).toHaveLength(0);
  });

  it("reminds a moved visit of its new time only", async () => {
    const { appointment } = await visitOn("2026-12-05", "8:00 AM");
    const sent: OutgoingEmail[] = [];
    // Saturday 8:00 AM is 24 hours away on Friday at 8:00 AM: due.
    const friday = new Date("2026-12-04T15:00:00Z");
    await run(sent, { now: friday });
    expect(sent.map((message) => message.subject)).toEqual([expect.stringContaining("Saturday, December 5, 2026, 8 a.m. to 10 a.m.")]);

    const [current] = await getDb().select().from(appointments).where(eq(appointments.id, appointment.id));
    await moveAppointment(
      current!,
      { appointmentDate: "2026-12-05", appointmentTime: "2:00 PM" },
      { db: getDb(), env: serverEnv(), actor: "test", by: "a test", now: friday, notify: false },
    );
    await run(sent, { now: new Date("2026-12-04T22:00:00Z") });
    expect(sent.map((message) => message.subject)).toEqual([
      expect.stringContaining(", 8 a.m. to 10 a.m."),
      expect.stringContaining("Saturday, December 5, 2026, 2 p.m. to 4 p.m."),
    ]);
    await run(sent, { now: new Date("2026-12-04T23:00:00Z") });
    expect(sent).toHaveLength(2);
  });

  it("also reminds on the morning of the visit when the admins switch it on", async () => {
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, morningReminder: true }, "test");
    const { appointment } = await visitOn("2026-12-08", "2:00 PM", { createdAt: new Date("2026-12-07T23:00:00Z") });
    const sent: OutgoingEmail[] = [];
    await run(sent, { now: new Date("2026-12-08T12:00:00Z") }); // 5 AM in Phoenix: too early.
    await run(sent, { now: new Date("2026-12-08T13:00:00Z") });
    await run(sent, { now: new Date("2026-12-08T14:00:00Z") });
    await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
    expect(sent.map((message) => message.subject)).toEqual([
      "Reminder: your free in-home estimate today, Tuesday, December 8, 2026, 2 p.m. to 4 p.m.",
    ]);
    expect(await remindersOf(appointment)).toHaveLength(1);
  });

  it("runs as the hourly scheduled function", async () => {
    const { appointment } = await visitOn("2026-12-03", "8:00 AM");
    const response = await sendRemindersHandler();
    expect(response.status).toBe(204);
    const [row] = await remindersOf(appointment);
    expect(row!.status).toBe("sent");
    expect(row!.text).toContain("/cancel/");
  });
});
