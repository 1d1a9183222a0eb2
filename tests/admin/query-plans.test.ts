/**
 * The admin's reads stay flat as history piles up: on a real PostgreSQL 15 holding two years of
 * appointments and leads, every statement the admin endpoints run is recorded and explained
 * (plans and pages read, never timings). None may read a big table from end to end: no Seq
 * Scan of appointments, appointment_events or leads, and no index scan without an index condition
 * unless a Limit stops it (as a count over every row would not). Nor may one touch more than a
 * few hundred pages (EXPLAIN ANALYZE with BUFFERS counts them): a plan within its index can
 * still fetch a page for every row it looks at, or run a subquery for each. The tables hold under
 * 30,000 rows, so ANALYZE reads every row and the planner's statistics, hence its plans and the
 * pages they touch, are the same each run.
 */
import type pg from "pg";
import { expect, it } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import { getDb } from "../../src/server/db/client";
import { COUNT_AHEAD, countUpTo, EXPORT_BATCH_ROWS } from "../../src/server/db/admin-lists/filters";
import { leads } from "../../src/server/db/schema";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { expectFlatReads, pagesRead, recorded, statementsScanningAll, useSeededClient } from "../helpers/query-plans";
import { callAdmin, useAdminEnv } from "./fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();

const BIG_TABLES = ["appointments", "appointment_events", "leads", "sms_consents", "sms_messages"];

/** The statements of `sent` that may read one of BIG_TABLES from end to end, with the offending scans. */
const fullScans = (client: pg.Client, sent: Parameters<typeof pagesRead>[1]) => statementsScanningAll(client, sent, BIG_TABLES);

// 40 last names, so a name is as rare as in a real customer list (2.5% each).
const LAST_NAMES = `(array['Whitfield','Chen','Okafor','Garcia','Smith','Nguyen','Johnson','Martinez','Brown','Lopez','Davis','Hernandez','Wilson','Anderson',
  'Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen',
  'King','Wright','Scott','Torres','Hill','Flores','Green','Prescott'])[1 + (i / 3) % 40]`;

// 24 a day for 800 days up to five weeks after 2026-12-01; 25 leads a day over the same years.
const SEED = `
  insert into appointments (first_name, last_name, email, phone, address, city, zip_code, service_type, appointment_date, appointment_time,
    duration, status, seat, cancel_token_hash, outside_service_area, spam_reason, created_at, updated_at)
  select (array['Maria','Li','Ada','Jose'])[1 + i % 4], ${LAST_NAMES},
    'customer' || i || '@example.com', '(480) ' || lpad((200 + i / 10000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
    (100 + i) || ' E Main St', (array['Gilbert','Mesa','Tempe'])[1 + i % 3], '85233', 'consultation', day, (array['8:00 AM','10:00 AM','2:00 PM','4:00 PM'])[1 + i % 4],
    120, case when i % 100 = 0 then 'cancelled' when day >= date '2026-12-01' then 'pending' when i % 37 = 0 then 'no-show' else 'completed' end,
    1 + (i % 24) / 4, md5('plan-' || i), i % 50 = 0, case when i % 100 = 0 then 'honeypot' end,
    day - interval '5 days', day - interval '5 days'
  from generate_series(0, 19199) as i, lateral (select (date '2026-12-01' - 765 + i / 24)::date as day) as d;
  insert into appointment_events (appointment_id, actor, action, from_value, to_value, created_at)
  select id, 'owner@example.com', 'status', 'pending', status, updated_at from appointments;
  insert into leads (first_name, last_name, email, phone, service, status, spam_reason, created_at, updated_at)
  select (array['Jo','Kim','Ben'])[1 + i % 3], ${LAST_NAMES},
    'lead' || (i / case when (i / 7) % 300 = 0 then 7 else 1 end) || '@example.net', '(602) ' || lpad((300 + i / 10000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
    'consultation', case when i > 19900 then 'new' else 'won' end, case when i % 50 = 0 then 'spam' end, at, at
  from generate_series(0, 19999) as i, lateral (select timestamptz '2026-12-01 16:00+00' - (20000 - i) * interval '52 minutes' as at) as t;
  -- Texts: a third of the visits and of the leads consented and got two texts; a few numbers sent STOP.
  insert into sms_consents (phone, appointment_id, wording_version, locale, consented_at)
  select '+1' || regexp_replace(phone, '\\D', '', 'g'), id, '2026-11-v1', 'en', created_at from appointments where seat % 3 = 0;
  insert into sms_consents (phone, lead_id, wording_version, locale, consented_at)
  select '+1' || regexp_replace(phone, '\\D', '', 'g'), id, '2026-11-v1', 'en', created_at from leads where right(phone, 1) in ('0', '3', '6');
  insert into sms_messages (direction, kind, appointment_id, lead_id, phone, body, status, delivery_status, sent_at, created_at, updated_at)
  select 'outbound', kind, appointment_id, lead_id, phone, 'Windows & Doors Near Me: see you soon', 'sent', 'delivered', consented_at, consented_at, consented_at
  from sms_consents, unnest(array['confirmation', 'reminder-day-before']) as kind;
  insert into sms_numbers (phone, opted_out, opt_changed_at) select phone, true, consented_at from sms_consents where id % 50 = 0 on conflict do nothing;
  -- Replies: one number in ten wrote back (a few of them STOP), nearly all answered long ago.
  insert into sms_messages (direction, kind, appointment_id, lead_id, phone, body, status, created_at, updated_at)
  select 'inbound', case when id % 20 = 0 then 'stop' else 'message' end, appointment_id, lead_id, phone, 'Can you come earlier?',
    case when id % 70 = 0 then 'received' else 'answered' end, consented_at + interval '1 day', consented_at + interval '1 day'
  from sms_consents where id % 10 = 0;
`;

// The most shared buffers (8 KB pages) one statement may touch; the appointments table fills
// some 800 here. Far more would mean a read that grows with history: a subquery run for every
// row looked at, a table page fetched for every row counted, a whole table read.
/** A page of a list and its count up to the cap: its rows' pages, and a few index pages for each upcoming visit's over-limit mark. */
const PAGE = 200;
/** A search or flag filter counted up to COUNT_AHEAD matches, which lie scattered over the years: a page each at most. */
const COUNTED = COUNT_AHEAD + 100;
/** One batch of a CSV export: EXPORT_BATCH_ROWS rows in list order. */
const BATCH = 250;
/** The dashboard: counts and its chart's weeks from the indexes alone, and the ten upcoming visits. */
const DASHBOARD = 40;
/**
 * A page of people (the customer list): for each row looked at, an index probe for a later visit
 * and a later lead of the same person (so each person shows once, at their latest), and for each
 * person listed, two counts by their email and phone keys: some 25 pages a person (measured: 500
 * for a page of 20), bounded by the page size, not the years.
 */
const PEOPLE = 700;
/**
 * A batch's SMS consent column: one index probe per exported row (a root, an inner and a leaf
 * page each, and the row's page), whatever the history: bounded by the batch, not by the years.
 */
const CONSENT_PROBES = EXPORT_BATCH_ROWS * 3;

/** The budget of one statement of a request whose statements may read `maxPages` each. */
const budgetOf = (text: string, maxPages: number) => (/\bfrom sms_consents\b/.test(text) ? Math.max(maxPages, CONSENT_PROBES) : maxPages);

describeOnRealPostgres("admin query plans over two years of history (real PostgreSQL)", () => {
  const seeded = useSeededClient(SEED, "appointments", [...BIG_TABLES, "sms_numbers"]);

  it.each([
    ["the dashboard", "/api/admin/dashboard", DASHBOARD],
    ["appointments, page 1", "/api/admin/appointments", PAGE],
    ["appointments, page 3", "/api/admin/appointments?page=3", PAGE],
    ["appointments by name", "/api/admin/appointments?search=whitfield", COUNTED],
    ["appointments by name and first name", "/api/admin/appointments?search=maria%20okaf", COUNTED],
    ["appointments by phone", "/api/admin/appointments?search=(480)%20200-1234", PAGE],
    ["appointments by status", "/api/admin/appointments?status=no-show", PAGE],
    ["appointments by status pending", "/api/admin/appointments?status=pending", PAGE],
    ["appointments, page 5 of pending", "/api/admin/appointments?status=pending&page=5", PAGE],
    ["appointments by status and name", "/api/admin/appointments?status=completed&search=chen", COUNTED],
    ["appointments by city", "/api/admin/appointments?city=Mesa", PAGE],
    ["appointments by days", "/api/admin/appointments?from=2026-10-01&to=2026-10-31", PAGE],
    ["appointments with any flag", "/api/admin/appointments?flag=any", COUNTED],
    ["appointments over the limit", "/api/admin/appointments?flag=over-limit", PAGE],
    ["appointments marked spam", "/api/admin/appointments?flag=spam", PAGE],
    ["appointments outside the area", "/api/admin/appointments?flag=outside-service-area", PAGE],
    ["appointments with any flag, page 2", "/api/admin/appointments?flag=any&page=2", COUNTED],
    ["the day view (one day, earliest first)", "/api/admin/appointments?from=2026-12-02&to=2026-12-02&sort=time&pageSize=100", PAGE],
    ["the whole appointments CSV", "/api/admin/appointments.csv", BATCH],
    ["the appointments CSV", "/api/admin/appointments.csv?status=completed", BATCH],
    ["the dashboard's text counts", "/api/admin/sms/stats", PAGE],
    ["what waits for the office (the admin frame's counts)", "/api/admin/waiting", DASHBOARD],
    ["the texts waiting for an answer (the texts screen's first view)", "/api/admin/sms/inbox", PAGE],
    ["every text received, page 1", "/api/admin/sms/inbox?show=all", PAGE],
    ["leads, page 1", "/api/admin/leads", PAGE],
    ["leads by name", "/api/admin/leads?search=prescott", COUNTED],
    ["leads by email", "/api/admin/leads?search=lead1234@", PAGE],
    ["leads by status", "/api/admin/leads?status=new", PAGE],
    ["leads by days", "/api/admin/leads?from=2026-11-01&to=2026-11-15", PAGE],
    ["leads with any flag", "/api/admin/leads?flag=any", COUNTED],
    ["the leads CSV", "/api/admin/leads.csv", BATCH],
    ["appointments, upcoming first (the screen's first view)", "/api/admin/appointments?show=upcoming", PAGE],
    ["appointments, past newest first", "/api/admin/appointments?show=past&page=3", PAGE],
    ["leads without spam (the screen's first view)", "/api/admin/leads?show=people", PAGE],
    ["customers, page 1", "/api/admin/customers", PEOPLE],
    ["customers by name", "/api/admin/customers?search=whitfield", PEOPLE],
    ["customers by name and first name", "/api/admin/customers?search=maria%20okaf", PEOPLE],
    ["customers by phone", "/api/admin/customers?search=(480)%20200-1234", PEOPLE],
    ["customers by email", "/api/admin/customers?search=lead1234@", PEOPLE],
    ["customers by address", "/api/admin/customers?search=1234%20E%20Main", PEOPLE],
  ] as const)(
    "reads no big table from end to end, nor more than a few hundred pages, for %s",
    async (_case, path, maxPages) => {
      await expectFlatReads(await seeded(), () => callAdmin(path), { bigTables: BIG_TABLES, budget: (text) => budgetOf(text, maxPages) });
    },
    120_000,
  );

  it("reads no big table from end to end, nor more than a few hundred pages, for the customers' later pages and a customer's page", async () => {
    const db = await seeded();
    // Three pages on, by the cursors the pages answer with.
    let after = "";
    for (let page = 1; page < 3; page++)
      after = (await (await callAdmin(`/api/admin/customers?page=${page}&after=${after}`)).json()).nextCursor;
    const { rows } = await db.query("select id from appointments where email like 'customer7%' limit 1");
    for (const path of [`/api/admin/customers?page=3&after=${after}`, `/api/admin/customers/appointment/${rows[0].id}`]) {
      const sent = await recorded(async () => expect((await callAdmin(path)).status).toBe(200));
      expect(await fullScans(db, sent)).toEqual([]);
      const pages = await pagesRead(db, sent);
      expect(
        sent.filter((_, index) => pages[index]! > PEOPLE).map(({ text }) => text),
        `${path}: pages per statement ${pages.join(", ")}`,
      ).toEqual([]);
    }
  }, 120_000);

  it("reads no big table from end to end for the public calendar", async () => {
    const db = await seeded();
    const sent = await recorded(async () =>
      expect((await appointmentsHandler(new Request("http://localhost/api/appointments"))).status).toBe(200),
    );
    expect(await fullScans(db, sent)).toEqual([]);
  }, 120_000);

  it("returns a count that stops past the page, marked capped, and exact below it", async () => {
    await seeded();
    const all = await (await callAdmin("/api/admin/appointments")).json();
    expect(all).toMatchObject({ total: COUNT_AHEAD, totalCapped: true, page: 1 });
    const later = await (await callAdmin("/api/admin/leads?page=60")).json();
    expect(later).toMatchObject({ total: 59 * 20 + COUNT_AHEAD, totalCapped: true, page: 60 });
    expect(await countUpTo(getDb(), leads, undefined, 19_999)).toEqual({ total: 19_999, capped: true });
    expect(await countUpTo(getDb(), leads, undefined, 20_000)).toEqual({ total: 20_000, capped: false });
    expect(await (await callAdmin("/api/admin/leads?status=new")).json()).toMatchObject({ total: 99, totalCapped: false });
  }, 120_000);

  it("flags a lead over the limit once, when it is written: the seventh from one person in a day", async () => {
    const db = await seeded();
    const { rows } = await db.query(
      "select email, count(*)::int as flagged from leads where over_limit group by email order by email limit 2",
    );
    // lead0 wrote seven times in an hour (the first was spam): the sixth and seventh that count are over.
    expect(rows[0]).toEqual({ email: "lead0@example.net", flagged: 1 });
    const listed = await (await callAdmin("/api/admin/leads?flag=over-limit&search=lead0@")).json();
    expect(listed.items.map((item: { flags: string[] }) => item.flags)).toEqual([["over-limit"]]);
  }, 120_000);
});
