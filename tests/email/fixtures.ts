/** Rows and a clock for the email tests: literal values, never the real date. */
import type { Appointment, Lead } from "../../src/server/db/schema";
import type { EmailRules } from "../../src/server/email/outbox";

/** The frozen "now" of every email test. */
export const NOW = new Date("2026-11-20T15:00:00.000Z");

/** Notify's rule as the channel's own tests need it: every row is still due (notify's own is tested through the retry job). */
export const ALWAYS_DUE: EmailRules = { noLongerDue: async () => null };

export const CANCEL_URL = "https://www.windowsanddoorsnearme.com/cancel/k3J9xQ2mVb7TzR8wLp4sNc6yHd1fGa5e";

export const ADMIN_EMAILS = ["admin@windowsanddoorsnearme.com", "remodel@windowsanddoorsnearme.com"];

export const MAIL_FROM = "Windows & Doors Near Me <no-reply@windowsanddoorsnearme.com>";

/** A stored appointment: Tuesday, December 1, 2026 at 10:00 AM, two hours. */
export function appointmentRow(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: "0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c",
    firstName: "Ana",
    lastName: "Lopez",
    email: "ana.lopez@example.com",
    phone: "(480) 555-0100",
    address: "1234 E Main St",
    city: "Gilbert",
    zipCode: "85233",
    serviceType: "window-installation",
    projectDetails: "Six single-pane windows on the west side.",
    appointmentDate: "2026-12-01",
    appointmentTime: "10:00 AM",
    duration: 120,
    status: "pending",
    seat: 1,
    cancelTokenHash: "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8",
    outsideServiceArea: false,
    adminNotes: "",
    emailKey: "ana.lopez@example.com",
    phoneKey: "4805550100",
    emailPlace: 1,
    phonePlace: 1,
    spamReason: null,
    clientAddress: null,
    icsSequence: 0,
    locale: "en",
    attribution: null,
    channel: "direct",
    jobId: null,
    yearBuilt: null,
    estimatorId: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** A stored contact-form lead. */
export function leadRow(overrides: Partial<Lead> = {}): Lead {
  return {
    id: "7d3c1a9e-4b6f-4e21-8c0d-2a9b8c7d6e5f",
    firstName: "Ben",
    lastName: "Carter",
    email: "ben.carter@example.com",
    phone: "(602) 555-0199",
    service: "door-installation",
    projectDetails: "Replace the sliding patio door.",
    source: "contact-page",
    locale: "en",
    attribution: null,
    channel: "direct",
    status: "new",
    notes: "",
    forwardStatus: "not-configured",
    forwardAttempts: 0,
    emailKey: "ben.carter@example.com",
    phoneKey: "6025550199",
    spamReason: null,
    clientAddress: null,
    overLimit: false,
    requestedSlot: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** The iCalendar text with folded lines joined again (RFC 5545, 3.1). */
export function unfold(ics: string): string {
  return ics.replace(/\r?\n[ \t]/g, "");
}
