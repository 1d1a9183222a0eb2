/**
 * The reminders of unpaid invoices: 3 and 10 Phoenix days after an invoice was sent, once each,
 * an email with a fresh link to its page (and a text where the customer agreed). Only an invoice
 * open, sent and with its reminders on is reminded: one on its way (a bank payment), paid or
 * voided never is. The statement that writes a reminder stamps it only while it is unwritten
 * (src/server/db/money/invoice-reminders.ts), so overlapping runs remind once between them.
 */
import { phoenixDate } from "@/core/phoenix-time";
import { quoteNoticeFacts } from "../notify/quotes";
import { localeOf, quoteById } from "../quotes/records";
import type { Database } from "../db/client";
import { claimInvoiceReminder, listInvoiceRemindersDue, reminderInvoice, type ReminderDue } from "../db/money/invoice-reminders";
import type { ServerEnv } from "../env";
import { describeError } from "../log-safe";
import { invoiceReminder } from "../notify/invoice-reminders";
import { deliverNotice } from "../notify/notice";
import { privateLinks } from "../private-links/documents";
import { mintLink } from "../private-links/tokens";
import { linkUrl } from "../private-links/urls";

/** Phoenix days after sending before the first reminder, and the second. */
export const FIRST_REMINDER_AFTER_DAYS = 3;
export const SECOND_REMINDER_AFTER_DAYS = 10;

/** Reminds every invoice due at `now` (at most `limit`); answers how many reminders were written. */
export async function runInvoiceReminders(db: Database, env: ServerEnv, now: Date, limit = 50): Promise<{ reminded: number }> {
  const due = await listInvoiceRemindersDue(db, {
    today: phoenixDate(now),
    firstAfterDays: FIRST_REMINDER_AFTER_DAYS,
    secondAfterDays: SECOND_REMINDER_AFTER_DAYS,
    limit,
  });
  let reminded = 0;
  for (const reminder of due) {
    try {
      if (await remind(db, env, reminder, now)) reminded++;
    } catch (error) {
      console.error(`Invoice ${reminder.invoiceId}: ${reminder.which} reminder not written: ${describeError(error)}`);
    }
  }
  return { reminded };
}

async function remind(db: Database, env: ServerEnv, { invoiceId, which }: ReminderDue, now: Date): Promise<boolean> {
  const invoice = await reminderInvoice(db, invoiceId);
  if (!invoice) return false;
  const record = await quoteById(db, invoice.quoteId);
  // A new 256-bit token for this reminder's link; only its hash is stored, with the reminder.
  const link = mintLink();
  const url = linkUrl(privateLinks.invoice, link.token, localeOf(record.quote), env);
  const notice = invoiceReminder(
    quoteNoticeFacts(record),
    { which, invoiceNumber: invoice.number, amountCents: invoice.amountCents, dueOn: invoice.dueOn, jobId: invoice.jobId, url },
    env,
    now,
  );
  const stored = await claimInvoiceReminder(db, {
    invoiceId,
    which,
    tokenHash: link.tokenHash,
    emails: notice.emails,
    customerLink: notice.customerLink,
    now,
  });
  if (!stored) return false;
  console.log(`Invoice ${invoiceId}: ${which} reminder written.`);
  await deliverNotice(db, env, notice, stored, { now });
  return true;
}
