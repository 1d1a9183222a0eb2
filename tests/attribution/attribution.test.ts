import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import { getDb } from "../../src/server/db/client";
import { appointments, leads } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

const AT = Date.parse("2026-11-30T18:00:00Z");
const GBP = {
  first: { at: AT, landing: "/cities/mesa", utm_source: "google", utm_medium: "organic", utm_campaign: "gbp" },
  last: { at: AT, landing: "/cities/mesa", utm_source: "google", utm_medium: "organic", utm_campaign: "gbp" },
};

let counter = 0;
const booking = (change: Record<string, unknown> = {}) => ({
  firstName: "Ana",
  lastName: "Lopez",
  email: `attr${++counter}@example.com`,
  phone: `(480) 555-${String(counter).padStart(4, "0")}`,
  address: "123 E Main St",
  city: "Mesa",
  zipCode: "85201",
  serviceType: "window-installation",
  appointmentDate: "2026-12-03",
  appointmentTime: ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"][counter % 4],
  ...change,
});
const lead = (change: Record<string, unknown> = {}) => ({
  firstName: "Luis",
  lastName: "Garcia",
  email: `lead${++counter}@example.com`,
  phone: `(602) 555-${String(counter).padStart(4, "0")}`,
  service: "door-installation",
  projectDetails: `A front door ${counter}`,
  ...change,
});
const post = (handler: (request: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );

describe("attribution on bookings", () => {
  it("stores the touches and their channel with the appointment, and does not repeat them in the answer", async () => {
    const response = await post(appointmentsHandler, "/api/appointments", booking({ attribution: GBP }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).not.toHaveProperty("attribution");
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, body.id));
    expect(row!.channel).toBe("google-business-profile");
    expect(row!.attribution).toEqual(GBP);
  });

  it("stores a booking without attribution (the spec's payload) as direct", async () => {
    const response = await post(appointmentsHandler, "/api/appointments", booking({ appointmentDate: "2026-12-04" }));
    expect(response.status).toBe(201);
    const [row] = await getDb()
      .select()
      .from(appointments)
      .where(eq(appointments.id, (await response.json()).id));
    expect([row!.channel, row!.attribution]).toEqual(["direct", null]);
  });

  it.each([
    ["an unknown key", { first: { at: AT, utm_source: "x", tracker: "y" } }],
    ["an unknown touch", { middle: { at: AT } }],
    ["an overlong value", { last: { at: AT, utm_campaign: "c".repeat(201) } }],
    ["a referrer that is not a host", { last: { at: AT, referrer: "https://evil.example/<script>" } }],
    ["a landing that is not a path", { last: { at: AT, landing: "javascript:alert(1)" } }],
    ["a touch without its time", { last: { utm_source: "google" } }],
    ["a control character", { last: { at: AT, utm_term: "a\u0000b" } }],
    ["a string", "google"],
  ])("refuses %s with a 400 naming attribution", async (_, attribution) => {
    const response = await post(appointmentsHandler, "/api/appointments", booking({ attribution }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toHaveProperty("attribution");
  });
});

describe("attribution on leads", () => {
  it("stores the touches and their channel with the lead", async () => {
    const bing = { first: { at: AT, referrer: "www.bing.com", landing: "/contact" } };
    const response = await post(leadsHandler, "/api/leads", lead({ attribution: bing }));
    expect(response.status).toBe(201);
    const [row] = await getDb()
      .select()
      .from(leads)
      .where(eq(leads.email, `lead${counter}@example.com`));
    expect([row!.channel, row!.attribution]).toEqual(["bing", bing]);
  });

  it("stores a lead without attribution as direct and refuses a bad one", async () => {
    expect((await post(leadsHandler, "/api/leads", lead())).status).toBe(201);
    const [row] = await getDb()
      .select()
      .from(leads)
      .where(eq(leads.email, `lead${counter}@example.com`));
    expect(row!.channel).toBe("direct");
    const refused = await post(leadsHandler, "/api/leads", lead({ attribution: { last: { at: -1 } } }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toHaveProperty("attribution");
  });
});
