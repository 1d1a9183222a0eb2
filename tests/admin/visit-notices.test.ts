/**
 * What the office's changes to a visit tell its customer: confirming and cancelling from the
 * appointment detail (PATCH) and moving it, each once, in the language of the booking, with the
 * same calendar event (UID) at a higher SEQUENCE, by text too where the customer agreed, with
 * Reply-To the office; "don't notify" sends nothing; the history says what was sent.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import { getDb } from "../../src/server/db/client";
import { appointmentEvents, appointments, emailOutbox, type NewAppointment } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { appointmentUid } from "../../src/server/notify/emails/invitation";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { recordConsent } from "../../src/server/sms/consent";
import { parseInvitation } from "../email/ical-parse";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";
import { ADMIN, callAdmin, seedAppointment, useAdminEnv } from "./fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix: outside the quiet hours, so texts go at once.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
const twilio = useTwilioStandIn({ SITE_URL: "https://www.windowsanddoorsnearme.com" });

let phones = 0;
/** A visit with a number of its own; `texts` stores the consent its booking would have carried. */
async function visit(change: Partial<NewAppointment> = {}, { texts = false } = {}) {
  const phone = `(480) 555-3${String(++phones).padStart(3, "0")}`;
  const row = await seedAppointment({ phone, appointmentDate: "2026-12-10", appointmentTime: "10:00 AM", ...change });
  if (texts) await recordConsent(getDb(), { appointmentId: row.id }, phone, row.locale === "es" ? "es" : "en", NOW);
  return row;
}

const patch = (id: string, body: unknown) => callAdmin(`/api/admin/appointments/${id}`, { method: "PATCH", body });
const emailsOf = (id: string) => getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id)).orderBy(asc(emailOutbox.id));
const textsTo = (phone: string) => twilio.received.filter((text) => text.To === `+1${phone.replace(/\D/g, "")}`).map((text) => text.Body);
const historyOf = async (id: string) =>
  (await getDb().select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id)).orderBy(asc(appointmentEvents.id))).map(
    ({ actor, action, fromValue, toValue }) => [actor, action, fromValue, toValue],
  );
const sequenceOf = async (id: string) =>
  (await getDb().select({ sequence: appointments.icsSequence }).from(appointments).where(eq(appointments.id, id)))[0]!.sequence;

describe("PATCH /api/admin/appointments/{id} { status: confirmed }", () => {
  it("emails the customer once that the visit is confirmed, with the same event now CONFIRMED, texts them, and records both", async () => {
    const ana = await visit({}, { texts: true });
    expect((await patch(ana.id, { status: "confirmed" })).status).toBe(200);
    expect((await patch(ana.id, { status: "confirmed" })).status).toBe(200);

    const [email, ...others] = await emailsOf(ana.id);
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      kind: EMAIL_KINDS.appointmentConfirmed,
      to: ana.email,
      replyTo: "support@windowsanddoorsnearme.com",
      status: "sent",
    });
    expect(email!.subject).toBe("Confirmed: your free in-home estimate, Thursday, December 10, 2026, 10 a.m. to 12 p.m.");
    expect(email!.text).toMatch(/https:\/\/www\.windowsanddoorsnearme\.com\/cancel\/[\w-]{43}/);
    expect(parseInvitation(email!.ics!)).toMatchObject({
      uid: appointmentUid(ana.id),
      method: "REQUEST",
      sequence: 1,
      status: "CONFIRMED",
    });
    expect(textsTo(ana.phone)).toEqual([
      expect.stringMatching(
        /^Windows & Doors Near Me: your free estimate Thursday, December 10, 10 a\.m\. to 12 p\.m\. is confirmed\. Change or cancel: https:\/\/www\.windowsanddoorsnearme\.com\/cancel\/[\w-]{43}$/,
      ),
    ]);
    expect(await historyOf(ana.id)).toEqual([
      [ADMIN, "status", "pending", "confirmed"],
      [ADMIN, "notified", null, "email and text"],
    ]);
  });

  it("emails a customer without consent only, and says so in the history", async () => {
    const ben = await visit();
    await patch(ben.id, { status: "confirmed" });
    expect((await emailsOf(ben.id)).map((row) => row.kind)).toEqual([EMAIL_KINDS.appointmentConfirmed]);
    expect(textsTo(ben.phone)).toEqual([]);
    expect((await historyOf(ben.id)).at(-1)).toEqual([ADMIN, "notified", null, "email"]);
  });
});

describe("PATCH /api/admin/appointments/{id} { status: cancelled }", () => {
  it("withdraws the event (METHOD:CANCEL, same UID, higher SEQUENCE) in Spanish for a Spanish booking, texts it in Spanish, and tells the admins", async () => {
    const lucia = await visit({ locale: "es", icsSequence: 1 }, { texts: true });
    expect((await patch(lucia.id, { status: "cancelled" })).status).toBe(200);

    const emails = await emailsOf(lucia.id);
    expect(emails.map((row) => row.kind)).toEqual([EMAIL_KINDS.appointmentCancelled, EMAIL_KINDS.appointmentCancelledNotification]);
    const [customer, notice] = emails;
    expect(customer).toMatchObject({ to: lucia.email, replyTo: "support@windowsanddoorsnearme.com" });
    expect(customer!.subject).toBe("Cancelado: su estimado gratis en casa, jueves, 10 de diciembre de 2026, de 10 a.m. a 12 p.m.");
    expect(customer!.text).toContain("Lo sentimos: tuvimos que cancelar su estimado gratis en casa");
    expect(parseInvitation(customer!.ics!)).toMatchObject({
      uid: appointmentUid(lucia.id),
      method: "CANCEL",
      sequence: 2,
      status: "CANCELLED",
    });
    expect(notice).toMatchObject({ replyTo: lucia.email });
    expect(notice!.text).toContain(`Cancelled by: an admin, ${ADMIN}`);
    expect(textsTo(lucia.phone)).toEqual([
      "Windows & Doors Near Me: lo sentimos, tuvimos que cancelar su estimado del jueves, 10 de diciembre, de 10 a.m. a 12 p.m. Responda aqui y le buscamos otro horario.",
    ]);
    expect((await historyOf(lucia.id)).at(-1)).toEqual([ADMIN, "notified", null, "email and text"]);
  });

  it("sends nothing with notify: false, records that nobody was told, and still raises the SEQUENCE", async () => {
    const carl = await visit({}, { texts: true });
    expect((await patch(carl.id, { status: "cancelled", notify: false })).status).toBe(200);
    expect(await emailsOf(carl.id)).toEqual([]);
    expect(textsTo(carl.phone)).toEqual([]);
    expect(await sequenceOf(carl.id)).toBe(1);
    expect(await historyOf(carl.id)).toEqual([
      [ADMIN, "status", "pending", "cancelled"],
      [ADMIN, "notified", null, "nobody"],
    ]);
  });

  it("answers every email to the customer from OFFICE_EMAIL when it is set", async () => {
    vi.stubEnv("OFFICE_EMAIL", "office@windowsanddoorsnearme.com");
    resetServerEnv();
    const dana = await visit();
    await patch(dana.id, { status: "cancelled" });
    expect((await emailsOf(dana.id)).map((row) => row.replyTo)).toEqual(["office@windowsanddoorsnearme.com", dana.email]);
  });
});

describe("PATCH for changes the customer is not told of", () => {
  it("sends nothing for a visit marked completed or a no-show, nor for a past visit confirmed late", async () => {
    const done = await visit({ appointmentDate: "2026-11-30", status: "confirmed" }, { texts: true });
    await patch(done.id, { status: "completed" });
    const past = await visit({ appointmentDate: "2026-11-30" }, { texts: true });
    await patch(past.id, { status: "confirmed" });
    const notes = await visit({}, { texts: true });
    await patch(notes.id, { adminNotes: "Gate code 1234" });
    for (const row of [done, past, notes]) {
      expect(await emailsOf(row.id)).toEqual([]);
      expect(textsTo(row.phone)).toEqual([]);
      expect((await historyOf(row.id)).map(([, action]) => action)).not.toContain("notified");
    }
  });
});

describe("GET /api/admin/appointments/{id}", () => {
  it("returns how a change would reach the customer: their email, a text only with consent, their language", async () => {
    const texted = await visit({ locale: "es" }, { texts: true });
    const mailed = await visit();
    expect((await (await callAdmin(`/api/admin/appointments/${texted.id}`)).json()).reach).toEqual({
      email: texted.email,
      text: true,
      locale: "es",
    });
    expect((await (await callAdmin(`/api/admin/appointments/${mailed.id}`)).json()).reach).toEqual({
      email: mailed.email,
      text: false,
      locale: "en",
    });
  });
});

describe("POST /api/admin/appointments/{id}/move", () => {
  const move = (id: string, body: unknown) => callAdmin(`/api/admin/appointments/${id}/move`, { method: "POST", body });

  it("sends the updated invitation and records it; with notify: false moves it silently and records that nobody was told", async () => {
    const told = await visit({ appointmentDate: "2026-12-11" }, { texts: true });
    expect((await move(told.id, { appointmentDate: "2026-12-11", appointmentTime: "2:00 PM" })).status).toBe(200);
    const [invitation] = await emailsOf(told.id);
    expect(parseInvitation(invitation!.ics!)).toMatchObject({ uid: appointmentUid(told.id), method: "REQUEST", sequence: 1 });
    expect(textsTo(told.phone)).toEqual([expect.stringMatching(/moved to Friday, December 11, 2 p\.m\. to 4 p\.m\./)]);
    expect((await historyOf(told.id)).at(-1)).toEqual([ADMIN, "notified", null, "email and text"]);

    const silent = await visit({ appointmentDate: "2026-12-14" }, { texts: true });
    expect((await move(silent.id, { appointmentDate: "2026-12-14", appointmentTime: "4:00 PM", notify: false })).status).toBe(200);
    expect(await emailsOf(silent.id)).toEqual([]);
    expect(textsTo(silent.phone)).toEqual([]);
    expect(await historyOf(silent.id)).toEqual([
      [ADMIN, "moved", "2026-12-14 10:00 AM", "2026-12-14 4:00 PM"],
      [ADMIN, "notified", null, "nobody"],
    ]);
  });

  it("answers 400 naming the holiday for a move into a closed day, and leaves the visit where it was", async () => {
    const row = await visit({ appointmentDate: "2026-12-22" });
    const response = await move(row.id, { appointmentDate: "2026-12-25", appointmentTime: "10:00 AM" });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.appointmentDate).toEqual(["We are closed that day (Christmas Day). Choose another day."]);
    const [after] = await getDb()
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, row.id)));
    expect(after!.appointmentDate).toBe("2026-12-22");
  });
});

describe("replies reach a person", () => {
  const post = (handler: (request: Request) => Promise<Response>, path: string, body: unknown) =>
    handler(
      new Request(`http://localhost${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
    );

  it("answers a booking's email to the office, and its admins' notice to the customer", async () => {
    const email = "replies@example.com";
    const response = await post(appointmentsHandler, "/api/appointments", {
      firstName: "Rae",
      lastName: "Ply",
      email,
      phone: "480-555-0177",
      address: "1 Sun Ave",
      city: "Tempe",
      zipCode: "85281",
      serviceType: "consultation",
      appointmentDate: "2026-12-15",
      appointmentTime: "2:00 PM",
    });
    expect(response.status).toBe(201);
    const rows = await emailsOf((await response.json()).id);
    expect(rows.map((row) => [row.kind, row.to, row.replyTo])).toEqual([
      [EMAIL_KINDS.appointmentConfirmation, email, "support@windowsanddoorsnearme.com"],
      [EMAIL_KINDS.appointmentAdminNotification, expect.stringContaining(ADMIN), email],
    ]);
  });

  it("answers a lead's notice to the person who wrote", async () => {
    const email = "lead-reply@example.com";
    const response = await post(leadsHandler, "/api/leads", {
      firstName: "Lee",
      lastName: "Dee",
      email,
      phone: "602-555-0188",
      service: "window-installation",
      projectDetails: "",
      source: "contact-page",
    });
    expect(response.status).toBe(201);
    const [notice] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.kind, EMAIL_KINDS.leadNotification));
    expect(notice).toMatchObject({ replyTo: email });
  });
});
