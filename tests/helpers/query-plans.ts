/**
 * Reads that stay flat as history piles up, checked on a real PostgreSQL: every SELECT the code
 * under test sends is recorded, then explained (plans and pages read, never timings). None may
 * read a big table from end to end: no Seq Scan of one, and no index scan without an index
 * condition unless a Limit stops it (as a count over every row would not).
 */
import pg from "pg";
import { afterEach, expect, vi } from "vitest";

/** A statement sent through node-postgres, with its parameters. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

/** Records each SELECT sent through node-postgres while `run` runs, then returns them. */
export async function recorded(run: () => Promise<unknown>): Promise<SentStatement[]> {
  const statements: SentStatement[] = [];
  const original = pg.Pool.prototype.query;
  vi.spyOn(pg.Pool.prototype, "query").mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === "string" ? first : first.text;
    // drizzle passes the parameters beside the query config, other callers inside it.
    const values = (typeof first === "string" ? undefined : first.values) ?? second ?? [];
    if (/^\s*(select|with)\b/i.test(text)) statements.push({ text, values });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    await run();
  } finally {
    vi.mocked(pg.Pool.prototype.query).mockRestore();
  }
  return statements;
}

type PlanNode = Record<string, unknown> & { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

// Nodes that pass rows up one at a time, so a Limit above them stops the scan below early.
const STREAMING = new Set(["Limit", "Incremental Sort", "Result", "Subquery Scan", "Nested Loop", "Append", "Merge Append"]);
const SCANS = new Set(["Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Heap Scan"]);

/**
 * The scans of one of `bigTables` in `plan` that may read it from end to end: every Seq Scan, and
 * an index scan with no index condition that no Limit stops (e.g. under a count over all rows),
 * unless its index is one of `partialIndexes`, which hold only the rows asked for.
 */
function unboundedScans(plan: PlanNode, bigTables: readonly string[], partialIndexes: readonly string[], limited = false): string[] {
  const bounded = plan["Node Type"] === "Limit" || (limited && STREAMING.has(plan["Node Type"]));
  const children = (plan.Plans ?? []).flatMap((child) => unboundedScans(child, bigTables, partialIndexes, bounded));
  const relation = plan["Relation Name"] ?? "";
  if (!SCANS.has(plan["Node Type"]) || !bigTables.includes(relation)) return children;
  const narrowed = "Index Cond" in plan || "Recheck Cond" in plan || partialIndexes.includes(String(plan["Index Name"] ?? ""));
  return plan["Node Type"] === "Seq Scan" || !(narrowed || limited) ? [`${plan["Node Type"]} on ${relation}`, ...children] : children;
}

/**
 * The shared buffers (8 KB pages, found in memory or read) that running `sent` touches, per
 * statement: EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) runs each one and counts its pages, which
 * depend on the data and the plan, never on how busy the machine is. An index scan that stays
 * within its index condition can still visit thousands of pages (a subquery per row, a heap page
 * per row); this counts them.
 */
export async function pagesRead(client: pg.Client, sent: readonly SentStatement[]): Promise<number[]> {
  const pages: number[] = [];
  for (const { text, values } of sent) {
    const { rows } = await client.query(`explain (analyze, buffers, timing off, format json) ${text}`, values);
    const plan = rows[0]["QUERY PLAN"][0].Plan;
    pages.push(plan["Shared Hit Blocks"] + plan["Shared Read Blocks"]);
  }
  return pages;
}

/** The statements of `sent` that may read one of `bigTables` from end to end, with the offending scans (`partialIndexes`: indexes that hold only the rows a statement asks for). */
export async function statementsScanningAll(
  client: pg.Client,
  sent: readonly SentStatement[],
  bigTables: readonly string[],
  partialIndexes: readonly string[] = [],
): Promise<string[]> {
  const found: string[] = [];
  for (const { text, values } of sent) {
    const { rows } = await client.query(`explain (format json) ${text}`, values);
    const scans = unboundedScans(rows[0]["QUERY PLAN"][0].Plan, bigTables, partialIndexes);
    if (scans.length) found.push(`${scans.join(", ")}: ${text}`);
  }
  return found;
}

/**
 * A client of the test's database, seeded with `seed` the first time (when `table` is empty) and
 * its `analyze` tables vacuumed and analyzed, so the planner's statistics are the same each run;
 * closed after each test.
 */
export function useSeededClient(seed: string, table: string, analyze: readonly string[]): () => Promise<pg.Client> {
  let client: pg.Client | undefined;
  afterEach(async () => {
    await client?.end().catch(() => {});
  });
  return async () => {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(`select count(*)::int as count from ${table}`);
    if (rows[0].count === 0) {
      await client.query(seed);
      for (const name of analyze) await client.query(`vacuum analyze ${name}`);
    }
    return client;
  };
}

/** What the statements of `sent` cost: the scans of a big table from end to end, and the statements over `budget` pages, with each one's pages. */
export async function readCosts(
  client: pg.Client,
  sent: readonly SentStatement[],
  {
    bigTables,
    partialIndexes = [],
    budget,
  }: { bigTables: readonly string[]; partialIndexes?: readonly string[]; budget: (text: string) => number },
): Promise<{ fullScans: string[]; overBudget: string[]; pages: number[] }> {
  const fullScans = await statementsScanningAll(client, sent, bigTables, partialIndexes);
  // An export sends one statement per batch, alike but for the cursor: the first two of each are explained.
  const sample = sent.filter(({ text }, index) => sent.slice(0, index).filter((other) => other.text === text).length < 2);
  const pages = await pagesRead(client, sample);
  return { fullScans, overBudget: sample.filter(({ text }, index) => pages[index]! > budget(text)).map(({ text }) => text), pages };
}

/**
 * Runs `call` (a request into a handler), reads its whole answer, and expects what it sent to
 * scan no big table from end to end and no statement to read more pages than `budget` allows.
 */
export async function expectFlatReads(
  client: pg.Client,
  call: () => Promise<Response>,
  costs: Parameters<typeof readCosts>[2],
): Promise<void> {
  const sent = await recorded(async () => {
    const response = await call();
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });
  expect(sent.length).toBeGreaterThan(0);
  const { fullScans, overBudget, pages } = await readCosts(client, sent, costs);
  expect(fullScans).toEqual([]);
  expect(overBudget, `pages per statement: ${pages.join(", ")}`).toEqual([]);
}
