/**
 * A NUL or another control character in any text a visitor or an admin sends is a 400 naming
 * the field, in the request's language; and no log line of such a request, or of a query the
 * database refuses, carries the person's name, email, phone or address.
 */
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import { getDb } from "../../src/server/db/client";
import { appointments, leads } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { callAdmin, seedAppointment, seedLead, useAdminEnv } from "../admin/fixtures";
import { reschedule, seedVisit } from "../reschedule/fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

// What must never reach a log line: every personal value the requests below carry.
const PERSON = {
  firstName: "Zelda",
  lastName: "Quimby",
  email: "zelda.quimby@example.com",
  phone: "(480) 555-0173",
  address: "8642 N Secret Ln",
  city: "Chandler",
};
const PERSONAL = [PERSON.firstName, PERSON.lastName, PERSON.email, "555-0173", "5550173", PERSON.address];

const booking = (change: Record<string, unknown> = {}) => ({
  ...PERSON,
  zipCode: "85225",
  serviceType: "window-installation",
  projectDetails: "Two windows",
  appointmentDate: "2026-12-03",
  appointmentTime: "10:00 AM",
  ...change,
});
const lead = (change: Record<string, unknown> = {}) => ({
  ...PERSON,
  service: "general-inquiry",
  projectDetails: "A question",
  source: "contact-page",
  ...change,
});

const post = (handler: (request: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );

let logs: MockInstance[] = [];
beforeEach(() => {
  logs = (["log", "info", "warn", "error", "debug"] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => {
  logs = [];
});

/** Everything logged during the test, as one string. */
const logged = () =>
  logs
    .flatMap((spy) => spy.mock.calls.flat().map((value) => (value instanceof Error ? `${value.message} ${value.stack}` : String(value))))
    .join("\n");

function expectNoPersonalData() {
  const text = logged();
  for (const value of PERSONAL) expect(text).not.toContain(value);
}

const BOOKING_FIELDS = ["firstName", "lastName", "email", "phone", "address", "city", "projectDetails", "appointmentTime"];
const LEAD_FIELDS = ["firstName", "lastName", "email", "phone", "projectDetails", "source"];
const EN = "Remove the special characters that cannot be shown from this field";
const ES = "Quite de este campo los caracteres especiales que no se pueden mostrar";

describe("POST /api/appointments with a control character", () => {
  it.each(BOOKING_FIELDS.flatMap((field) => [[field, "en", EN] as const, [field, "es", ES] as const]))(
    "refuses a NUL in %s with 400 in %s",
    async (field, locale, message) => {
      const body = booking({ locale });
      const response = await post(appointmentsHandler, "/api/appointments", {
        ...body,
        [field]: `${String(body[field as keyof typeof body]).slice(0, 3)}\u0000x`,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ [field]: [message] });
      expectNoPersonalData();
    },
  );

  it.each([
    ["a bell (U+0007)", "\u0007"],
    ["an escape (U+001B)", "\u001b"],
    ["a DEL (U+007F)", "\u007f"],
  ])("refuses %s in a name", async (_case, character) => {
    const response = await post(appointmentsHandler, "/api/appointments", booking({ lastName: `Qui${character}mby` }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ lastName: [EN] });
  });

  it("keeps tabs and line breaks in the project details, and stores a name without its bidirectional overrides", async () => {
    const response = await post(
      appointmentsHandler,
      "/api/appointments",
      booking({
        appointmentDate: "2026-12-04",
        appointmentTime: "2:00 PM",
        firstName: "\u202EZelda\u202C",
        projectDetails: "Line one\r\nLine two\tand a tab",
      }),
    );
    expect(response.status).toBe(201);
    const [row] = await getDb()
      .select()
      .from(appointments)
      .where(sql`${appointments.id} = ${(await response.json()).id}`);
    expect(row!.firstName).toBe("Zelda");
    expect(row!.projectDetails).toBe("Line one\r\nLine two\tand a tab");
  });
});

describe("POST /api/reschedule/{token} with a control character", () => {
  it.each([
    ["en", EN],
    ["es", ES],
  ])("refuses a NUL in appointmentTime with 400 in %s", async (locale, message) => {
    const { token } = await seedVisit({ appointmentDate: "2026-12-08", appointmentTime: "8:00 AM" });
    const response = await reschedule(token, { appointmentDate: "2026-12-09", appointmentTime: "8:00\u0000 AM", locale });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ appointmentTime: [message] });
  });
});

describe("POST /api/leads with a control character", () => {
  it.each(LEAD_FIELDS.flatMap((field) => [[field, "en", EN] as const, [field, "es", ES] as const]))(
    "refuses a NUL in %s with 400 in %s",
    async (field, locale, message) => {
      const body = lead({ locale });
      const response = await post(leadsHandler, "/api/leads", {
        ...body,
        [field]: `${String(body[field as keyof typeof body]).slice(0, 3)}\u0000x`,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ [field]: [message] });
      expectNoPersonalData();
    },
  );
});

describe("admin notes and searches with a control character", () => {
  const ADMIN_MESSAGE = "Remove the special characters that cannot be shown";

  it("refuses a NUL in an appointment's notes (PATCH) with 400 naming adminNotes", async () => {
    const { id } = await seedAppointment(PERSON);
    const response = await callAdmin(`/api/admin/appointments/${id}`, { method: "PATCH", body: { adminNotes: "Called\u0000 back" } });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ adminNotes: [ADMIN_MESSAGE] });
  });

  it("refuses a NUL in a lead's notes (PATCH) with 400 naming notes", async () => {
    const { id } = await seedLead(PERSON);
    const response = await callAdmin(`/api/admin/leads/${id}`, { method: "PATCH", body: { notes: "\u0000" } });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ notes: [ADMIN_MESSAGE] });
  });

  it.each(["/api/admin/appointments", "/api/admin/appointments.csv", "/api/admin/leads", "/api/admin/leads.csv"])(
    "refuses a NUL in %s?search= with 400 naming search",
    async (path) => {
      const response = await callAdmin(`${path}?search=Zel%00da`);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ search: [ADMIN_MESSAGE] });
      expectNoPersonalData();
    },
  );

  it("refuses a NUL in the appointment list's city filter", async () => {
    const response = await callAdmin("/api/admin/appointments?city=Chan%00dler");
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ city: [ADMIN_MESSAGE] });
  });
});

describe("a query the database refuses", () => {
  // A trigger makes every insert fail inside Postgres, after the request passed every check:
  // Drizzle's error then carries the insert's parameters, the customer's data among them.
  beforeEach(async () => {
    await getDb().execute(
      sql`create or replace function refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'forced failure for the test'; end $$`,
    );
    await getDb().execute(
      sql`create trigger refuse_appointment before insert on ${appointments} for each row execute function refuse_insert()`,
    );
    await getDb().execute(sql`create trigger refuse_lead before insert on ${leads} for each row execute function refuse_insert()`);
  });
  afterEach(async () => {
    await getDb().execute(sql`drop trigger refuse_appointment on ${appointments}`);
    await getDb().execute(sql`drop trigger refuse_lead on ${leads}`);
  });

  it("answers a booking 500 and logs the error's name and code, not the person", async () => {
    // Another email and phone: the same person's booking above would make this a repeat (200) or over their cap (409).
    const other = { email: "zelda.other@example.com", phone: "(480) 555-0199" };
    const response = await post(
      appointmentsHandler,
      "/api/appointments",
      booking({ ...other, appointmentDate: "2026-12-05", appointmentTime: "8:00 AM" }),
    );
    expect(response.status).toBe(500);
    expect(logged()).not.toMatch(/zelda\.other|555-0199|5550199/);
    expect(await response.text()).not.toContain("forced failure");
    expect(logged()).toContain("POST /api/appointments failed");
    expect(logged()).toContain("DrizzleQueryError: Failed query (its parameters are left out) <- caused by error [code P0001]");
    expectNoPersonalData();
  });

  it("answers a lead 500 and logs nothing personal", async () => {
    const response = await post(leadsHandler, "/api/leads", lead());
    expect(response.status).toBe(500);
    expect(logged()).toContain("POST /api/leads failed");
    expectNoPersonalData();
  });
});
