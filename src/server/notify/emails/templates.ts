/**
 * The site's emails as pure functions of a stored row: a confirmation to the visitor who
 * booked, and notices to the admins about a booking, a cancellation or a contact-form lead. Every
 * visitor-supplied value reaches the HTML only through the escaping blocks of html.ts,
 * and reaches a subject only through `oneLine`.
 */
import { business } from "@/config/business";
import { withoutBidiControls } from "@/core/plain-text";
import { siteOrigin } from "@/server/env";
import { LEAD_SERVICE_LABELS } from "@/schemas/lead";
import type { Appointment, Lead } from "@/server/db/schema";
import { appointmentDay, durationInWords, phoenixDateTime } from "../../../core/visit-time";
import {
  bulletList,
  callout,
  detailsTable,
  heading,
  htmlDocument,
  lineBreak,
  link,
  paragraph,
  paragraphOf,
  phoneLink,
  text,
  type SafeHtml,
} from "../../email/html";
import { appointmentIcs } from "./invitation";
import type { OutgoingEmail } from "../../db/emails/messages";
import type { Locale } from "@/i18n/locales";
import { customerEmailWords, customerWording, rowLocale, visitStatusWords } from "./customer-words";
import { myPageLinkWords } from "@/i18n/my-page-link";

/** The flag admins see on a booking whose ZIP code is outside the service area. */
export const OUTSIDE_AREA_FLAG = "ZIP outside service area";

const DAY_MS = 24 * 60 * 60_000;

// ---------------------------------------------------------------------------
// To the visitor
// ---------------------------------------------------------------------------

export interface AppointmentConfirmationOptions {
  /** The visitor's personal cancel link. */
  cancelUrl: string;
  /** A fresh link to the customer's own page (their notice mints it). */
  myUrl?: string;
  /** Organizer of the calendar invitation; defaults to MAIL_FROM. */
  mailFrom?: string;
}

/** The booking email to the visitor, in their language, with the calendar invitation (TENTATIVE until the office confirms the visit). */
export function appointmentConfirmation(
  appointment: Appointment,
  { cancelUrl, mailFrom, myUrl }: AppointmentConfirmationOptions,
): OutgoingEmail {
  const { w, day, window, when, locale } = customerWording(appointment);
  const c = w.confirmation;
  const details: [string, string][] = [
    [w.labels.date, day],
    [w.labels.time, w.timeWindow(window)],
    [w.labels.length, w.about(w.duration(appointment.duration))],
    [w.labels.address, fullAddress(appointment)],
    [w.labels.service, serviceLabel(appointment.serviceType, locale)],
    [w.labels.status, visitStatusWords(appointment, locale)],
  ];
  const expectHeading = c.expectHeading(appointment.duration);

  const textBody = [
    w.hi(appointment.firstName),
    c.thanks,
    textDetails(details),
    c.confirmNote,
    `${expectHeading}\n${textList(w.whatToExpect)}`,
    `${c.prepareHeading}\n${textList(w.howToPrepare)}`,
    c.manageText(cancelUrl),
    ...myPageLines(myUrl, locale),
    `${c.questions}${business.phone.display}.`,
    signature(locale),
  ].join("\n\n");

  const html = htmlDocument(
    c.title,
    [
      heading(c.title, 1),
      paragraph(w.hi(appointment.firstName)),
      paragraph(c.thanks),
      detailsTable(details),
      paragraph(c.confirmNote),
      heading(expectHeading),
      bulletList(w.whatToExpect),
      heading(c.prepareHeading),
      bulletList(w.howToPrepare),
      heading(c.manageHeading),
      paragraphOf(text(c.manageLead), link(cancelUrl, c.manageLink), text(c.manageTail)),
      ...myPageBlocks(myUrl, locale),
      paragraphOf(text(c.questions), phoneLink(business.phone.href, business.phone.display), text(".")),
      signatureHtml(locale),
    ],
    locale,
  );

  return {
    to: appointment.email,
    subject: oneLine(c.subject(when)),
    text: textBody,
    html,
    ics: appointmentIcs(appointment, { cancelUrl, mailFrom }),
  };
}

// ---------------------------------------------------------------------------
// To the admins
// ---------------------------------------------------------------------------

export interface AdminRecipients {
  /** Every admin address; the notice goes to all of them at once. */
  adminEmails: readonly string[];
  /** Photos the customer attached: the notice says how many and links to them, never attaches them. */
  photoCount?: number;
}

/** The notice of a new booking to the admins, with every field and the service-area flag. */
export function appointmentAdminNotification(appointment: Appointment, { adminEmails, photoCount = 0 }: AdminRecipients): OutgoingEmail {
  const name = `${appointment.firstName} ${appointment.lastName}`;
  const day = appointmentDay(appointment);
  const details: [string, string][] = [
    ...whoAndWhere(appointment),
    ["Service area", appointment.outsideServiceArea ? OUTSIDE_AREA_FLAG : "Inside the service area"],
    ["Service", serviceLabel(appointment.serviceType)],
    ["Project details", appointment.projectDetails || "None given"],
    ["Date", day],
    ["Time", `${appointment.appointmentTime} (Arizona time)`],
    ["Length", durationInWords(appointment.duration)],
    ["Status", appointment.status],
    // A new booking's notice is written with it, before the statement chooses its crew.
    ...(appointment.seat > 0 ? [["Crew", `Seat ${appointment.seat} of the slot`] as [string, string]] : []),
    ["Booked", phoenixDateTime(appointment.createdAt)],
    ["Appointment ID", appointment.id],
  ];
  const photoLink = `${siteOrigin()}/admin/appointments?id=${encodeURIComponent(appointment.id)}`;
  if (photoCount > 0) details.push(["Photos", `${photosAttached(photoCount)}: ${photoLink}`]);
  const flag = appointment.outsideServiceArea ? `[${OUTSIDE_AREA_FLAG}] ` : "";
  const title = "New estimate booking";
  const warning = `${OUTSIDE_AREA_FLAG}: ZIP ${appointment.zipCode} is not one we normally serve. Check before confirming.`;
  const dashboard = `${siteOrigin()}/admin/appointments`;

  return {
    to: adminEmails.join(", "),
    subject: oneLine(`${flag}New estimate booking: ${name}, ${day} at ${appointment.appointmentTime}`),
    text: [title, ...(appointment.outsideServiceArea ? [warning] : []), textDetails(details), `Appointments: ${dashboard}`].join("\n\n"),
    html: htmlDocument(title, [
      heading(title, 1),
      ...(appointment.outsideServiceArea ? [callout(warning)] : []),
      detailsTable(details),
      ...(photoCount > 0 ? [paragraphOf(link(photoLink, `See the ${photosAttached(photoCount)}`))] : []),
      paragraphOf(link(dashboard, "Open the appointments dashboard")),
    ]),
  };
}

export interface CancellationNoticeOptions extends AdminRecipients {
  /** Who cancelled, in words: "the customer, with the link in their confirmation email". */
  cancelledBy: string;
  /** When it was cancelled. */
  at: Date;
}

/** The notice to the admins that a customer cancelled: the visit is off and its time is free again. */
export function appointmentCancelledNotification(
  appointment: Appointment,
  { adminEmails, cancelledBy, at }: CancellationNoticeOptions,
): OutgoingEmail {
  const name = `${appointment.firstName} ${appointment.lastName}`;
  const day = appointmentDay(appointment);
  const details: [string, string][] = [
    ...whoAndWhere(appointment),
    ["Service", serviceLabel(appointment.serviceType)],
    ["Date", day],
    ["Time", `${appointment.appointmentTime} (Arizona time)`],
    ["Cancelled by", cancelledBy],
    ["Cancelled", phoenixDateTime(at)],
    ["Appointment ID", appointment.id],
  ];
  const title = "Estimate cancelled";
  const freed = "The time is open again on the booking calendar. No visit is needed.";
  const dashboard = `${siteOrigin()}/admin/appointments?id=${encodeURIComponent(appointment.id)}`;

  return {
    to: adminEmails.join(", "),
    subject: oneLine(`Cancelled: ${name}, ${day} at ${appointment.appointmentTime}`),
    text: [title, freed, textDetails(details), `Appointment: ${dashboard}`].join("\n\n"),
    html: htmlDocument(title, [
      heading(title, 1),
      paragraph(freed),
      detailsTable(details),
      paragraphOf(link(dashboard, "Open the appointment")),
    ]),
  };
}

/** The notice of a new contact-form lead to the admins. */
export function leadNotification(lead: Lead, { adminEmails, photoCount = 0 }: AdminRecipients): OutgoingEmail {
  const name = `${lead.firstName} ${lead.lastName}`;
  const service = LEAD_SERVICE_LABELS[lead.service as keyof typeof LEAD_SERVICE_LABELS] ?? lead.service;
  const details: [string, string][] = [
    ["Name", name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    languageRow(lead),
    ["Service", service],
    ["Project details", lead.projectDetails || "None given"],
    ["Sent from", lead.source],
    ["Received", phoenixDateTime(lead.createdAt)],
    ["Lead ID", lead.id],
  ];
  const photoLink = `${siteOrigin()}/admin/leads?id=${encodeURIComponent(lead.id)}`;
  if (photoCount > 0) details.push(["Photos", `${photosAttached(photoCount)}: ${photoLink}`]);
  const title = "New lead from the website";
  const dashboard = `${siteOrigin()}/dashboard`;
  const replyBy = `${business.promises.responseTime}: please reply by ${phoenixDateTime(new Date(lead.createdAt.getTime() + DAY_MS))}.`;

  return {
    to: adminEmails.join(", "),
    subject: oneLine(`New lead: ${name}, ${service}`),
    text: [title, replyBy, textDetails(details), `Dashboard: ${dashboard}`].join("\n\n"),
    html: htmlDocument(title, [
      heading(title, 1),
      paragraph(replyBy),
      detailsTable(details),
      ...(photoCount > 0 ? [paragraphOf(link(photoLink, `See the ${photosAttached(photoCount)}`))] : []),
      paragraphOf(link(dashboard, "Open the dashboard")),
    ]),
  };
}

// ---------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------

/** "1 photo attached", "3 photos attached". */
export function photosAttached(count: number): string {
  return `${count} photo${count === 1 ? "" : "s"} attached`;
}

/**
 * The text on a single line: a subject must never carry a visitor's line break into the headers,
 * nor a bidirectional override that turns the rest of the subject around (rows stored before
 * the forms refused them still hold some).
 */
export function oneLine(value: string): string {
  return withoutBidiControls(value).replace(/\s+/g, " ").trim();
}

/** The customer's language as the admins' notices name it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Spanish" };

/** The admin notices' row naming the language the customer wrote in (and gets their emails in). */
export function languageRow(row: { locale: string }): [string, string] {
  return ["Language", LANGUAGE_NAMES[rowLocale(row)]];
}

/** The first rows of an admin notice: who booked, in which language, and where the visit is. */
export function whoAndWhere(appointment: Appointment): [string, string][] {
  return [
    ["Name", `${appointment.firstName} ${appointment.lastName}`],
    ["Email", appointment.email],
    ["Phone", appointment.phone],
    languageRow(appointment),
    ["Address", fullAddress(appointment)],
  ];
}

/** "1234 E Main St, Gilbert, AZ 85233". */
export function fullAddress(appointment: Pick<Appointment, "address" | "city" | "zipCode">): string {
  return `${appointment.address}, ${appointment.city}, AZ ${appointment.zipCode}`;
}

/** What the booking form called the service, in `locale` (admin notices: English). */
export function serviceLabel(serviceType: string, locale: Locale = "en"): string {
  return customerEmailWords[locale].serviceLabels[serviceType] ?? serviceType;
}

/** Labelled rows as plain-text lines. */
export function textDetails(rows: readonly (readonly [string, string])[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** A plain-text bulleted list. */
export function textList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

/** The plain-text line of the link to the customer's own page, in `locale`. */
export function myPageText(url: string, locale: Locale): string {
  return myPageLinkWords[locale].text(url);
}

/** The HTML paragraph of the link to the customer's own page, in `locale`. */
export function myPageHtml(url: string, locale: Locale): SafeHtml {
  return paragraphOf(link(url, myPageLinkWords[locale].label));
}

/** The page link's text line when the email carries one (its notice minted it), else nothing. */
export function myPageLines(url: string | undefined, locale: Locale): string[] {
  return url ? [myPageText(url, locale)] : [];
}

/** The page link's HTML paragraph when the email carries one, else nothing. */
export function myPageBlocks(url: string | undefined, locale: Locale): SafeHtml[] {
  return url ? [myPageHtml(url, locale)] : [];
}

/** The plain-text signature, with the site's address in `locale`. */
export function signature(locale: Locale = "en"): string {
  return `${business.brand}\n${business.phone.display}\n${siteOrigin()}${customerEmailWords[locale].signaturePath}`;
}

/** The HTML signature. */
export function signatureHtml(locale: Locale = "en"): SafeHtml {
  const site = `${siteOrigin()}${customerEmailWords[locale].signaturePath}`;
  return paragraphOf(
    text(business.brand),
    lineBreak,
    phoneLink(business.phone.href, business.phone.display),
    lineBreak,
    link(site, site.replace(/^https?:\/\//, "")),
  );
}
