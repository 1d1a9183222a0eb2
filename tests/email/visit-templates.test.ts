import { describe, expect, it } from "vitest";
import { siteOrigin } from "../../src/server/env";
import { daySheet } from "../../src/server/notify/emails/day-sheet-template";
import {
  appointmentCancelledConfirmation,
  appointmentConfirmedEmail,
  appointmentMovedConfirmation,
  appointmentMovedNotification,
  appointmentReminder,
  timeWindow,
} from "../../src/server/notify/emails/visit-templates";
import { parseInvitation } from "./ical-parse";
import { ADMIN_EMAILS, appointmentRow, MAIL_FROM, NOW } from "./fixtures";

const MANAGE_URL = "https://www.windowsanddoorsnearme.com/cancel/manage-token";
const previous = { appointmentDate: "2026-11-30", appointmentTime: "8:00 AM" };
const xss = { firstName: "<script>alert(1)</script>", address: '1 "Quote" <b>St</b>' };

describe("timeWindow", () => {
  it("returns the admins' start and end after the visit's length, in the calendar's labels", () => {
    expect(timeWindow({ appointmentTime: "10:00 AM", duration: 120 })).toBe("10:00 AM to 12:00 PM (Arizona time)");
    expect(timeWindow({ appointmentTime: "11:30 AM", duration: 90 })).toBe("11:30 AM to 1:00 PM (Arizona time)");
  });
});

describe("appointmentMovedConfirmation", () => {
  it("tells the customer the new time and the old one, links the manage page, and attaches the updated invitation", () => {
    const email = appointmentMovedConfirmation(appointmentRow({ icsSequence: 1 }), previous, {
      manageUrl: MANAGE_URL,
      mailFrom: MAIL_FROM,
    });
    expect(email.to).toBe("ana.lopez@example.com");
    expect(email.subject).toBe("New time for your free in-home estimate: Tuesday, December 1, 2026, 10 a.m. to 12 p.m.");
    expect(email.text).toContain("It was Monday, November 30, 2026, 8\u00a0a.m. to 10\u00a0a.m.");
    expect(email.text).toContain(MANAGE_URL);
    expect(email.html).toContain(`<a href="${MANAGE_URL}"`);
    expect(parseInvitation(email.ics!)).toMatchObject({ method: "REQUEST", sequence: 1, status: "TENTATIVE" });
    expect(
      parseInvitation(appointmentMovedConfirmation(appointmentRow({ status: "confirmed" }), previous, { manageUrl: MANAGE_URL }).ics!)
        .status,
    ).toBe("CONFIRMED");
  });

  it('ends the Spanish sentence after a time with one full stop, never "a.m.."', () => {
    const email = appointmentMovedConfirmation(appointmentRow({ locale: "es" }), previous, { manageUrl: MANAGE_URL, mailFrom: MAIL_FROM });
    expect(email.text).toContain("Antes era el lunes, 30 de noviembre de 2026, de 8\u00a0a.m. a 10\u00a0a.m. La invitación");
    expect(`${email.text}${email.html}`).not.toMatch(/[ap]\.m\.\./);
  });

  it("escapes what the customer typed", () => {
    const { html } = appointmentMovedConfirmation(appointmentRow(xss), previous, { manageUrl: MANAGE_URL, mailFrom: MAIL_FROM });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("appointmentConfirmedEmail", () => {
  it("tells the customer the office confirmed the visit, with the window, and attaches the same event now CONFIRMED", () => {
    const email = appointmentConfirmedEmail(appointmentRow({ status: "confirmed", icsSequence: 1 }), {
      manageUrl: MANAGE_URL,
      mailFrom: MAIL_FROM,
    });
    expect(email.subject).toBe("Confirmed: your free in-home estimate, Tuesday, December 1, 2026, 10 a.m. to 12 p.m.");
    expect(email.text).toContain("We have confirmed your free in-home estimate: Tuesday, December 1, 2026, 10\u00a0a.m. to 12\u00a0p.m.");
    expect(email.text).toContain("Status: Confirmed");
    expect(email.text).toContain(MANAGE_URL);
    expect(parseInvitation(email.ics!)).toMatchObject({
      method: "REQUEST",
      sequence: 1,
      status: "CONFIRMED",
      uid: "appointment-0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c@windowsanddoorsnearme.com",
    });
  });

  it("says it in Spanish for a Spanish booking", () => {
    const email = appointmentConfirmedEmail(appointmentRow({ status: "confirmed", locale: "es" }), { manageUrl: MANAGE_URL });
    expect(email.subject).toBe("Confirmado: su estimado gratis en casa, martes, 1 de diciembre de 2026, de 10 a.m. a 12 p.m.");
    expect(email.text).toContain("Estado: Confirmada");
  });
});

describe("appointmentCancelledConfirmation", () => {
  it("attaches a METHOD:CANCEL for the same event and offers to book again", () => {
    const email = appointmentCancelledConfirmation(appointmentRow({ status: "cancelled", icsSequence: 2 }), { mailFrom: MAIL_FROM });
    expect(email.subject).toBe("Cancelled: your free in-home estimate, Tuesday, December 1, 2026, 10 a.m. to 12 p.m.");
    expect(email.text).toContain(`${siteOrigin()}/estimate`);
    expect(email.text).not.toContain("sorry");
    expect(parseInvitation(email.ics!)).toMatchObject({
      method: "CANCEL",
      sequence: 2,
      status: "CANCELLED",
      uid: "appointment-0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c@windowsanddoorsnearme.com",
    });
  });

  it("apologises and asks for a reply when the office cancelled it", () => {
    const email = appointmentCancelledConfirmation(appointmentRow({ status: "cancelled", icsSequence: 2 }), { byOffice: true });
    expect(email.text).toContain(
      "We're sorry: we had to cancel your free in-home estimate (Tuesday, December 1, 2026, 10\u00a0a.m. to 12\u00a0p.m.).",
    );
    expect(email.text).toContain("Reply to this email and we will find you another time.");
    expect(email.html).toMatch(/<h1[^>]*>We had to cancel your estimate visit<\/h1>/);
  });
});

describe("appointmentMovedNotification", () => {
  it("tells the admins who moved it, from when to when", () => {
    const email = appointmentMovedNotification(appointmentRow(), previous, {
      adminEmails: ADMIN_EMAILS,
      movedBy: "the customer, with the link in their email",
      at: NOW,
    });
    expect(email.to).toBe(ADMIN_EMAILS.join(", "));
    expect(email.subject).toBe("Moved: Ana Lopez, now Tuesday, December 1, 2026 at 10:00 AM");
    expect(email.text).toContain("Was: Monday, November 30, 2026 at 8:00 AM (that time is open again)");
    expect(email.text).toContain("Moved by: the customer, with the link in their email");
  });
});

describe("appointmentReminder", () => {
  it("says tomorrow or today, the time window, what to expect and the manage link", () => {
    const dayBefore = appointmentReminder(appointmentRow(), "day-before", { manageUrl: MANAGE_URL });
    expect(dayBefore.subject).toBe("Reminder: your free in-home estimate tomorrow, Tuesday, December 1, 2026, 10 a.m. to 12 p.m.");
    expect(dayBefore.text).toContain("Arrival window: 10\u00a0a.m. to 12\u00a0p.m. (Arizona time)");
    expect(dayBefore.text).toContain("Our estimator arrives during that window (Arizona time); the visit takes about 2 hours.");
    expect(dayBefore.text).toContain("What to expect");
    expect(dayBefore.text).toContain(MANAGE_URL);
    expect(dayBefore.ics).toBeUndefined();
    expect(appointmentReminder(appointmentRow(), "morning-of", { manageUrl: MANAGE_URL }).subject).toContain("estimate today,");
  });
});

describe("daySheet", () => {
  it("escapes what customers typed in the HTML", () => {
    const { html } = daySheet("2026-12-01", [appointmentRow(xss)], { adminEmails: ADMIN_EMAILS });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>St</b>");
  });
});
