import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { customerEmailWords } from "../../src/server/notify/emails/customer-words";
import { appointmentIcs, appointmentUid } from "../../src/server/notify/emails/invitation";
import { business } from "../../src/config/business";
import { appointmentRow, CANCEL_URL, MAIL_FROM, unfold } from "./fixtures";

const ics = (overrides = {}) => appointmentIcs(appointmentRow(overrides), { cancelUrl: CANCEL_URL, mailFrom: MAIL_FROM });

/** The value of a property line, after unfolding. */
function property(text: string, name: string): string | undefined {
  return unfold(text)
    .split("\r\n")
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, "");
}

describe("appointmentIcs", () => {
  it("starts at the Phoenix slot written in UTC, seven hours later", () => {
    expect(property(ics(), "DTSTART")).toBe("20261201T170000Z");
    expect(property(ics({ appointmentTime: "1:30 PM" }), "DTSTART")).toBe("20261201T203000Z");
  });

  it("moves to the next UTC day for a slot at 5:00 PM or later", () => {
    expect(property(ics({ appointmentTime: "5:00 PM" }), "DTSTART")).toBe("20261202T000000Z");
  });

  it("ends the appointment's duration after the start", () => {
    expect(property(ics(), "DTEND")).toBe("20261201T190000Z");
    expect(property(ics({ duration: 90 }), "DTEND")).toBe("20261201T183000Z");
  });

  it("uses a UID from the appointment id and is the same text every time", () => {
    expect(property(ics(), "UID")).toBe("appointment-0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c@windowsanddoorsnearme.com");
    expect(appointmentUid("abc")).toBe("appointment-abc@windowsanddoorsnearme.com");
    expect(ics()).toBe(ics());
    expect(property(ics(), "DTSTAMP")).toBe("20261120T150000Z");
  });

  it("is a REQUEST with the summary, the home's address and the organizer from MAIL_FROM", () => {
    const text = ics();
    expect(property(text, "METHOD")).toBe("REQUEST");
    expect(property(text, "SUMMARY")).toBe("Free in-home estimate – Windows & Doors Near Me");
    expect(property(text, "LOCATION")).toBe("1234 E Main St\\, Gilbert\\, AZ 85233");
    expect(unfold(text)).toContain('ORGANIZER;CN="Windows & Doors Near Me":MAILTO:no-reply@windowsanddoorsnearme.com');
    expect(unfold(text)).toContain('CN="Ana Lopez":mailto:ana.lopez@example.com');
  });

  it("puts the phone number and the cancel link in the description", () => {
    const description = property(ics(), "DESCRIPTION");
    expect(description).toContain(`Call ${business.phone.display}`);
    expect(description).toContain(`Need to move or cancel? ${CANCEL_URL}`);
  });

  it("keeps a double quote in a name out of the attendee's parameter", () => {
    expect(unfold(ics({ firstName: 'Ana "AJ"' }))).toContain(`CN="Ana 'AJ' Lopez"`);
  });

  it("ends every line with CRLF and folds lines to 75 characters", () => {
    const text = ics();
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("folds Spanish, emoji and long addresses at 75 octets, and a parser reads back the same text", () => {
    const row = {
      locale: "es",
      firstName: "María José 🏠",
      lastName: "Núñez de Balboa y Peñaloza",
      address: "12345 Avenida de los Señores Muñoz, Edificio Ñandú, Apartamento 🪟 número 4ª",
      city: "Peñasco",
      email: "maria.jose.nunez.de.balboa.y.penaloza.familia@correo-electronico-muy-largo.example.com",
    };
    const text = appointmentIcs(appointmentRow(row), { cancelUrl: CANCEL_URL, mailFrom: MAIL_FROM });
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    // The text really is long: some lines had to be folded inside accented words.
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(5);

    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    const words = customerEmailWords.es.ics;
    expect(event.getFirstPropertyValue("summary")).toBe(words.summary);
    expect(event.getFirstPropertyValue("description")).toBe(words.description(business.phone.display, CANCEL_URL));
    expect(event.getFirstPropertyValue("location")).toBe(`${row.address}, ${row.city}, AZ 85233`);
    const attendee = event.getFirstProperty("attendee")!;
    expect(attendee.getParameter("cn")).toBe(`${row.firstName} ${row.lastName}`);
    expect(attendee.getFirstValue()).toBe(`mailto:${row.email}`);
  });

  it("throws on a slot label that is not a time", () => {
    expect(() => ics({ appointmentTime: "morning" })).toThrow(/slot label/i);
  });
});
