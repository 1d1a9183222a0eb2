/**
 * The reminders of unpaid invoices: which are due (open, sent, reminders on, 3 or 10 Phoenix days
 * after sending, not yet reminded so), and the one statement that writes a reminder: it stamps
 * `first_reminder_at` or `second_reminder_at` only while it is null and the invoice still waits,
 * and stores the new link and the emails with it, so two runs at once remind once.
 */
import { sql } from "drizzle-orm";
import type { InvoiceReminder } from "@/i18n/invoice-reminders";
import type { Database } from "../client";
import { linkTables } from "../private-links/links";
import { changeWithLink, type WithLink } from "../private-links/send";
import { rowsOf } from "../rows";
import { phoenixDaySql } from "./money-panel";
import type { EmailMessage } from "../schema";

/** An invoice due for a reminder, and which. */
export interface ReminderDue {
  invoiceId: string;
  which: InvoiceReminder;
}

/**
 * An invoice that still waits for its money and may be reminded of it: open, sent, its reminders
 * on, and its job not cancelled (a cancelled job takes no payment, so a reminder would ask for
 * money the customer cannot pay). `alias` names the invoices row in the statement.
 */
const remindable = (alias: string) =>
  sql.raw(`${alias}.status = 'open' and ${alias}.sent_at is not null and ${alias}.reminders
    and not exists (select 1 from jobs cancelled where cancelled.id = ${alias}.job_id and cancelled.stage = 'cancelled')`);

/** The Phoenix day the invoice was sent. */
const sentDay = phoenixDaySql(sql`sent_at`);

/**
 * At most `limit` invoices due a reminder on the Phoenix day `today`: the second once 10 days
 * have passed since sending, else the first once 3 have. Oldest sent first.
 */
export async function listInvoiceRemindersDue(
  db: Database,
  { today, firstAfterDays, secondAfterDays, limit }: { today: string; firstAfterDays: number; secondAfterDays: number; limit: number },
): Promise<ReminderDue[]> {
  return rowsOf<ReminderDue>(
    await db.execute(sql`
      select id::text as "invoiceId",
        case when second_reminder_at is null and ${sentDay} <= ${today}::date - ${secondAfterDays}::integer then 'second' else 'first' end as which
      from invoices
      where ${remindable("invoices")}
        and ((second_reminder_at is null and ${sentDay} <= ${today}::date - ${secondAfterDays}::integer)
          or (first_reminder_at is null and second_reminder_at is null and ${sentDay} <= ${today}::date - ${firstAfterDays}::integer))
      order by sent_at, id
      limit ${limit}
    `),
  );
}

/**
 * Stamps the reminder (the second stamps the first too, so a first never follows it), stores
 * the invoice's new link, the customer's page link and the emails, in one statement, only while
 * the invoice may be reminded (`remindable`) and this reminder is not yet written. Null when it
 * no longer waits (paid, on its way, voided, switched off, its job cancelled) or another run wrote it first.
 */
export function claimInvoiceReminder(
  db: Database,
  { invoiceId, which, ...withLink }: { invoiceId: string; which: InvoiceReminder } & WithLink,
): Promise<EmailMessage[] | null> {
  const at = withLink.now.toISOString();
  const stamp =
    which === "first"
      ? sql`first_reminder_at = ${at}`
      : sql`second_reminder_at = ${at}, first_reminder_at = coalesce(first_reminder_at, ${at}::timestamptz)`;
  const unwritten = which === "first" ? sql`first_reminder_at is null and second_reminder_at is null` : sql`second_reminder_at is null`;
  const claimed = sql`
    update invoices set ${stamp}, updated_at = ${at}
    where id = ${invoiceId}::uuid and ${remindable("invoices")} and ${unwritten}
    returning id`;
  return changeWithLink(db, linkTables.invoice, claimed, { ...withLink, retireEarlier: false });
}

/** What a reminder names: the invoice's number, amount, due day, job and the job's quote. */
export interface ReminderInvoice {
  id: string;
  number: number;
  amountCents: number;
  dueOn: string | null;
  jobId: string;
  quoteId: string;
}

/** The invoice `id` with its job's quote, or null. */
export async function reminderInvoice(db: Database, id: string): Promise<ReminderInvoice | null> {
  const [row] = rowsOf<ReminderInvoice>(
    await db.execute(sql`
      select i.id::text as id, i.number, i.amount_cents as "amountCents", i.due_on::text as "dueOn", i.job_id::text as "jobId", j.quote_id::text as "quoteId"
      from invoices i join jobs j on j.id = i.job_id where i.id = ${id}::uuid
    `),
  );
  return row ? { ...row, number: Number(row.number), amountCents: Number(row.amountCents) } : null;
}

/**
 * True while the invoice a reminder names (its email names the invoice; its text, which names no
 * invoice row, the job) may still be reminded (`remindable`), and was reminded at or before
 * `writtenAt`: what a reminder needs to still be true when a retry or the end of the quiet hours
 * lets it leave.
 */
export async function hasRemindedOpenInvoice(
  db: Database,
  about: { invoiceId: string } | { jobId: string },
  writtenAt: Date,
): Promise<boolean> {
  const at = writtenAt.toISOString();
  const which = "invoiceId" in about ? sql`id = ${about.invoiceId}::uuid` : sql`job_id = ${about.jobId}::uuid`;
  const [row] = rowsOf<{ open: boolean }>(
    await db.execute(sql`
      select exists (
        select 1 from invoices where ${which} and ${remindable("invoices")}
          and (first_reminder_at <= ${at}::timestamptz or second_reminder_at <= ${at}::timestamptz)
      ) as open
    `),
  );
  return Boolean(row?.open);
}
