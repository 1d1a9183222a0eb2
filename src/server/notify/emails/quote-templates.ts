/**
 * The emails about a quote: to the customer in their language (the link, the signed contract
 * with its PDF, the deposit received, the cancellation, the one follow-up), and to the admins
 * in English. Every customer-supplied value reaches the HTML only through html.ts's blocks.
 */
import { business } from "@/config/business";
import { formatDay } from "@/i18n/dates";
import { formatCents } from "@/i18n/money";
import { formatMoment } from "@/i18n/moment";
import { paymentMethodWords } from "@/i18n/invoices";
import { quoteMessageWords, type ReturnedPayment } from "@/i18n/quotes";
import { cancelUntilSentence } from "@/i18n/quote-terms";
import type { Locale } from "@/i18n/locales";
import type { EmailAttachment, OutgoingEmail } from "../../db/emails/messages";
import { officeEmail, serverEnv, siteOrigin } from "../../env";
import { detailsTable, heading, htmlDocument, link, paragraph, paragraphOf, phoneLink, text, type SafeHtml } from "../../email/html";
import { myPageBlocks, myPageLines, oneLine, signature, signatureHtml, textDetails } from "./templates";

/** The customer a quote is for, as its emails address them. */
export interface QuoteRecipient {
  firstName: string;
  lastName: string;
  email: string;
}

/** What every quote email names. */
export interface QuoteEmailFacts {
  id: string;
  number: number;
  locale: Locale;
  customer: QuoteRecipient;
  /** A fresh link to the customer's own page, when the notice minted one (the customer's emails). */
  myUrl?: string;
}

const questions = (locale: Locale) => `${quoteMessageWords[locale].questions}${business.phone.display}.`;
const questionsHtml = (locale: Locale) =>
  paragraphOf(text(quoteMessageWords[locale].questions), phoneLink(business.phone.href, business.phone.display), text("."));

/** An email to the quote's customer in their language: greeting, `lines` (and their HTML `blocks`), who to call, the signature. */
export function customerEmail(
  facts: QuoteEmailFacts,
  subject: string,
  title: string,
  lines: string[],
  blocks: SafeHtml[],
  attachments?: EmailAttachment[],
): OutgoingEmail {
  const w = quoteMessageWords[facts.locale];
  return {
    to: facts.customer.email,
    subject: oneLine(subject),
    text: [
      w.hi(facts.customer.firstName),
      ...lines,
      ...myPageLines(facts.myUrl, facts.locale),
      questions(facts.locale),
      signature(facts.locale),
    ].join("\n\n"),
    html: htmlDocument(
      title,
      [
        heading(title, 1),
        paragraph(w.hi(facts.customer.firstName)),
        ...blocks,
        ...myPageBlocks(facts.myUrl, facts.locale),
        questionsHtml(facts.locale),
        signatureHtml(facts.locale),
      ],
      facts.locale,
    ),
    // A reply reaches the office, as every email to a customer does (src/server/notify/replies.ts).
    replyTo: officeEmail(serverEnv()),
    ...(attachments && { attachments }),
  };
}

/** The link to the quote, to the customer. */
export function quoteSentEmail(facts: QuoteEmailFacts, { url, validUntil }: { url: string; validUntil: string }): OutgoingEmail {
  const w = quoteMessageWords[facts.locale].sent;
  const until = w.validUntil(formatDay(validUntil, facts.locale, true));
  return customerEmail(
    facts,
    w.subject(facts.number),
    w.title,
    [w.lead, `${w.open}: ${url}`, until],
    [paragraph(w.lead), paragraphOf(link(url, w.open)), paragraph(until)],
  );
}

/** The one follow-up of a quote opened and not signed. */
export function quoteFollowUpEmail(facts: QuoteEmailFacts, { url }: { url: string }): OutgoingEmail {
  const w = quoteMessageWords[facts.locale].followUp;
  return customerEmail(
    facts,
    w.subject(facts.number),
    w.title,
    [w.lead, `${w.open}: ${url}`],
    [paragraph(w.lead), paragraphOf(link(url, w.open))],
  );
}

/** The signed contract, its PDF attached, and the customer's right to cancel. */
export function quoteSignedEmail(
  facts: QuoteEmailFacts,
  { url, pdfBase64, lastDayToCancel }: { url: string; pdfBase64: string; lastDayToCancel: string },
): OutgoingEmail {
  const w = quoteMessageWords[facts.locale].signed;
  // The same sentence as the quote page and the contract PDF.
  const cancel = cancelUntilSentence(lastDayToCancel, facts.locale);
  return customerEmail(
    facts,
    w.subject(facts.number),
    w.title,
    [w.lead, cancel, w.cancelHow, `${w.open}: ${url}`],
    [paragraph(w.lead), paragraph(cancel), paragraph(w.cancelHow), paragraphOf(link(url, w.open))],
    [{ filename: w.attached, contentType: "application/pdf", base64: pdfBase64 }],
  );
}

/**
 * The deposit received, to the customer. What happens next is the job's to say (its notices, the
 * quote page and their own page, whose link this email carries), never a step of this email's own.
 */
export function quotePaidEmail(facts: QuoteEmailFacts, { amountCents }: { amountCents: number }): OutgoingEmail {
  const w = quoteMessageWords[facts.locale].paid;
  const lead = w.lead(formatCents(amountCents, facts.locale));
  return customerEmail(facts, w.subject(facts.number), w.title, [lead], [paragraph(lead)]);
}

/** The cancellation confirmed, to the customer, naming each payment given back: refunded, to follow (Stripe refused just then), a bank payment still on its way, or one paid to the office that it returns by hand. */
export function quoteCancelledEmail(facts: QuoteEmailFacts, { returned }: { returned: readonly ReturnedPayment[] }): OutgoingEmail {
  const w = quoteMessageWords[facts.locale].cancelled;
  const lines = returned.map((payment) =>
    w.returned({
      amount: formatCents(payment.amountCents, facts.locale),
      invoiceNumber: payment.invoiceNumber,
      state: payment.state,
      way: paymentMethodWords(payment, facts.locale),
    }),
  );
  const all = lines.length ? [w.lead, w.returnedIntro, ...lines] : [w.lead];
  return customerEmail(facts, w.subject(facts.number), w.title, all, all.map(paragraph));
}

/** A notice to the admins about a quote: what happened, the facts, and the link to the quote in the admin. */
export function quoteAdminNotice(
  facts: QuoteEmailFacts,
  { adminEmails, title, rows }: { adminEmails: readonly string[]; title: string; rows: [string, string][] },
): OutgoingEmail {
  const name = `${facts.customer.firstName} ${facts.customer.lastName}`;
  const adminLink = `${siteOrigin()}/admin/quotes?id=${encodeURIComponent(facts.id)}`;
  const details: [string, string][] = [["Customer", name], ["Email", facts.customer.email], ["Quote", String(facts.number)], ...rows];
  return {
    to: adminEmails.join(", "),
    subject: oneLine(`${title}: ${name}, quote ${facts.number}`),
    text: [title, textDetails(details), `Quote: ${adminLink}`].join("\n\n"),
    html: htmlDocument(title, [heading(title, 1), detailsTable(details), paragraphOf(link(adminLink, "Open the quote"))]),
    // The admins' Reply writes to the customer.
    replyTo: facts.customer.email,
  };
}

/** "$1,234.50" for the admins. */
export const dollars = (cents: number) => formatCents(cents, "en");

/**
 * What a Stripe session said it charged, for the admins: "$8.12" in dollars, "81225 (smallest
 * unit) in MXN" in another currency, and said so when the event named no amount or currency.
 */
export function chargedWords({ cents, currency }: { cents: number | null; currency: string | null }): string {
  const code = currency ? currency.toUpperCase() : null;
  const inCurrency = code ? `in ${code}` : "in no currency it named";
  if (cents === null) return `an amount the event did not state, ${inCurrency}`;
  return code === "USD" ? dollars(cents) : `${cents} (smallest unit) ${inCurrency}`;
}

/** An instant for the admins, Phoenix time. */
export const phoenixMoment = (at: Date) => formatMoment(at, "en");
