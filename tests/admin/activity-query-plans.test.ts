/**
 * The owner's list of who did what stays flat as years of records pile up: on a real PostgreSQL 15
 * holding two years of them (a record every ten minutes, some 105,000, over 2,000 jobs and five
 * people), no page of the list, all of it, one job's or one person's, reads admin_activity from
 * end to end or touches more than a few dozen pages (tests/helpers/query-plans.ts explains how
 * both are measured).
 */
import { expect, it } from "vitest";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { expectFlatReads, useSeededClient } from "../helpers/query-plans";
import { callAdmin, useAdminEnv } from "./fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();

const BIG_TABLES = ["admin_activity"];

// 2,000 jobs (each from a lead and its signed quote), five people, and a record every ten minutes
// for two years, each about one of the jobs, made by one of the people (the fifth rarely: one in a
// hundred, so a page of theirs lies scattered over months) or by an owner without a row.
const SEED = `
  insert into leads (first_name, last_name, email, phone, service, status, created_at, updated_at)
  select 'Jo', 'Lopez', 'activity' || i || '@example.net', '(602) 500-' || lpad(i::text, 4, '0'), 'consultation', 'won', at, at
  from generate_series(0, 1999) as i, lateral (select timestamptz '2026-12-01 16:00+00' - (2000 - i) * interval '9 hours' as at) as t;
  insert into quotes (lead_id, locale, status, created_by, sent_at, signed_at, created_at, updated_at)
  select id, 'en', 'signed', 'owner@example.com', created_at, created_at, created_at, created_at from leads where email like 'activity%';
  insert into jobs (quote_id, lead_id, option_id, scope, total_cents, deposit_cents, job_address, locale, channel, stage, created_at, updated_at)
  select id, lead_id, 'o1', '{}'::jsonb, 1000000, 200000, '1 Main St', 'en', 'direct', 'completed', signed_at, signed_at from quotes where lead_id is not null;
  insert into team_members (email, name, role, created_by)
  select 'person' || i || '@example.com', 'Person ' || i, (array['office', 'estimator', 'installer', 'office', 'owner'])[i], 'owner@example.com'
  from generate_series(1, 5) as i;
  with numbered_jobs as (select id, row_number() over (order by created_at) - 1 as n from jobs),
    people as (select id, email, name, row_number() over (order by email) - 1 as n from team_members)
  insert into admin_activity (at, actor_email, actor_name, person_id, action, job_id, subject_id, detail)
  select timestamptz '2026-12-01 16:00+00' - (105120 - i) * interval '10 minutes', coalesce(p.email, 'owner@example.com'), coalesce(p.name, 'Owner'), p.id,
    'job.stage', j.id, null, '{"fromStage": "ordered", "toStage": "delivered"}'::jsonb
  from generate_series(1, 105120) as i
  join numbered_jobs j on j.n = (i * 7919) % 2000
  left join people p on p.n = case when i % 100 = 0 then 4 when i % 6 < 4 then i % 6 end;
`;

/** A page of 50 records and the next one's probe: a few index pages and a page per record at most. */
const PAGE = 80;

describeOnRealPostgres("the activity list over two years of records (real PostgreSQL)", () => {
  const seeded = useSeededClient(SEED, "admin_activity", ["admin_activity", "jobs", "team_members"]);

  it("reads no more than a page's rows for every filter, on the first page and later ones", async () => {
    const client = await seeded();
    const { rows: people } = await client.query("select id from team_members where email = 'person5@example.com'");
    const { rows: jobs } = await client.query(
      "select job_id from admin_activity where person_id = $1 group by job_id order by count(*) desc, job_id limit 1",
      [people[0].id],
    );
    const jobId = jobs[0].job_id as string;
    const personId = people[0].id as string;
    for (const query of ["", `jobId=${jobId}`, `personId=${personId}`, `jobId=${jobId}&personId=${personId}`]) {
      const first = await (await callAdmin(`/api/admin/activity?${query}`)).json();
      expect(first.items.length, query).toBeGreaterThan(0);
      const costs = { bigTables: BIG_TABLES, budget: () => PAGE };
      await expectFlatReads(client, () => callAdmin(`/api/admin/activity?${query}`), costs);
      if (first.nextCursor) await expectFlatReads(client, () => callAdmin(`/api/admin/activity?${query}&after=${first.nextCursor}`), costs);
    }
  }, 300_000);
});
