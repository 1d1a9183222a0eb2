/**
 * The email to a customer whose booking request was kept for the office instead of booked: we
 * have it, it holds no time yet, the office calls to confirm one. In their language.
 */
import { business } from "@/config/business";
import { formatDay, formatWindow } from "@/i18n/dates";
import { keptRequestWords } from "@/i18n/kept-request";
import type { Locale } from "@/i18n/locales";
import type { OutgoingEmail } from "@/server/db/emails/messages";
import { heading, htmlDocument, paragraph } from "@/server/email/html";
import { signature, signatureHtml } from "./templates";

/** What the email names of the request. */
export interface KeptRequest {
  email: string;
  firstName: string;
  appointmentDate: string;
  appointmentTime: string;
  /** The visit's length in minutes, for the arrival window. */
  duration: number;
}

/** The email: the day and window asked for, that it holds no time yet, and that the office calls. */
export function keptRequestEmail(request: KeptRequest, locale: Locale): OutgoingEmail {
  const w = keptRequestWords[locale];
  const when = `${formatDay(request.appointmentDate, locale, true)}, ${formatWindow(request.appointmentTime, request.duration, locale)}`;
  const lines = [w.hi(request.firstName), w.lead(when), w.next, w.questions(business.phone.display)];
  return {
    to: request.email,
    subject: w.subject(business.brand),
    text: [...lines, signature(locale)].join("\n\n"),
    html: htmlDocument(w.title, [heading(w.title, 1), ...lines.map(paragraph), signatureHtml(locale)], locale),
  };
}
