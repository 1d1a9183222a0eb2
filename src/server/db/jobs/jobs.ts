/**
 * Reading jobs (table jobs): one job with its customer (from the visit or lead its quote was
 * written for), the job of a quote, the board's keyset pages and its counts.
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { JobFlag } from "@/core/server/job-flags";
import type { FlagCutoffs } from "@/core/server/job-flags";
import type { JobStage } from "@/core/job-stages";
import type { Database } from "../client";
import { afterKeyset, keysetCursor } from "../keyset";
import { rowsOf } from "../rows";
import { appointments, crews, installDays, jobs, leads, photos, quotes, type Job } from "../schema";
import { flaggedSql } from "./flags";

/** A job's customer, as the visit or lead recorded them. */
export interface JobCustomerRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A job with its customer, its quote's number and its install days (none until booked). */
export interface JobRecord {
  job: Job;
  customer: JobCustomerRow;
  quoteNumber: number;
  install: { crew: number | null; crewName: string | null; dates: string[] };
  /** How many photos are attached to the job (an installed job has its after photos). */
  photoCount: number;
}

const customerColumns = {
  firstName: sql<string>`coalesce(${appointments.firstName}, ${leads.firstName})`,
  lastName: sql<string>`coalesce(${appointments.lastName}, ${leads.lastName})`,
  email: sql<string>`coalesce(${appointments.email}, ${leads.email})`,
  phone: sql<string>`coalesce(${appointments.phone}, ${leads.phone})`,
};

/** The install days of the job in the row, in order, as a JSON array of { day, crew, crewName }. */
const installColumn = sql<{ day: string; crew: number; crewName: string | null }[] | null>`(
  select json_agg(json_build_object('day', d.day::text, 'crew', d.crew, 'crewName', c.name) order by d.day)
  from ${installDays} d left join ${crews} c on c.number = d.crew
  where d.job_id = ${jobs.id}
)`;

/** How many photos are attached to the job in the row. */
const photoCountColumn = sql<number>`(select count(*)::int from ${photos} p where p.job_id = ${jobs.id})`;

function recordSelect(db: Database) {
  return db
    .select({ job: jobs, quoteNumber: quotes.number, install: installColumn, photoCount: photoCountColumn, ...customerColumns })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .leftJoin(appointments, eq(appointments.id, jobs.appointmentId))
    .leftJoin(leads, eq(leads.id, jobs.leadId));
}

type RecordRow = {
  job: Job;
  quoteNumber: number;
  install: { day: string; crew: number; crewName: string | null }[] | null;
  photoCount: number;
} & JobCustomerRow;

function toRecord({ job, quoteNumber, install, photoCount, ...customer }: RecordRow): JobRecord {
  const days = install ?? [];
  return {
    job,
    customer,
    quoteNumber,
    install: { crew: days[0]?.crew ?? null, crewName: days[0]?.crewName ?? null, dates: days.map((entry) => entry.day) },
    photoCount: Number(photoCount),
  };
}

/** The job `where` selects, or null. */
async function readRecord(db: Database, where: SQL): Promise<JobRecord | null> {
  const [row] = await recordSelect(db).where(where);
  return row ? toRecord(row) : null;
}

/** The job with this id, or null. */
export function readJob(db: Database, id: string): Promise<JobRecord | null> {
  return readRecord(db, eq(jobs.id, id));
}

/** The job of this quote (one per signed quote), or null. */
export function readJobOfQuote(db: Database, quoteId: string): Promise<JobRecord | null> {
  return readRecord(db, eq(jobs.quoteId, quoteId));
}

/** The id of the quote's job, or null (`adminQuote`'s `jobId`). */
export async function jobIdOfQuote(db: Database, quoteId: string): Promise<string | null> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.quoteId, quoteId));
  return row?.id ?? null;
}

/** The jobs of these ids, with their customers, in no set order. */
export async function readJobs(db: Database, ids: readonly string[]): Promise<JobRecord[]> {
  if (ids.length === 0) return [];
  const rows = await recordSelect(db).where(
    sql`${jobs.id} in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return rows.map(toRecord);
}

// ── The board ──────────────────────────────────────────────────────────────────────

/** What the board's query asks: a stage, a flag, the page after a cursor. */
export interface BoardQuery {
  stage?: JobStage;
  flag?: JobFlag;
  after?: string;
  pageSize: number;
  cutoffs: FlagCutoffs;
}

/** One keyset page of jobs, newest first, and the cursor of the next page. */
export async function readJobPage(db: Database, query: BoardQuery): Promise<{ records: JobRecord[]; nextCursor: string | null }> {
  const where = and(
    query.stage ? eq(jobs.stage, query.stage) : undefined,
    query.flag ? flaggedSql(query.flag, query.cutoffs) : undefined,
    afterKeyset(query.after, jobs.createdAt, jobs.id),
  );
  const rows = await recordSelect(db)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize).map(toRecord);
  const last = page.at(-1);
  return { records: page, nextCursor: rows.length > query.pageSize && last ? keysetCursor(last.job.createdAt, last.job.id) : null };
}

/** How many jobs are at each stage now. */
export async function countJobsByStage(db: Database): Promise<Partial<Record<JobStage, number>>> {
  const rows = rowsOf<{ stage: JobStage; count: number }>(
    await db.execute(sql`select ${jobs.stage} as stage, count(*)::int as count from ${jobs} group by ${jobs.stage}`),
  );
  return Object.fromEntries(rows.map((row) => [row.stage, Number(row.count)]));
}

/** The job's re-measure visit: its newest one not cancelled, else its newest; null when none was booked. */
export async function remeasureVisitOf(
  db: Database,
  jobId: string,
): Promise<Pick<typeof appointments.$inferSelect, "id" | "appointmentDate" | "appointmentTime" | "status"> | null> {
  const [row] = await db
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.jobId, jobId))
    .orderBy(sql`${appointments.status} = 'cancelled'`, desc(appointments.createdAt))
    .limit(1);
  return row ?? null;
}
