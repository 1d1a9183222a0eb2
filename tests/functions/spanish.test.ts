/** The booking, contact and manage APIs for a Spanish page, against a real database: Spanish answers, the stored language, Spanish emails. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import cancelHandler from "../../netlify/functions/cancel.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import { getDb } from "../../src/server/db/client";
import { appointments, emailOutbox, leads } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { siteOrigin } from "../../src/server/env";
import { useFunctionDatabase } from "../helpers/function-env";
import { reschedule, seedVisit } from "../reschedule/fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

let counter = 0;
const booking = (change: Record<string, unknown> = {}) => ({
  firstName: "Lucía",
  lastName: "Ramírez",
  email: `lucia${++counter}@example.com`,
  phone: `(602) 555-${String(counter).padStart(4, "0")}`,
  address: "456 W Elm St",
  city: "Mesa",
  zipCode: "85201",
  serviceType: "door-installation",
  projectDetails: "Una puerta corrediza",
  appointmentDate: "2026-12-03",
  appointmentTime: "10:00 AM",
  duration: 120,
  status: "pending",
  recaptchaToken: "",
  ...change,
});

const postJson = (handler: (request: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );

const emailsOf = (id: string, kind: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedId, id), eq(emailOutbox.kind, kind)));

describe("POST /api/appointments in Spanish", () => {
  it("stores the language, sends a Spanish confirmation with a /es/cancel link, and an English notice naming Spanish", async () => {
    const response = await postJson(
      appointmentsHandler,
      "/api/appointments",
      booking({ locale: "es", appointmentDate: "2026-12-04", appointmentTime: "8:00 AM" }),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, id));
    expect(row!.locale).toBe("es");

    const [confirmation] = await emailsOf(id, EMAIL_KINDS.appointmentConfirmation);
    expect(confirmation!.subject).toBe("Su estimado gratis en casa: viernes, 4 de diciembre de 2026, de 8 a.m. a 10 a.m.");
    expect(confirmation!.text).toMatch(/^Hola Lucía:/);
    expect(confirmation!.text).toMatch(new RegExp(`${siteOrigin()}/es/cancel/[A-Za-z0-9_-]{43}`));
    expect(confirmation!.ics).toContain("SUMMARY:Estimado gratis en casa");

    const [notice] = await emailsOf(id, EMAIL_KINDS.appointmentAdminNotification);
    expect(notice!.subject).toMatch(/^New estimate booking: Lucía Ramírez, Friday, December 4, 2026 at 8:00 AM$/);
    expect(notice!.text).toContain("Language: Spanish");
  });

  it("answers field errors in Spanish", async () => {
    const response = await postJson(
      appointmentsHandler,
      "/api/appointments",
      booking({ locale: "es", firstName: "", zipCode: "8520", appointmentDate: "2026-12-06" }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("Por favor corrija los campos marcados.");
    expect(body.fieldErrors).toEqual({ firstName: ["Escriba su nombre"], zipCode: ["Escriba un código postal de 5 dígitos"] });
    const closed = await postJson(appointmentsHandler, "/api/appointments", booking({ locale: "es", appointmentDate: "2026-12-06" }));
    expect((await closed.json()).fieldErrors).toEqual({ appointmentDate: ["Los domingos no trabajamos. Escoja otro día."] });
  });

  it("answers a slot just taken in Spanish", async () => {
    const slot = { appointmentDate: "2026-12-07", appointmentTime: "4:00 PM" };
    expect((await postJson(appointmentsHandler, "/api/appointments", booking(slot))).status).toBe(201);
    const response = await postJson(appointmentsHandler, "/api/appointments", booking({ ...slot, locale: "es" }));
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe("Lo sentimos, alguien acaba de apartar ese horario. Por favor escoja otra hora.");
  });

  it("still takes the spec's payload unchanged: 201, English, stored as en", async () => {
    const response = await postJson(
      appointmentsHandler,
      "/api/appointments",
      booking({ appointmentDate: "2026-12-08", appointmentTime: "2:00 PM" }),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, id));
    expect(row!.locale).toBe("en");
    const [confirmation] = await emailsOf(id, EMAIL_KINDS.appointmentConfirmation);
    expect(confirmation!.subject).toBe("Your free in-home estimate: Tuesday, December 8, 2026, 2 p.m. to 4 p.m.");
    expect(confirmation!.text).toMatch(new RegExp(`${siteOrigin()}/cancel/[A-Za-z0-9_-]{43}`));
    const invalid = await postJson(appointmentsHandler, "/api/appointments", booking({ firstName: "" }));
    expect((await invalid.json()).fieldErrors).toEqual({ firstName: ["Enter your first name"] });
  });

  it("refuses a language the site does not speak", async () => {
    const response = await postJson(appointmentsHandler, "/api/appointments", booking({ locale: "fr" }));
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors)).toEqual(["locale"]);
  });
});

describe("POST /api/leads in Spanish", () => {
  const lead = (change: Record<string, unknown> = {}) => ({
    firstName: "Lucía",
    lastName: "Ramírez",
    email: `lead${++counter}@example.com`,
    phone: "6025550188",
    service: "general-inquiry",
    projectDetails: "¿Hacen ventanas de arco?",
    ...change,
  });

  it("stores the language and thanks in Spanish", async () => {
    const response = await postJson(leadsHandler, "/api/leads", lead({ locale: "es" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      success: true,
      message: "Gracias por escribirnos. Nos comunicamos con usted en menos de 24 horas.",
    });
    const [row] = await getDb().select().from(leads).where(eq(leads.projectDetails, "¿Hacen ventanas de arco?"));
    expect(row!.locale).toBe("es");
  });

  it("answers field errors in Spanish", async () => {
    const response = await postJson(leadsHandler, "/api/leads", lead({ locale: "es", email: "no", service: "" }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      email: ["Escriba un correo electrónico válido, como nombre@ejemplo.com"],
      service: ["Escoja un servicio"],
    });
  });
});

describe("the manage link in Spanish", () => {
  it("gives the date in Spanish with ?locale=es and moves with Spanish messages", async () => {
    const { token } = await seedVisit({ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM", locale: "es" });
    const view = await (await cancelHandler(new Request(`http://localhost/api/cancel/${token}?locale=es`))).json();
    expect(view.dateLabel).toBe("jueves, 3 de diciembre de 2026");
    const english = await (await cancelHandler(new Request(`http://localhost/api/cancel/${token}`))).json();
    expect(english.dateLabel).toBe("Thursday, December 3, 2026");

    const sunday = await reschedule(token, { appointmentDate: "2026-12-06", appointmentTime: "10:00 AM", locale: "es" });
    expect(sunday.status).toBe(400);
    expect((await sunday.json()).fieldErrors).toEqual({ appointmentDate: ["Los domingos no trabajamos. Escoja otro día."] });

    const moved = await reschedule(token, { appointmentDate: "2026-12-04", appointmentTime: "2:00 PM", locale: "es" });
    expect(moved.status).toBe(200);
    expect((await moved.json()).dateLabel).toBe("viernes, 4 de diciembre de 2026");
  });
});
