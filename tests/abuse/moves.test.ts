/**
 * The limits on the actions that send emails through a manage link: moves per visit and per
 * address, cancellations per address, and IPv6 clients counted by their /64 and their /48.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import cancelHandler from "../../netlify/functions/cancel.mts";
import rescheduleHandler from "../../netlify/functions/reschedule.mts";
import { getDb } from "../../src/server/db/client";
import { appointments, emailOutbox } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { resetServerEnv } from "../../src/server/env";
import { SITE } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { seedVisit } from "../reschedule/fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix (16:30 UTC): the Phoenix day ends in 14 h 30 min.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

let addresses = 0;
// Each call from a new address unless told, so the per-address limit stays out of the way.
const move = (token: string, body: Record<string, unknown>, ip = `192.0.2.${++addresses}`) =>
  rescheduleHandler(
    new Request(`${SITE}/api/reschedule/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    { ip },
  );
const cancel = (token: string, ip: string) => cancelHandler(new Request(`${SITE}/api/cancel/${token}`, { method: "POST" }), { ip });
const movedEmails = async (id: string) =>
  (
    await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, id), eq(emailOutbox.kind, EMAIL_KINDS.appointmentMoved)))
  ).length;

const TIMES = ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"];

describe("moves of one visit", () => {
  it("allows 3 a day, then answers 429 with Retry-After and a clear message, and the visit stays put", async () => {
    const { appointment, token } = await seedVisit({ appointmentDate: "2026-12-10", appointmentTime: "8:00 AM" });
    for (const [i, time] of TIMES.slice(1).entries()) {
      // Each from another address: the per-visit limit holds whoever sends them.
      expect((await move(token, { appointmentDate: "2026-12-10", appointmentTime: time }, `198.51.100.${10 + i}`)).status).toBe(200);
    }
    const refused = await move(token, { appointmentDate: "2026-12-10", appointmentTime: "8:00 AM" }, "198.51.100.20");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(14.5 * 3600));
    expect(await refused.json()).toMatchObject({
      success: false,
      error:
        "This visit was already moved 3 times today, the most we can do online. Please try again in 15 hours, or call us at (480)\u00A0555\u20110142.",
    });
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.appointmentTime).toBe("4:00 PM");
    expect(await movedEmails(appointment.id)).toBe(3);

    const spanish = await move(token, { appointmentDate: "2026-12-10", appointmentTime: "8:00 AM", locale: "es" });
    expect(spanish.status).toBe(429);
    expect((await spanish.json()).error).toBe(
      "Esta visita ya se cambió 3 veces hoy, lo más que podemos hacer por internet. Intente de nuevo en 15 horas, o llámenos al (480)\u00A0555\u20110142.",
    );

    // Still the same Phoenix day at 11:59 PM; the next day starts afresh.
    vi.setSystemTime(new Date("2026-12-02T06:59:00Z"));
    expect((await move(token, { appointmentDate: "2026-12-10", appointmentTime: "8:00 AM" })).status).toBe(429);
    vi.setSystemTime(new Date("2026-12-02T07:00:00Z"));
    expect((await move(token, { appointmentDate: "2026-12-10", appointmentTime: "8:00 AM" })).status).toBe(200);
  });

  it("does not count a repeat to the time the visit already has, nor a refused move", async () => {
    await seedVisit({ appointmentDate: "2026-12-11", appointmentTime: "10:00 AM", seat: 1 });
    const { token } = await seedVisit({ appointmentDate: "2026-12-11", appointmentTime: "8:00 AM", seat: 1 });
    for (let i = 0; i < 3; i++) {
      expect((await move(token, { appointmentDate: "2026-12-11", appointmentTime: "8:00 AM" })).status).toBe(200);
      expect((await move(token, { appointmentDate: "2026-12-11", appointmentTime: "10:00 AM" })).status).toBe(409);
    }
    for (const time of ["2:00 PM", "4:00 PM", "8:00 AM"])
      expect((await move(token, { appointmentDate: "2026-12-11", appointmentTime: time })).status).toBe(200);
    expect((await move(token, { appointmentDate: "2026-12-11", appointmentTime: "2:00 PM" })).status).toBe(429);
  });

  it("follows MOVES_PER_VISIT_PER_DAY", async () => {
    vi.stubEnv("MOVES_PER_VISIT_PER_DAY", "1");
    resetServerEnv();
    const { token } = await seedVisit({ appointmentDate: "2026-12-12", appointmentTime: "8:00 AM" });
    expect((await move(token, { appointmentDate: "2026-12-12", appointmentTime: "10:00 AM" })).status).toBe(200);
    const refused = await move(token, { appointmentDate: "2026-12-12", appointmentTime: "2:00 PM" });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/^This visit was already moved once today/);
  });
});

describe("moves and cancellations from one address", () => {
  it("answer 429 with Retry-After after MOVES_PER_ADDRESS_PER_HOUR moves from one address; another address goes on", async () => {
    vi.stubEnv("MOVES_PER_ADDRESS_PER_HOUR", "2");
    resetServerEnv();
    const visits = await Promise.all(
      [14, 15, 16].map((day) => seedVisit({ appointmentDate: `2026-12-${day}`, appointmentTime: "8:00 AM" })),
    );
    const ip = "203.0.113.50";
    for (const { token, appointment } of visits.slice(0, 2))
      expect((await move(token, { appointmentDate: appointment.appointmentDate, appointmentTime: "10:00 AM" }, ip)).status).toBe(200);
    const refused = await move(visits[2]!.token, { appointmentDate: "2026-12-16", appointmentTime: "10:00 AM" }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("1800");
    expect((await refused.json()).error).toBe(
      "Too many requests from your connection. Please try again in 30 minutes, or call us at (480)\u00A0555\u20110142.",
    );
    expect((await move(visits[2]!.token, { appointmentDate: "2026-12-16", appointmentTime: "10:00 AM" }, "203.0.113.51")).status).toBe(200);
  });

  it("answer 429 after CANCELS_PER_ADDRESS_PER_HOUR cancellations from one address, in Spanish when asked", async () => {
    vi.stubEnv("CANCELS_PER_ADDRESS_PER_HOUR", "2");
    resetServerEnv();
    const visits = await Promise.all(
      [17, 18, 19].map((day) => seedVisit({ appointmentDate: `2026-12-${day}`, appointmentTime: "2:00 PM" })),
    );
    const ip = "203.0.113.60";
    for (const { token } of visits.slice(0, 2)) expect((await cancel(token, ip)).status).toBe(200);
    const refused = await cancelHandler(new Request(`${SITE}/api/cancel/${visits[2]!.token}?locale=es`, { method: "POST" }), { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("1800");
    expect((await refused.json()).error).toMatch(/^Demasiadas solicitudes desde su conexión/);
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, visits[2]!.appointment.id));
    expect(row!.status).toBe("pending");
  });
});

describe("IPv6 clients", () => {
  const booking = (n: number, appointmentTime: string, appointmentDate = "2026-12-22") => ({
    firstName: "Six",
    lastName: "Client",
    email: `six${n}@example.com`,
    phone: `(602) 555-06${String(n).padStart(2, "0")}`,
    address: "6 W Elm St",
    city: "Mesa",
    zipCode: "85201",
    serviceType: "consultation",
    appointmentDate,
    appointmentTime,
  });
  const book = (body: unknown, ip: string) =>
    appointmentsHandler(
      new Request(`${SITE}/api/appointments`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
      { ip },
    );

  it("are counted by their /64: a fresh address in the same /64 is the same client", async () => {
    vi.stubEnv("BOOKINGS_PER_ADDRESS_PER_HOUR", "1");
    resetServerEnv();
    expect((await book(booking(1, "8:00 AM"), "2001:db8:1:2::1")).status).toBe(201);
    expect((await book(booking(2, "10:00 AM"), "2001:db8:1:2:ffff:eeee:dddd:cccc")).status).toBe(429);
    expect((await book(booking(3, "10:00 AM"), "2001:db8:1:3::1")).status).toBe(201);
  });

  it("are counted by their /48 too, at four times the limit: a /48 holder cannot make 65,536 fresh starts", async () => {
    vi.stubEnv("BOOKINGS_PER_ADDRESS_PER_HOUR", "1");
    resetServerEnv();
    const statuses = [];
    for (const [i, time] of ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM", "8:00 AM"].entries()) {
      statuses.push((await book(booking(10 + i, time, i < 4 ? "2026-12-23" : "2026-12-30"), `2001:db8:48:${i + 1}::1`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    expect((await book(booking(20, "10:00 AM", "2026-12-30"), "2001:db8:49:1::1")).status).toBe(201);
  });
});
