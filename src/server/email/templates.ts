/**
 * The site's emails as pure functions of a stored row: a confirmation to the visitor who
 * booked, and notices to the admins about a booking, a cancellation or a contact-form lead. Every
 * visitor-supplied value reaches the HTML only through the escaping blocks of html.ts,
 * and reaches a subject only through `oneLine`.
 */
import { business } from "@/config/business";
import { BOOKING_SERVICE_LABELS } from "@/schemas/appointment";
import { LEAD_SERVICE_LABELS } from "@/schemas/lead";
import type { Appointment, Lead } from "@/server/db/schema";
import { appointmentDay, durationAsAdjective, durationInWords, phoenixDateTime } from "./dates";
import { bulletList, callout, detailsTable, heading, htmlDocument, lineBreak, link, paragraph, paragraphOf, text, type SafeHtml } from "./html";
import { appointmentIcs } from "./ics";
import type { OutgoingEmail } from "./message";

/** The flag admins see on a booking whose ZIP code is outside the service area. */
export const OUTSIDE_AREA_FLAG = "ZIP outside service area";

const DAY_MS = 24 * 60 * 60_000;

/** What happens during the visit, for the confirmation and the reminders. */
export const WHAT_TO_EXPECT = [
  "Our estimator arrives at the start of your time slot and calls if anything delays them.",
  "We look at each window and door you want replaced and take exact measurements.",
  "We show frame, glass and door options, including energy-efficient glass for the Arizona heat.",
  "Before we leave you get a written quote. The estimate is free and there is no obligation.",
] as const;

const HOW_TO_PREPARE = [
  "Make sure an adult who can decide on the project is home for the whole visit.",
  "Clear a path to the windows and doors you want us to look at.",
  "Note any problems you have noticed: drafts, foggy glass, doors that stick, high cooling bills.",
  "Keep pets in another room while we measure.",
] as const;

// ---------------------------------------------------------------------------
// To the visitor
// ---------------------------------------------------------------------------

export interface AppointmentConfirmationOptions {
  /** The visitor's personal cancel link. */
  cancelUrl: string;
  /** Organizer of the calendar invitation; defaults to MAIL_FROM. */
  mailFrom?: string;
}

/** The booking confirmation to the visitor, with the calendar invitation attached. */
export function appointmentConfirmation(appointment: Appointment, { cancelUrl, mailFrom }: AppointmentConfirmationOptions): OutgoingEmail {
  const day = appointmentDay(appointment);
  const length = durationInWords(appointment.duration);
  const details: [string, string][] = [
    ["Date", day],
    ["Time", `${appointment.appointmentTime} (Arizona time)`],
    ["Length", `About ${length}`],
    ["Address", fullAddress(appointment)],
    ["Service", serviceLabel(appointment.serviceType)],
  ];
  const confirmNote = `${business.promises.responseTime} to confirm your visit.`;
  const title = "Your free in-home estimate is booked";
  const expectHeading = `What to expect during the ${durationAsAdjective(appointment.duration)} visit`;

  const textBody = [
    `Hi ${appointment.firstName},`,
    `Thank you for booking a free in-home estimate with ${business.brand}.`,
    textDetails(details),
    confirmNote,
    `${expectHeading}\n${textList(WHAT_TO_EXPECT)}`,
    `How to prepare\n${textList(HOW_TO_PREPARE)}`,
    `Need to move or cancel? Use your manage link:\n${cancelUrl}`,
    `Questions, or would you like another time? Call us at ${business.phone.display}.`,
    signature(),
  ].join("\n\n");

  const html = htmlDocument(title, [
    heading(title, 1),
    paragraph(`Hi ${appointment.firstName},`),
    paragraph(`Thank you for booking a free in-home estimate with ${business.brand}.`),
    detailsTable(details),
    paragraph(confirmNote),
    heading(expectHeading),
    bulletList(WHAT_TO_EXPECT),
    heading("How to prepare"),
    bulletList(HOW_TO_PREPARE),
    heading("Need to move or cancel?"),
    paragraphOf(text("If your plans change, please "), link(cancelUrl, "move or cancel your appointment"), text(" so we can offer the time to someone else.")),
    paragraphOf(text("Questions, or would you like another time? Call us at "), link(business.phone.href, business.phone.display), text(".")),
    signatureHtml(),
  ]);

  return {
    to: appointment.email,
    subject: oneLine(`Your free in-home estimate on ${day} at ${appointment.appointmentTime}`),
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
}

/** The notice of a new booking to the admins, with every field and the service-area flag. */
export function appointmentAdminNotification(appointment: Appointment, { adminEmails }: AdminRecipients): OutgoingEmail {
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
    ["Crew", `Seat ${appointment.seat} of the slot`],
    ["Booked", phoenixDateTime(appointment.createdAt)],
    ["Appointment ID", appointment.id],
  ];
  const flag = appointment.outsideServiceArea ? `[${OUTSIDE_AREA_FLAG}] ` : "";
  const title = "New estimate booking";
  const warning = `${OUTSIDE_AREA_FLAG}: ZIP ${appointment.zipCode} is not one we normally serve. Check before confirming.`;
  const dashboard = `${business.siteUrl}/admin/appointments`;

  return {
    to: adminEmails.join(", "),
    subject: oneLine(`${flag}New estimate booking: ${name}, ${day} at ${appointment.appointmentTime}`),
    text: [title, ...(appointment.outsideServiceArea ? [warning] : []), textDetails(details), `Appointments: ${dashboard}`].join("\n\n"),
    html: htmlDocument(title, [
      heading(title, 1),
      ...(appointment.outsideServiceArea ? [callout(warning)] : []),
      detailsTable(details),
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
export function appointmentCancelledNotification(appointment: Appointment, { adminEmails, cancelledBy, at }: CancellationNoticeOptions): OutgoingEmail {
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
  const dashboard = `${business.siteUrl}/admin/appointments?id=${encodeURIComponent(appointment.id)}`;

  return {
    to: adminEmails.join(", "),
    subject: oneLine(`Cancelled: ${name}, ${day} at ${appointment.appointmentTime}`),
    text: [title, freed, textDetails(details), `Appointment: ${dashboard}`].join("\n\n"),
    html: htmlDocument(title, [heading(title, 1), paragraph(freed), detailsTable(details), paragraphOf(link(dashboard, "Open the appointment"))]),
  };
}

/** The notice of a new contact-form lead to the admins. */
export function leadNotification(lead: Lead, { adminEmails }: AdminRecipients): OutgoingEmail {
  const name = `${lead.firstName} ${lead.lastName}`;
  const service = LEAD_SERVICE_LABELS[lead.service as keyof typeof LEAD_SERVICE_LABELS] ?? lead.service;
  const details: [string, string][] = [
    ["Name", name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Service", service],
    ["Project details", lead.projectDetails || "None given"],
    ["Sent from", lead.source],
    ["Received", phoenixDateTime(lead.createdAt)],
    ["Lead ID", lead.id],
  ];
  const title = "New lead from the website";
  const dashboard = `${business.siteUrl}/dashboard`;
  const replyBy = `${business.promises.responseTime}: please reply by ${phoenixDateTime(new Date(lead.createdAt.getTime() + DAY_MS))}.`;

  return {
    to: adminEmails.join(", "),
    subject: oneLine(`New lead: ${name}, ${service}`),
    text: [title, replyBy, textDetails(details), `Dashboard: ${dashboard}`].join("\n\n"),
    html: htmlDocument(title, [heading(title, 1), paragraph(replyBy), detailsTable(details), paragraphOf(link(dashboard, "Open the dashboard"))]),
  };
}

// ---------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------

/** The text on a single line: a subject must never carry a visitor's line break into the headers. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** The first rows of an admin notice: who booked and where the visit is. */
export function whoAndWhere(appointment: Appointment): [string, string][] {
  return [
    ["Name", `${appointment.firstName} ${appointment.lastName}`],
    ["Email", appointment.email],
    ["Phone", appointment.phone],
    ["Address", fullAddress(appointment)],
  ];
}

/** "1234 E Main St, Gilbert, AZ 85233". */
export function fullAddress(appointment: Pick<Appointment, "address" | "city" | "zipCode">): string {
  return `${appointment.address}, ${appointment.city}, AZ ${appointment.zipCode}`;
}

/** What the booking form called the service. */
export function serviceLabel(serviceType: string): string {
  return BOOKING_SERVICE_LABELS[serviceType as keyof typeof BOOKING_SERVICE_LABELS] ?? serviceType;
}

/** Labelled rows as plain-text lines. */
export function textDetails(rows: readonly (readonly [string, string])[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** A plain-text bulleted list. */
export function textList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

/** The plain-text signature. */
export function signature(): string {
  return `${business.brand}\n${business.phone.display}\n${business.siteUrl}`;
}

/** The HTML signature. */
export function signatureHtml(): SafeHtml {
  return paragraphOf(
    text(business.brand),
    lineBreak,
    link(business.phone.href, business.phone.display),
    lineBreak,
    link(business.siteUrl, business.siteUrl.replace(/^https?:\/\//, "")),
  );
}
