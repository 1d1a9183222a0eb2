/**
 * Shared setup of the admin API tests: the admin environment, signed-in requests, and
 * rows written straight into the test database.
 */
import { randomUUID } from "node:crypto";
import { beforeEach, vi } from "vitest";
import adminHandler from "../../netlify/functions/admin.mts";
import { getDb } from "../../src/server/db/client";
import { appointments, leads, type Appointment, type Lead, type NewAppointment, type NewLead } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { sessionCookie, TEST_AUTH_SECRET } from "../helpers/session";

export const ADMIN = "owner@example.com";
export const SECOND_ADMIN = "Remodel@Example.com";
export const VISITOR = "visitor@example.com";
export const SITE = "http://localhost";

/** Stubs AUTH_SECRET and ADMIN_EMAILS; call after `useFunctionEnv`. */
export function useAdminEnv(): void {
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", TEST_AUTH_SECRET);
    vi.stubEnv("ADMIN_EMAILS", ` ${ADMIN.toUpperCase()} , ${SECOND_ADMIN}`);
    resetServerEnv();
  });
}

/** Calls the admin function as `email` (null: signed out), same-origin unless `origin` says otherwise. */
export async function callAdmin(
  path: string,
  {
    method = "GET",
    body,
    as = ADMIN,
    origin = SITE,
    cookie,
  }: { method?: string; body?: unknown; as?: string | null; origin?: string | null; cookie?: string } = {},
): Promise<Response> {
  const headers = new Headers();
  const signedIn = cookie ?? (as ? await sessionCookie(as) : undefined);
  if (signedIn) headers.set("Cookie", signedIn);
  if (origin && method !== "GET") headers.set("Origin", origin);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  return adminHandler(new Request(`${SITE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}

// Seeds take seats no real booking would use, so they never collide on the seat index.
let nextSeat = 100;

/** An appointment row written directly, with a unique email and (unless given) a seat of its own. */
export async function seedAppointment(change: Partial<NewAppointment> = {}): Promise<Appointment> {
  const [row] = await getDb()
    .insert(appointments)
    .values({
      firstName: "Ana",
      lastName: "Lopez",
      email: `${randomUUID()}@example.com`,
      phone: "(480) 555-0100",
      address: "123 E Main St",
      city: "Gilbert",
      zipCode: "85233",
      serviceType: "window-installation",
      appointmentDate: "2026-12-03",
      appointmentTime: "10:00 AM",
      duration: 120,
      seat: ++nextSeat,
      cancelTokenHash: randomUUID(),
      // Built after 1978, so a test meets lead-safe work's steps only when it sets an older year (or null: unknown).
      yearBuilt: 1995,
      ...change,
    })
    .returning();
  return row!;
}

/** A lead row written directly. */
export async function seedLead(change: Partial<NewLead> = {}): Promise<Lead> {
  const [row] = await getDb()
    .insert(leads)
    .values({
      firstName: "Ben",
      lastName: "Carter",
      email: `${randomUUID()}@example.com`,
      phone: "(602) 555-0199",
      service: "door-installation",
      ...change,
    })
    .returning();
  return row!;
}
