/**
 * The customer's sign-off under concurrency, on a real PostgreSQL where concurrent statements
 * really race: the same sign-off sent at once from a phone's queue and its retry, and two phones
 * signing off one job at once. The sign-offs' primary key (one per job) and unique client id
 * decide: one record, the job completed once, its completion told to the customer once.
 */
import { and, eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, jobEvents, jobSignOffs } from "../../src/server/db/schema";
import { useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useLiftedSiteCeilings, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { callCrew, joinCrew, scheduledJob, teamMember } from "./crew-fixtures";
import { jobPage, withAfterPhoto } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

let lastCrew = 10;

/** A job on today's crew-day of a fresh crew, with its after-photo, and an installer of that crew. */
async function readyJob() {
  const installer = await teamMember();
  const crew = ++lastCrew;
  await joinCrew(installer.id, crew);
  const job = await scheduledJob(crew, ["2026-12-02"]);
  await withAfterPhoto(job.jobId);
  return { installer, job };
}

const signOff = (clientId: string) => ({ clientId, typedName: "Ana Lopez", outcome: "completed", signedAt: "2026-12-02T22:30:00Z" });

/** What the job holds after the race: its sign-offs, its completions, and the completion emails to the customer. */
async function afterRace(jobId: string) {
  const db = getDb();
  return {
    signOffs: await db.select().from(jobSignOffs).where(eq(jobSignOffs.jobId, jobId)),
    completions: await db
      .select()
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.toStage, "completed"))),
    emails: (await db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, jobId))).filter((email) =>
      email.kind.includes("completed"),
    ),
  };
}

describeOnRealPostgres("the sign-off under concurrency (real PostgreSQL)", () => {
  useLiftedSiteCeilings();

  it("the same sign-off sent eight times at once: one record, every answer that record, the job completed once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { installer, job } = await readyJob();
    const body = signOff(crypto.randomUUID());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => callCrew(`/api/crew/jobs/${job.jobId}/sign-off`, { method: "POST", body, as: installer.email })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const { signOffs, completions, emails } = await afterRace(job.jobId);
    expect(signOffs).toHaveLength(1);
    expect(completions).toHaveLength(1);
    expect(emails).toHaveLength(1);
    expect((await jobPage(job.jobId)).stage).toBe("completed");
  });

  it("two phones signing off one job at once: one is recorded and completes the job, the other is told it was signed off (409)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { installer, job } = await readyJob();
    const answers = await Promise.all(
      [crypto.randomUUID(), crypto.randomUUID()].map((clientId) =>
        callCrew(`/api/crew/jobs/${job.jobId}/sign-off`, { method: "POST", body: signOff(clientId), as: installer.email }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { signOffs, completions, emails } = await afterRace(job.jobId);
    expect(signOffs).toHaveLength(1);
    expect(completions).toHaveLength(1);
    expect(emails).toHaveLength(1);
  });
});
