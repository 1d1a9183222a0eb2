/**
 * The site-wide ceilings against a crowd of addresses, each under its own per-address limit:
 * the attack that took every bookable slot in seconds, run as the test. Past the ceiling a
 * booking is answered as any booking and kept for the office without a slot, a lead is stored
 * without its email, and the admins get one email for the flood.
 */
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import { availability, bookingWindow } from "../../src/core/availability";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { HELD_BOOKING_SOURCES } from "../../src/core/limits";
import { addDays } from "../../src/core/phoenix-time";
import { readSiteCeilingsRecord } from "../../src/server/admin/site-ceilings";
import { getDb } from "../../src/server/db/client";
import { appointments, emailOutbox, leads } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

let people = 0;
const booking = (appointmentDate: string, appointmentTime: string) => {
  people++;
  return {
    firstName: "Bot",
    lastName: `Number${people}`,
    email: `bot${people}@example.com`,
    phone: `(602) 555-${String(people).padStart(4, "0")}`,
    address: "1 N Central Ave",
    city: "Phoenix",
    zipCode: "85004",
    serviceType: "consultation",
    appointmentDate,
    appointmentTime,
  };
};
const book = (body: unknown, ip: string) =>
  appointmentsHandler(
    new Request("http://localhost/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    { ip },
  );
const sendLead = (n: number, ip: string) =>
  leadsHandler(
    new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Lead",
        lastName: `Number${n}`,
        email: `lead${n}@example.com`,
        phone: `(623) 555-${String(n).padStart(4, "0")}`,
        service: "general-inquiry",
        projectDetails: `Message ${n}`,
      }),
    }),
    { ip },
  );

const active = () => getDb().select().from(appointments).where(ne(appointments.status, "cancelled"));

/** Every slot a visitor can book now, as the calendar offers them. */
async function freeSlots(now: Date): Promise<{ date: string; time: string }[]> {
  const window = bookingWindow(DEFAULT_CALENDAR_SETTINGS, now);
  const dates: string[] = [];
  for (let day = window.first; day <= window.last; day = addDays(day, 1)) dates.push(day);
  return availability(DEFAULT_CALENDAR_SETTINGS, await active(), dates, now).flatMap((day) =>
    day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time })),
  );
}
// In the order they were stored: a table whose rows were updated (sent) returns them in no set order.
const emailsOf = (kind: string) => getDb().select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(emailOutbox.id);

describe("a booking script from 16 addresses", () => {
  it("leaves most of the calendar free, keeps the rest of its requests for the office, tells their customers so, and raises one alert email", async () => {
    const slots = await freeSlots(NOW);
    // Four weeks of weekdays, Christmas Eve and Christmas Day closed.
    expect(slots).toHaveLength(102);
    // The script: every free slot, 16 at a time, each request from the next of 16 addresses, each in a network of its own.
    const statuses: number[] = [];
    for (let start = 0; start < slots.length; start += 16) {
      const batch = slots.slice(start, start + 16).map((slot, i) => book(booking(slot.date, slot.time), `198.51.${100 + i}.7`));
      statuses.push(...(await Promise.all(batch)).map((response) => response.status));
    }
    // Each address's own limit (6 an hour) answers its 7th request 429; ten book, and the rest are kept and answered so (202).
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 202)).toHaveLength(86);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);

    expect(await active()).toHaveLength(10);
    expect(await freeSlots(NOW)).toHaveLength(92);
    const held = await getDb().select().from(leads).where(eq(leads.source, HELD_BOOKING_SOURCES.pastSiteCeiling));
    expect(held).toHaveLength(86);
    expect(held[0]!.projectDetails).toContain("Held, not booked: more booking requests came in this hour than the site-wide limit");

    const alerts = await emailsOf(EMAIL_KINDS.siteCeilingReached);
    expect(alerts.map(({ to, subject }) => [to, subject])).toEqual([
      ["owner@example.com, remodel@example.com", "Site-wide limit reached: 10 booking requests this hour"],
    ]);
    expect(alerts[0]!.text).toContain(
      "Until 10\u00a0a.m. (Phoenix time), new booking requests are still taken, but kept as leads to review",
    );
    // 10 confirmations and 10 admins' notices, not 96 of each; the kept requests' customers are told, at most as many an hour as the ceiling.
    expect(await emailsOf(EMAIL_KINDS.appointmentConfirmation)).toHaveLength(10);
    expect(await emailsOf(EMAIL_KINDS.leadNotification)).toHaveLength(0);
    expect(await emailsOf(EMAIL_KINDS.keptRequest)).toHaveLength(10);

    const record = await readSiteCeilingsRecord(getDb(), NOW);
    expect(record.reached).toEqual([
      { key: "bookingsPerHour", ceiling: 10, refused: 86, reachedAt: expect.any(String), until: "2026-12-01T17:00:00.000Z" },
    ]);
  });

  it("books again in the next hour, and tells of a flood that goes on without a second email, of a new one with one", async () => {
    vi.setSystemTime(new Date("2026-12-01T17:10:00Z"));
    const next = (await freeSlots(new Date("2026-12-01T17:10:00Z"))).slice(0, 12);
    const statuses = [];
    for (const [i, slot] of next.entries()) statuses.push((await book(booking(slot.date, slot.time), `203.0.${i + 1}.9`)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 202, 202]);
    expect(await emailsOf(EMAIL_KINDS.siteCeilingReached)).toHaveLength(1);

    // Three quiet hours later, another flood: another email.
    vi.setSystemTime(new Date("2026-12-01T21:10:00Z"));
    const later = (await freeSlots(new Date("2026-12-01T21:10:00Z"))).slice(0, 11);
    for (const [i, slot] of later.entries()) await book(booking(slot.date, slot.time), `203.0.${50 + i}.9`);
    const alerts = await emailsOf(EMAIL_KINDS.siteCeilingReached);
    expect(alerts.map((email) => email.subject)).toEqual([
      "Site-wide limit reached: 10 booking requests this hour",
      "Site-wide limit reached: 10 booking requests this hour",
    ]);
    expect(alerts[1]!.text).toContain("Until 3\u00a0p.m. (Phoenix time)");
  });
});

describe("a lead script from many addresses", () => {
  it("stores every lead, emails the admins of the first 10 only, and raises one alert email", async () => {
    vi.setSystemTime(new Date("2026-12-02T16:05:00Z"));
    const statuses = [];
    for (let n = 1; n <= 14; n++) statuses.push((await sendLead(n, `192.0.2.${n}`)).status);
    expect(statuses).toEqual(Array(14).fill(201));
    const stored = await getDb()
      .select()
      .from(leads)
      .where(and(eq(leads.service, "general-inquiry"), eq(leads.source, "website")));
    expect(stored).toHaveLength(14);
    expect(await emailsOf(EMAIL_KINDS.leadNotification)).toHaveLength(10);
    const alerts = (await emailsOf(EMAIL_KINDS.siteCeilingReached)).filter((email) => email.subject.includes("contact-form"));
    expect(alerts.map((email) => email.subject)).toEqual(["Site-wide limit reached: 10 contact-form messages this hour"]);
  });
});
