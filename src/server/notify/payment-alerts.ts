/**
 * What the admins hear when a Stripe payment (a deposit or an invoice payment) goes wrong after
 * it came in: a dispute opened on it, a refund Stripe refused. Ids, numbers and amounts only:
 * nothing about the customer beyond the job, quote and invoice numbers, and a link to the job.
 * And an invoice payment the site gave back without being asked: the customer's email, and the admins'.
 */
import type { InvoiceRefundReason } from "@/i18n/invoice-refunds";
import type { PaymentFacts } from "../db/money/payment-alerts";
import { adminJobUrl } from "./admin-links";
import { invoiceRefundedEmail } from "./emails/deposit-refund-templates";
import { withPageLink, type QuoteNoticeFacts } from "./quotes";
import { detailsTable, heading, htmlDocument, link, paragraph, paragraphOf } from "../email/html";
import { siteOrigin } from "../env";
import { dollars, phoenixMoment } from "./emails/quote-templates";
import { textDetails } from "./emails/templates";
import { EMAIL_KINDS } from "./kinds";
import type { Notice } from "./notice";
import type { NoticeEnv } from "./visits";

/** The rows that say which payment: its kind and id, and the job, quote and invoice numbers. */
function paymentRows(payment: PaymentFacts): [string, string][] {
  return [
    ["Payment", `${payment.kind === "deposit" ? "Deposit" : "Invoice payment"} ${payment.id}`],
    ...(payment.jobNumber === null ? [] : [["Job", String(payment.jobNumber)] as [string, string]]),
    ...(payment.quoteNumber === null ? [] : [["Quote", String(payment.quoteNumber)] as [string, string]]),
    ...(payment.invoiceNumber === null ? [] : [["Invoice", String(payment.invoiceNumber)] as [string, string]]),
    ["Amount", dollars(payment.amountCents)],
  ];
}

function adminEmail(
  env: NoticeEnv,
  payment: PaymentFacts,
  { title, rows, lines }: { title: string; rows: [string, string][]; lines: string[] },
) {
  const details = [...paymentRows(payment), ...rows];
  const jobLink = payment.jobId ? adminJobUrl(payment.jobId, env) : `${siteOrigin(env)}/dashboard`;
  const subject = `${title}: ${payment.invoiceNumber !== null ? `invoice ${payment.invoiceNumber}` : `quote ${payment.quoteNumber}`}`;
  return {
    to: env.ADMIN_EMAILS.join(", "),
    subject,
    text: [title, textDetails(details), ...lines, `Job: ${jobLink}`].join("\n\n"),
    html: htmlDocument(subject, [
      heading(title, 1),
      detailsTable(details),
      ...lines.map((line) => paragraph(line)),
      paragraphOf(link(jobLink, "Open the job")),
    ]),
  };
}

/** Stripe opened a dispute on a payment: it no longer counts as paid until the dispute is won. */
export function paymentDisputed(
  payment: PaymentFacts,
  { disputeId, disputedCents, reason, at }: { disputeId: string; disputedCents: number; reason: string; at: Date },
  env: NoticeEnv,
): Notice {
  return {
    emails: [
      {
        kind: EMAIL_KINDS.paymentDisputedNotification,
        message: adminEmail(env, payment, {
          title: "A payment is disputed",
          rows: [
            ["Dispute", disputeId],
            ["Disputed", dollars(disputedCents)],
            ["Reason", reason || "not given"],
            ["Opened", phoenixMoment(at)],
          ],
          lines: [
            "Stripe holds the disputed amount until the dispute is decided. The payment no longer counts as paid on the job. Answer the dispute in Stripe's dashboard before its deadline.",
          ],
        }),
      },
    ],
    texts: [],
  };
}

/** Stripe refused a refund the site must make: the payment stays as it is, and the sweep tries again every 10 minutes. */
export function refundRefused(
  payment: PaymentFacts,
  { reason, error, at }: { reason: string; error: string; at: Date },
  env: NoticeEnv,
): Notice {
  return {
    emails: [
      {
        kind: EMAIL_KINDS.refundRefusedNotification,
        message: adminEmail(env, payment, {
          title: "Stripe refused a refund",
          rows: [
            ["Why it is refunded", reason],
            ["Stripe said", error],
            ["When", phoenixMoment(at)],
          ],
          lines: [
            "The payment is kept as it is, not refunded. The site tries again every 10 minutes and tells the customer once it is done; the dashboard shows it until then. A bank payment still on its way cannot be refunded before it settles; a refund larger than the Stripe balance waits for the balance.",
            "You get this email once for this payment.",
          ],
        }),
      },
    ],
    texts: [],
  };
}

/** What the admins read as the reason an invoice payment was refunded automatically. */
const INVOICE_REFUND_WHY: Record<InvoiceRefundReason, string> = {
  duplicate: "The invoice had already been paid by another payment; this second payment was refunded automatically.",
  mismatch: "Stripe's session charged another amount or currency than the invoice; it never counted as paying it.",
  void: "The invoice was voided after this payment came in.",
  cancelled: "The customer cancelled the contract within the three business days: every payment under it goes back.",
};

/** An invoice payment refunded automatically: the customer's email (the job's quote names them and their language), and the admins'. */
export function invoicePaymentRefunded(
  quote: QuoteNoticeFacts,
  payment: PaymentFacts,
  { amountCents, reason, at }: { amountCents: number; reason: InvoiceRefundReason; at: Date },
  env: NoticeEnv,
): Notice {
  const { facts, customerLink } = withPageLink(quote, env, at);
  return {
    customerLink,
    emails: [
      {
        kind: EMAIL_KINDS.invoicePaymentRefunded,
        message: invoiceRefundedEmail(facts, { invoiceNumber: payment.invoiceNumber ?? 0, amountCents, reason }),
      },
      {
        kind: EMAIL_KINDS.invoicePaymentRefundedNotification,
        message: adminEmail(env, payment, {
          title: "Invoice payment refunded",
          rows: [
            ["Refunded", `${dollars(amountCents)} in full through Stripe`],
            ["Why", INVOICE_REFUND_WHY[reason]],
            ["When", phoenixMoment(at)],
          ],
          lines: [],
        }),
      },
    ],
    texts: [],
  };
}
