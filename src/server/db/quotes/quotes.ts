/**
 * Quotes, their revisions and signatures (tables quotes, quote_revisions, quote_signatures): a
 * quote read with its customer and current revision, and every change to it. A change is one
 * statement, applied only if the quote is still as the caller read it, and stores the emails that
 * announce it, so a signature or an edit that came first wins and nothing stands without its notice.
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { activityRowSql, type ActivityRecord } from "../activity/activity";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { linkTables, ownerOfLinkSql, retireLinksSql } from "../private-links/links";
import { rowsOf } from "../rows";
import type { JobStage } from "@/core/job-stages";
import type { TaxClass } from "@/core/tax-class";
import { recordJobEvents } from "../jobs/events";
import { unpaidInvoiceSql } from "../money/predicates";
import {
  appointments,
  changeOrders,
  installDays,
  invoices,
  jobs,
  leads,
  leadSafeAcknowledgments,
  quotePayments,
  quoteRevisions,
  quotes,
  quoteSignatures,
  type EmailMessage,
  type Quote,
  type QuotePayment,
  type QuoteRevision,
  type QuoteSignature,
} from "../schema";

/** The customer of a quote, as the booking or lead recorded them. */
export interface QuoteCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The visit's address; "" for a lead. */
  address: string;
  /** Where they came from (src/core/channel.ts). */
  channel: string;
}

/** A quote, its customer and the revision its link shows. */
export interface QuoteRecord {
  quote: Quote;
  customer: QuoteCustomer;
  revision: QuoteRevision;
}

const customerColumns = {
  firstName: sql<string>`coalesce(${appointments.firstName}, ${leads.firstName})`,
  lastName: sql<string>`coalesce(${appointments.lastName}, ${leads.lastName})`,
  email: sql<string>`coalesce(${appointments.email}, ${leads.email})`,
  phone: sql<string>`coalesce(${appointments.phone}, ${leads.phone})`,
  address: sql<string>`coalesce(${appointments.address} || ', ' || ${appointments.city} || ', AZ ' || ${appointments.zipCode}, '')`,
  channel: sql<string>`coalesce(${appointments.channel}, ${leads.channel}, 'direct')`,
};

/** The quote `where` selects, with its customer and current revision; null when none. */
async function readRecord(db: Database, where: SQL): Promise<QuoteRecord | null> {
  const [row] = await db
    .select({ quote: quotes, revision: quoteRevisions, ...customerColumns })
    .from(quotes)
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.revision)))
    .leftJoin(appointments, eq(appointments.id, quotes.appointmentId))
    .leftJoin(leads, eq(leads.id, quotes.leadId))
    .where(where);
  if (!row) return null;
  const { quote, revision, ...customer } = row;
  return { quote, revision, customer };
}

/** The quote `id` with its customer and current revision, or null. */
export function readQuote(db: Database, id: string): Promise<QuoteRecord | null> {
  return readRecord(db, eq(quotes.id, id));
}

/** The quote a working link's token hash belongs to; null for an unknown link or one retired (by a later send, or an admin). */
export function readQuoteByTokenHash(db: Database, tokenHash: string): Promise<QuoteRecord | null> {
  return readRecord(db, sql`${quotes.id} = ${ownerOfLinkSql(linkTables.quote, tokenHash)}`);
}

/** The quote's signature and payments, newest payment first. */
export async function signatureAndPayments(
  db: Database,
  id: string,
): Promise<{ signature: QuoteSignature | null; payments: QuotePayment[] }> {
  const [signature] = await db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, id));
  const payments = await db.select().from(quotePayments).where(eq(quotePayments.quoteId, id)).orderBy(desc(quotePayments.createdAt));
  return { signature: signature ?? null, payments };
}

/** Counts an opening of a quote that waits for an answer (sent); the first opening is kept. */
export async function recordView(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(quotes)
    .set({
      views: sql`${quotes.views} + 1`,
      firstViewedAt: sql`coalesce(${quotes.firstViewedAt}, ${now.toISOString()}::timestamptz)`,
      lastViewedAt: now,
    })
    .where(sql`${quotes.id} = ${id} and ${quotes.status} = 'sent'`);
}

// ── Writing ───────────────────────────────────────────────────────────────────────────

/** A revision's columns, as the server priced them. */
export interface RevisionColumns {
  options: unknown;
  taxRateBasisPoints: number;
  /** replacement | modification; the city and the day of its rate for a modification, else null. */
  taxClass: TaxClass;
  taxCity: string | null;
  taxRateAsOf: string | null;
  depositKind: "percent" | "fixed";
  depositValue: number;
  note: string;
  jobAddress: string;
  completion: string;
  validUntil: string;
  /** For a quote priced from the measure sheet, each opening's record (src/core/quote-openings.ts); null for typed lines. */
  pricedOpenings: unknown;
  /** The home's year built as the quote was written (the visit's, or the editor's for a lead); null: unknown. */
  yearBuilt: number | null;
}

/** The revision's columns in the statements' order. */
function revisionValues(content: RevisionColumns): SQL {
  const pricedOpenings = content.pricedOpenings === null ? null : JSON.stringify(content.pricedOpenings);
  return sql`${JSON.stringify(content.options)}::jsonb, ${content.taxRateBasisPoints}, ${content.taxClass}, ${content.taxCity}, ${content.taxRateAsOf}::date, ${content.depositKind}, ${content.depositValue}, ${content.note}, ${content.jobAddress}, ${content.completion}, ${content.validUntil}, ${pricedOpenings}::jsonb, ${content.yearBuilt}::int`;
}

/** Writes a new draft quote for a visit or a lead and its first revision, in one statement; answers its id. */
export async function insertDraftQuote(
  db: Database,
  {
    id,
    owner,
    locale,
    followUp,
    admin,
    activity,
    now,
  }: {
    id: string;
    owner: { appointmentId: string | null; leadId: string | null };
    locale: string;
    followUp: boolean;
    admin: string;
    /** Who did what, when the quote overrides the book's prices. */
    activity?: ActivityRecord;
    now: Date;
  },
  content: RevisionColumns,
): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    with quote as (
      insert into ${quotes} (id, appointment_id, lead_id, locale, status, revision, follow_up, created_by, created_at, updated_at)
      values (${id}, ${owner.appointmentId}, ${owner.leadId}, ${locale}, 'draft', 1, ${followUp}, ${admin}, ${at}, ${at})
      returning id
    ),
    revision as (
      insert into ${quoteRevisions} (quote_id, revision, options, tax_rate_basis_points, tax_class, tax_city, tax_rate_as_of, deposit_kind, deposit_value, note, job_address, completion, valid_until, priced_openings, year_built, created_by, created_at, updated_at)
      select id, 1, ${revisionValues(content)}, ${admin}, ${at}, ${at}
      from quote returning quote_id as id
    ),
    activity as (${activity ? activityRowSql(activity, "revision") : sql`select 1`})
    select id from revision
  `);
}

/**
 * Writes an edit of `quote` (as read): a draft's revision in place, a sent quote's as revision
 * `next`, in one statement and only if the quote is still as read. False when it changed meanwhile.
 */
export async function writeRevision(
  db: Database,
  quote: Pick<Quote, "id" | "status" | "revision">,
  {
    next,
    followUp,
    admin,
    activity,
    now,
  }: {
    next: number;
    followUp: boolean;
    admin: string;
    /** Who did what, when the edit overrides the book's prices: kept only when the edit is written. */
    activity?: ActivityRecord;
    now: Date;
  },
  content: RevisionColumns,
): Promise<boolean> {
  const at = now.toISOString();
  const columns = revisionValues(content);
  const revision =
    quote.status === "draft"
      ? sql`
          with quote as (
            update ${quotes} set follow_up = ${followUp}, updated_at = ${at}
            where ${quotes.id} = ${quote.id} and ${quotes.status} = 'draft' and ${quotes.revision} = ${quote.revision} returning id
          ),
          revision as (
            update ${quoteRevisions} set (options, tax_rate_basis_points, tax_class, tax_city, tax_rate_as_of, deposit_kind, deposit_value, note, job_address, completion, valid_until, priced_openings, year_built) = (${columns}), updated_at = ${at}
            where quote_id = (select id from quote) and revision = ${quote.revision} returning quote_id as id
          )`
      : sql`
          with quote as (
            update ${quotes} set revision = ${next}, follow_up = ${followUp}, updated_at = ${at}
            where ${quotes.id} = ${quote.id} and ${quotes.status} = 'sent' and ${quotes.revision} = ${quote.revision} returning id
          ),
          revision as (
            insert into ${quoteRevisions} (quote_id, revision, options, tax_rate_basis_points, tax_class, tax_city, tax_rate_as_of, deposit_kind, deposit_value, note, job_address, completion, valid_until, priced_openings, year_built, created_by, created_at, updated_at)
            select id, ${next}, ${columns}, ${admin}, ${at}, ${at} from quote returning quote_id as id
          )`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`${revision},
      activity as (${activity ? activityRowSql(activity, "revision") : sql`select 1`})
      select id from revision`),
  );
  return rows.length > 0;
}

/** Turns the quote's one follow-up on or off; false when there is no such quote. */
export async function updateFollowUp(db: Database, id: string, followUp: boolean, now: Date): Promise<boolean> {
  const updated = await db.update(quotes).set({ followUp, updatedAt: now }).where(eq(quotes.id, id)).returning({ id: quotes.id });
  return updated.length > 0;
}

/** The signature as stored: who signed which option of which revision, what they saw, and its figures. */
export interface SignatureValues {
  revision: number;
  optionId: string;
  typedName: string;
  ipAddress: string | null;
  userAgent: string | null;
  consentVersion: string;
  /** The document's canonical text, and its SHA-256. */
  document: string;
  documentSha256: string;
  totalCents: number;
  depositCents: number;
  /**
   * For a home that needs lead-safe work: the pamphlet's edition and the language it was given in,
   * recorded as the owner's acknowledgment beside the signature; null for any other home.
   */
  leadPamphlet: { edition: string; locale: string } | null;
}

/** The job a signature creates: the chosen option as signed, and where the work is done. */
export interface SignedJob {
  /** The option's name and lines (src/schemas/job.ts JobScope). */
  scope: unknown;
  jobAddress: string;
}

/**
 * Marks the sent quote signed, records the signature (and for a home built before 1978 the owner's
 * acknowledgment of EPA's pamphlet) and creates its job (stage "signed", its first timeline
 * event), with `emails`, in one statement, only if the quote is still sent at that
 * revision; null when it is not (signed, declined or revised meanwhile). A second signature at
 * the same instant fails on the table's primary key.
 */
export async function signQuoteRow(
  db: Database,
  quoteId: string,
  signature: SignatureValues,
  job: SignedJob,
  emails: readonly QueuedEmail[],
  now: Date,
  customerLink?: CustomerLinkRow,
): Promise<EmailMessage[] | null> {
  const at = now.toISOString();
  const s = signature;
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
        with signed as (
          update ${quotes} set status = 'signed', signed_at = ${at}, updated_at = ${at}
          where ${quotes.id} = ${quoteId} and ${quotes.status} = 'sent' and ${quotes.revision} = ${s.revision}
          returning id, appointment_id, lead_id, locale
        ),
        signature as (
          insert into ${quoteSignatures} (quote_id, revision, option_id, typed_name, signed_at, ip_address, user_agent, consent_version, document, document_sha256, total_cents, deposit_cents)
          select id, ${s.revision}, ${s.optionId}, ${s.typedName}, ${at}, ${s.ipAddress}, ${s.userAgent}, ${s.consentVersion}, ${s.document}, ${s.documentSha256}, ${s.totalCents}, ${s.depositCents}
          from signed
        ),
        job as (
          insert into ${jobs} (quote_id, appointment_id, lead_id, option_id, scope, total_cents, deposit_cents, job_address, locale, channel, stage, created_at, updated_at)
          select signed.id, signed.appointment_id, signed.lead_id, ${s.optionId}, ${JSON.stringify(job.scope)}::jsonb, ${s.totalCents}, ${s.depositCents}, ${job.jobAddress}, signed.locale,
            coalesce((select channel from ${appointments} where id = signed.appointment_id), (select channel from ${leads} where id = signed.lead_id), 'direct'), 'signed', ${at}, ${at}
          from signed
          returning id
        ),
        lead_safe as (
          insert into ${leadSafeAcknowledgments} (quote_id, job_id, source, typed_name, acknowledged_at, ip_address, user_agent, pamphlet_edition, locale)
          select signed.id, job.id, 'signature', ${s.typedName}, ${at}, ${s.ipAddress}, ${s.userAgent}, ${s.leadPamphlet?.edition ?? null}, ${s.leadPamphlet?.locale ?? null}
          from signed, job where ${s.leadPamphlet !== null}::boolean
        ),
        job_created as (${recordJobEvents("job", [{ actor: "customer", kind: "created", fromStage: null, toStage: "signed", notified: emails.length > 0 }], now)}),
        my_link as (${storeCustomerLink("signed", customerLink, now)}),
        mail as (${storeEmailsAbout("signed", emails, now)})
        select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from signed
      `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}

/** Declines a sent quote, with `emails`, in one statement; null when it was no longer sent. */
export async function declineQuoteRow(
  db: Database,
  quoteId: string,
  reason: string | null,
  emails: readonly QueuedEmail[],
  now: Date,
): Promise<EmailMessage[] | null> {
  const at = now.toISOString();
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with declined as (
        update ${quotes} set status = 'declined', declined_at = ${at}, decline_reason = ${reason}, updated_at = ${at}
        where ${quotes.id} = ${quoteId} and ${quotes.status} = 'sent' returning id
      ),
      mail as (${storeEmailsAbout("declined", emails, now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from declined
    `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}

/**
 * Cancels a signed (or paid) contract and its job (its install days released, its money version
 * moved on so no decision read before stands, its timeline told the job left `jobStage`, with
 * `note`), with `emails`, in one statement; null when it was neither any more. The job's open
 * work is voided next (voidOpenWorkOfCancelled).
 */
export async function cancelQuoteRow(
  db: Database,
  { quoteId, jobStage, note }: { quoteId: string; jobStage: JobStage | null; note: string },
  emails: readonly QueuedEmail[],
  now: Date,
  customerLink?: CustomerLinkRow,
): Promise<EmailMessage[] | null> {
  const at = now.toISOString();
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with cancelled as (
        update ${quotes} set status = 'cancelled', cancelled_at = ${at}, updated_at = ${at}
        where ${quotes.id} = ${quoteId} and ${quotes.status} in ('signed', 'paid') returning id
      ),
      job as (
        update ${jobs} set stage = 'cancelled', stage_before_hold = null, install_sequence = ${jobs.installSequence} + 1, money_version = ${jobs.moneyVersion} + 1, updated_at = ${at}
        where ${jobs.quoteId} = (select id from cancelled) and ${jobs.stage} <> 'cancelled' returning id
      ),
      job_days as (delete from ${installDays} where ${installDays.jobId} = (select id from job)),
      job_cancelled as (${recordJobEvents("job", [{ actor: "customer", kind: "stage", fromStage: jobStage, toStage: "cancelled", note, notified: emails.length > 0 }], now)}),
      my_link as (${storeCustomerLink("cancelled", customerLink, now)}),
      mail as (${storeEmailsAbout("cancelled", emails, now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from cancelled
    `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}

/**
 * Voids the open work of the job of a cancelled contract (`quoteId`'s, or every cancelled
 * contract's for the sweep): its invoices not paid (open, or with a bank payment on its way,
 * refunded once it clears), so none is paid or reminded, and its unsigned change orders, whose
 * links stop opening. Run after the cancellation commits, on committed state, so it also voids
 * an invoice written while the cancel ran. It locks only the rows it voids, never the job's row
 * (which a payment's statement locks after its invoice's): no decision is taken on a cancelled
 * job's money any more, and the cancellation already moved its version on. Answers how many
 * invoices and change orders it voided.
 */
export async function voidOpenWorkOfCancelled(
  db: Database,
  quoteId: string | null,
  now: Date,
): Promise<{ invoices: number; changeOrders: number }> {
  const at = now.toISOString();
  const [row] = rowsOf<{ invoices: number; orders: number }>(
    await db.execute(sql`
      with job as (
        select ${jobs.id} as id from ${jobs} join ${quotes} on ${quotes.id} = ${jobs.quoteId}
        where ${quotes.status} = 'cancelled' and (${quoteId}::uuid is null or ${quotes.id} = ${quoteId}::uuid)
      ),
      void_invoices as (
        update ${invoices} set status = 'void', voided_at = ${at}, updated_at = ${at}
        where ${invoices.jobId} in (select id from job) and ${unpaidInvoiceSql("invoices")} returning id
      ),
      void_orders as (
        update ${changeOrders} set status = 'void', voided_at = ${at}, updated_at = ${at}
        where ${changeOrders.jobId} in (select id from job) and ${changeOrders.status} in ('draft', 'sent') returning id
      ),
      void_order_links as (${retireLinksSql(linkTables.changeOrder, sql`select id from void_orders`, now)})
      select (select count(*) from void_invoices)::int as invoices, (select count(*) from void_orders)::int as orders
    `),
  );
  return { invoices: Number(row?.invoices ?? 0), changeOrders: Number(row?.orders ?? 0) };
}
