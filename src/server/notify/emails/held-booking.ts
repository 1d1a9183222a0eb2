/**
 * The email to a person whose upcoming visits held another booking for the office: their own
 * visits, each with a link to change it, and nothing about the request (who asked, for when,
 * from where). In their language.
 */
import { business } from "@/config/business";
import { formatDay, formatSlot } from "@/i18n/dates";
import { heldBookingWords } from "@/i18n/held-booking";
import type { Locale } from "@/i18n/locales";
import type { OutgoingEmail } from "@/server/db/emails/messages";
import type { Appointment } from "@/server/db/schema";
import { heading, htmlDocument, link, paragraph, paragraphOf, text } from "@/server/email/html";
import { myPageBlocks, myPageLines, signature, signatureHtml } from "./templates";

/** The email: their visits, each with its manage link, and nothing about the request. */
export function heldBookingNotice(
  to: string,
  firstName: string,
  visits: readonly Appointment[],
  links: readonly string[],
  locale: Locale,
  myUrl?: string,
): OutgoingEmail {
  const w = heldBookingWords[locale];
  const lines = visits.map((visit) =>
    w.visit(formatDay(visit.appointmentDate, locale, true), formatSlot(visit.appointmentTime, locale), `${visit.address}, ${visit.city}`),
  );
  return {
    to,
    subject: w.subject(business.brand),
    text: [
      w.hi(firstName),
      w.explanation(visits.length),
      `${w.visitsHeading}:\n${lines.map((line, index) => `- ${line}\n  ${w.manageLink}: ${links[index]}`).join("\n")}`,
      ...myPageLines(myUrl, locale),
      w.notYou,
      signature(locale),
    ].join("\n\n"),
    html: htmlDocument(
      w.title,
      [
        heading(w.title, 1),
        paragraph(w.hi(firstName)),
        paragraph(w.explanation(visits.length)),
        heading(w.visitsHeading),
        ...lines.map((line, index) => paragraphOf(text(line), text(" · "), link(links[index]!, w.manageLink))),
        ...myPageBlocks(myUrl, locale),
        paragraph(w.notYou),
        signatureHtml(locale),
      ],
      locale,
    ),
  };
}
