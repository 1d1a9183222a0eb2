/**
 * Install crew-days under concurrency, on a real PostgreSQL where concurrent statements really
 * race: twenty customers choosing the same start day for two-day installs with two crews at
 * once. The seat rule (src/server/db/seats.ts INSTALL_SEATS) and the unique (day, crew) decide:
 * exactly two win, the others are told the day was taken, and no crew-day is held twice.
 */
import { inArray, sql } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { rowsOf } from "../../src/server/db/rows";
import { installDays, jobs } from "../../src/server/db/schema";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useLiftedSiteCeilings, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { callQuote, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { patchJob, signedJob } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

beforeEach(async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, installCrews: 2 }, "test");
});

describeOnRealPostgres("install days under concurrency (real PostgreSQL)", () => {
  useLiftedSiteCeilings();

  it("20 customers choosing the same start day for 2-day jobs with 2 crews at once: exactly 2 win, and no crew-day is held twice", async () => {
    const customers = [];
    for (let index = 0; index < 20; index++) {
      const job = await signedJob();
      expect((await patchJob(job.jobId, { stage: "delivered", installDays: 2, notify: false })).status).toBe(200);
      customers.push(job);
    }

    // Tuesday 8 and Wednesday 9 December.
    const answers = await Promise.all(
      customers.map((job) => callQuote(`/api/quotes/${job.token}/install`, { method: "POST", body: { startDate: "2026-12-08" } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);

    const held = await getDb()
      .select()
      .from(installDays)
      .where(
        inArray(
          installDays.jobId,
          customers.map((job) => job.jobId),
        ),
      );
    expect(held).toHaveLength(4);
    expect(new Set(held.map((row) => `${row.day}/${row.crew}`)).size).toBe(4);
    expect(held.map((row) => row.day).sort()).toEqual(["2026-12-08", "2026-12-08", "2026-12-09", "2026-12-09"]);
    // Each winner holds both its days on one crew, and the two winners hold different crews.
    const winners = customers.filter((_, index) => statuses[index] === 200).map((job) => job.jobId);
    const crewsOf = (jobId: string) => new Set(held.filter((row) => row.jobId === jobId).map((row) => row.crew));
    expect(winners.map((jobId) => [...crewsOf(jobId)].length)).toEqual([1, 1]);
    expect(new Set(winners.flatMap((jobId) => [...crewsOf(jobId)]))).toEqual(new Set([1, 2]));

    // The winners are scheduled; everyone else still waits, delivered, to choose another day.
    const stages = await getDb()
      .select({ id: jobs.id, stage: jobs.stage })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          customers.map((job) => job.jobId),
        ),
      );
    expect(
      stages
        .filter((row) => row.stage === "scheduled")
        .map((row) => row.id)
        .sort(),
    ).toEqual([...winners].sort());
    expect(stages.filter((row) => row.stage === "delivered")).toHaveLength(18);

    const [twice] = rowsOf<{ n: number }>(
      await getDb().execute(
        sql`select count(*)::int as n from (select day, crew from install_days group by day, crew having count(*) > 1) as doubled`,
      ),
    );
    expect(twice!.n).toBe(0);
  });
});
