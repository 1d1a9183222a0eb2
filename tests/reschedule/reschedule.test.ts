import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import cancelHandler from "../../netlify/functions/cancel.mts";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { ALREADY_BOOKED_THEN, MOVE_SLOT_TAKEN, TOO_LATE_TO_MOVE } from "../../src/server/booking/reschedule";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { getDb } from "../../src/server/db/client";
import { appointmentEvents, appointments, emailOutbox } from "../../src/server/db/schema";
import { appointmentUid } from "../../src/server/notify/emails/invitation";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { SITE } from "../admin/fixtures";
import { parseInvitation } from "../email/ical-parse";
import { useFunctionDatabase } from "../helpers/function-env";
import { reschedule, seedVisit } from "./fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

const rowOf = async (id: string) => (await getDb().select().from(appointments).where(eq(appointments.id, id)))[0]!;
const emailsOf = (id: string, kind?: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedId, id), ...(kind ? [eq(emailOutbox.kind, kind)] : [])))
    .orderBy(asc(emailOutbox.id));
const callCancel = (path: string, method = "GET") => cancelHandler(new Request(`${SITE}${path}`, { method }));

describe("POST /api/reschedule/{token}", () => {
  it("moves the visit, answers the moved appointment, writes the history and emails the customer and the admins", async () => {
    const { appointment, token } = await seedVisit({ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM" });
    const response = await reschedule(token, { appointmentDate: "2026-12-04", appointmentTime: "2:00 PM" });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({
      id: appointment.id,
      duration: 120,
      appointmentDate: "2026-12-04",
      appointmentTime: "2:00 PM",
      dateLabel: "Friday, December 4, 2026",
      city: "Gilbert",
      status: "pending",
      cancellable: true,
    });

    const row = await rowOf(appointment.id);
    expect([row.appointmentDate, row.appointmentTime, row.seat, row.icsSequence]).toEqual(["2026-12-04", "2:00 PM", 1, 1]);
    const events = await getDb().select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, appointment.id));
    expect(events.map(({ actor, action, fromValue, toValue }) => ({ actor, action, fromValue, toValue }))).toEqual([
      { actor: "customer (manage link)", action: "moved", fromValue: "2026-12-03 10:00 AM", toValue: "2026-12-04 2:00 PM" },
    ]);
    const [customer] = await emailsOf(appointment.id, EMAIL_KINDS.appointmentMoved);
    expect(customer!.to).toBe(appointment.email);
    expect(customer!.text).toContain("It was Thursday, December 3, 2026, 10\u00a0a.m. to 12\u00a0p.m.");
    expect(customer!.replyTo).toBe("support@windowsanddoorsnearme.com");
    const [notice] = await emailsOf(appointment.id, EMAIL_KINDS.appointmentMovedNotification);
    expect(notice!.subject).toBe("Moved: Ana Lopez, now Friday, December 4, 2026 at 2:00 PM");
    expect(notice!.replyTo).toBe(appointment.email);

    // The new email's own manage link opens the same visit, and so does the original one.
    const newLink = /\/cancel\/([A-Za-z0-9_-]{43})/.exec(customer!.text)![1]!;
    expect(newLink).not.toBe(token);
    for (const link of [newLink, token])
      expect(await (await callCancel(`/api/cancel/${link}`)).json()).toMatchObject({
        appointmentDate: "2026-12-04",
        appointmentTime: "2:00 PM",
      });
  });

  it("answers 200 without a change when the visit already is at that time (a double click)", async () => {
    const { appointment, token } = await seedVisit({ appointmentDate: "2026-12-03", appointmentTime: "8:00 AM" });
    const response = await reschedule(token, { appointmentDate: "2026-12-03", appointmentTime: "8:00 AM" });
    expect(response.status).toBe(200);
    expect((await rowOf(appointment.id)).icsSequence).toBe(0);
    expect(await emailsOf(appointment.id)).toHaveLength(0);
  });

  it("answers 409 when the new time is full, and the visit keeps its old time", async () => {
    await seedVisit({ appointmentDate: "2026-12-05", appointmentTime: "10:00 AM", seat: 1 });
    const { appointment, token } = await seedVisit({ appointmentDate: "2026-12-05", appointmentTime: "8:00 AM", seat: 1 });
    const response = await reschedule(token, { appointmentDate: "2026-12-05", appointmentTime: "10:00 AM" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: MOVE_SLOT_TAKEN });
    const row = await rowOf(appointment.id);
    expect([row.appointmentTime, row.status, row.seat]).toEqual(["8:00 AM", "pending", 1]);
  });

  it("answers 409 when the same person already holds the new time", async () => {
    const email = "twice@example.com";
    await seedVisit({ email, appointmentDate: "2026-12-07", appointmentTime: "2:00 PM", seat: 1 });
    const { token } = await seedVisit({ email, appointmentDate: "2026-12-07", appointmentTime: "8:00 AM", seat: 1 });
    // Two crews, so the slot itself has room; only the person rule refuses.
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, crewsPerSlot: 2 }, "test");
    const response = await reschedule(token, { appointmentDate: "2026-12-07", appointmentTime: "2:00 PM" });
    await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe(ALREADY_BOOKED_THEN);
  });

  it("answers 400 with field errors for a time that cannot be booked", async () => {
    const { appointment, token } = await seedVisit({ appointmentDate: "2026-12-03", appointmentTime: "2:00 PM" });
    const cases: [unknown, string, RegExp][] = [
      [{ appointmentDate: "2026-12-06", appointmentTime: "10:00 AM" }, "appointmentDate", /closed on Sundays/],
      [
        { appointmentDate: "2026-12-25", appointmentTime: "10:00 AM" },
        "appointmentDate",
        /^We are closed that day \(Christmas Day\)\. Choose another day\.$/,
      ],
      [
        { appointmentDate: "2026-12-24", appointmentTime: "10:00 AM", locale: "es" },
        "appointmentDate",
        /^Ese día cerramos \(Nochebuena\)\. Escoja otro día\.$/,
      ],
      [{ appointmentDate: "2026-11-30", appointmentTime: "10:00 AM" }, "appointmentDate", /passed/],
      [{ appointmentDate: "2026-12-03", appointmentTime: "12:00 PM" }, "appointmentTime", /not available/],
      [{ appointmentDate: "2026-12-01", appointmentTime: "10:00 AM" }, "appointmentTime", /too soon/],
      [{ appointmentDate: "2026-12-03", appointmentTime: "9:15 AM" }, "appointmentTime", /Choose one of the times/],
      [{ appointmentDate: "2026-02-30", appointmentTime: "10:00 AM" }, "appointmentDate", /real date/],
      [{ appointmentDate: "2026-12-03" }, "appointmentTime", /Choose a time/],
    ];
    for (const [body, field, message] of cases) {
      const response = await reschedule(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await response.json();
      expect(answer.success).toBe(false);
      expect(answer.fieldErrors[field].join(" ")).toMatch(message);
    }
    expect((await rowOf(appointment.id)).appointmentTime).toBe("2:00 PM");
  });

  it("answers 400 for a day of the owner's vacation, and moves into a holiday the owner opened", async () => {
    const { appointment, token } = await seedVisit({ appointmentDate: "2026-12-03", appointmentTime: "4:00 PM" });
    await saveCalendarSettings(
      getDb(),
      {
        ...DEFAULT_CALENDAR_SETTINGS,
        openHolidays: ["christmas-eve"],
        closedRanges: [{ from: "2026-12-14", to: "2026-12-18", note: "Vacation" }],
      },
      "test",
    );
    const vacation = await reschedule(token, { appointmentDate: "2026-12-16", appointmentTime: "10:00 AM" });
    const eve = await reschedule(token, { appointmentDate: "2026-12-24", appointmentTime: "10:00 AM" });
    await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
    expect(vacation.status).toBe(400);
    expect((await vacation.json()).fieldErrors.appointmentDate).toEqual(["We are not booking visits that day. Choose another day."]);
    expect(eve.status).toBe(200);
    expect((await rowOf(appointment.id)).appointmentDate).toBe("2026-12-24");
  });

  it("answers 404 for an unknown or malformed token", async () => {
    for (const token of ["A".repeat(43), "short", "%3Cscript%3E"]) {
      const response = await reschedule(token, { appointmentDate: "2026-12-03", appointmentTime: "10:00 AM" });
      expect(response.status).toBe(404);
      expect((await response.json()).success).toBe(false);
    }
  });

  it("answers 409 once the visit has started, and for a cancelled visit", async () => {
    const started = await seedVisit({ appointmentDate: "2026-12-01", appointmentTime: "8:00 AM" });
    const cancelled = await seedVisit({ appointmentDate: "2026-12-09", status: "cancelled" });
    for (const { token } of [started, cancelled]) {
      const response = await reschedule(token, { appointmentDate: "2026-12-10", appointmentTime: "10:00 AM" });
      expect(response.status).toBe(409);
      expect((await response.json()).error).toBe(TOO_LATE_TO_MOVE);
    }
  });
});

describe("calendar invitations across book → move → cancel", () => {
  it("keep one UID, raise SEQUENCE each time, go REQUEST, REQUEST, CANCEL, and stay TENTATIVE while the office has not confirmed", async () => {
    const booking = await appointmentsHandler(
      new Request(`${SITE}/api/appointments`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          firstName: "Cal",
          lastName: "Endar",
          email: "cal@example.com",
          phone: "480-555-0177",
          address: "9 Sun Ave",
          city: "Tempe",
          zipCode: "85281",
          serviceType: "consultation",
          appointmentDate: "2026-12-10",
          appointmentTime: "8:00 AM",
        }),
      }),
    );
    expect(booking.status).toBe(201);
    const { id } = await booking.json();
    const [confirmation] = await emailsOf(id, "appointment-confirmation");
    const token = /\/cancel\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text)![1]!;

    expect((await reschedule(token, { appointmentDate: "2026-12-11", appointmentTime: "4:00 PM" })).status).toBe(200);
    const [moved] = await emailsOf(id, EMAIL_KINDS.appointmentMoved);
    expect((await callCancel(`/api/cancel/${token}`, "POST")).status).toBe(200);
    const [cancelled] = await emailsOf(id, EMAIL_KINDS.appointmentCancelled);

    const invitations = [confirmation, moved, cancelled].map((row) => parseInvitation(row!.ics!));
    expect(invitations.map((invitation) => invitation.uid)).toEqual(Array(3).fill(appointmentUid(id)));
    expect(invitations.map((invitation) => invitation.sequence)).toEqual([0, 1, 2]);
    expect(invitations.map((invitation) => invitation.method)).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    expect(invitations.map((invitation) => invitation.status)).toEqual(["TENTATIVE", "TENTATIVE", "CANCELLED"]);
    expect(invitations.map((invitation) => invitation.start.toISOString())).toEqual([
      "2026-12-10T15:00:00.000Z",
      "2026-12-11T23:00:00.000Z",
      "2026-12-11T23:00:00.000Z",
    ]);
    expect(invitations[1]!.end.toISOString()).toBe("2026-12-12T01:00:00.000Z");
  });
});
