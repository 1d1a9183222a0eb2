/**
 * The money panel, "Where jobs come from" and the books' exports stay flat as history piles up:
 * on a real PostgreSQL 15 holding eight years of jobs (17,520, each with its quote, its
 * deposit, two invoices and their payments, some change orders, refunds, disputes and refused
 * refunds), no statement reads a money table from end to end, and none touches more than a few
 * hundred pages (tests/helpers/query-plans.ts explains how both are measured).
 */
import { expect, it } from "vitest";
import { EXPORT_BATCH_ROWS } from "../../src/server/db/admin-lists/filters";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { expectFlatReads, useSeededClient } from "../helpers/query-plans";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();

const MONEY_TABLES = ["jobs", "quotes", "quote_payments", "change_orders", "invoices", "invoice_payments"];
/** Partial indexes holding only the money problems (disputes, refunds refused): reading one whole reads only those. */
const PROBLEM_INDEXES = [
  "quote_payments_disputed",
  "quote_payments_refund_refused",
  "invoice_payments_disputed",
  "invoice_payments_refund_refused",
];

// A job every 4 hours for eight years up to 2026-12-01, each from a lead: its quote signed two days
// after the lead and paid an hour later (the deposit), one invoice paid about a month later and a
// final one sent about two months later (open for the last 100 days' jobs). One job in 25 is
// cancelled (its deposit refunded), one deposit in 97 disputed, one in 89 refused a refund.
const SEED = `
  insert into leads (first_name, last_name, email, phone, service, status, created_at, updated_at)
  select 'Jo', 'Lopez', 'money' || i || '@example.net', '(602) 400-' || lpad((i % 10000)::text, 4, '0'), 'consultation', 'won', at, at
  from generate_series(0, 17519) as i, lateral (select timestamptz '2026-12-01 16:00+00' - (17520 - i) * interval '4 hours' as at) as t;
  insert into quotes (lead_id, locale, status, created_by, sent_at, signed_at, paid_at, created_at, updated_at)
  select id, 'en', 'paid', 'owner@example.com', created_at + interval '1 day', created_at + interval '2 days', created_at + interval '2 days 1 hour', created_at, created_at
  from leads where email like 'money%';
  insert into jobs (quote_id, lead_id, option_id, scope, total_cents, deposit_cents, job_address, locale, channel, stage, created_at, updated_at)
  select id, lead_id, 'o1', '{}'::jsonb, 1000000 + (number % 50) * 20000, 200000, '1 Main St', 'en', (array['google-ads', 'referral', 'direct', 'google-organic'])[1 + number % 4],
    case when number % 25 = 0 then 'cancelled' else 'completed' end, signed_at, signed_at
  from quotes where lead_id is not null;
  insert into quote_payments (quote_id, checkout_session_id, amount_cents, status, paid_at, refund_id, refunded_at, disputed_at, dispute_id, refund_failed_at, created_at, updated_at)
  select id, 'cs_plan_' || number, 200000, 'paid', paid_at, case when number % 25 = 0 then 're_' || number end, case when number % 25 = 0 then paid_at + interval '3 days' end,
    case when number % 97 = 0 then paid_at + interval '9 days' end, case when number % 97 = 0 then 'dp_' || number end,
    case when number % 89 = 0 and number % 25 <> 0 then paid_at + interval '4 days' end, paid_at, paid_at
  from quotes where paid_at is not null;
  update quotes set deposit_payment_id = p.id from quote_payments p where p.quote_id = quotes.id;
  insert into change_orders (job_id, items, total_cents, contract_before_cents, status, signed_at, created_by, created_at, updated_at)
  select id, '[]'::jsonb, 45000, total_cents, 'signed', created_at + interval '10 days', 'owner@example.com', created_at + interval '9 days', created_at + interval '9 days'
  from jobs where number % 2 = 0;
  insert into invoices (job_id, kind, amount_cents, lines, status, sent_at, paid_at, created_by, created_at, updated_at)
  select id, 'progress', 400000, '[{"description": "Progress payment", "amountCents": 400000}]'::jsonb, 'paid', created_at + interval '30 days', created_at + interval '33 days',
    'owner@example.com', created_at + interval '30 days', created_at + interval '30 days'
  from jobs where stage <> 'cancelled' and created_at < timestamptz '2026-12-01 16:00+00' - interval '33 days';
  insert into invoices (job_id, kind, amount_cents, lines, status, sent_at, created_by, created_at, updated_at)
  select id, 'final', total_cents - 600000, '[{"description": "The balance", "amountCents": 1}]'::jsonb,
    case when created_at > timestamptz '2026-12-01 16:00+00' - interval '100 days' then 'open' else 'paid' end, created_at + interval '60 days',
    'owner@example.com', created_at + interval '60 days', created_at + interval '60 days'
  from jobs where stage <> 'cancelled' and created_at < timestamptz '2026-12-01 16:00+00' - interval '60 days';
  insert into invoice_payments (invoice_id, job_id, method, stripe_method, amount_cents, status, paid_at, checkout_session_id, created_at, updated_at)
  select id, job_id, 'stripe', case when amount_cents > 500000 then 'us_bank_account' else 'card' end, amount_cents, 'paid', coalesce(paid_at, sent_at + interval '5 days'),
    'cs_plan_i' || number, sent_at, sent_at
  from invoices where status = 'paid';
`;

/**
 * A window's money: its payments read by paid_at (the last 90 days hold some 1,600 here, at six
 * jobs a day), each with a probe by key for its quote and its job (about 3.5 pages a payment), and
 * the window's jobs with their change orders: bounded by the window, not by the eight years.
 */
const MONEY_PAGES = 8_000;
/**
 * A batch of the books: up to EXPORT_BATCH_ROWS rows of each side (deposits, invoice payments),
 * each with an index probe (a root, an inner and a leaf page, and the row's page) for its quote or
 * invoice, its job, and its visit or lead: bounded by the batch, not by the years.
 */
const BOOKS_BATCH = EXPORT_BATCH_ROWS * 2 * 3 * 4;

describeOnRealPostgres("money query plans over years of history (real PostgreSQL)", () => {
  const seeded = useSeededClient(SEED, "jobs", [...MONEY_TABLES, "leads"]);

  it.each([
    ["the money panel", "/api/admin/money", MONEY_PAGES],
    ["where jobs come from", "/api/admin/sources", MONEY_PAGES],
    ["the invoices CSV of a month", "/api/admin/exports/invoices.csv?from=2026-10-01&to=2026-10-31", BOOKS_BATCH],
    ["the payments CSV of a month", "/api/admin/exports/payments.csv?from=2026-10-01&to=2026-10-31", BOOKS_BATCH],
  ] as const)(
    "reads no money table from end to end, nor more than its pages, for %s",
    async (_case, path, maxPages) => {
      await expectFlatReads(await seeded(), () => callAdmin(path), {
        bigTables: MONEY_TABLES,
        partialIndexes: PROBLEM_INDEXES,
        budget: () => maxPages,
      });
    },
    300_000,
  );

  it("answers the panel's figures from that history", async () => {
    await seeded();
    const panel = await (await callAdmin("/api/admin/money")).json();
    expect(panel.windows.map((window: { contractedJobs: number }) => window.contractedJobs)).toEqual([
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(panel.windows[0].contractedJobs).toBeGreaterThan(100);
    expect(panel.outstanding.count).toBeGreaterThan(0);
    expect(panel.disputed.count).toBeGreaterThan(0);
    expect(panel.refundsRefused.count).toBeGreaterThan(0);
  }, 300_000);
});
