/**
 * The seat fragment on a seat table other than the visits': install crew-days, where a job holds
 * one crew on each of its consecutive days and the slot is the day. The statement below is the
 * shape such a job's booking takes (the lowest crew free on every day of the series, then one row
 * per day); the partial unique index on (day, crew) judges simultaneous jobs, on real PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { date, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openRealPostgresDatabase, realPostgresAvailable, type TestDatabase } from "../../../tests/helpers/database";
import { seatIsFree, seatNumbers, type SeatTable } from "./seats";

const crewDays = pgTable("crew_days_under_test", {
  id: uuid("id").primaryKey().defaultRandom(),
  jobId: text("job_id").notNull(),
  day: date("day").notNull(),
  crew: integer("crew").notNull(),
  status: text("status").notNull(),
});

/** Crew-days as a seat table: a crew (seat) of a day (slot), held until its job is cancelled. */
const CREW_DAYS: SeatTable = { table: crewDays, slot: ["day"], seat: "crew", id: "id", holds: (row) => `${row}.status <> 'cancelled'` };

let database: TestDatabase | null;
let pool: pg.Pool;

beforeAll(async () => {
  database = await openRealPostgresDatabase();
  if (!database) return;
  pool = new pg.Pool({ connectionString: database.url, max: 12 });
  await pool.query(`create table crew_days_under_test (id uuid primary key default gen_random_uuid(), job_id text not null, day date not null, crew integer not null, status text not null);
    create unique index crew_days_under_test_active on crew_days_under_test (day, crew) where status <> 'cancelled'`);
});
afterAll(async () => {
  await pool?.end();
  await database?.stop();
});
beforeEach(async () => {
  await pool?.query("delete from crew_days_under_test");
});

/** Books `job` on the lowest crew free on every day from `first` through `last`, one row a day; answers the crew, or null when none is free on all of them. */
async function bookJob(job: string, first: string, last: string, crews: number): Promise<number | null> {
  const db = drizzle(pool);
  const days = sql`generate_series(${first}::date, ${last}::date, interval '1 day') as d(day)`;
  const result = await db.execute<{ crew: number }>(sql`
    insert into ${crewDays} (job_id, day, crew, status)
    select ${job}, d.day::date, pick.seat_number, 'booked'
    from (
      select free.seat_number from ${seatNumbers(crews)}
      where not exists (select 1 from ${days} where not (${seatIsFree(CREW_DAYS, { slot: [sql`d.day::date`], capacity: crews })}))
      order by free.seat_number
      limit 1
    ) as pick, ${days}
    returning crew`);
  return result.rows[0]?.crew ?? null;
}

async function hold(job: string, day: string, crew: number, status = "booked") {
  await pool.query("insert into crew_days_under_test (job_id, day, crew, status) values ($1, $2, $3, $4)", [job, day, crew, status]);
}

describe.skipIf(!realPostgresAvailable())("seatIsFree for install crew-days (real PostgreSQL)", () => {
  it("gives a three-day job the lowest crew free on all three days", async () => {
    await hold("earlier", "2026-12-08", 1);
    expect(await bookJob("new", "2026-12-07", "2026-12-09", 2)).toBe(2);
    const { rows } = await pool.query("select day::text, crew from crew_days_under_test where job_id = 'new' order by day");
    expect(rows).toEqual([
      { day: "2026-12-07", crew: 2 },
      { day: "2026-12-08", crew: 2 },
      { day: "2026-12-09", crew: 2 },
    ]);
  });

  it("books nothing when no crew is free on one of the days, and counts a cancelled job's crew-days as free", async () => {
    await hold("one", "2026-12-08", 1);
    await hold("two", "2026-12-08", 2);
    expect(await bookJob("new", "2026-12-07", "2026-12-09", 2)).toBeNull();
    await pool.query("update crew_days_under_test set status = 'cancelled' where job_id = 'two'");
    expect(await bookJob("new", "2026-12-07", "2026-12-09", 2)).toBe(2);
  });

  it("counts crews above a lowered number as taken", async () => {
    // Booked when there were three crews; now there are two, and two are out on the 8th.
    await hold("one", "2026-12-08", 1);
    await hold("three", "2026-12-08", 3);
    expect(await bookJob("new", "2026-12-08", "2026-12-08", 2)).toBeNull();
  });

  it("never puts two jobs on one crew-day when ten ask at once", async () => {
    const jobs = Array.from({ length: 10 }, () => randomUUID());
    const outcomes = await Promise.allSettled(jobs.map((job) => bookJob(job, "2026-12-14", "2026-12-16", 2)));
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
    expect(refused.every((outcome) => String(outcome.reason.cause?.code ?? outcome.reason.code) === "23505")).toBe(true);
    const { rows } = await pool.query(
      "select day::text, crew, count(*)::int as jobs from crew_days_under_test group by day, crew order by day, crew",
    );
    expect(rows.every((row: { jobs: number }) => row.jobs === 1)).toBe(true);
    const booked = await pool.query("select job_id, count(*)::int as days from crew_days_under_test group by job_id");
    // Every job that got in holds all three days; at most two (the crews) got in.
    expect(booked.rows.every((row: { days: number }) => row.days === 3)).toBe(true);
    expect(booked.rows.length).toBeGreaterThanOrEqual(1);
    expect(booked.rows.length).toBeLessThanOrEqual(2);
  });
});
