/**
 * Install crew-days under concurrency, on a real PostgreSQL where concurrent statements really
 * race: twenty customers choosing the same start day for two-day installs with two crews at
 * once, and ten racing for the last free crew of a day when the crews are named and one is
 * retired. The seat rule (src/server/db/seats.ts INSTALL_SEATS) and the unique (day, crew) decide:
 * exactly as many win as crews are free, the others are told the day was taken, and no crew-day
 * is held twice.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { rowsOf } from "../../src/server/db/rows";
import { installDays, jobs } from "../../src/server/db/schema";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useLiftedSiteCeilings, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { callQuote, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { activeCrews } from "../team/fixtures";
import { patchJob, signedJob } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

beforeEach(async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
  await activeCrews(2);
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

  it("10 customers racing for the last free crew of a day, with named crews and a retired one: exactly 1 wins, on the named crew", async () => {
    await activeCrews(1);
    // Crew 1 holds Thursday the 10th; "Luis and Ana" is the day's last free crew; "Old crew" is retired.
    const named = await (await callAdmin("/api/admin/crews", { method: "POST", body: { name: "Luis and Ana", memberIds: [] } })).json();
    const old = await (await callAdmin("/api/admin/crews", { method: "POST", body: { name: "Old crew", memberIds: [] } })).json();
    expect((await callAdmin(`/api/admin/crews/${old.id}`, { method: "PATCH", body: { retired: true } })).status).toBe(200);
    const first = await signedJob();
    expect((await patchJob(first.jobId, { stage: "delivered", notify: false })).status).toBe(200);
    expect(
      await (
        await callAdmin(`/api/admin/jobs/${first.jobId}/install`, { method: "POST", body: { startDate: "2026-12-10", notify: false } })
      ).json(),
    ).toMatchObject({ crew: 1 });

    const customers = [];
    for (let index = 0; index < 10; index++) {
      const job = await signedJob();
      expect((await patchJob(job.jobId, { stage: "delivered", notify: false })).status).toBe(200);
      customers.push(job);
    }
    const answers = await Promise.all(
      customers.map((job) => callQuote(`/api/quotes/${job.token}/install`, { method: "POST", body: { startDate: "2026-12-10" } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);

    const held = await getDb().select().from(installDays).where(eq(installDays.day, "2026-12-10"));
    expect(held.map((row) => row.crew).sort((a, b) => a - b)).toEqual([1, named.number]);
    expect(held.find((row) => row.crew === named.number)!.jobId).toBe(customers[statuses.indexOf(200)]!.jobId);
  });
});
