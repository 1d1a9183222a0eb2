/**
 * Install crew-days (table install_days): booking a job's days on one crew, moving them,
 * unbooking them, and reading who holds which crew-day. A booking is one statement: the lowest
 * active crew (table crews) free on every one of the days (the seat rule, ../seats.ts INSTALL_SEATS), one row per day,
 * the job's stage, its timeline, its notice's links and emails; the unique (day, crew) judges two
 * bookings at once, so a crew-day is never held twice, and a booking that loses fails whole.
 */
import { and, asc, between, eq, sql } from "drizzle-orm";
import type { JobStage } from "@/core/job-stages";
import type { HeldCrewDay } from "@/core/server/install-days";
import { activityRowSql, type ActivityRecord } from "../activity/activity";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { rowsOf } from "../rows";
import { crews, installDays, jobs, type EmailMessage } from "../schema";
import { activeCrewSeats, INSTALL_SEATS, seatIsFree } from "../seats";
import { noticeLinksSql, type NoticeLinks } from "./changes";
import { recordJobEvents, type NewJobEvent } from "./events";

/** A booking (or a move) of a job's install days. */
export interface InstallWrite {
  jobId: string;
  /** The stages the booking was decided on: nothing is written when the job is at another. */
  atStages: readonly JobStage[];
  /** The days, in order (the core's installDates). */
  dates: readonly string[];
  /** The job's stage after it ("scheduled", or "on_hold" kept as it is). */
  stage: JobStage;
  /** The customer may choose (again) after this: scheduling stays open. */
  schedulingOpen: boolean;
  events: readonly NewJobEvent[];
  emails: readonly QueuedEmail[];
  links?: NoticeLinks;
  /** Who did it, when the office books (admin_activity), kept only when the booking is written. */
  activity?: ActivityRecord;
  now: Date;
}

/** The days as rows of a JSON array parameter: one parameter however many days. */
const daysOf = (dates: readonly string[]) =>
  sql`(select value::date as day from jsonb_array_elements_text(${JSON.stringify(dates)}::jsonb)) as d`;

/**
 * Books the job's days on the lowest active crew free on all of them, releasing the days it held
 * (a move), with its stage, events, links and emails, in one statement. Answers the crew and the
 * stored emails; null when no crew is free on one of the days, or the job is no longer at one of
 * `atStages`. A unique violation (another booking took a crew-day between this statement's look
 * and its write) is thrown for the caller to retry on fresh rows.
 */
export async function bookInstallDays(db: Database, write: InstallWrite): Promise<{ crew: number; emails: EmailMessage[] } | null> {
  const at = write.now.toISOString();
  const stages = sql.join(
    write.atStages.map((stage) => sql`${stage}`),
    sql`, `,
  );
  const [written] = rowsOf<{ crew: number; email_ids: (number | string)[] }>(
    await db.execute(sql`
      with job as (
        select ${jobs.id} as id from ${jobs} where ${jobs.id} = ${write.jobId} and ${jobs.stage} in (${stages})
      ),
      pick as (
        select free.seat_number as crew from ${activeCrewSeats()}
        where exists (select 1 from job)
          and not exists (select 1 from ${daysOf(write.dates)} where not (${seatIsFree(INSTALL_SEATS, { slot: [sql`d.day`], leaving: write.jobId })}))
        order by free.seat_number
        limit 1
      ),
      released as (
        -- A move's old days go only when the new ones are free.
        delete from ${installDays} where ${installDays.jobId} = (select id from job) and exists (select 1 from pick) returning day
      ),
      booked as (
        insert into ${installDays} (job_id, day, crew)
        select ${write.jobId}::uuid, d.day, pick.crew from pick cross join ${daysOf(write.dates)}
        -- After the release (its count is read first), so a move may keep a crew-day it held.
        where (select count(*) from released) >= 0
        returning crew
      ),
      changed as (
        update ${jobs} set stage = ${write.stage}, stage_before_hold = case when ${write.stage} = 'on_hold' then ${jobs.stageBeforeHold} else null end,
          scheduling_open = ${write.schedulingOpen}, install_sequence = ${jobs.installSequence} + 1, updated_at = ${at}
        where ${jobs.id} = ${write.jobId} and exists (select 1 from pick)
        returning id, quote_id
      ),
      events as (${recordJobEvents("changed", write.events, write.now)}),
      ${noticeLinksSql("changed", write.links, write.now)},
      mail as (${storeEmailsAbout("changed", write.emails, write.now)}),
      activity as (${write.activity ? activityRowSql(write.activity, "changed") : sql`select 1`})
      select (select crew from pick) as crew, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
      from changed
    `),
  );
  if (!written) return null;
  return { crew: Number(written.crew), emails: await emailsById(db, written.email_ids) };
}

/** An unbooking of a job's install days. */
export interface UnbookWrite {
  jobId: string;
  /** The stage it was decided on. */
  atStage: JobStage;
  /** The stage (and, on hold, the stage to resume to) after it. */
  stage: JobStage;
  stageBeforeHold: JobStage | null;
  events: readonly NewJobEvent[];
  emails: readonly QueuedEmail[];
  links?: NoticeLinks;
  /** Who did it (admin_activity), kept only when the unbooking is written. */
  activity: ActivityRecord;
  now: Date;
}

/** Deletes the job's install days with its stage, events, links and emails, in one statement; null when it held none or changed meanwhile. */
export async function unbookInstallDays(db: Database, write: UnbookWrite): Promise<EmailMessage[] | null> {
  const at = write.now.toISOString();
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with job as (
        select ${jobs.id} as id from ${jobs} where ${jobs.id} = ${write.jobId} and ${jobs.stage} = ${write.atStage}
      ),
      released as (
        delete from ${installDays} where ${installDays.jobId} = (select id from job) returning day
      ),
      changed as (
        update ${jobs} set stage = ${write.stage}, stage_before_hold = ${write.stageBeforeHold}, install_sequence = ${jobs.installSequence} + 1, updated_at = ${at}
        where ${jobs.id} = ${write.jobId} and exists (select 1 from released)
        returning id, quote_id
      ),
      events as (${recordJobEvents("changed", write.events, write.now)}),
      ${noticeLinksSql("changed", write.links, write.now)},
      mail as (${storeEmailsAbout("changed", write.emails, write.now)}),
      activity as (${activityRowSql(write.activity, "changed")})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from changed
    `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}

/** Every crew-day held from `first` through `last` (Phoenix days). */
export async function listHeldCrewDays(db: Database, first: string, last: string): Promise<HeldCrewDay[]> {
  const rows = await db
    .select({ jobId: installDays.jobId, day: installDays.day, crew: installDays.crew })
    .from(installDays)
    .where(between(installDays.day, first, last))
    .orderBy(asc(installDays.day), asc(installDays.crew));
  return rows;
}

/** The jobs holding crew-days from `first` through `last`, each with its crew's name and its days in that range, by crew then first day; optionally one crew's. */
export async function listInstallsBetween(
  db: Database,
  first: string,
  last: string,
  crew?: number,
): Promise<{ jobId: string; crew: number; crewName: string; dates: string[] }[]> {
  const rows = rowsOf<{ job_id: string; crew: number; crew_name: string | null; dates: string[] }>(
    await db.execute(sql`
      select ${installDays.jobId} as job_id, ${installDays.crew} as crew, min(${crews.name}) as crew_name,
        array_agg(${installDays.day}::text order by ${installDays.day}) as dates
      from ${installDays} left join ${crews} on ${crews.number} = ${installDays.crew}
      where ${and(between(installDays.day, first, last), crew === undefined ? undefined : eq(installDays.crew, crew))}
      group by ${installDays.jobId}, ${installDays.crew}
      order by ${installDays.crew}, min(${installDays.day})
    `),
  );
  return rows.map((row) => ({
    jobId: row.job_id,
    crew: Number(row.crew),
    crewName: row.crew_name ?? `Crew ${row.crew}`,
    dates: row.dates,
  }));
}

/** The job's first install day, or null when it holds none. */
export async function firstInstallDay(db: Database, jobId: string): Promise<string | null> {
  const [row] = await db
    .select({ day: installDays.day })
    .from(installDays)
    .where(eq(installDays.jobId, jobId))
    .orderBy(asc(installDays.day))
    .limit(1);
  return row?.day ?? null;
}

/** A change of the crew holding a job's booked days. */
export interface CrewChangeWrite {
  jobId: string;
  /** The stage it was decided on: nothing is written when the job is at another. */
  atStage: JobStage;
  /** The crew (crews.id) to hold the days. */
  crewId: string;
  /** The timeline's entry, written only when the crew changes. */
  events: readonly NewJobEvent[];
  now: Date;
}

/**
 * Hands every day the job holds to the crew `crewId`, in one statement, when that crew is active
 * and free on all of them (the job's own days aside); the unique (day, crew) judges another
 * booking taking one of those crew-days at the same time, whose violation is thrown for the
 * caller. Answers the crew's number and name, or null when the crew is retired or unknown, is
 * busy on one of the days, or the job changed (another stage, no days).
 */
export async function changeInstallCrew(db: Database, write: CrewChangeWrite): Promise<{ crew: number; crewName: string } | null> {
  const [written] = rowsOf<{ crew: number; crew_name: string }>(
    await db.execute(sql`
      with job as (
        select ${jobs.id} as id from ${jobs} where ${jobs.id} = ${write.jobId} and ${jobs.stage} = ${write.atStage}
      ),
      target as (
        select ${crews.number} as number, ${crews.name} as name from ${crews} where ${crews.id} = ${write.crewId} and ${crews.retiredAt} is null
      ),
      free as (
        select 1 from target
        where exists (select 1 from ${installDays} mine where mine.job_id = (select id from job))
          and not exists (
            select 1 from ${installDays} mine join ${installDays} other on other.day = mine.day
            where mine.job_id = (select id from job) and other.job_id <> mine.job_id and other.crew = target.number
          )
      ),
      moved as (
        update ${installDays} set crew = (select number from target)
        where ${installDays.jobId} = (select id from job) and exists (select 1 from free) and ${installDays.crew} <> (select number from target)
        returning job_id
      ),
      changed as (select distinct job_id as id from moved),
      events as (${recordJobEvents("changed", write.events, write.now)})
      select target.number as crew, target.name as crew_name from target where exists (select 1 from free)
    `),
  );
  return written ? { crew: Number(written.crew), crewName: written.crew_name } : null;
}
