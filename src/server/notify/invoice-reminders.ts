/**
 * An unpaid invoice's reminder, 3 and 10 days after it was sent: an email in the customer's
 * language with a fresh link to the invoice's page, and a text where they agreed (the sms
 * channel keeps the quiet hours). The job's quote names the customer, their language and the
 * booking or lead whose text consent applies.
 */
import { business } from "@/config/business";
import { formatDay } from "@/i18n/dates";
import { invoiceReminderWords, type InvoiceReminder } from "@/i18n/invoice-reminders";
import { formatCents } from "@/i18n/money";
import { link, paragraph, paragraphOf } from "../email/html";
import { customerEmail } from "./emails/quote-templates";
import { EMAIL_KINDS, TEXT_KINDS } from "./kinds";
import type { Notice } from "./notice";
import { withPageLink, type QuoteNoticeFacts } from "./quotes";
import type { NoticeEnv } from "./visits";

/** What a reminder names. */
export interface ReminderFacts {
  which: InvoiceReminder;
  invoiceNumber: number;
  amountCents: number;
  /** The Phoenix day it is due, or null: on receipt. */
  dueOn: string | null;
  jobId: string;
  /** The invoice's page, by its fresh link. */
  url: string;
}

/** The reminder: the email, and the text with consent. */
export function invoiceReminder(
  quote: QuoteNoticeFacts,
  { which, invoiceNumber, amountCents, dueOn, jobId, url }: ReminderFacts,
  env: NoticeEnv,
  now: Date,
): Notice {
  const { facts, customerLink } = withPageLink(quote, env, now);
  const w = invoiceReminderWords[facts.locale];
  const lead = w.lead(invoiceNumber, formatCents(amountCents, facts.locale));
  const due = w.due(dueOn ? formatDay(dueOn, facts.locale, true) : null);
  return {
    customerLink,
    emails: [
      {
        kind: EMAIL_KINDS.invoiceReminder,
        message: customerEmail(
          facts,
          w.subject(which, invoiceNumber),
          w.title,
          [`${lead} ${due}`, w.howToPay, `${w.open}: ${url}`],
          [paragraph(`${lead} ${due}`), paragraph(w.howToPay), paragraphOf(link(url, w.open))],
        ),
      },
    ],
    texts: [
      {
        kind: TEXT_KINDS.invoiceReminder,
        subject: quote.subject,
        jobId,
        write: (_copy, locale) => invoiceReminderWords[locale].text(business.brand, invoiceNumber, formatCents(amountCents, locale), url),
      },
    ],
  };
}
