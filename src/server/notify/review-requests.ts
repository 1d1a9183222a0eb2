/**
 * A review request, once a year at most for a customer whose job was completed (or, when the
 * admins ask after estimates too, whose visit was): an email in their language with Google's
 * review link and an opt-out link, and the same link by text when they agreed to texts. Everyone
 * is asked the same way. The job stores the email in the statement that claims the request
 * (src/server/db/review-requests/requests.ts).
 */
import { business } from "@/config/business";
import { writeReviewUrl } from "@/core/review-requests";
import type { Appointment } from "@/server/db/schema";
import type { ConsentSubject } from "@/server/sms/consent";
import { serverEnv } from "@/server/env";
import { reviewRequestEmail } from "./emails/review-request-template";
import { EMAIL_KINDS, TEXT_KINDS } from "./kinds";
import { toLocale } from "@/i18n/locales";
import { freshPageLink } from "./customer-link";
import type { Notice } from "./notice";
import { replyToOffice } from "./replies";

/**
 * The request to `customer`, whose texts follow the consent given with `consent` (their visit or
 * request); `withText` adds the text (sent only where they consented).
 */
export function reviewRequested(
  customer: Pick<Appointment, "email" | "firstName" | "locale">,
  consent: ConsentSubject,
  { placeId, optOutUrl, withText, siteUrl, now }: { placeId: string; optOutUrl: string; withText: boolean; siteUrl: string; now: Date },
): Notice {
  const reviewUrl = writeReviewUrl(placeId);
  const page = freshPageLink(customer.email, toLocale(customer.locale), { SITE_URL: siteUrl }, now);
  return {
    customerLink: page.row,
    emails: [
      {
        kind: EMAIL_KINDS.reviewRequest,
        message: replyToOffice(reviewRequestEmail(customer, { placeId, optOutUrl, myUrl: page.url }), serverEnv()),
      },
    ],
    texts: withText
      ? [{ kind: TEXT_KINDS.reviewRequest, subject: consent, write: (copy) => copy.reviewRequest(business.brand, reviewUrl) }]
      : [],
  };
}
