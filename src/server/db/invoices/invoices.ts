/**
 * The statements of invoices and their payments. Each is one statement: writing an invoice
 * claims its job's money version (src/server/db/money/job-money.ts), so two invoices decided on
 * the same facts cannot both be written; every statement that changes money facts (a payment in,
 * on its way, failed; an invoice paid or voided) raises that version; the emails of a change are
 * stored by the statement that makes it; a Stripe event is recorded with its effect.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { activityRowSql, type ActivityRecord } from "../activity/activity";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { recordJobEvents, type NewJobEvent } from "../jobs/events";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { bumpMoneyVersionSql, claimMoneyVersionSql } from "../money/job-money";
import { linkTables, ownerOfLinkSql } from "../private-links/links";
import { rowsOf } from "../rows";
import { invoicePayments, invoices, jobs, type EmailMessage, type Invoice, type InvoicePayment } from "../schema";
import { eventSeenSql, recordEventSql } from "../stripe-events/events";

/** A new invoice as decided on the facts read at `version`. */
export interface NewInvoiceRow {
  jobId: string;
  version: number;
  kind: "progress" | "final";
  percentBasisPoints: number | null;
  amountCents: number;
  lines: { description: string; amountCents: number }[];
  dueOn: string | null;
  createdBy: string;
  now: Date;
}

/** Writes the invoice only while the job's money is still at `version` and the job is not cancelled; null when either changed (read again and decide again). */
export async function insertInvoice(db: Database, row: NewInvoiceRow): Promise<{ id: string; number: number } | null> {
  const at = row.now.toISOString();
  const [written] = rowsOf<{ id: string; number: number }>(
    await db.execute(sql`
      with claimed as (${claimMoneyVersionSql(row.jobId, row.version, row.now)})
      insert into ${invoices} (job_id, kind, percent_basis_points, amount_cents, lines, status, due_on, created_by, created_at, updated_at)
      select id, ${row.kind}, ${row.percentBasisPoints}::integer, ${row.amountCents}, ${JSON.stringify(row.lines)}::jsonb, 'open', ${row.dueOn}::date, ${row.createdBy}, ${at}, ${at}
      from claimed where exists (select 1 from ${jobs} where ${jobs.id} = ${row.jobId}::uuid and ${jobs.stage} <> 'cancelled')
      returning id, number
    `),
  );
  return written ? { id: written.id, number: Number(written.number) } : null;
}

/** The invoice with this id, or null. */
export async function readInvoice(db: Database, id: string): Promise<Invoice | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/** The invoice a working link (its token's hash) opens, or null for an unknown or retired link. */
export async function invoiceOfLink(db: Database, tokenHash: string): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(sql`${invoices.id} = ${ownerOfLinkSql(linkTables.invoice, tokenHash)}`);
  return row ?? null;
}

/** The invoice's payments, newest first. */
export function paymentsOfInvoice(db: Database, invoiceId: string): Promise<InvoicePayment[]> {
  return db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(desc(invoicePayments.createdAt), desc(invoicePayments.id));
}

/** The office's reminders switch; null for no such invoice. */
export async function setInvoiceReminders(db: Database, invoiceId: string, reminders: boolean, now: Date): Promise<Invoice | null> {
  const [row] = await db.update(invoices).set({ reminders, updatedAt: now }).where(eq(invoices.id, invoiceId)).returning();
  return row ?? null;
}

/** Voids an open invoice (none of its money on its way) and raises its job's money version; null when it is not open. */
export async function voidOpenInvoice(db: Database, invoiceId: string, activity: ActivityRecord, now: Date): Promise<Invoice | null> {
  const at = now.toISOString();
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      with voided as (
        update ${invoices} set status = 'void', voided_at = ${at}, updated_at = ${at}
        where ${invoices.id} = ${invoiceId} and ${invoices.status} = 'open'
        returning id, job_id
      ),
      bumped as (${bumpMoneyVersionSql(sql`(select job_id from voided)`, now)}),
      activity as (${activityRowSql(activity, "voided")})
      select id from voided
    `),
  );
  return row ? readInvoice(db, row.id) : null;
}

/** A payment the office took offline, as recorded. */
export interface OfflinePaymentRow {
  invoiceId: string;
  jobId: string;
  paymentId: string;
  method: string;
  amountCents: number;
  reference: string | null;
  recordedBy: string;
  event: NewJobEvent;
  emails: readonly QueuedEmail[];
  customerLink?: CustomerLinkRow;
  now: Date;
  /** Who recorded it, kept with the payment. */
  activity: ActivityRecord;
}

/**
 * One statement: the invoice paid by the new payment (only while open, and only for its exact
 * amount), the payment row (paid), the job's money version raised, a job event and the receipt
 * and notice emails. Null when the invoice was not open (paid, on its way or void meanwhile).
 */
export async function recordOfflinePayment(db: Database, row: OfflinePaymentRow): Promise<EmailMessage[] | null> {
  const at = row.now.toISOString();
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with paid as (
        update ${invoices} set status = 'paid', paid_at = ${at}, paid_payment_id = ${row.paymentId}::uuid, updated_at = ${at}
        where ${invoices.id} = ${row.invoiceId} and ${invoices.status} = 'open' and ${invoices.amountCents} = ${row.amountCents}
        returning id, job_id
      ),
      payment as (
        insert into ${invoicePayments} (id, invoice_id, job_id, method, reference, recorded_by, amount_cents, status, paid_at, created_at, updated_at)
        select ${row.paymentId}::uuid, id, job_id, ${row.method}, ${row.reference}, ${row.recordedBy}, ${row.amountCents}, 'paid', ${at}, ${at}, ${at} from paid
        returning job_id as id
      ),
      bumped as (${bumpMoneyVersionSql(sql`(select job_id from paid)`, row.now)}),
      events as (${recordJobEvents("payment", [row.event], row.now)}),
      my_link as (${storeCustomerLink("paid", row.customerLink, row.now)}),
      mail as (${storeEmailsAbout("paid", row.emails, row.now)}),
      activity as (${activityRowSql(row.activity, "paid")})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from paid
    `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}

// ── Stripe Checkout attempts ────────────────────────────────────────────────────

/** The invoice's current Checkout attempt (its payment row), or null before any. */
export async function currentInvoiceAttempt(db: Database, invoiceId: string): Promise<InvoicePayment | null> {
  const [row] = await db
    .select({ payment: invoicePayments })
    .from(invoices)
    .innerJoin(invoicePayments, eq(invoicePayments.id, invoices.checkoutPaymentId))
    .where(eq(invoices.id, invoiceId));
  return row?.payment ?? null;
}

/**
 * Makes `paymentId` the open invoice's current Checkout attempt and writes its row (open, no
 * session yet), in one statement, only if the current attempt is still `replacing` (null: none
 * yet). False when another request replaced it first, the invoice is no longer open, or its job
 * was cancelled.
 */
export async function claimInvoiceAttempt(
  db: Database,
  {
    invoiceId,
    replacing,
    paymentId,
    amountCents,
    now,
  }: { invoiceId: string; replacing: string | null; paymentId: string; amountCents: number; now: Date },
): Promise<boolean> {
  const at = now.toISOString();
  const result = rowsOf<{ id: string }>(
    await db.execute(sql`
      with claimed as (
        update ${invoices} set checkout_payment_id = ${paymentId}::uuid, updated_at = ${at}
        where ${invoices.id} = ${invoiceId} and ${invoices.status} = 'open' and ${invoices.amountCents} = ${amountCents} and ${invoices.checkoutPaymentId} is not distinct from ${replacing}::uuid
          and exists (select 1 from ${jobs} where ${jobs.id} = ${invoices.jobId} and ${jobs.stage} <> 'cancelled')
        returning id, job_id
      )
      insert into ${invoicePayments} (id, invoice_id, job_id, method, amount_cents, status, created_at, updated_at)
      select ${paymentId}::uuid, id, job_id, 'stripe', ${amountCents}, 'open', ${at}, ${at} from claimed
      returning id
    `),
  );
  return result.length > 0;
}

/** Records the session Stripe opened for an attempt (the first answer stands). */
export async function recordInvoiceSession(db: Database, paymentId: string, sessionId: string, now: Date): Promise<void> {
  await db
    .update(invoicePayments)
    .set({ checkoutSessionId: sessionId, updatedAt: now })
    .where(and(eq(invoicePayments.id, paymentId), isNull(invoicePayments.checkoutSessionId)));
}

/**
 * The invoice payment of a Checkout Session: by its id, or by the payment id its metadata
 * carries (recording the session on it then, for a session whose id was never written).
 */
export async function invoicePaymentOfSession(
  db: Database,
  sessionId: string,
  paymentId: string | undefined,
  now: Date,
): Promise<InvoicePayment | null> {
  const [bySession] = await db.select().from(invoicePayments).where(eq(invoicePayments.checkoutSessionId, sessionId));
  if (bySession || !paymentId || !/^[0-9a-f-]{36}$/i.test(paymentId)) return bySession ?? null;
  const [adopted] = await db
    .update(invoicePayments)
    .set({ checkoutSessionId: sessionId, updatedAt: now })
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.method, "stripe"), isNull(invoicePayments.checkoutSessionId)))
    .returning();
  return adopted ?? null;
}

/** True when the session is one of an invoice's payments (the dispatcher's second way to tell). */
export async function isInvoiceSession(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ id: invoicePayments.id }).from(invoicePayments).where(eq(invoicePayments.checkoutSessionId, sessionId));
  return Boolean(row);
}

/** What a Checkout event does to an invoice payment and its invoice, as the webhook worked it out. */
export interface InvoicePaymentEvent {
  event: { id: string; type: string };
  /** The payment, and the state it was read in: the change applies only from that state. */
  payment: { id: string; invoiceId: string; jobId: string; from: string };
  change: {
    next: string;
    intent: string | null;
    /** How the customer paid, when the session says (card, us_bank_account). */
    stripeMethod: string | null;
    moneyIn: boolean;
    mismatch: boolean;
    charged: { cents: number | null; currency: string | null };
    /**
     * What the invoice becomes, and from which of its states: "processing" from open (a bank
     * payment on its way), "paid" from open or processing (this payment paid it), "open" from
     * processing (the bank payment failed or was mismatched). Only while this payment is the
     * invoice's current attempt, except "paid", which any payment of an unpaid, unvoided invoice makes.
     */
    invoice: "processing" | "paid" | "open" | null;
  };
  /** The job event of a payment in. */
  jobEvent: NewJobEvent | null;
  /** The customer's and office's emails, stored only when the invoice changed as asked; the flag's with the payment's change. */
  emails: { invoice: readonly QueuedEmail[]; flag: readonly QueuedEmail[] };
  customerLink?: CustomerLinkRow;
  now: Date;
}

/**
 * One statement moves the payment on (only from the state read, only for an event not seen
 * before), records the event, moves the invoice, raises the job's money version, records the
 * job event and stores the emails. "replayed" for an event seen before; "changed" when another
 * event moved the payment first (nothing written). Answers the stored emails and whether the invoice moved.
 */
export async function applyInvoicePaymentEvent(
  db: Database,
  { event, payment, change, jobEvent, emails, customerLink, now }: InvoicePaymentEvent,
): Promise<"replayed" | "changed" | { invoiceMoved: boolean; emails: EmailMessage[] }> {
  const at = now.toISOString();
  const { next, intent, stripeMethod, moneyIn, mismatch, charged } = change;
  const invoiceFrom =
    change.invoice === "processing"
      ? ["open"]
      : change.invoice === "paid"
        ? ["open", "processing"]
        : change.invoice === "open"
          ? ["processing"]
          : [];
  const fromList = invoiceFrom.length
    ? sql.join(
        invoiceFrom.map((status) => sql`${status}`),
        sql`, `,
      )
    : sql`null`;
  const currentOnly = change.invoice !== "paid";
  const [row] = rowsOf<{ replayed: boolean; moved: boolean; invoice_moved: boolean; email_ids: (number | string)[] }>(
    await db.execute(sql`
      with seen as (${eventSeenSql(event.id)}),
      payment as (
        update ${invoicePayments} set status = ${next}, payment_intent_id = coalesce(${invoicePayments.paymentIntentId}, ${intent}),
          stripe_method = coalesce(${stripeMethod}::text, ${invoicePayments.stripeMethod}),
          paid_at = case when ${moneyIn} then coalesce(${invoicePayments.paidAt}, ${at}::timestamptz) else ${invoicePayments.paidAt} end,
          received_cents = case when ${mismatch} then ${charged.cents}::integer else ${invoicePayments.receivedCents} end,
          received_currency = case when ${mismatch} then ${charged.currency}::text else ${invoicePayments.receivedCurrency} end,
          updated_at = ${at}
        where ${invoicePayments.id} = ${payment.id} and ${invoicePayments.status} = ${payment.from} and not exists (select 1 from seen)
        returning invoice_id as id, job_id
      ),
      recorded as (${recordEventSql("payment", event, now)}),
      invoice as (
        update ${invoices} set status = ${change.invoice ?? "open"},
          paid_at = case when ${change.invoice === "paid"} then ${at}::timestamptz else ${invoices.paidAt} end,
          paid_payment_id = case when ${change.invoice === "paid"} then ${payment.id}::uuid else ${invoices.paidPaymentId} end,
          updated_at = ${at}
        where ${invoices.id} = ${payment.invoiceId} and ${invoices.status} in (${fromList}) and exists (select 1 from payment)
          and (not ${currentOnly} or ${invoices.checkoutPaymentId} = ${payment.id}::uuid)
        returning id, job_id
      ),
      invoice_job as (select job_id as id from invoice),
      bumped as (${bumpMoneyVersionSql(sql`(select job_id from payment)`, now)}),
      events as (${recordJobEvents("invoice_job", jobEvent ? [jobEvent] : [], now)}),
      my_link as (${storeCustomerLink("invoice", customerLink, now)}),
      invoice_mail as (${storeEmailsAbout("invoice", emails.invoice, now)}),
      flag_mail as (${storeEmailsAbout("payment", emails.flag, now)})
      select exists (select 1 from seen) as replayed, exists (select 1 from payment) as moved, exists (select 1 from invoice) as invoice_moved,
        (select coalesce(array_agg(x.id), '{}') from (select id from invoice_mail union all select id from flag_mail) x) as email_ids
    `),
  );
  if (row?.replayed) return "replayed";
  if (!row?.moved) return "changed";
  return { invoiceMoved: row.invoice_moved, emails: await emailsById(db, row.email_ids) };
}
