import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { siteOrigin } from "../../src/server/env";
import {
  appointmentAdminNotification,
  appointmentCancelledNotification,
  appointmentConfirmation,
  leadNotification,
  oneLine,
  OUTSIDE_AREA_FLAG,
} from "../../src/server/notify/emails/templates";
import { ADMIN_EMAILS, appointmentRow, CANCEL_URL, leadRow, MAIL_FROM, NOW, unfold } from "./fixtures";

const SCRIPT = `<script>alert("x")</script>`;
const hostile = {
  firstName: `Eve${SCRIPT}`,
  lastName: "<img src=x onerror=alert(1)>",
  projectDetails: `${SCRIPT}\nRoof & <b>bold</b>`,
  address: "<1 Main>",
};

const confirmation = (overrides = {}) => appointmentConfirmation(appointmentRow(overrides), { cancelUrl: CANCEL_URL, mailFrom: MAIL_FROM });
const adminNotice = (overrides = {}) => appointmentAdminNotification(appointmentRow(overrides), { adminEmails: ADMIN_EMAILS });

describe("appointmentConfirmation", () => {
  it("goes to the visitor with the day and time in the subject", () => {
    const email = confirmation();
    expect(email.to).toBe("ana.lopez@example.com");
    expect(email.subject).toBe("Your free in-home estimate: Tuesday, December 1, 2026, 10 a.m. to 12 p.m.");
  });

  it("gives the date, arrival window, length, address, status, promise, cancel link and phone in the text", () => {
    const { text } = confirmation();
    for (const expected of [
      "Hi Ana,",
      "Date: Tuesday, December 1, 2026",
      "Arrival window: 10\u00a0a.m. to 12\u00a0p.m. (Arizona time)",
      "Length: About 2 hours",
      "Address: 1234 E Main St, Gilbert, AZ 85233",
      "Service: Window installation",
      "Status: Booked: we'll confirm it within 24 hours",
      "We contact you within 24 hours to confirm your visit",
      "What to expect during the 2-hour visit",
      "How to prepare",
      CANCEL_URL,
      business.phone.display,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is an accessible English HTML document with descriptive link text", () => {
    const { html } = confirmation();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>Your free in-home estimate is booked<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>How to prepare<\/h2>/);
    expect(html).toMatch(new RegExp(`<a href="${CANCEL_URL}"[^>]*>move or cancel your appointment</a>`));
    expect(html).toContain(
      `<a href="${business.phone.href}" style="color:#0b63a5;text-decoration:underline;white-space:nowrap">${business.phone.display}</a>`,
    );
    expect(html).toContain("Tuesday, December 1, 2026");
  });

  it("attaches the invitation for the same appointment", () => {
    const { ics } = confirmation();
    expect(unfold(ics!)).toContain("UID:appointment-0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c@windowsanddoorsnearme.com");
  });

  it("escapes a script in the name, address and project details", () => {
    const { html } = confirmation(hostile);
    expect(html).not.toMatch(/<script|<img|<1 Main>/);
    expect(html).toContain("Hi Eve&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,");
    expect(html).toContain("&lt;1 Main&gt;");
  });

  it("says how long the visit takes, however long it is", () => {
    expect(confirmation({ duration: 90 }).text).toContain("What to expect during the 90-minute visit");
    expect(confirmation({ duration: 90 }).text).toContain("Length: About 90 minutes");
  });
});

describe("appointmentAdminNotification", () => {
  it("goes to every admin with the name, day and time in the subject", () => {
    const email = adminNotice();
    expect(email.to).toBe("admin@windowsanddoorsnearme.com, remodel@windowsanddoorsnearme.com");
    expect(email.subject).toBe("New estimate booking: Ana Lopez, Tuesday, December 1, 2026 at 10:00 AM");
    expect(email.ics).toBeUndefined();
  });

  it("lists every field of the booking", () => {
    const { text } = adminNotice();
    for (const expected of [
      "Name: Ana Lopez",
      "Email: ana.lopez@example.com",
      "Phone: (480) 555-0100",
      "Address: 1234 E Main St, Gilbert, AZ 85233",
      "Service area: Inside the service area",
      "Service: Window installation",
      "Project details: Six single-pane windows on the west side.",
      "Time: 10:00 AM (Arizona time)",
      "Length: 2 hours",
      "Status: pending",
      "Crew: Seat 1 of the slot",
      "Booked: Friday, November 20, 2026 at 8:00 AM",
      "Appointment ID: 0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("flags a ZIP outside the service area in the subject, text and HTML", () => {
    const email = adminNotice({ outsideServiceArea: true, zipCode: "86001" });
    expect(email.subject).toBe(`[${OUTSIDE_AREA_FLAG}] New estimate booking: Ana Lopez, Tuesday, December 1, 2026 at 10:00 AM`);
    expect(email.text).toContain("ZIP outside service area: ZIP 86001");
    expect(email.html).toMatch(/<p role="note"[^>]*>ZIP outside service area: ZIP 86001/);
  });

  it("does not flag a ZIP inside the service area", () => {
    const email = adminNotice();
    expect(email.subject).not.toContain(OUTSIDE_AREA_FLAG);
    expect(email.html).not.toContain(OUTSIDE_AREA_FLAG);
  });

  it("escapes a script in the names and project details", () => {
    const { html, subject } = adminNotice(hostile);
    expect(html).not.toMatch(/<script|<img|<b>bold/);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Roof &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(subject).not.toContain("\n");
  });
});

describe("appointmentCancelledNotification", () => {
  const notice = (overrides = {}) =>
    appointmentCancelledNotification(appointmentRow({ status: "cancelled", ...overrides }), {
      adminEmails: ADMIN_EMAILS,
      cancelledBy: "the customer, signed in as ana.lopez@example.com",
      at: NOW,
    });

  it("goes to every admin with the name, day and time in the subject", () => {
    const email = notice();
    expect(email.to).toBe("admin@windowsanddoorsnearme.com, remodel@windowsanddoorsnearme.com");
    expect(email.subject).toBe("Cancelled: Ana Lopez, Tuesday, December 1, 2026 at 10:00 AM");
    expect(email.ics).toBeUndefined();
  });

  it("says who cancelled and when, that the time is free, and links to the appointment", () => {
    const { text, html } = notice();
    for (const expected of [
      "The time is open again on the booking calendar.",
      "Phone: (480) 555-0100",
      "Address: 1234 E Main St, Gilbert, AZ 85233",
      "Cancelled by: the customer, signed in as ana.lopez@example.com",
      "Cancelled: Friday, November 20, 2026 at 8:00 AM",
      `Appointment: ${siteOrigin()}/admin/appointments?id=0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain(`href="${siteOrigin()}/admin/appointments?id=0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c"`);
  });

  it("escapes a script in the names and keeps the subject on one line", () => {
    const { html, subject } = notice({ ...hostile, lastName: "Lopez\r\nBcc: x@example.com" });
    expect(html).not.toMatch(/<script|<img/);
    expect(subject).not.toMatch(/[\r\n]/);
  });
});

describe("oneLine", () => {
  it("turns line breaks and runs of spaces into single spaces", () => {
    expect(oneLine(" New\r\nBcc: x@example.com  booking ")).toBe("New Bcc: x@example.com booking");
  });

  it("keeps a visitor's line break out of a subject", () => {
    expect(adminNotice({ firstName: "Ana\r\nBcc: x@example.com" }).subject).toBe(
      "New estimate booking: Ana Bcc: x@example.com Lopez, Tuesday, December 1, 2026 at 10:00 AM",
    );
  });
});

describe("a name with bidirectional overrides", () => {
  // U+202E turns the rest of the line around: "…, Tuesday" would read as if written by someone else.
  const RLO = "\u202E";
  const bidi = { firstName: `${RLO}Ana\u2066`, lastName: `Lopez\u202C\u2069` };
  const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

  it("reaches the admins' booking, cancellation and lead subjects without them", () => {
    const subjects = [
      adminNotice(bidi).subject,
      appointmentCancelledNotification(appointmentRow(bidi), { adminEmails: ADMIN_EMAILS, cancelledBy: "the customer", at: NOW }).subject,
      leadNotification(leadRow(bidi), { adminEmails: ADMIN_EMAILS }).subject,
    ];
    for (const subject of subjects) expect(subject).not.toMatch(BIDI);
    expect(subjects[0]).toBe("New estimate booking: Ana Lopez, Tuesday, December 1, 2026 at 10:00 AM");
    expect(subjects[2]).toContain("New lead: Ana Lopez,");
  });

  it("is cleaned by oneLine, whatever the subject", () => {
    expect(oneLine(`${RLO}moc.elpmaxe\u202D x\u2067y\u2068z\u202A\u202B`)).toBe("moc.elpmaxe xyz");
  });
});

describe("leadNotification", () => {
  it("goes to every admin with the name and service in the subject", () => {
    const email = leadNotification(leadRow(), { adminEmails: ADMIN_EMAILS });
    expect(email.to).toBe("admin@windowsanddoorsnearme.com, remodel@windowsanddoorsnearme.com");
    expect(email.subject).toBe("New lead: Ben Carter, Door installation");
  });

  it("lists the lead's fields and the time to reply by", () => {
    const { text } = leadNotification(leadRow(), { adminEmails: ADMIN_EMAILS });
    for (const expected of [
      "Email: ben.carter@example.com",
      "Phone: (602) 555-0199",
      "Project details: Replace the sliding patio door.",
      "Sent from: contact-page",
      "Received: Friday, November 20, 2026 at 8:00 AM",
      "please reply by Saturday, November 21, 2026 at 8:00 AM",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("escapes a script in the names and project details", () => {
    const { html } = leadNotification(leadRow({ firstName: SCRIPT, projectDetails: SCRIPT }), { adminEmails: ADMIN_EMAILS });
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
  });
});
