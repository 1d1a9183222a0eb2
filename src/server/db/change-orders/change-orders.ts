/**
 * Change orders, their links and signatures (tables change_orders, change_order_links,
 * change_order_signatures): a change order read with its job, customer and the signed quote's tax
 * rate, and every change to it. A change that decides on the job's money (writing one, signing
 * one) claims the job's money version first (../money/job-money.ts), so of two decisions on the
 * same facts one goes through and the other reads again. Each change is one statement with the
 * emails that announce it and the customer's page link they carry.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { activityRowSql, type ActivityRecord } from "../activity/activity";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { recordJobEvents, type NewJobEvent } from "../jobs/events";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { claimMoneyVersionSql } from "../money/job-money";
import { linkTables, ownerOfLinkSql, retireLinksSql } from "../private-links/links";
import { rowsOf } from "../rows";
import {
  appointments,
  changeOrders,
  changeOrderSignatures,
  jobs,
  leads,
  quotes,
  type ChangeOrder,
  type ChangeOrderSignature,
  type EmailMessage,
  type Job,
} from "../schema";

/** A change order with what its document, notices and rules need. */
export interface ChangeOrderRecord {
  order: ChangeOrder;
  job: {
    id: string;
    number: number;
    stage: Job["stage"];
    locale: string;
    jobAddress: string;
    appointmentId: string | null;
    leadId: string | null;
  };
  quoteNumber: number;
  /** The signed quote revision's sales-tax rate, in basis points: every change order of the job is taxed at it. */
  taxRateBasisPoints: number;
  customer: { firstName: string; lastName: string; email: string };
  signature: ChangeOrderSignature | null;
}

/**
 * The signed quote's tax rate of the job in the row of "jobs". Written with explicit table names:
 * drizzle leaves them off the columns of a one-table select.
 */
const taxRateSql = sql<number>`(select qr.tax_rate_basis_points from quote_revisions qr join quote_signatures qs on qs.quote_id = qr.quote_id and qs.revision = qr.revision where qr.quote_id = "jobs"."quote_id")`;

/** The change order `where` selects, with its job, customer, tax rate and signature; null when none. */
async function readRecord(db: Database, where: SQL): Promise<ChangeOrderRecord | null> {
  const [row] = await db
    .select({
      order: changeOrders,
      job: {
        id: jobs.id,
        number: jobs.number,
        stage: jobs.stage,
        locale: jobs.locale,
        jobAddress: jobs.jobAddress,
        appointmentId: jobs.appointmentId,
        leadId: jobs.leadId,
      },
      quoteNumber: quotes.number,
      taxRateBasisPoints: taxRateSql,
      firstName: sql<string>`coalesce(${appointments.firstName}, ${leads.firstName})`,
      lastName: sql<string>`coalesce(${appointments.lastName}, ${leads.lastName})`,
      email: sql<string>`coalesce(${appointments.email}, ${leads.email})`,
      signature: changeOrderSignatures,
    })
    .from(changeOrders)
    .innerJoin(jobs, eq(jobs.id, changeOrders.jobId))
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .leftJoin(appointments, eq(appointments.id, jobs.appointmentId))
    .leftJoin(leads, eq(leads.id, jobs.leadId))
    .leftJoin(changeOrderSignatures, eq(changeOrderSignatures.changeOrderId, changeOrders.id))
    .where(where);
  if (!row) return null;
  const { firstName, lastName, email, taxRateBasisPoints, ...rest } = row;
  return { ...rest, taxRateBasisPoints: Number(taxRateBasisPoints ?? 0), customer: { firstName, lastName, email } };
}

/** The change order `id`, or null. */
export function readChangeOrder(db: Database, id: string): Promise<ChangeOrderRecord | null> {
  return readRecord(db, eq(changeOrders.id, id));
}

/** The change order a working link's token hash opens; null for an unknown link or one retired (by a later send, or a void). */
export function readChangeOrderByTokenHash(db: Database, tokenHash: string): Promise<ChangeOrderRecord | null> {
  return readRecord(db, sql`${changeOrders.id} = ${ownerOfLinkSql(linkTables.changeOrder, tokenHash)}`);
}

/** The signed quote's tax rate of job `jobId` (basis points); null when there is no such job. */
export async function jobTaxRate(db: Database, jobId: string): Promise<number | null> {
  const [row] = await db.select({ rate: taxRateSql }).from(jobs).where(eq(jobs.id, jobId));
  return row ? Number(row.rate ?? 0) : null;
}

/** A new change order's columns, as the server priced them. */
export interface NewChangeOrderValues {
  jobId: string;
  items: unknown;
  note: string;
  totalCents: number;
  contractBeforeCents: number;
  admin: string;
}

/**
 * Writes a draft change order for a job not cancelled, deciding on its money at `version`: null
 * when the version moved meanwhile (the caller reads the facts again) or the job was cancelled.
 */
export async function insertChangeOrderRow(
  db: Database,
  values: NewChangeOrderValues,
  version: number,
  now: Date,
): Promise<{ id: string; number: number } | null> {
  const at = now.toISOString();
  const [written] = rowsOf<{ id: string; number: number }>(
    await db.execute(sql`
      with claimed as (${claimMoneyVersionSql(values.jobId, version, now)}),
      created as (
        insert into ${changeOrders} (job_id, items, note, total_cents, contract_before_cents, status, created_by, created_at, updated_at)
        select ${values.jobId}::uuid, ${JSON.stringify(values.items)}::jsonb, ${values.note}, ${values.totalCents}, ${values.contractBeforeCents}, 'draft', ${values.admin}, ${at}, ${at}
        from claimed where exists (select 1 from ${jobs} where ${jobs.id} = ${values.jobId}::uuid and ${jobs.stage} <> 'cancelled')
        returning id, number
      )
      select id, number from created
    `),
  );
  return written ? { id: written.id, number: Number(written.number) } : null;
}

/** A change order of a job as the re-measure reads it: its status and stored lines. */
export interface JobChangeOrderLines {
  id: string;
  status: ChangeOrder["status"];
  items: unknown;
}

/** The job's change orders not void, oldest first. */
export function listLiveChangeOrders(db: Database, jobId: string): Promise<JobChangeOrderLines[]> {
  return db
    .select({ id: changeOrders.id, status: changeOrders.status, items: changeOrders.items })
    .from(changeOrders)
    .where(sql`${changeOrders.jobId} = ${jobId} and ${changeOrders.status} <> 'void'`)
    .orderBy(changeOrders.createdAt, changeOrders.number);
}

/**
 * Rewrites the lines of a change order still a draft, deciding on its job's money at `version`
 * (as writing one does), or voids it when `values` is null (no line left): false when the version
 * moved meanwhile or it is no longer a draft (sent meanwhile: the caller reads again).
 */
export async function rewriteDraftChangeOrderRow(
  db: Database,
  { id, jobId, values }: { id: string; jobId: string; values: Omit<NewChangeOrderValues, "jobId" | "admin"> | null },
  version: number,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const change = values
    ? sql`items = ${JSON.stringify(values.items)}::jsonb, note = ${values.note}, total_cents = ${values.totalCents}, contract_before_cents = ${values.contractBeforeCents}`
    : sql`status = 'void', voided_at = ${at}`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with claimed as (${claimMoneyVersionSql(jobId, version, now)})
      update ${changeOrders} set ${change}, updated_at = ${at}
      where ${changeOrders.id} = ${id} and ${changeOrders.jobId} = ${jobId}::uuid and ${changeOrders.status} = 'draft' and exists (select 1 from claimed)
      returning id
    `),
  );
  return rows.length > 0;
}

/** Voids an unsigned change order (a draft or sent) and retires its links; false when it was signed or void already. */
export async function voidChangeOrderRow(db: Database, id: string, activity: ActivityRecord, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with voided as (
        update ${changeOrders} set status = 'void', voided_at = ${at}, updated_at = ${at}
        where ${changeOrders.id} = ${id} and ${changeOrders.status} in ('draft', 'sent') returning id
      ),
      retired as (${retireLinksSql(linkTables.changeOrder, sql`select id from voided`, now)}),
      activity as (${activityRowSql(activity, "voided")})
      select id from voided
    `),
  );
  return rows.length > 0;
}

/** The signature as stored: who signed, what they saw, and the contract before and after it. */
export interface ChangeOrderSignatureValues {
  typedName: string;
  ipAddress: string | null;
  userAgent: string | null;
  consentVersion: string;
  /** The document's canonical text, and its SHA-256. */
  document: string;
  documentSha256: string;
  totalCents: number;
  contractBeforeCents: number;
  contractAfterCents: number;
}

/** What a signing statement did: whether it held the money version it decided on, and the emails it stored once signed. */
export type SignOutcome = { claimed: false } | { claimed: true; emails: EmailMessage[] | null };

/**
 * Signs a sent change order of a job not cancelled, deciding on the job's money at `version`:
 * claims the version, marks it signed (the contract it was signed against recorded), records the
 * signature, adds the job's event and stores the customer's page link and the emails, in one
 * statement. `claimed: false` when the version moved meanwhile (read again and decide again);
 * `emails: null` when it was no longer sent (signed, void) or the job was cancelled. A second
 * signature at the same instant fails on the signatures' primary key.
 */
export async function signChangeOrderRow(
  db: Database,
  {
    id,
    jobId,
    version,
    signature,
    event,
    emails,
    customerLink,
    now,
  }: {
    id: string;
    jobId: string;
    version: number;
    signature: ChangeOrderSignatureValues;
    event: NewJobEvent;
    emails: readonly QueuedEmail[];
    customerLink?: CustomerLinkRow;
    now: Date;
  },
): Promise<SignOutcome> {
  const at = now.toISOString();
  const s = signature;
  const [written] = rowsOf<{ claimed: number; signed: number; email_ids: (number | string)[] }>(
    await db.execute(sql`
      with claimed as (${claimMoneyVersionSql(jobId, version, now)}),
      signed as (
        update ${changeOrders} set status = 'signed', signed_at = ${at}, contract_before_cents = ${s.contractBeforeCents}, updated_at = ${at}
        where ${changeOrders.id} = ${id} and ${changeOrders.jobId} = ${jobId}::uuid and ${changeOrders.status} = 'sent' and exists (select 1 from claimed)
          and exists (select 1 from ${jobs} where ${jobs.id} = ${jobId}::uuid and ${jobs.stage} <> 'cancelled')
        returning id, job_id
      ),
      signature as (
        insert into ${changeOrderSignatures} (change_order_id, typed_name, signed_at, ip_address, user_agent, consent_version, document, document_sha256, total_cents, contract_before_cents, contract_after_cents)
        select id, ${s.typedName}, ${at}, ${s.ipAddress}, ${s.userAgent}, ${s.consentVersion}, ${s.document}, ${s.documentSha256}, ${s.totalCents}, ${s.contractBeforeCents}, ${s.contractAfterCents}
        from signed
      ),
      job as (select job_id as id from signed),
      job_event as (${recordJobEvents("job", [event], now)}),
      my_link as (${storeCustomerLink("signed", customerLink, now)}),
      mail as (${storeEmailsAbout("signed", emails, now)})
      select (select count(*) from claimed)::int as claimed, (select count(*) from signed)::int as signed, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
    `),
  );
  if (!written || Number(written.claimed) === 0) return { claimed: false };
  return { claimed: true, emails: Number(written.signed) > 0 ? await emailsById(db, written.email_ids) : null };
}
