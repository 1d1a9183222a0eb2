/**
 * For the admin islands' tests only: a fake `fetch` that records every call and answers
 * from a function (signed in as an admin, or as `user`), and sample API data.
 */
import { vi } from "vitest";
import type { AdminAppointment } from "@/schemas/admin/appointments";
import type { AdminLead } from "@/schemas/admin/leads";
import type { JobEarningsView } from "@/schemas/job-costs";
import type { MyAppointment } from "@/schemas/appointment";
import type { HealthReport } from "@/core/health-report";
import { NO_TEXTS } from "@/schemas/sms-admin";

/** One request the island sent. */
export interface FetchCall {
  method: string;
  /** Path and query, e.g. "/api/admin/appointments?page=1&pageSize=20". */
  url: string;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** An answer: a JSON body with an optional status, or undefined for 404. */
export type FakeAnswer = { status?: number; json: unknown } | undefined;

/** A signed-in customer (not an admin): the customer's view of /dashboard. */
export const CUSTOMER = { email: "joe@example.com", name: "Joe Smith", image: null, isAdmin: false, role: null };

/** One upcoming visit of that customer, as GET /api/my/appointments lists it. */
export const MINE: MyAppointment = {
  id: "m1",
  appointmentDate: "2026-12-03",
  dateLabel: "Thursday, December 3, 2026",
  appointmentTime: "10:00 AM",
  duration: 120,
  serviceType: "window-installation",
  serviceLabel: "Window installation",
  address: "12 Palm Lane",
  city: "Mesa",
  zipCode: "85201",
  status: "pending",
  cancellable: true,
};

/** Someone on the team. */
export const ADMIN_USER = { email: "ana@example.com", name: "Ana Admin", image: null, isAdmin: true, role: "owner" };

/** Replaces `fetch` with `answer`; returns the calls it records. */
export function stubFetch(answer: (call: FetchCall) => FakeAnswer, user: object = ADMIN_USER): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const call: FetchCall = {
      method: init.method ?? "GET",
      url: String(input),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const reply = call.url === "/api/auth/status" ? { json: { authenticated: true, user } } : answer(call);
    const status = reply?.status ?? (reply ? 200 : 404);
    return new Response(JSON.stringify(reply?.json ?? { success: false, error: "Not found" }), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

/** An appointment with every field filled; override what a test cares about. */
export function sampleAppointment(overrides: Partial<AdminAppointment> = {}): AdminAppointment {
  return {
    id: "a1",
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@example.com",
    phone: "(480) 555-0100",
    address: "12 Palm Lane",
    city: "Mesa",
    zipCode: "85201",
    serviceType: "window-installation",
    projectDetails: "Six bedroom windows",
    appointmentDate: "2026-12-08",
    appointmentTime: "10:00 AM",
    duration: 120,
    status: "pending",
    locale: "en",
    outsideServiceArea: false,
    spamReason: null,
    clientAddress: null,
    flags: [],
    adminNotes: "",
    channel: "direct",
    jobId: null,
    estimatorId: null,
    yearBuilt: 1995,
    attribution: null,
    createdAt: "2026-12-01T16:30:00.000Z",
    updatedAt: "2026-12-01T16:30:00.000Z",
    ...overrides,
  };
}

/** A lead as the admin list answers it, every field filled; override what a test cares about. */
export function sampleLead(overrides: Partial<AdminLead> = {}): AdminLead {
  return {
    id: "l1",
    firstName: "Lee",
    lastName: "Park",
    email: "lee@example.com",
    phone: "(602) 555-0199",
    service: "door-installation",
    locale: "en",
    projectDetails: "",
    source: "contact-page",
    status: "new",
    notes: "",
    forwardStatus: "not-configured",
    forwardAttempts: 0,
    spamReason: null,
    clientAddress: null,
    flags: [],
    channel: "direct",
    attribution: null,
    photoCount: 0,
    texts: NO_TEXTS,
    requestedSlot: null,
    createdAt: "2026-12-01T16:30:00.000Z",
    updatedAt: "2026-12-01T16:30:00.000Z",
    ...overrides,
  };
}

/** A health report with everything set up and working, as /api/health answers an admin. */
export const HEALTHY_REPORT: HealthReport = {
  status: "ok",
  failing: [],
  problems: [],
  database: "ok",
  schema: { status: "ok", applied: "0001_appointment-events", latest: "0001_appointment-events" },
  email: { status: "ok", provider: "resend", waiting: 0 },
  sms: { status: "not configured", waiting: null },
  warnings: [],
  notSetUp: [],
  reviews: "configured",
  reviewRequests: { status: "ready", reason: null },
  googleSignIn: "configured",
  recaptcha: "configured",
  commit: "0123abcdef",
  context: "production",
};

/** A job page's costs before anything is costed: no units confirmed, one planned crew-day at no crew-day cost, no other costs. */
export const NO_EARNINGS: JobEarningsView = {
  costs: { materialsCents: 0, laborCents: 0, otherCents: 0, totalCents: 0 },
  profit: { revenueCents: 0, grossCents: 0, marginPercent: null },
  crewDays: 1,
  crewDayCents: 0,
  contractTaxCents: 0,
  costEntries: [],
};
