/**
 * The emails about a visit after it is booked: moved (to the customer, with the updated
 * invitation, and to the admins), cancelled (to the customer, with the calendar
 * cancellation), and the reminders before it. Pure functions of stored rows; every text
 * lives here so a translation replaces these functions only.
 */
import { business } from "@/config/business";
import { formatLongDate } from "@/lib/phoenix-time";
import { slotMinutes } from "@/schemas/calendar-settings";
import type { ReminderKind } from "@/server/core/reminders";
import type { Appointment } from "@/server/db/schema";
import { appointmentDay, durationInWords, phoenixDateTime } from "./dates";
import { bulletList, detailsTable, heading, htmlDocument, link, paragraph, paragraphOf, text } from "./html";
import { appointmentIcs } from "./ics";
import type { OutgoingEmail } from "./message";
import { fullAddress, oneLine, serviceLabel, signature, signatureHtml, textDetails, textList, WHAT_TO_EXPECT, whoAndWhere, type AdminRecipients } from "./templates";

/** A visit's previous slot. */
export interface PreviousSlot {
  appointmentDate: string;
  appointmentTime: string;
}

export interface CustomerVisitOptions {
  /** The customer's manage link (move or cancel). */
  manageUrl: string;
  /** Organizer of the calendar invitation; defaults to MAIL_FROM. */
  mailFrom?: string;
}

/** The visit's time window in words: "10:00 AM to 12:00 PM (Arizona time)". */
export function timeWindow(appointment: Pick<Appointment, "appointmentTime" | "duration">): string {
  const end = slotMinutes(appointment.appointmentTime) + appointment.duration;
  const endHours = Math.floor(end / 60) % 24;
  const endLabel = `${endHours % 12 || 12}:${String(end % 60).padStart(2, "0")} ${endHours < 12 ? "AM" : "PM"}`;
  return `${appointment.appointmentTime} to ${endLabel} (Arizona time)`;
}

function visitDetails(appointment: Appointment): [string, string][] {
  return [
    ["Date", appointmentDay(appointment)],
    ["Time", timeWindow(appointment)],
    ["Address", fullAddress(appointment)],
    ["Service", serviceLabel(appointment.serviceType)],
  ];
}

const previousText = (previous: PreviousSlot) => `${formatLongDate(previous.appointmentDate, true)} at ${previous.appointmentTime}`;

/** To the customer: the visit has a new time; the updated invitation replaces the old event. */
export function appointmentMovedConfirmation(appointment: Appointment, previous: PreviousSlot, { manageUrl, mailFrom }: CustomerVisitOptions): OutgoingEmail {
  const title = "Your estimate visit has a new time";
  const was = `It was ${previousText(previous)}. Your calendar invitation is updated to the new time.`;
  const details = visitDetails(appointment);
  return {
    to: appointment.email,
    subject: oneLine(`New time for your free in-home estimate: ${appointmentDay(appointment)} at ${appointment.appointmentTime}`),
    text: [`Hi ${appointment.firstName},`, title, textDetails(details), was, `Need to move or cancel again? ${manageUrl}`, `Questions? Call us at ${business.phone.display}.`, signature()].join("\n\n"),
    html: htmlDocument(title, [
      heading(title, 1),
      paragraph(`Hi ${appointment.firstName},`),
      detailsTable(details),
      paragraph(was),
      paragraphOf(text("Plans changed again? "), link(manageUrl, "Move or cancel your visit"), text(".")),
      paragraphOf(text("Questions? Call us at "), link(business.phone.href, business.phone.display), text(".")),
      signatureHtml(),
    ]),
    ics: appointmentIcs(appointment, { cancelUrl: manageUrl, mailFrom }),
  };
}

/** To the customer: the visit is cancelled; the attached cancellation removes it from their calendar. */
export function appointmentCancelledConfirmation(appointment: Appointment, { mailFrom }: { mailFrom?: string } = {}): OutgoingEmail {
  const title = "Your estimate visit is cancelled";
  const when = `Your free in-home estimate on ${appointmentDay(appointment)} at ${appointment.appointmentTime} is cancelled, and it is removed from your calendar.`;
  const again = `${business.siteUrl}/estimate`;
  return {
    to: appointment.email,
    subject: oneLine(`Cancelled: your free in-home estimate on ${appointmentDay(appointment)} at ${appointment.appointmentTime}`),
    text: [`Hi ${appointment.firstName},`, when, `Want another time? Book at ${again} or call us at ${business.phone.display}.`, signature()].join("\n\n"),
    html: htmlDocument(title, [
      heading(title, 1),
      paragraph(`Hi ${appointment.firstName},`),
      paragraph(when),
      paragraphOf(text("Want another time? "), link(again, "Book another estimate"), text(" or call us at "), link(business.phone.href, business.phone.display), text(".")),
      signatureHtml(),
    ]),
    ics: appointmentIcs(appointment, { cancelUrl: again, method: "CANCEL", mailFrom }),
  };
}

export interface MoveNoticeOptions extends AdminRecipients {
  /** Who moved it, in words. */
  movedBy: string;
  /** When it was moved. */
  at: Date;
}

/** To the admins: a visit moved from one time to another. */
export function appointmentMovedNotification(appointment: Appointment, previous: PreviousSlot, { adminEmails, movedBy, at }: MoveNoticeOptions): OutgoingEmail {
  const name = `${appointment.firstName} ${appointment.lastName}`;
  const title = "Estimate moved";
  const details: [string, string][] = [
    ...whoAndWhere(appointment),
    ["Service", serviceLabel(appointment.serviceType)],
    ["New time", `${appointmentDay(appointment)}, ${timeWindow(appointment)}`],
    ["Was", `${previousText(previous)} (that time is open again)`],
    ["Moved by", movedBy],
    ["Moved", phoenixDateTime(at)],
    ["Appointment ID", appointment.id],
  ];
  const dashboard = `${business.siteUrl}/admin/appointments?id=${encodeURIComponent(appointment.id)}`;
  return {
    to: adminEmails.join(", "),
    subject: oneLine(`Moved: ${name}, now ${appointmentDay(appointment)} at ${appointment.appointmentTime}`),
    text: [title, textDetails(details), `Appointment: ${dashboard}`].join("\n\n"),
    html: htmlDocument(title, [heading(title, 1), detailsTable(details), paragraphOf(link(dashboard, "Open the appointment"))]),
  };
}

/** To the customer: the visit is tomorrow (or today), what to expect, the time window and the manage link. */
export function appointmentReminder(appointment: Appointment, kind: ReminderKind, { manageUrl }: { manageUrl: string }): OutgoingEmail {
  const when = kind === "day-before" ? "tomorrow" : "today";
  const title = `Reminder: your free estimate visit is ${when}`;
  const details = visitDetails(appointment);
  const arrival = `Our estimator arrives between ${timeWindow(appointment).replace(" to ", " and ")}; the visit takes about ${durationInWords(appointment.duration)}.`;
  return {
    to: appointment.email,
    subject: oneLine(`Reminder: your free in-home estimate ${when}, ${appointmentDay(appointment)} at ${appointment.appointmentTime}`),
    text: [
      `Hi ${appointment.firstName},`,
      title,
      textDetails(details),
      arrival,
      `What to expect\n${textList(WHAT_TO_EXPECT)}`,
      `Need to move or cancel? ${manageUrl}`,
      `Questions or running late? Call us at ${business.phone.display}.`,
      signature(),
    ].join("\n\n"),
    html: htmlDocument(title, [
      heading(title, 1),
      paragraph(`Hi ${appointment.firstName},`),
      detailsTable(details),
      paragraph(arrival),
      heading("What to expect"),
      bulletList(WHAT_TO_EXPECT),
      paragraphOf(text("Plans changed? "), link(manageUrl, "Move or cancel your visit"), text(".")),
      paragraphOf(text("Questions or running late? Call us at "), link(business.phone.href, business.phone.display), text(".")),
      signatureHtml(),
    ]),
  };
}
