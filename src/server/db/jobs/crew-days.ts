/**
 * The crew's phone's reads: which install days a team member's crews hold (crew_members →
 * crews.number = install_days.crew), and the facts of those jobs the phone shows. No price,
 * payment or other job is read here.
 */
import { and, asc, between, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { crewMembers, crews, installDays, jobs, jobSignOffs, quoteRevisions, quoteSignatures, type JobSignOff } from "../schema";

/** One crew-day: the job it holds, its day, the crew's number and name. */
export interface CrewDayRow {
  jobId: string;
  day: string;
  crew: number;
  crewName: string;
}

/**
 * The crew-days from `first` through `last` (Phoenix days), by day then crew: those of the crews
 * `memberId` is on, or every crew's when `memberId` is null (the office and owners see what any
 * crew sees). A crew without a name row (none should be) is named by its number.
 */
export async function listCrewDays(db: Database, memberId: string | null, first: string, last: string): Promise<CrewDayRow[]> {
  const theirs =
    memberId === null
      ? undefined
      : inArray(
          installDays.crew,
          db
            .select({ number: crews.number })
            .from(crewMembers)
            .innerJoin(crews, eq(crews.id, crewMembers.crewId))
            .where(eq(crewMembers.memberId, memberId)),
        );
  const rows = await db
    .select({ jobId: installDays.jobId, day: installDays.day, crew: installDays.crew, crewName: crews.name })
    .from(installDays)
    .leftJoin(crews, eq(crews.number, installDays.crew))
    .where(and(between(installDays.day, first, last), theirs))
    .orderBy(asc(installDays.day), asc(installDays.crew));
  return rows.map((row) => ({ ...row, crewName: row.crewName ?? `Crew ${row.crew}` }));
}

/** True when the job holds a day from `first` through `last` on one of `memberId`'s crews (on any crew when null). */
export async function crewHoldsJob(db: Database, memberId: string | null, jobId: string, first: string, last: string): Promise<boolean> {
  const rows = await listCrewDays(db, memberId, first, last);
  return rows.some((row) => row.jobId === jobId);
}

/** The year built on each job's signed revision (null: nobody recorded it), by job id. */
export async function signedYearsBuilt(db: Database, jobIds: readonly string[]): Promise<Map<string, number | null>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: jobs.id, yearBuilt: quoteRevisions.yearBuilt })
    .from(jobs)
    .innerJoin(quoteSignatures, eq(quoteSignatures.quoteId, jobs.quoteId))
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, jobs.quoteId), eq(quoteRevisions.revision, quoteSignatures.revision)))
    .where(inArray(jobs.id, [...jobIds]));
  return new Map(rows.map((row) => [row.jobId, row.yearBuilt]));
}

/** The sign-offs of these jobs, by job id. */
export async function signOffsOf(db: Database, jobIds: readonly string[]): Promise<Map<string, JobSignOff>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(jobSignOffs)
    .where(inArray(jobSignOffs.jobId, [...jobIds]));
  return new Map(rows.map((row) => [row.jobId, row]));
}

/**
 * Records the job's sign-off unless it holds one: the primary key (one per job) and the unique
 * client id judge a race, so two sent at once record one. Answers the row written, or null when
 * another was there first (read it with `signOffsOf`).
 */
export async function insertSignOff(db: Database, row: typeof jobSignOffs.$inferInsert): Promise<JobSignOff | null> {
  const [written] = await db.insert(jobSignOffs).values(row).onConflictDoNothing().returning();
  return written ?? null;
}

/** The sign-off its phone's `clientId` recorded, on whichever job. */
export async function signOffByClientId(db: Database, clientId: string): Promise<JobSignOff | null> {
  const [row] = await db.select().from(jobSignOffs).where(eq(jobSignOffs.clientId, clientId));
  return row ?? null;
}
