/** Shared setup of the crew's phone's tests: installers on crews, jobs holding a crew's day, calls as a team member. */
import { eq } from "drizzle-orm";
import crewHandler from "../../netlify/functions/crew.mts";
import type { Role } from "../../src/core/roles";
import { getDb } from "../../src/server/db/client";
import { crewMembers, crews, installDays, jobs, teamMembers } from "../../src/server/db/schema";
import { SITE } from "../admin/fixtures";
import { sessionCookie } from "../helpers/session";
import { patchJob, signedJob } from "./fixtures";

/** A team member of `role` (an installer by default) with a fresh address; answers their id and email. */
export async function teamMember(role: Role = "installer", email = `${role}-${crypto.randomUUID()}@example.com`) {
  const [row] = await getDb()
    .insert(teamMembers)
    .values({ email, name: `Pat ${role}`, role, createdBy: "test" })
    .returning();
  return { id: row!.id, email };
}

/** The crew numbered `number` ("Crew n"), made when the calendar's count did not make it. */
export async function crewNumbered(number: number): Promise<string> {
  const [found] = await getDb().select().from(crews).where(eq(crews.number, number));
  if (found) return found.id;
  const [made] = await getDb()
    .insert(crews)
    .values({ number, name: `Crew ${number}` })
    .returning();
  return made!.id;
}

/** Puts the member on crew `number`. */
export async function joinCrew(memberId: string, number: number): Promise<void> {
  await getDb()
    .insert(crewMembers)
    .values({ crewId: await crewNumbered(number), memberId });
}

/**
 * A signed job, delivered, then holding `days` on crew `crew` and scheduled: the rows the office's
 * booking writes (its own path is tested in install.test.ts), so a test may hold any day on any crew.
 */
export async function scheduledJob(crew: number, days: string[], revision: Parameters<typeof signedJob>[1] = {}) {
  const job = await signedJob({}, revision);
  const delivered = await patchJob(job.jobId, { stage: "delivered", notify: false });
  if (delivered.status !== 200) throw new Error(`delivered: ${delivered.status}`);
  await crewNumbered(crew);
  await getDb()
    .insert(installDays)
    .values(days.map((day) => ({ jobId: job.jobId, day, crew })));
  await getDb().update(jobs).set({ stage: "scheduled", installDays: days.length }).where(eq(jobs.id, job.jobId));
  return job;
}

/** Calls the crew function as `email` (null: signed out), same-origin unless `origin` says otherwise; a FormData body goes as multipart. */
export async function callCrew(
  path: string,
  { method = "GET", body, as, origin = SITE }: { method?: string; body?: unknown; as: string | null; origin?: string | null },
): Promise<Response> {
  const headers = new Headers({ "User-Agent": "CrewPhone/1.0" });
  if (as) headers.set("Cookie", await sessionCookie(as));
  if (origin && method !== "GET") headers.set("Origin", origin);
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers.set("Content-Type", "application/json");
  const sent = body === undefined ? undefined : form ? body : JSON.stringify(body);
  const request = new Request(`${SITE}${path}`, { method, headers, body: sent });
  return crewHandler(request, { ip: "203.0.113.9" });
}

/** An after-photo's multipart body: the JPEG `bytes` and the phone's `clientId`. */
export function photoForm(bytes: Uint8Array, clientId: string): FormData {
  const form = new FormData();
  form.append("clientId", clientId);
  form.append("photo", new File([new Uint8Array(bytes)], "after.jpg", { type: "image/jpeg" }));
  return form;
}
