/** The customer's email about money the site gave back without being asked (a deposit, an invoice payment), in their language. */
import { depositRefundWords } from "@/i18n/deposit-refunds";
import { invoiceRefundWords, type InvoiceRefundReason } from "@/i18n/invoice-refunds";
import { formatCents } from "@/i18n/money";
import type { OutgoingEmail } from "../../db/emails/messages";
import type { DepositRefundReason } from "../../db/money/refunds";
import { paragraph } from "../../email/html";
import { customerEmail, type QuoteEmailFacts } from "./quote-templates";

/** The refund of `amountCents`, and why. */
export function depositRefundedEmail(
  facts: QuoteEmailFacts,
  { amountCents, reason }: { amountCents: number; reason: DepositRefundReason },
): OutgoingEmail {
  const w = depositRefundWords[facts.locale];
  const lead = w.lead(formatCents(amountCents, facts.locale));
  const why = w.reasons[reason];
  return customerEmail(facts, w.subject(facts.number), w.title, [why, lead], [paragraph(why), paragraph(lead)]);
}

/** The refund of an invoice payment of `amountCents`, and why. */
export function invoiceRefundedEmail(
  facts: QuoteEmailFacts,
  { invoiceNumber, amountCents, reason }: { invoiceNumber: number; amountCents: number; reason: InvoiceRefundReason },
): OutgoingEmail {
  const w = invoiceRefundWords[facts.locale];
  const lead = w.lead(formatCents(amountCents, facts.locale));
  const why = w.reasons[reason];
  return customerEmail(facts, w.subject(invoiceNumber), w.title, [why, lead], [paragraph(why), paragraph(lead)]);
}
