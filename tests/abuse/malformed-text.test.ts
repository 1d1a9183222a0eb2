/**
 * A string that is not well-formed Unicode (a lone UTF-16 surrogate, which JSON's "\ud800"
 * escape carries) in any text field is a 400 naming the field in the request's language, for
 * every endpoint: the one JSON reader refuses it (src/server/http/handler.ts readJson), before
 * a schema, a query or an email could meet it. Postgres cannot hold one (22P02), so it was a 500.
 */
import { describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import { callAdmin, seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { callQuote, sentQuote, useContractFacts } from "../quotes/fixtures";
import { reschedule, seedVisit } from "../reschedule/fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();

const LONE = "\ud800";
const EN = "Remove the special characters that cannot be shown from this field";
const ES = "Quite de este campo los caracteres especiales que no se pueden mostrar";

const booking = (change: Record<string, unknown> = {}) => ({
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana.lopez@example.com",
  phone: "(480) 555-0142",
  address: "12 E Main St",
  city: "Mesa",
  zipCode: "85201",
  serviceType: "window-installation",
  projectDetails: "Two windows",
  appointmentDate: "2026-12-03",
  appointmentTime: "10:00 AM",
  ...change,
});
const lead = (change: Record<string, unknown> = {}) => ({
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana.lopez@example.com",
  phone: "(480) 555-0142",
  service: "general-inquiry",
  projectDetails: "A question",
  source: "contact-page",
  ...change,
});

const post = (handler: (request: Request, context?: { ip: string }) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    { ip: "203.0.113.77" },
  );

const BOOKING_TEXT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "zipCode",
  "serviceType",
  "projectDetails",
  "appointmentDate",
  "appointmentTime",
  "website",
  "formToken",
  "recaptchaToken",
];
const LEAD_TEXT_FIELDS = ["firstName", "lastName", "email", "phone", "service", "projectDetails", "source", "website", "formToken"];

describe("POST /api/appointments with a lone surrogate", () => {
  it.each(BOOKING_TEXT_FIELDS.flatMap((field) => [[field, "en", EN] as const, [field, "es", ES] as const]))(
    "refuses one in %s with 400 in %s",
    async (field, locale, message) => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const response = await post(appointmentsHandler, "/api/appointments", booking({ locale, [field]: `Ab${LONE}c` }));
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ [field]: [message] });
      expect(console.error).not.toHaveBeenCalled();
    },
  );

  it("refuses one deep inside the attribution, and a low surrogate alone, naming the top-level field", async () => {
    const deep = await post(
      appointmentsHandler,
      "/api/appointments",
      booking({ attribution: { first: { source: `goo\udc00gle`, medium: "organic" } } }),
    );
    expect(deep.status).toBe(400);
    expect((await deep.json()).fieldErrors).toEqual({ attribution: [EN] });
  });

  it("still books a name with whole surrogate pairs (an emoji)", async () => {
    const response = await post(appointmentsHandler, "/api/appointments", booking({ firstName: "Ana 🌵", appointmentDate: "2026-12-04" }));
    expect(response.status).toBe(201);
  });
});

describe("POST /api/leads with a lone surrogate", () => {
  it.each(LEAD_TEXT_FIELDS.flatMap((field) => [[field, "en", EN] as const, [field, "es", ES] as const]))(
    "refuses one in %s with 400 in %s",
    async (field, locale, message) => {
      const response = await post(leadsHandler, "/api/leads", lead({ locale, [field]: `Ab${LONE}c` }));
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ [field]: [message] });
    },
  );
});

describe("the other forms and the admin with a lone surrogate", () => {
  it("refuses one in a move's time (400 in Spanish for a Spanish page)", async () => {
    const { token } = await seedVisit({ appointmentDate: "2026-12-08", appointmentTime: "8:00 AM" });
    const response = await reschedule(token, { appointmentDate: "2026-12-09", appointmentTime: `8:00${LONE} AM`, locale: "es" });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ appointmentTime: [ES] });
  });

  it("refuses one in a signer's typed name and in a decline's reason", async () => {
    const visit = await seedAppointment();
    const { token, options } = await sentQuote({ appointmentId: visit.id });
    const signed = await callQuote(`/api/quotes/${token}/sign`, {
      method: "POST",
      body: { optionId: options[0]!.id, name: `Ana${LONE}`, agree: true },
    });
    expect(signed.status).toBe(400);
    expect((await signed.json()).fieldErrors).toEqual({ name: [EN] });
    const declined = await callQuote(`/api/quotes/${token}/decline`, { method: "POST", body: { reason: `Too${LONE} dear`, locale: "es" } });
    expect(declined.status).toBe(400);
    expect((await declined.json()).fieldErrors).toEqual({ reason: [ES] });
  });

  it("refuses one in an admin's notes and in a quote's line description", async () => {
    const visit = await seedAppointment();
    const notes = await callAdmin(`/api/admin/appointments/${visit.id}`, { method: "PATCH", body: { adminNotes: `Called${LONE}` } });
    expect(notes.status).toBe(400);
    expect((await notes.json()).fieldErrors).toEqual({ adminNotes: [EN] });
    const quote = await callAdmin("/api/admin/quotes", {
      method: "POST",
      body: {
        appointmentId: visit.id,
        options: [{ name: "Good", items: [{ description: `Window${LONE}`, quantity: 1, unitPriceCents: 100 }] }],
      },
    });
    expect(quote.status).toBe(400);
    expect((await quote.json()).fieldErrors).toEqual({ options: [EN] });
  });
});
