import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { MOVE_SLOT_TAKEN } from "../../src/server/booking/reschedule";
import { getDb } from "../../src/server/db/client";
import { appointmentEvents, appointments, emailOutbox } from "../../src/server/db/schema";
import { runReminders } from "../../src/server/reminders/run-reminders";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { reschedule, seedVisit } from "./fixtures";

// Real PostgreSQL: here concurrent moves really race each other, unlike in PGlite.
const NOW = new Date("2026-12-01T16:30:00Z");
useRealPostgresFunctionDatabase({ now: NOW });

// Ten different bookable slots (Friday, Saturday, Monday), one visit in each.
const STARTS = ["2026-12-04", "2026-12-05", "2026-12-07"]
  .flatMap((date) => ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"].map((time) => ({ date, time })))
  .slice(0, 10);

describeOnRealPostgres("moving visits under concurrency (real PostgreSQL)", () => {
  it("10 visits moving into one free slot at once: exactly one wins, the other nine keep their own time", async () => {
    const visits = await Promise.all(
      STARTS.map(({ date, time }, index) =>
        seedVisit({ appointmentDate: date, appointmentTime: time, seat: 1, email: `mover${index}@example.com` }),
      ),
    );

    const responses = await Promise.all(
      visits.map(({ token }) => reschedule(token, { appointmentDate: "2026-12-03", appointmentTime: "10:00 AM" })),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const losers = await Promise.all(responses.filter((response) => response.status === 409).map((response) => response.json()));
    expect(losers.every((body) => body.error === MOVE_SLOT_TAKEN)).toBe(true);

    const rows = await getDb().select().from(appointments);
    expect(rows.filter((row) => row.appointmentDate === "2026-12-03" && row.appointmentTime === "10:00 AM")).toHaveLength(1);
    const winner = visits[statuses.indexOf(200)]!.appointment;
    for (const { appointment } of visits.filter((visit) => visit.appointment.id !== winner.id)) {
      const row = rows.find((candidate) => candidate.id === appointment.id)!;
      expect([row.appointmentDate, row.appointmentTime, row.status, row.icsSequence]).toEqual([
        appointment.appointmentDate,
        appointment.appointmentTime,
        "pending",
        0,
      ]);
    }
    const events = await getDb().select().from(appointmentEvents).where(eq(appointmentEvents.action, "moved"));
    expect(events.map((event) => [event.appointmentId, event.toValue])).toEqual([[winner.id, "2026-12-03 10:00 AM"]]);
  });

  it("a move racing 10 new bookings for the last seat: exactly one of them gets it", async () => {
    const { default: appointmentsHandler } = await import("../../netlify/functions/appointments.mts");
    const mover = await seedVisit({ appointmentDate: "2026-12-08", appointmentTime: "8:00 AM", seat: 1 });
    const book = (index: number) =>
      appointmentsHandler(
        new Request("http://localhost/api/appointments", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            firstName: "Racer",
            lastName: String(index),
            email: `booker${index}@example.com`,
            phone: `480-555-02${String(index).padStart(2, "0")}`,
            address: "1 Race St",
            city: "Mesa",
            zipCode: "85201",
            serviceType: "consultation",
            appointmentDate: "2026-12-08",
            appointmentTime: "2:00 PM",
          }),
        }),
      );
    const responses = await Promise.all([
      reschedule(mover.token, { appointmentDate: "2026-12-08", appointmentTime: "2:00 PM" }),
      ...Array.from({ length: 10 }, (_, index) => book(index)),
    ]);
    expect(responses.filter((response) => response.status === 200 || response.status === 201)).toHaveLength(1);
    const inSlot = await getDb().select().from(appointments).where(eq(appointments.appointmentDate, "2026-12-08"));
    expect(inSlot.filter((row) => row.appointmentTime === "2:00 PM" && row.status !== "cancelled")).toHaveLength(1);
    // The mover holds exactly one seat: its old one if it lost, the new one if it won.
    expect(inSlot.filter((row) => row.id === mover.appointment.id)).toHaveLength(1);
  });
});

describeOnRealPostgres("reminders under concurrency (real PostgreSQL)", () => {
  it("ten overlapping runs write each due reminder once", async () => {
    const due = await Promise.all([
      seedVisit({ appointmentDate: "2026-12-02", appointmentTime: "8:00 AM", seat: 1, createdAt: new Date("2026-11-20T15:00:00Z") }),
      seedVisit({ appointmentDate: "2026-12-01", appointmentTime: "2:00 PM", seat: 1, createdAt: new Date("2026-11-20T15:00:00Z") }),
    ]);
    const transport = { kind: "file" as const, send: async () => ({ messageId: "<test@example.com>" }) };
    const reports = await Promise.all(
      Array.from({ length: 10 }, () => runReminders(getDb(), { now: NOW, transport, siteUrl: "http://localhost" })),
    );
    expect(reports.reduce((total, report) => total + report.written, 0)).toBe(2);
    for (const { appointment } of due) {
      const rows = await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, appointment.id));
      expect(rows.filter((row) => row.kind === "appointment-reminder")).toHaveLength(1);
    }
  });
});
