/**
 * Changing a job (table jobs): one statement writes the change, its timeline events, the links
 * its notice carries (a fresh link to the customer's page; the quote's page, where the install
 * days are chosen) and the notice's emails, only if the job is still at a stage the change was
 * decided on, and who made it (admin_activity). So nothing stands without its record and its
 * notice, and two changes decided on the same stage cannot both pass.
 */
import { sql, type SQL } from "drizzle-orm";
import type { JobStage } from "@/core/job-stages";
import { activityRowSql, type ActivityRecord } from "../activity/activity";
import type { PermitRequired, PermitStatus } from "@/core/permits";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { linkTables, storeLinkSql } from "../private-links/links";
import { rowsOf } from "../rows";
import { installDays, jobs, photos, type EmailMessage } from "../schema";
import { storeCustomerLink, type CustomerLinkRow } from "./customer-links";
import { recordJobEvents, type NewJobEvent } from "./events";

/** The columns a change may set, by their names in the table. */
export interface JobColumns {
  stage?: JobStage;
  stage_before_hold?: JobStage | null;
  manufacturer?: string | null;
  order_number?: string | null;
  ordered_on?: string | null;
  expected_delivery?: string | null;
  expected_delivery_precision?: "day" | "week";
  delivered_on?: string | null;
  measured_on?: string | null;
  measurements?: string;
  install_days?: number;
  scheduling_open?: boolean;
  installed_at?: Date | null;
  completed_at?: Date | null;
  permit_required?: PermitRequired;
  permit_number?: string | null;
  permit_status?: PermitStatus;
  permit_inspection_date?: string | null;
  sign_off_issues_at?: Date | null;
}

/** The links a notice carries, stored with the change. */
export interface NoticeLinks {
  /** A fresh link to the customer's page. */
  customer?: CustomerLinkRow;
  /** A fresh link to the quote's page (where the customer chooses install days): its token's hash. */
  quoteTokenHash?: string;
}

/** One change of a job, as the statement writes it. */
export interface JobWrite {
  jobId: string;
  /** The stages the change was decided on: nothing is written when the job is at another. */
  atStages: readonly JobStage[];
  set: JobColumns;
  events: readonly NewJobEvent[];
  emails: readonly QueuedEmail[];
  links?: NoticeLinks;
  /** Write only while the job has a photo attached (it is being marked installed): a photo removed meanwhile leaves it unwritten. */
  needsPhotos?: boolean;
  /**
   * Write only while the job's install days, if it holds any, have begun by this Phoenix day
   * (it is being marked installed): days moved later meanwhile leave it unwritten. The rule is
   * src/core/server/install-days.ts `installAhead`; this asks it again of the rows.
   */
  installBegunBy?: string;
  /** Who did it, kept in admin_activity when the change is written (an admin's change). */
  activity?: ActivityRecord;
  /** Delete the job's install days with the change (a correction back before scheduling, a cancel), and raise the install event's SEQUENCE (its cancellation is sent). */
  releaseInstallDays?: boolean;
  now: Date;
}

/** The SET list of `columns` (names of ours, values as parameters). */
function setList(columns: JobColumns, now: Date, raiseInstallSequence: boolean): SQL {
  const assignments = Object.entries(columns)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.identifier(column)} = ${value instanceof Date ? value.toISOString() : value}`);
  const sequence = raiseInstallSequence ? [sql`install_sequence = ${jobs.installSequence} + 1`] : [];
  return sql.join([...assignments, ...sequence, sql`updated_at = ${now.toISOString()}`], sql`, `);
}

/** The CTEs that store a notice's links about the job `source` returns (columns id, quote_id). */
export function noticeLinksSql(source: string, links: NoticeLinks | undefined, now: Date): SQL {
  return sql`my_link as (${storeCustomerLink(source, links?.customer, now)}), quote_link as (${storeLinkSql(linkTables.quote, source, links?.quoteTokenHash, now, "quote_id")})`;
}

/** Writes the change; answers the stored emails, or null when the job is gone or no longer at one of `atStages` (nothing written). */
export async function writeJobChange(db: Database, change: JobWrite): Promise<EmailMessage[] | null> {
  const stages = sql.join(
    change.atStages.map((stage) => sql`${stage}`),
    sql`, `,
  );
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with changed as (
        update ${jobs} set ${setList(change.set, change.now, change.releaseInstallDays ?? false)}
        where ${jobs.id} = ${change.jobId} and ${jobs.stage} in (${stages})
          and (not ${change.needsPhotos ?? false}::boolean or exists (select 1 from ${photos} p where p.job_id = ${jobs.id}))
          and (${change.installBegunBy ?? null}::date is null or coalesce((select min(d.day) from ${installDays} d where d.job_id = ${jobs.id}) <= ${change.installBegunBy ?? null}::date, true))
        returning id, quote_id
      ),
      events as (${recordJobEvents("changed", change.events, change.now)}),
      released as (delete from ${installDays} where ${installDays.jobId} = (select id from changed) and ${change.releaseInstallDays ?? false}),
      ${noticeLinksSql("changed", change.links, change.now)},
      mail as (${storeEmailsAbout("changed", change.emails, change.now)}),
      activity as (${change.activity ? activityRowSql(change.activity, "changed") : sql`select 1`})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from changed
    `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}
