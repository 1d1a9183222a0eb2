/**
 * Who hears of money the site gives back without being asked, and of a payment that did not
 * match its deposit: the customer in their language (what was refunded, and why), the admins in
 * English (every automatic refund, and each mismatch the moment Stripe reports it).
 */
import type { DepositRefundReason } from "../db/money/refunds";
import { depositRefundedEmail } from "./emails/deposit-refund-templates";
import { chargedWords, dollars, phoenixMoment, quoteAdminNotice } from "./emails/quote-templates";
import { EMAIL_KINDS } from "./kinds";
import type { Notice } from "./notice";
import { withPageLink, type QuoteNoticeFacts } from "./quotes";
import type { NoticeEnv } from "./visits";

/** What the admins read as the reason of an automatic refund. */
const ADMIN_REASONS: Record<DepositRefundReason, { title: string; why: string }> = {
  cancelled: {
    title: "Deposit refunded after the cancellation",
    why: "It came in after the customer cancelled the contract (a payment on its way when they cancelled).",
  },
  duplicate: {
    title: "Second deposit payment refunded",
    why: "The deposit had already been paid through another Checkout page; this second payment was refunded automatically.",
  },
  mismatch: {
    title: "Mismatched payment refunded",
    why: "Stripe's session charged another amount or currency than the deposit; it never counted as the deposit.",
  },
};

/** A payment refunded automatically: the customer's email, and the admins'. */
export function depositRefunded(
  quote: QuoteNoticeFacts,
  { amountCents, reason, at }: { amountCents: number; reason: DepositRefundReason; at: Date },
  env: NoticeEnv,
): Notice {
  const admin = ADMIN_REASONS[reason];
  const { facts, customerLink } = withPageLink(quote, env, at);
  return {
    customerLink,
    emails: [
      { kind: EMAIL_KINDS.depositRefunded, message: depositRefundedEmail(facts, { amountCents, reason }) },
      {
        kind: EMAIL_KINDS.depositRefundedNotification,
        message: quoteAdminNotice(quote, {
          adminEmails: env.ADMIN_EMAILS,
          title: admin.title,
          rows: [
            ["Refunded", `${dollars(amountCents)} in full through Stripe`],
            ["Why", admin.why],
            ["When", phoenixMoment(at)],
          ],
        }),
      },
    ],
    texts: [],
  };
}

/** A session that charged another amount or currency than the deposit: the admins are told at once. */
export function depositMismatched(
  quote: QuoteNoticeFacts,
  { depositCents, charged, at }: { depositCents: number; charged: { cents: number | null; currency: string | null }; at: Date },
  env: NoticeEnv,
): Notice {
  return {
    emails: [
      {
        kind: EMAIL_KINDS.depositMismatchNotification,
        message: quoteAdminNotice(quote, {
          adminEmails: env.ADMIN_EMAILS,
          title: "A deposit payment did not match",
          rows: [
            ["Deposit", dollars(depositCents)],
            ["Stripe charged", chargedWords(charged)],
            [
              "What happens",
              "It is not counted as the deposit, and whatever it took is refunded automatically. The customer may pay the deposit again.",
            ],
            ["Reported", phoenixMoment(at)],
          ],
        }),
      },
    ],
    texts: [],
  };
}
