/**
 * No cross-site writes: a page on another site cannot make its visitors' browsers book, send a
 * lead, cancel or move. A foreign Origin is a 403 and a body that is not JSON a 415, before
 * anything is stored; a server-side client that sends no Origin still books with the spec's payload.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import cancelHandler from "../../netlify/functions/cancel.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import rescheduleHandler from "../../netlify/functions/reschedule.mts";
import { getDb } from "../../src/server/db/client";
import { appointments, leads } from "../../src/server/db/schema";
import { SITE, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { seedVisit } from "../reschedule/fixtures";
import { specBookings } from "../helpers/spec-booking";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const EVIL = "https://evil.example";

let people = 0;
const nextPerson = specBookings("cross");
/** The spec's booking payload (seed-spec: POST /api/appointments), each call another person, at one of four slots in turn. */
const specBooking = () => nextPerson({ appointmentTime: ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"][++people % 4] });
const specLead = () => ({
  firstName: "Lena",
  lastName: "Ortiz",
  email: `lead${++people}@example.com`,
  phone: "(602) 555-0123",
  service: "general-inquiry",
  projectDetails: "Hello",
});

type Handler = (request: Request) => Promise<Response>;
const send = (handler: Handler, path: string, { body, headers = {} }: { body?: string; headers?: Record<string, string> }) =>
  handler(new Request(`${SITE}${path}`, { method: "POST", headers, body }));

const rowCount = async (table: typeof appointments | typeof leads) => (await getDb().select({ n: count() }).from(table))[0]!.n;

describe("a write from another site's page", () => {
  it.each([
    ["another site's Origin", { Origin: EVIL }],
    ["a sandboxed page's Origin: null", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site without an Origin", { "Sec-Fetch-Site": "cross-site" }],
  ])("is refused with 403 for %s, and nothing is stored", async (_case, headers) => {
    const before = [await rowCount(appointments), await rowCount(leads)];
    const json = { "Content-Type": "application/json", ...headers };
    expect((await send(appointmentsHandler, "/api/appointments", { body: JSON.stringify(specBooking()), headers: json })).status).toBe(403);
    expect((await send(leadsHandler, "/api/leads", { body: JSON.stringify(specLead()), headers: json })).status).toBe(403);
    expect([await rowCount(appointments), await rowCount(leads)]).toEqual(before);
  });

  it("cannot cancel or move a visit, even with its link", async () => {
    const { appointment, token } = await seedVisit({ appointmentDate: "2026-12-08", appointmentTime: "8:00 AM" });
    expect((await send(cancelHandler, `/api/cancel/${token}`, { headers: { Origin: EVIL } })).status).toBe(403);
    const move = JSON.stringify({ appointmentDate: "2026-12-09", appointmentTime: "10:00 AM" });
    expect(
      (
        await send(rescheduleHandler, `/api/reschedule/${token}`, {
          body: move,
          headers: { Origin: EVIL, "Content-Type": "application/json" },
        })
      ).status,
    ).toBe(403);
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row).toMatchObject({ status: "pending", appointmentDate: "2026-12-08", appointmentTime: "8:00 AM" });
  });
});

describe("a write whose body is not JSON", () => {
  it.each([
    ["text/plain (what a foreign form or fetch sends without asking)", "text/plain;charset=UTF-8"],
    ["a form post", "application/x-www-form-urlencoded"],
  ])("is refused with 415 for %s, even when the text is JSON", async (_case, contentType) => {
    const before = [await rowCount(appointments), await rowCount(leads)];
    expect(
      (
        await send(appointmentsHandler, "/api/appointments", {
          body: JSON.stringify(specBooking()),
          headers: { "Content-Type": contentType },
        })
      ).status,
    ).toBe(415);
    expect(
      (await send(leadsHandler, "/api/leads", { body: JSON.stringify(specLead()), headers: { "Content-Type": contentType } })).status,
    ).toBe(415);
    expect([await rowCount(appointments), await rowCount(leads)]).toEqual(before);
  });

  it("is refused with 415 for a move or a cancel sent as text/plain", async () => {
    const { token } = await seedVisit({ appointmentDate: "2026-12-08", appointmentTime: "10:00 AM" });
    const move = JSON.stringify({ appointmentDate: "2026-12-09", appointmentTime: "10:00 AM" });
    expect(
      (await send(rescheduleHandler, `/api/reschedule/${token}`, { body: move, headers: { "Content-Type": "text/plain" } })).status,
    ).toBe(415);
    expect((await send(cancelHandler, `/api/cancel/${token}`, { body: "{}", headers: { "Content-Type": "text/plain" } })).status).toBe(415);
  });
});

describe("a write from this site or from a server", () => {
  it("books with the spec's payload and no Origin at all (a server-side client): 201", async () => {
    const response = await send(appointmentsHandler, "/api/appointments", {
      body: JSON.stringify(specBooking()),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ firstName: "Ana", status: "pending" });
  });

  it("books, sends a lead and cancels from this site's own page", async () => {
    const headers = { "Content-Type": "application/json", Origin: SITE, "Sec-Fetch-Site": "same-origin" };
    expect((await send(appointmentsHandler, "/api/appointments", { body: JSON.stringify(specBooking()), headers })).status).toBe(201);
    expect((await send(leadsHandler, "/api/leads", { body: JSON.stringify(specLead()), headers })).status).toBe(201);
    const { token } = await seedVisit({ appointmentDate: "2026-12-10", appointmentTime: "8:00 AM" });
    // The manage page's cancel posts no body, so no Content-Type.
    expect((await send(cancelHandler, `/api/cancel/${token}`, { headers: { Origin: SITE } })).status).toBe(200);
  });

  it("accepts the configured SITE_URL as this site's origin", async () => {
    const headers = { "Content-Type": "application/json", Origin: "https://www.windowsanddoorsnearme.com" };
    expect((await send(leadsHandler, "/api/leads", { body: JSON.stringify(specLead()), headers })).status).toBe(201);
  });
});
