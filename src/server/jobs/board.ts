/**
 * The office's views of all jobs: the board (a stage's column or a flag's jobs, in keyset pages),
 * the navigation's counts (jobs per stage, jobs waiting too long, installs today), and the
 * installs calendar by crew over a range of days.
 */
import { closedDay } from "@/core/closed-days";
import { jobMoney } from "@/core/job-money";
import { JOB_STAGES, type JobStage } from "@/core/job-stages";
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { flagCutoffs, JOB_FLAGS } from "@/core/server/job-flags";
import { leadSafeJobIds } from "../db/lead-safe/acknowledgments";
import type { AdminJobCounts, AdminJobPage, InstallCalendar, InstallCalendarEntry, JobListQuery } from "@/schemas/job";
import type { Database } from "../db/client";
import { listCrewRows } from "../db/crews";
import { countFlaggedJobs } from "../db/jobs/flags";
import { listInstallsBetween } from "../db/jobs/install-days";
import { installUnitsOf } from "./install-units";
import { countJobsByStage, readJobPage, readJobs, type JobRecord } from "../db/jobs/jobs";
import { jobMoneyFacts } from "../db/money/job-money";
import { loadCalendarSettings } from "../db/settings/calendar";
import { scopeOf, stageOf } from "./records";
import { permitOf, toAdminJob } from "./views";

/** Every stage with its count (0 for none). */
function perStage(counts: Partial<Record<JobStage, number>>): Record<JobStage, number> {
  return Object.fromEntries(JOB_STAGES.map((stage) => [stage, counts[stage] ?? 0])) as Record<JobStage, number>;
}

/** One page of the board at `now`: newest first, with each job's flags, and every stage's count. */
export async function listJobs(db: Database, query: JobListQuery, now: Date): Promise<AdminJobPage> {
  const cutoffs = flagCutoffs(await loadCalendarSettings(db), now);
  const [{ records, nextCursor }, counts] = await Promise.all([readJobPage(db, { ...query, cutoffs }), countJobsByStage(db)]);
  // A card shows the contract as it stands, a signed change order's total included.
  const money = await jobMoneyFacts(
    db,
    records.map((record) => record.job.id),
  );
  const contractOf = (record: JobRecord) => {
    const read = money.get(record.job.id);
    return read ? jobMoney(read.facts).contractTotalCents : record.job.totalCents;
  };
  return {
    items: records.map((record) => toAdminJob(record, cutoffs, contractOf(record))),
    nextCursor,
    pageSize: query.pageSize,
    counts: perStage(counts),
  };
}

/** The installs of `from` through `to` (optionally one crew's), each with its days in the range and the units to install. */
async function installsBetween(db: Database, from: string, to: string, crew?: number): Promise<InstallCalendarEntry[]> {
  const installs = await listInstallsBetween(db, from, to, crew);
  const jobIds = [...new Set(installs.map((install) => install.jobId))];
  const [jobRows, units, leadSafe] = await Promise.all([readJobs(db, jobIds), installUnitsOf(db, jobIds), leadSafeJobIds(db, jobIds)]);
  const records = new Map(jobRows.map((record) => [record.job.id, record]));
  return installs.flatMap((install) => {
    const record = records.get(install.jobId);
    if (!record) return [];
    const { job, customer } = record;
    return [
      {
        jobId: job.id,
        jobNumber: job.number,
        stage: stageOf(job),
        crew: install.crew,
        crewName: install.crewName,
        dates: install.dates,
        customer: `${customer.firstName} ${customer.lastName}`,
        jobAddress: job.jobAddress,
        optionName: scopeOf(job).name,
        openings: units.get(job.id) ?? [],
        permit: permitOf(job),
        leadSafe: leadSafe.has(job.id),
      },
    ];
  });
}

/** The navigation's counts at `now`: open jobs per stage, jobs waiting too long per reason, and today's installs. */
export async function jobCounts(db: Database, now: Date): Promise<AdminJobCounts> {
  const today = phoenixDate(now);
  const [counts, flags, installs] = await Promise.all([
    countJobsByStage(db),
    loadCalendarSettings(db).then((settings) => countFlaggedJobs(db, flagCutoffs(settings, now))),
    listInstallsBetween(db, today, today),
  ]);
  const total = JOB_FLAGS.reduce((sum, flag) => sum + flags[flag], 0);
  return { stages: perStage(counts), flags: { ...flags, total }, installsToday: installs.length };
}

/** The installs calendar over `from`..`to` (at most 62 days, the schema says), by crew, with the days the calendar is closed: a row for every active crew, and for a retired one only while it holds a day in the range. */
export async function installsCalendar(
  db: Database,
  { from, to, crew }: { from: string; to: string; crew?: number },
): Promise<InstallCalendar> {
  const [settings, crewRows, installs] = await Promise.all([
    loadCalendarSettings(db),
    listCrewRows(db),
    installsBetween(db, from, to, crew),
  ]);
  const closedDates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (closedDay(settings, day)) closedDates.push(day);
  const holding = new Set(installs.map((install) => install.crew));
  const crews = crewRows
    .filter((row) => !row.retired || holding.has(row.number))
    .map(({ number, name, retired }) => ({ number, name, retired }))
    .sort((a, b) => a.number - b.number);
  return { from, to, crews, closedDates, installs };
}

/** The installs working on the Phoenix day `day` (the day sheet, the dashboard). */
export function installsOn(db: Database, day: string): Promise<InstallCalendarEntry[]> {
  return installsBetween(db, day, day);
}

/** The installs with a day from `from` through `to` (the dashboard's week, the calendar feed). */
export function installsDuring(db: Database, from: string, to: string): Promise<InstallCalendarEntry[]> {
  return installsBetween(db, from, to);
}
