/**
 * Who hears of a change order, and how: one function per event, each returning the notice its
 * use case (src/server/change-orders) stores with the change and then delivers. The customer is
 * told in their language (the job's) by email with a fresh link to their own page, and by text
 * where they consented with the visit or request of the quote; the admins are told in English.
 */
import { business } from "@/config/business";
import { changeOrderMessageWords } from "@/i18n/change-orders";
import type { Locale } from "@/i18n/locales";
import type { ConsentSubject } from "@/server/sms/consent";
import { changeOrderSentEmail, changeOrderSignedEmail } from "./emails/change-order-templates";
import { jobAdminNotice } from "./emails/job-templates";
import { dollars, phoenixMoment, type QuoteRecipient } from "./emails/quote-templates";
import { freshPageLink } from "./customer-link";
import { EMAIL_KINDS, TEXT_KINDS } from "./kinds";
import type { Notice } from "./notice";
import type { NoticeEnv } from "./visits";

/** The change order a notice is about, its job and its customer. */
export interface ChangeOrderNoticeFacts {
  id: string;
  number: number;
  jobId: string;
  jobNumber: number;
  locale: Locale;
  customer: QuoteRecipient;
  /** The booking or lead whose text consent applies. */
  subject: ConsentSubject;
}

/** Sent: the link by email, and by text with consent. */
export function changeOrderSent(order: ChangeOrderNoticeFacts, { url }: { url: string }, env: NoticeEnv, now: Date): Notice {
  const page = freshPageLink(order.customer.email, order.locale, env, now);
  return {
    customerLink: page.row,
    emails: [{ kind: EMAIL_KINDS.changeOrderSent, message: changeOrderSentEmail({ ...order, myUrl: page.url }, { url }) }],
    texts: [
      {
        kind: TEXT_KINDS.changeOrderSent,
        subject: order.subject,
        jobId: order.jobId,
        write: (_copy, locale) => changeOrderMessageWords[locale].sent.text(business.brand, url),
      },
    ],
  };
}

/** What a signature's notices name. */
export interface ChangeOrderSignedFacts {
  url: string;
  /** The signed change order's PDF, base64, attached to the customer's email. */
  pdfBase64: string;
  totalCents: number;
  contractBeforeCents: number;
  contractAfterCents: number;
  typedName: string;
  signedAt: Date;
}

/** Signed: the customer gets the signed change order as a PDF; the admins are told the new contract total. */
export function changeOrderSigned(order: ChangeOrderNoticeFacts, facts: ChangeOrderSignedFacts, env: NoticeEnv): Notice {
  const page = freshPageLink(order.customer.email, order.locale, env, facts.signedAt);
  return {
    customerLink: page.row,
    emails: [
      {
        kind: EMAIL_KINDS.changeOrderSigned,
        message: changeOrderSignedEmail(
          { ...order, myUrl: page.url },
          { url: facts.url, pdfBase64: facts.pdfBase64, contractAfterCents: facts.contractAfterCents },
        ),
      },
      {
        kind: EMAIL_KINDS.changeOrderSignedNotification,
        message: jobAdminNotice(
          { id: order.jobId, number: order.jobNumber, locale: order.locale, customer: order.customer },
          {
            adminEmails: env.ADMIN_EMAILS,
            title: "Change order signed",
            rows: [
              ["Change order", String(order.number)],
              ["Change", dollars(facts.totalCents)],
              ["Contract total", `${dollars(facts.contractBeforeCents)} → ${dollars(facts.contractAfterCents)}`],
              ["Signed by", facts.typedName],
              ["Signed", phoenixMoment(facts.signedAt)],
            ],
          },
        ),
      },
    ],
    texts: [],
  };
}
