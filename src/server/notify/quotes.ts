/**
 * Who hears of a quote, and how: one function per event, each returning the notice its use
 * case stores with the change (src/server/quotes) and then delivers. The customer is told in
 * their language (the booking's or lead's), by email, and by text where they consented to
 * texts with that booking or lead; the admins are told in English.
 */
import { business } from "@/config/business";
import { toLocale, type Locale } from "@/i18n/locales";
import { paymentMethodWords } from "@/i18n/invoices";
import { quoteMessageWords, type ReturnedPayment } from "@/i18n/quotes";
import { cancelDeadlineWords } from "@/i18n/quote-terms";
import type { ConsentSubject } from "@/server/sms/consent";
import {
  dollars,
  phoenixMoment,
  quoteAdminNotice,
  quoteCancelledEmail,
  quoteFollowUpEmail,
  quotePaidEmail,
  quoteSentEmail,
  quoteSignedEmail,
  type QuoteRecipient,
} from "./emails/quote-templates";
import type { CustomerLinkRow } from "@/server/db/jobs/customer-links";
import type { QuoteRecord } from "@/server/db/quotes/quotes";
import { freshPageLink } from "./customer-link";
import { EMAIL_KINDS, TEXT_KINDS } from "./kinds";
import type { Notice } from "./notice";
import type { NoticeEnv } from "./visits";

/** The quote a notice is about, and its customer. */
export interface QuoteNoticeFacts {
  id: string;
  number: number;
  locale: Locale;
  customer: QuoteRecipient;
  /** The booking or lead whose text consent applies. */
  subject: ConsentSubject;
}

/** What a notice about a quote needs of its record: the quote, its customer and their language. */
export function quoteNoticeFacts({ quote, customer }: Pick<QuoteRecord, "quote" | "customer">): QuoteNoticeFacts {
  return {
    id: quote.id,
    number: quote.number,
    locale: toLocale(quote.locale),
    customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
    subject: quote.appointmentId ? { appointmentId: quote.appointmentId } : { leadId: quote.leadId! },
  };
}

/**
 * The quote's facts for the customer's email with a fresh link to their own page in it, and the
 * link's row, which the statement storing the email stores with it.
 */
export function withPageLink(
  quote: QuoteNoticeFacts,
  env: NoticeEnv,
  now: Date,
): { facts: QuoteNoticeFacts & { myUrl: string }; customerLink: CustomerLinkRow } {
  const page = freshPageLink(quote.customer.email, quote.locale, env, now);
  return { facts: { ...quote, myUrl: page.url }, customerLink: page.row };
}

/** Sent (or sent again after a revision): the link by email, and by text with consent. */
export function quoteSent(
  quote: QuoteNoticeFacts,
  { url, validUntil }: { url: string; validUntil: string },
  env: NoticeEnv,
  now: Date,
): Notice {
  const { facts, customerLink } = withPageLink(quote, env, now);
  return {
    customerLink,
    emails: [{ kind: EMAIL_KINDS.quoteSent, message: quoteSentEmail(facts, { url, validUntil }) }],
    texts: [
      {
        kind: TEXT_KINDS.quoteSent,
        subject: quote.subject,
        write: (_copy, locale) => quoteMessageWords[locale].sent.text(business.brand, url),
      },
    ],
  };
}

/** The one follow-up of a quote opened and not signed: an email, and a text with consent. */
export function quoteFollowUp(quote: QuoteNoticeFacts, { url }: { url: string }, env: NoticeEnv, now: Date): Notice {
  const { facts, customerLink } = withPageLink(quote, env, now);
  return {
    customerLink,
    emails: [{ kind: EMAIL_KINDS.quoteFollowUp, message: quoteFollowUpEmail(facts, { url }) }],
    texts: [
      {
        kind: TEXT_KINDS.quoteFollowUp,
        subject: quote.subject,
        write: (_copy, locale) => quoteMessageWords[locale].followUp.text(business.brand, url),
      },
    ],
  };
}

/** What a signature's notices name. */
export interface SignedFacts {
  url: string;
  /** The contract PDF, base64, attached to the customer's email. */
  pdfBase64: string;
  optionName: string;
  totalCents: number;
  depositCents: number;
  typedName: string;
  signedAt: Date;
  /** The last Phoenix day to cancel (src/core/server/cooling-off.ts). */
  lastDayToCancel: string;
  /** Whether the deposit goes through Stripe; else the office arranges it. */
  paymentsOnline: boolean;
}

/** Signed: the customer gets the contract as a PDF; the admins are told what was signed. */
export function quoteSigned(quote: QuoteNoticeFacts, facts: SignedFacts, env: NoticeEnv): Notice {
  const deposit =
    facts.depositCents === 0
      ? "None"
      : `${dollars(facts.depositCents)} (${facts.paymentsOnline ? "the customer was sent to Stripe Checkout" : "payments are not configured: call the customer to arrange it"})`;
  const { facts: withPage, customerLink } = withPageLink(quote, env, facts.signedAt);
  return {
    customerLink,
    emails: [
      {
        kind: EMAIL_KINDS.quoteSigned,
        message: quoteSignedEmail(withPage, { url: facts.url, pdfBase64: facts.pdfBase64, lastDayToCancel: facts.lastDayToCancel }),
      },
      {
        kind: EMAIL_KINDS.quoteSignedNotification,
        message: quoteAdminNotice(quote, {
          adminEmails: env.ADMIN_EMAILS,
          title: "Quote signed",
          rows: [
            ["Option", facts.optionName],
            ["Total", dollars(facts.totalCents)],
            ["Deposit", deposit],
            ["Signed by", facts.typedName],
            ["Signed", phoenixMoment(facts.signedAt)],
            ["Right to cancel until", cancelDeadlineWords(facts.lastDayToCancel, "en")],
          ],
        }),
      },
    ],
    texts: [],
  };
}

/** A deposit paid (Stripe's webhook): the customer's receipt and the admins' notice. */
export function quotePaid(quote: QuoteNoticeFacts, { amountCents, at }: { amountCents: number; at: Date }, env: NoticeEnv): Notice {
  const { facts, customerLink } = withPageLink(quote, env, at);
  return {
    customerLink,
    emails: [
      { kind: EMAIL_KINDS.quotePaid, message: quotePaidEmail(facts, { amountCents }) },
      {
        kind: EMAIL_KINDS.quotePaidNotification,
        message: quoteAdminNotice(quote, {
          adminEmails: env.ADMIN_EMAILS,
          title: "Deposit paid",
          rows: [
            ["Amount", dollars(amountCents)],
            ["Paid", phoenixMoment(at)],
          ],
        }),
      },
    ],
    texts: [],
  };
}

/** Declined by the customer: the admins are told, with the reason when given. */
export function quoteDeclined(quote: QuoteNoticeFacts, { reason, at }: { reason: string | null; at: Date }, env: NoticeEnv): Notice {
  return {
    emails: [
      {
        kind: EMAIL_KINDS.quoteDeclinedNotification,
        message: quoteAdminNotice(quote, {
          adminEmails: env.ADMIN_EMAILS,
          title: "Quote declined",
          rows: [
            ["Reason", reason || "None given"],
            ["Declined", phoenixMoment(at)],
          ],
        }),
      },
    ],
    texts: [],
  };
}

/**
 * A payment the cancel gives back, as the admins read it: "$812.25 refunded in full through Stripe",
 * or what is left to do. The cancellation's notice and the job's timeline both say it this way.
 */
export function returnedForAdmins(payment: ReturnedPayment): string {
  const amount = dollars(payment.amountCents);
  if (payment.state === "refunded") return `${amount} refunded in full through Stripe`;
  if (payment.state === "pending") return `${amount} to refund: Stripe refused just now, the sweep tries again every 10 minutes`;
  if (payment.state === "on-its-way")
    return `${amount} by bank still on its way: refunded automatically once it clears; nothing is owed if it fails`;
  // The FTC Cooling-Off Rule (16 CFR 429.1) gives the seller 10 business days to return every payment.
  return `${amount} (${paymentMethodWords(payment, "en")}) paid to the office: Stripe cannot return it; return it to the customer by hand within 10 business days of the cancellation`;
}

/** Cancelled within the three business days: the customer's confirmation and the admins' notice, each naming every payment given back. */
export function quoteCancelled(
  quote: QuoteNoticeFacts,
  { returned, at }: { returned: readonly ReturnedPayment[]; at: Date },
  env: NoticeEnv,
): Notice {
  const rows: [string, string][] = returned.map((payment) => [
    payment.invoiceNumber === null ? "Deposit" : `Invoice ${payment.invoiceNumber}`,
    returnedForAdmins(payment),
  ]);
  const { facts, customerLink } = withPageLink(quote, env, at);
  return {
    customerLink,
    emails: [
      { kind: EMAIL_KINDS.quoteCancelled, message: quoteCancelledEmail(facts, { returned }) },
      {
        kind: EMAIL_KINDS.quoteCancelledNotification,
        message: quoteAdminNotice(quote, {
          adminEmails: env.ADMIN_EMAILS,
          title: "Contract cancelled by the customer",
          rows: [...(rows.length ? rows : [["Payments", "None had come in"] as [string, string]]), ["Cancelled", phoenixMoment(at)]],
        }),
      },
    ],
    texts: [],
  };
}
