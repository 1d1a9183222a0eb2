/**
 * The booking ceiling of a new site (10 an hour) against a few addresses: only requests that
 * would book count (a full slot's 409 never does), no network takes more than its share, and a
 * customer whose request is kept past the ceiling is told the truth, on the page's answer and by
 * email, in their language. And a repeat is answered alike whether its first was held or booked.
 */
import { and, eq, ne } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import { HELD_BOOKING_SOURCES } from "../../src/core/limits";
import { AUTOMATIC_CEILINGS } from "../../src/core/site-ceilings";
import { getDb } from "../../src/server/db/client";
import { appointments, emailOutbox, leads, siteCounts } from "../../src/server/db/schema";
import { saveCeilingSettings } from "../../src/server/db/limits/site-ceilings";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix: a new site, no history, every ceiling automatic.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
// Every ceiling automatic at the start of each test; a test that sets one sets it for itself.
beforeEach(async () => {
  await saveCeilingSettings(getDb(), AUTOMATIC_CEILINGS, "owner@example.com");
});

let people = 0;
const booking = (appointmentDate: string, appointmentTime: string, change: Record<string, unknown> = {}) => {
  people++;
  return {
    firstName: "Rita",
    lastName: `Caller${people}`,
    email: `rita${people}@example.com`,
    phone: `(480) 555-${String(people).padStart(4, "0")}`,
    address: "40 N Center St",
    city: "Mesa",
    zipCode: "85201",
    serviceType: "consultation",
    appointmentDate,
    appointmentTime,
    ...change,
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
const activeOn = async (date: string) =>
  getDb()
    .select()
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), ne(appointments.status, "cancelled")));
const mailTo = (to: string, kind: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));
const bookingsCounted = async () =>
  (await getDb().select().from(siteCounts).where(eq(siteCounts.ceiling, "bookingsPerHour")))[0]?.count ?? 0;

describe("two addresses against a new site's booking ceiling", () => {
  it("fill nothing with failed requests, take at most their network's share, and leave a third address's booking booked", async () => {
    // A full slot, and nine requests for it from two addresses (6 + 3): each a 409, none counted.
    await seedAppointment({ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM" });
    const failed = [];
    for (let i = 0; i < 6; i++) failed.push((await book(booking("2026-12-03", "10:00 AM"), "198.51.100.10")).status);
    for (let i = 0; i < 3; i++) failed.push((await book(booking("2026-12-03", "10:00 AM"), "203.0.113.20")).status);
    expect(failed).toEqual(Array(9).fill(409));
    expect(await bookingsCounted()).toBe(0);

    // The second address books what it can: its network's share (2 of 10), then its requests are kept, and it is told so.
    const second = [];
    for (const time of ["8:00 AM", "2:00 PM", "4:00 PM"]) second.push(await book(booking("2026-12-04", time), "203.0.113.20"));
    expect(second.map((response) => response.status)).toEqual([201, 201, 202]);
    expect(await second[2]!.json()).toMatchObject({ status: "held", appointmentDate: "2026-12-04", appointmentTime: "4:00 PM" });
    // Its neighbour in the same /24 is the same network.
    expect((await book(booking("2026-12-07", "8:00 AM"), "203.0.113.77")).status).toBe(202);
    // The first address has used its own hourly limit on the failed requests.
    expect((await book(booking("2026-12-07", "10:00 AM"), "198.51.100.10")).status).toBe(429);

    // A third address, a real customer: booked, with a slot and a confirmation.
    const customer = booking("2026-12-07", "2:00 PM");
    const third = await book(customer, "192.0.2.30");
    expect(third.status).toBe(201);
    expect(await third.json()).toMatchObject({ status: "pending" });
    expect((await activeOn("2026-12-07")).map((visit) => visit.email)).toEqual([customer.email]);
    expect(await mailTo(customer.email, EMAIL_KINDS.appointmentConfirmation)).toHaveLength(1);
    // Three bookings counted, none of the failed or kept requests.
    expect(await bookingsCounted()).toBe(3);
    expect(await getDb().select().from(leads).where(eq(leads.source, HELD_BOOKING_SOURCES.pastNetworkShare))).toHaveLength(2);
  });

  it("counts an IPv6 client's whole /48 as one network, whichever /64 it books from", async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i++)
      statuses.push(
        (await book(booking("2026-12-08", ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"][i - 1]!), `2001:db8:77:${i}::1`)).status,
      );
    expect(statuses).toEqual([201, 201, 202, 202]);
  });

  it("gives the place of a booking that lost its seat back, so it never counts", async () => {
    const before = await bookingsCounted();
    await seedAppointment({ appointmentDate: "2026-12-09", appointmentTime: "8:00 AM" });
    expect((await book(booking("2026-12-09", "8:00 AM"), "192.0.2.41")).status).toBe(409);
    expect(await bookingsCounted()).toBe(before);
  });
});

describe("a customer kept past the site's ceiling", () => {
  it.each([
    [
      "en",
      "We have your visit request (Windows & Doors Near Me)",
      "We have your request for a free in-home estimate: Friday, December 11, 2026, 2 p.m. to 4 p.m. It does not hold that time on our calendar yet.",
      "Our office will call you to confirm a time.",
    ],
    [
      "es",
      "Tenemos su solicitud de visita (Windows & Doors Near Me)",
      "Tenemos su solicitud de un presupuesto gratis en su casa: viernes, 11 de diciembre de 2026, de 2 p.m. a 4 p.m. Todavía no aparta esa hora en nuestro calendario.",
      "Nuestra oficina le llamará para confirmar una hora.",
    ],
  ])("is answered 202 'held' and emailed the truth in %s", async (locale, subject, lead, next) => {
    // An hour of its own (11 AM or noon in Phoenix), the owner's ceiling of 1 an hour, reached already.
    vi.setSystemTime(new Date(locale === "en" ? "2026-12-01T18:05:00Z" : "2026-12-01T19:05:00Z"));
    await saveCeilingSettings(getDb(), { ...AUTOMATIC_CEILINGS, bookingsPerHour: 1 }, "owner@example.com");
    await book(booking("2026-12-10", locale === "en" ? "8:00 AM" : "10:00 AM"), `192.0.${locale === "en" ? 50 : 51}.1`);
    const request = booking("2026-12-11", "2:00 PM", { locale });
    const answer = await book(request, `192.0.${locale === "en" ? 52 : 53}.1`);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toMatchObject({ status: "held", email: request.email, appointmentDate: "2026-12-11" });
    const [email] = await mailTo(request.email, EMAIL_KINDS.keptRequest);
    expect(email!.subject).toBe(subject);
    expect(email!.text.replace(/\u00a0/g, " ")).toContain(lead.replace(/\u00a0/g, " "));
    expect(email!.text).toContain(next);
    expect(await mailTo(request.email, EMAIL_KINDS.appointmentConfirmation)).toHaveLength(0);
    // The office has the request as a lead.
    const [kept] = await getDb().select().from(leads).where(eq(leads.email, request.email));
    expect(kept).toMatchObject({ source: HELD_BOOKING_SOURCES.pastSiteCeiling, requestedSlot: "2026-12-11 2:00 PM", locale });
  });
});

describe("a repeat of a request", () => {
  it("answers 201 then 200 with the same id for a person at the cap, as for anyone else, and books it once the cap has room", async () => {
    vi.setSystemTime(new Date("2026-12-01T20:05:00Z"));
    const atCap = { email: "capped@example.com", phone: "(602) 555-7001", lastName: "Capped" };
    for (const [i, time] of ["8:00 AM", "10:00 AM"].entries())
      expect((await book(booking("2026-12-14", time, atCap), `192.0.${80 + i}.1`)).status).toBe(201);
    const held = booking("2026-12-15", "8:00 AM", atCap);
    const first = await book(held, "192.0.82.1");
    const second = await book(held, "192.0.82.1");
    expect([first.status, second.status]).toEqual([201, 200]);
    const [a, b] = [await first.json(), await second.json()];
    expect(b.id).toBe(a.id);
    expect(b).toEqual(a);
    // Anyone else: booked, then the same answer again.
    const other = booking("2026-12-15", "10:00 AM");
    const booked = [await book(other, "192.0.83.1"), await book(other, "192.0.83.1")];
    expect(booked.map((response) => response.status)).toEqual([201, 200]);
    const [c, d] = [await booked[0]!.json(), await booked[1]!.json()];
    expect(Object.keys(c).sort()).toEqual(Object.keys(a).sort());
    expect(d.id).toBe(c.id);
    // Once one of the person's visits is cancelled, the same request books.
    await getDb()
      .update(appointments)
      .set({ status: "cancelled" })
      .where(and(eq(appointments.email, atCap.email), eq(appointments.appointmentTime, "8:00 AM")));
    const later = await book(held, "192.0.82.1");
    expect(later.status).toBe(201);
    expect((await later.json()).id).not.toBe(a.id);
  });

  it("answers 202 then 200 with the same id for a request kept past the ceiling, and a stranger with the same email and slot is not a repeat", async () => {
    vi.setSystemTime(new Date("2026-12-01T21:05:00Z"));
    await saveCeilingSettings(getDb(), { ...AUTOMATIC_CEILINGS, bookingsPerHour: 1 }, "owner@example.com");
    await book(booking("2026-12-16", "8:00 AM"), "192.0.70.1");
    const request = booking("2026-12-16", "10:00 AM");
    const answers = [await book(request, "192.0.71.1"), await book(request, "192.0.71.1")];
    expect(answers.map((response) => response.status)).toEqual([202, 200]);
    const [first, again] = [await answers[0]!.json(), await answers[1]!.json()];
    expect(again).toEqual(first);
    const stranger = await book({ ...request, lastName: "Someone", phone: "(480) 555-9911" }, "192.0.72.1");
    expect(stranger.status).toBe(202);
  });
});
