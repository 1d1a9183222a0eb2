/**
 * The emails about a visit after it is booked: moved (to the customer, with the updated
 * invitation, and to the admins), confirmed by the office (to the customer, the invitation now
 * CONFIRMED), cancelled (to the customer, by them or by the office, with the calendar
 * cancellation), and the reminders before it. Pure functions of stored rows; the customer's
 * emails are in their language (words in customer-words.ts), the admins' notice in English.
 */
import { business } from "@/config/business";
import { siteOrigin } from "@/server/env";
import { formatDay } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import { slotMinutes } from "@/core/calendar-settings";
import type { ReminderKind } from "@/core/server/reminders";
import type { Appointment } from "@/server/db/schema";
import { appointmentDay, phoenixDateTime } from "../../../core/visit-time";
import { customerWording, dayAndWindow, visitStatusWords } from "./customer-words";
import { bulletList, detailsTable, heading, htmlDocument, link, paragraph, paragraphOf, phoneLink, text } from "../../email/html";
import { appointmentIcs } from "./invitation";
import type { OutgoingEmail } from "../../db/emails/messages";
import {
  fullAddress,
  myPageBlocks,
  myPageLines,
  oneLine,
  serviceLabel,
  signature,
  signatureHtml,
  textDetails,
  textList,
  whoAndWhere,
  type AdminRecipients,
} from "./templates";

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
  /** A fresh link to the customer's own page (their notice mints it). */
  myUrl?: string;
}

/** The visit's slot as the admins read it: "10:00 AM to 12:00 PM (Arizona time)" (the calendar's own labels). */
export function timeWindow(appointment: Pick<Appointment, "appointmentTime" | "duration">): string {
  const end = slotMinutes(appointment.appointmentTime) + appointment.duration;
  const endHours = Math.floor(end / 60) % 24;
  return `${appointment.appointmentTime} to ${endHours % 12 || 12}:${String(end % 60).padStart(2, "0")} ${endHours < 12 ? "AM" : "PM"} (Arizona time)`;
}

function visitDetails(appointment: Appointment): [string, string][] {
  const { w, day, window, locale } = customerWording(appointment);
  return [
    [w.labels.date, day],
    [w.labels.time, w.timeWindow(window)],
    [w.labels.address, fullAddress(appointment)],
    [w.labels.service, serviceLabel(appointment.serviceType, locale)],
    [w.labels.status, visitStatusWords(appointment, locale)],
  ];
}

/** The previous slot in the customer's words, with the visit's (unchanged) length: "Monday, November 30, 2026, 8 a.m. to 10 a.m.". */
const previousText = (previous: PreviousSlot, appointment: Pick<Appointment, "duration">, locale: Locale) =>
  dayAndWindow({ ...previous, duration: appointment.duration }, locale);

/** To the customer, in their language: the visit has a new time; the updated invitation replaces the old event. */
export function appointmentMovedConfirmation(
  appointment: Appointment,
  previous: PreviousSlot,
  { manageUrl, mailFrom, myUrl }: CustomerVisitOptions,
): OutgoingEmail {
  const { w, when, locale } = customerWording(appointment);
  const m = w.moved;
  const was = m.was(previousText(previous, appointment, locale));
  const details = visitDetails(appointment);
  return {
    to: appointment.email,
    subject: oneLine(m.subject(when)),
    text: [
      w.hi(appointment.firstName),
      m.title,
      textDetails(details),
      was,
      m.manageText(manageUrl),
      ...myPageLines(myUrl, locale),
      `${w.questionsCall}${business.phone.display}.`,
      signature(locale),
    ].join("\n\n"),
    html: htmlDocument(
      m.title,
      [
        heading(m.title, 1),
        paragraph(w.hi(appointment.firstName)),
        detailsTable(details),
        paragraph(was),
        paragraphOf(text(m.plansChanged), link(manageUrl, m.manageLink), text(".")),
        ...myPageBlocks(myUrl, locale),
        paragraphOf(text(w.questionsCall), phoneLink(business.phone.href, business.phone.display), text(".")),
        signatureHtml(locale),
      ],
      locale,
    ),
    ics: appointmentIcs(appointment, { cancelUrl: manageUrl, mailFrom }),
  };
}

/** To the customer, in their language: the office confirmed the visit; the invitation (same event, higher SEQUENCE) now says CONFIRMED. */
export function appointmentConfirmedEmail(appointment: Appointment, { manageUrl, mailFrom, myUrl }: CustomerVisitOptions): OutgoingEmail {
  const { w, when, locale } = customerWording(appointment);
  const c = w.confirmed;
  const details = visitDetails(appointment);
  const arrival = w.arrival(w.duration(appointment.duration));
  return {
    to: appointment.email,
    subject: oneLine(c.subject(when)),
    text: [
      w.hi(appointment.firstName),
      c.lead(when),
      textDetails(details),
      arrival,
      c.calendarNote,
      c.manageText(manageUrl),
      ...myPageLines(myUrl, locale),
      `${w.questionsCall}${business.phone.display}.`,
      signature(locale),
    ].join("\n\n"),
    html: htmlDocument(
      c.title,
      [
        heading(c.title, 1),
        paragraph(w.hi(appointment.firstName)),
        paragraph(c.lead(when)),
        detailsTable(details),
        paragraph(arrival),
        paragraph(c.calendarNote),
        paragraphOf(text(c.plansChanged), link(manageUrl, c.manageLink), text(".")),
        ...myPageBlocks(myUrl, locale),
        paragraphOf(text(w.questionsCall), phoneLink(business.phone.href, business.phone.display), text(".")),
        signatureHtml(locale),
      ],
      locale,
    ),
    ics: appointmentIcs(appointment, { cancelUrl: manageUrl, mailFrom }),
  };
}

export interface CancelledEmailOptions {
  /** Organizer of the calendar cancellation; defaults to MAIL_FROM. */
  mailFrom?: string;
  /** True when the office cancelled it: the email apologises and asks them to reply for another time. */
  byOffice?: boolean;
  /** A fresh link to the customer's own page (their notice mints it). */
  myUrl?: string;
}

/** To the customer, in their language: the visit is cancelled; the attached cancellation removes it from their calendar. */
export function appointmentCancelledConfirmation(
  appointment: Appointment,
  { mailFrom, byOffice = false, myUrl }: CancelledEmailOptions = {},
): OutgoingEmail {
  const { w, when, locale } = customerWording(appointment);
  const c = w.cancelled;
  const title = byOffice ? w.officeCancelled.title : c.title;
  const said = byOffice ? [w.officeCancelled.when(when), w.officeCancelled.reply] : [c.when(when)];
  const again = `${siteOrigin()}${localizePath("/estimate", locale)}`;
  return {
    to: appointment.email,
    subject: oneLine(c.subject(when)),
    text: [
      w.hi(appointment.firstName),
      ...said,
      c.againText(again, business.phone.display),
      ...myPageLines(myUrl, locale),
      signature(locale),
    ].join("\n\n"),
    html: htmlDocument(
      title,
      [
        heading(title, 1),
        paragraph(w.hi(appointment.firstName)),
        ...said.map((line) => paragraph(line)),
        paragraphOf(
          text(c.againLead),
          link(again, c.againLink),
          text(c.orCall),
          phoneLink(business.phone.href, business.phone.display),
          text("."),
        ),
        ...myPageBlocks(myUrl, locale),
        signatureHtml(locale),
      ],
      locale,
    ),
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
export function appointmentMovedNotification(
  appointment: Appointment,
  previous: PreviousSlot,
  { adminEmails, movedBy, at }: MoveNoticeOptions,
): OutgoingEmail {
  const name = `${appointment.firstName} ${appointment.lastName}`;
  const title = "Estimate moved";
  const details: [string, string][] = [
    ...whoAndWhere(appointment),
    ["Service", serviceLabel(appointment.serviceType)],
    ["New time", `${appointmentDay(appointment)}, ${timeWindow(appointment)}`],
    ["Was", `${formatDay(previous.appointmentDate, "en", true)} at ${previous.appointmentTime} (that time is open again)`],
    ["Moved by", movedBy],
    ["Moved", phoenixDateTime(at)],
    ["Appointment ID", appointment.id],
  ];
  const dashboard = `${siteOrigin()}/admin/appointments?id=${encodeURIComponent(appointment.id)}`;
  return {
    to: adminEmails.join(", "),
    subject: oneLine(`Moved: ${name}, now ${appointmentDay(appointment)} at ${appointment.appointmentTime}`),
    text: [title, textDetails(details), `Appointment: ${dashboard}`].join("\n\n"),
    html: htmlDocument(title, [heading(title, 1), detailsTable(details), paragraphOf(link(dashboard, "Open the appointment"))]),
  };
}

/** To the customer, in their language: the visit is tomorrow (or today), what to expect, the time window and the manage link. */
export function appointmentReminder(
  appointment: Appointment,
  kind: ReminderKind,
  { manageUrl, myUrl }: { manageUrl: string; myUrl?: string },
): OutgoingEmail {
  const { w, when: dayWindow, locale } = customerWording(appointment);
  const r = w.reminder;
  const when = r.when[kind];
  const title = r.title(when);
  const details = visitDetails(appointment);
  const arrival = w.arrival(w.duration(appointment.duration));
  return {
    to: appointment.email,
    subject: oneLine(r.subject(when, dayWindow)),
    text: [
      w.hi(appointment.firstName),
      title,
      textDetails(details),
      arrival,
      `${r.expectHeading}\n${textList(w.whatToExpect)}`,
      r.manageText(manageUrl),
      ...myPageLines(myUrl, locale),
      `${r.lateCall}${business.phone.display}.`,
      signature(locale),
    ].join("\n\n"),
    html: htmlDocument(
      title,
      [
        heading(title, 1),
        paragraph(w.hi(appointment.firstName)),
        detailsTable(details),
        paragraph(arrival),
        heading(r.expectHeading),
        bulletList(w.whatToExpect),
        paragraphOf(text(r.plansChanged), link(manageUrl, r.manageLink), text(".")),
        ...myPageBlocks(myUrl, locale),
        paragraphOf(text(r.lateCall), phoneLink(business.phone.href, business.phone.display), text(".")),
        signatureHtml(locale),
      ],
      locale,
    ),
  };
}
