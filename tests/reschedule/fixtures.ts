/** Shared setup of the reschedule tests: visits with known manage tokens, and calls to the function. */
import rescheduleHandler from "../../netlify/functions/reschedule.mts";
import { hashLinkToken, newLinkToken } from "../../src/server/private-links/tokens";
import type { Appointment, NewAppointment } from "../../src/server/db/schema";
import { seedAppointment, SITE } from "../admin/fixtures";

/** A seeded visit and the token of its emailed link. */
export interface SeededVisit {
  appointment: Appointment;
  token: string;
}

/** Seeds a visit whose manage link is `/cancel/{token}`. */
export async function seedVisit(change: Partial<NewAppointment> = {}): Promise<SeededVisit> {
  const token = newLinkToken();
  const appointment = await seedAppointment({ cancelTokenHash: hashLinkToken(token), ...change });
  return { appointment, token };
}

/** POST /api/reschedule/{token} with a JSON body. */
export function reschedule(token: string, body: unknown): Promise<Response> {
  return rescheduleHandler(
    new Request(`${SITE}/api/reschedule/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}
