/** The review request email: in the customer's language, Google's review link, the opt-out link. */
import { business } from "@/config/business";
import { writeReviewUrl } from "@/core/review-requests";
import { reviewRequestWords } from "@/i18n/review-requests";
import type { Appointment } from "@/server/db/schema";
import { customerEmailWords, rowLocale } from "./customer-words";
import { heading, htmlDocument, link, paragraph, paragraphOf, text } from "../../email/html";
import type { OutgoingEmail } from "../../db/emails/messages";
import { myPageBlocks, myPageLines, oneLine, signature, signatureHtml } from "./templates";

export interface ReviewRequestOptions {
  /** The business's Google place ID (GOOGLE_PLACE_ID). */
  placeId: string;
  /** The opt-out page's full URL, token included. */
  optOutUrl: string;
  /** A fresh link to the customer's own page (their notice mints it). */
  myUrl?: string;
}

/** To the customer of a completed visit. Everyone is asked the same way: no question about how it went first. */
export function reviewRequestEmail(
  appointment: Pick<Appointment, "email" | "firstName" | "locale">,
  { placeId, optOutUrl, myUrl }: ReviewRequestOptions,
): OutgoingEmail {
  const locale = rowLocale(appointment);
  const w = reviewRequestWords[locale];
  const hi = customerEmailWords[locale].hi(appointment.firstName);
  const reviewUrl = writeReviewUrl(placeId);
  return {
    to: appointment.email,
    subject: oneLine(w.subject(business.brand)),
    text: [
      hi,
      w.thanks(business.brand),
      w.ask,
      `${w.button}: ${reviewUrl}`,
      w.short,
      ...myPageLines(myUrl, locale),
      signature(locale),
      `${w.optOutText} ${optOutUrl}`,
    ].join("\n\n"),
    html: htmlDocument(
      w.title,
      [
        heading(w.title, 1),
        paragraph(hi),
        paragraph(w.thanks(business.brand)),
        paragraph(w.ask),
        paragraphOf(link(reviewUrl, w.button)),
        paragraph(w.short),
        ...myPageBlocks(myUrl, locale),
        signatureHtml(locale),
        paragraphOf(text(`${w.optOutText} `), link(optOutUrl, w.optOutLink)),
      ],
      locale,
    ),
  };
}
