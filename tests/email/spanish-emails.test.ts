/** The customer's emails in Spanish for a visit booked in Spanish; admin notices stay in English and name the language. */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { appointmentAdminNotification, appointmentConfirmation, leadNotification } from "../../src/server/notify/emails/templates";
import {
  appointmentCancelledConfirmation,
  appointmentMovedConfirmation,
  appointmentMovedNotification,
  appointmentReminder,
} from "../../src/server/notify/emails/visit-templates";
import { siteOrigin } from "../../src/server/env";
import { parseInvitation } from "./ical-parse";
import { ADMIN_EMAILS, appointmentRow, leadRow, MAIL_FROM, NOW } from "./fixtures";

const MANAGE_URL = "https://www.windowsanddoorsnearme.com/es/cancel/manage-token";
const spanish = appointmentRow({ locale: "es" });
const previous = { appointmentDate: "2026-11-30", appointmentTime: "8:00 AM" };
const TEN_AM = /de 10\sa\.m\. a 12\sp\.m\./;

function icsDescription(ics: string): string {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
  return String(event.getFirstPropertyValue("description"));
}

describe("appointmentConfirmation in Spanish", () => {
  const email = appointmentConfirmation(spanish, { cancelUrl: MANAGE_URL, mailFrom: MAIL_FROM });

  it("writes the subject, greeting, details and lists in Spanish with Spanish dates and times", () => {
    expect(email.subject).toBe("Su estimado gratis en casa: martes, 1 de diciembre de 2026, de 10 a.m. a 12 p.m.");
    expect(email.text).toMatch(/^Hola Ana:/);
    expect(email.text).toContain("Fecha: martes, 1 de diciembre de 2026");
    expect(email.text).toContain("Horario de llegada: de 10\u00a0a.m. a 12\u00a0p.m. (hora de Arizona)");
    expect(email.text).toContain("Estado: Agendada: la confirmamos en menos de 24 horas");
    expect(email.text).toContain("Duración: Unas 2 horas");
    expect(email.text).toContain("Servicio: Instalación de ventanas");
    expect(email.text).toContain("Qué esperar durante la visita de 2 horas");
    expect(email.text).toContain("Cómo prepararse");
    expect(email.text).toContain(MANAGE_URL);
    expect(email.text).not.toMatch(/What to expect|Thank you|Hi Ana/);
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain(`<a href="${MANAGE_URL}"`);
  });

  it("attaches an invitation whose SUMMARY and DESCRIPTION are Spanish", () => {
    expect(parseInvitation(email.ics!).summary).toBe("Estimado gratis en casa – Windows & Doors Near Me");
    const description = icsDescription(email.ics!);
    expect(description).toContain("Nuestro estimador visita su casa");
    expect(description).toContain(`¿Necesita cambiar o cancelar su cita? ${MANAGE_URL}`);
  });

  it("stays in English for an English booking", () => {
    const english = appointmentConfirmation(appointmentRow(), { cancelUrl: MANAGE_URL, mailFrom: MAIL_FROM });
    expect(english.subject).toBe("Your free in-home estimate: Tuesday, December 1, 2026, 10 a.m. to 12 p.m.");
    expect(parseInvitation(english.ics!).summary).toBe("Free in-home estimate – Windows & Doors Near Me");
  });
});

describe("appointmentReminder in Spanish", () => {
  it("says mañana the day before, with the arrival window and the manage link", () => {
    const email = appointmentReminder(spanish, "day-before", { manageUrl: MANAGE_URL });
    expect(email.subject).toBe("Recordatorio: su estimado gratis en casa es mañana, martes, 1 de diciembre de 2026, de 10 a.m. a 12 p.m.");
    expect(email.text).toContain("Horario de llegada: de 10\u00a0a.m. a 12\u00a0p.m. (hora de Arizona)");
    expect(email.text).toContain("Nuestro estimador llega dentro de ese horario (hora de Arizona); la visita dura unas 2 horas.");
    expect(email.text).toContain(`¿Necesita cambiar o cancelar su cita? ${MANAGE_URL}`);
    expect(email.html).toContain('<html lang="es">');
  });

  it("says hoy the morning of the visit", () => {
    expect(appointmentReminder(spanish, "morning-of", { manageUrl: MANAGE_URL }).subject).toMatch(
      /^Recordatorio: su estimado gratis en casa es hoy,/,
    );
  });
});

describe("appointmentMovedConfirmation in Spanish", () => {
  it("gives the new and the old time in Spanish and a Spanish invitation", () => {
    const email = appointmentMovedConfirmation({ ...spanish, icsSequence: 1 }, previous, { manageUrl: MANAGE_URL, mailFrom: MAIL_FROM });
    expect(email.subject).toBe("Nuevo horario de su estimado gratis en casa: martes, 1 de diciembre de 2026, de 10 a.m. a 12 p.m.");
    expect(email.text).toContain("Antes era el lunes, 30 de noviembre de 2026, de 8\u00a0a.m. a 10\u00a0a.m.");
    expect(email.text).toContain("Horario de llegada: de 10\u00a0a.m. a 12\u00a0p.m. (hora de Arizona)");
    expect(parseInvitation(email.ics!)).toMatchObject({
      method: "REQUEST",
      sequence: 1,
      summary: "Estimado gratis en casa – Windows & Doors Near Me",
    });
  });
});

describe("appointmentCancelledConfirmation in Spanish", () => {
  it("says it is cancelled in Spanish and offers the Spanish estimate page", () => {
    const email = appointmentCancelledConfirmation({ ...spanish, status: "cancelled", icsSequence: 2 }, { mailFrom: MAIL_FROM });
    expect(email.subject).toBe("Cancelado: su estimado gratis en casa, martes, 1 de diciembre de 2026, de 10 a.m. a 12 p.m.");
    expect(email.text).toContain(`${siteOrigin()}/es/estimate`);
    expect(email.html).toContain(">Agende otro estimado</a>");
    const invitation = parseInvitation(email.ics!);
    expect(invitation).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
      summary: "Estimado gratis en casa – Windows & Doors Near Me",
    });
    expect(TEN_AM.test(email.text)).toBe(true);
  });
});

describe("admin notices of a Spanish-speaking customer", () => {
  it("stay in English and show the customer's language", () => {
    const booking = appointmentAdminNotification(spanish, { adminEmails: ADMIN_EMAILS });
    expect(booking.subject).toBe("New estimate booking: Ana Lopez, Tuesday, December 1, 2026 at 10:00 AM");
    expect(booking.text).toContain("Language: Spanish");
    expect(booking.text).toContain("Service: Window installation");
    const moved = appointmentMovedNotification(spanish, previous, { adminEmails: ADMIN_EMAILS, movedBy: "the customer", at: NOW });
    expect(moved.text).toContain("Language: Spanish");
    expect(moved.text).toContain("Was: Monday, November 30, 2026 at 8:00 AM");
    expect(leadNotification(leadRow({ locale: "es" }), { adminEmails: ADMIN_EMAILS }).text).toContain("Language: Spanish");
    expect(appointmentAdminNotification(appointmentRow(), { adminEmails: ADMIN_EMAILS }).text).toContain("Language: English");
  });
});
