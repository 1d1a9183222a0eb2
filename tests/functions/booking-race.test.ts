import { and, eq, ne } from "drizzle-orm";
import { expect, it } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { getDb } from "../../src/server/db/client";
import { appointments } from "../../src/server/db/schema";
import { describeOnRealPostgres, useLiftedSiteCeilings, useRealPostgresFunctionDatabase } from "../helpers/function-env";

// Real PostgreSQL: here concurrent requests really race each other, unlike in PGlite.
const NOW = new Date("2026-12-01T16:30:00Z");
useRealPostgresFunctionDatabase({ now: NOW });

function book(index: number, date: string) {
  const body = {
    firstName: "Racer",
    lastName: String(index),
    email: `racer${index}-${date}@example.com`,
    phone: `480-555-${String(index).padStart(2, "0")}${date.slice(-2)}`,
    address: `${index} Race St`,
    city: "Mesa",
    zipCode: "85201",
    serviceType: "consultation",
    appointmentDate: date,
    appointmentTime: "10:00 AM",
  };
  return appointmentsHandler(
    new Request("http://localhost/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

async function activeIn(date: string): Promise<number> {
  const rows = await getDb()
    .select()
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), ne(appointments.status, "cancelled")));
  return rows.length;
}

describeOnRealPostgres("booking under concurrency (real PostgreSQL)", () => {
  // Fifty requests in one instant: the race is about seats, not the site-wide ceilings.
  useLiftedSiteCeilings();
  it("50 simultaneous requests for one slot create exactly one appointment; the rest get 409", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => book(index, "2026-12-03")));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await activeIn("2026-12-03")).toBe(1);
  });

  it("with 3 crews per slot, exactly 3 of 50 succeed", async () => {
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, crewsPerSlot: 3 }, "test");
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => book(index, "2026-12-04")));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    expect(await activeIn("2026-12-04")).toBe(3);
    const seats = (
      await getDb().select({ seat: appointments.seat }).from(appointments).where(eq(appointments.appointmentDate, "2026-12-04"))
    ).map((row) => row.seat);
    expect(seats.sort()).toEqual([1, 2, 3]);
  });

  it("20 simultaneous bookings by one person for 20 free slots store at most 2; the rest are held for the office, answered like bookings", async () => {
    await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
    const days = ["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11"];
    const slots = days.flatMap((date) => ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"].map((time) => ({ date, time })));
    // The same person written four ways: Gmail dots and +tags, letter case, phone punctuation and a leading 1.
    const emails = ["Jane.Doe@gmail.com", "janedoe+a@gmail.com", " JANEDOE@GMAIL.COM", "j.a.n.e.doe+b@googlemail.com"];
    const phones = ["(480) 555-0177", "+1 480 555 0177", "480.555.0177", "14805550177"];
    const responses = await Promise.all(
      slots.map(({ date, time }, index) =>
        post({ ...person, email: emails[index % 4], phone: phones[(index + 1) % 4], appointmentDate: date, appointmentTime: time }),
      ),
    );
    // Every answer is a booking's: none says the person already has visits.
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    for (const response of responses) expect(JSON.stringify(await response.json())).not.toMatch(/upcoming|already/i);
    const stored = await getDb()
      .select()
      .from(appointments)
      .where(and(eq(appointments.emailKey, "janedoe@gmail.com"), ne(appointments.status, "cancelled")));
    expect(stored).toHaveLength(2);
  });
});

const person = { firstName: "Jane", lastName: "Doe", address: "1 Main St", city: "Mesa", zipCode: "85201", serviceType: "consultation" };

function post(body: unknown) {
  return appointmentsHandler(
    new Request("http://localhost/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}
