/**
 * The emails about a visit after it is booked: moved (to the customer, with the updated
 * invitation, and to the admins), cancelled (to the customer, with the calendar
 * cancellation), and the reminders before it. Pure functions of stored rows; the customer's
 * emails are in their language (words in customer-words.ts), the admins' notice in English.
 */
import { business } from "@/config/business";
import { siteOrigin } from "@/server/env";
import { formatDay, formatSlot } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import { slotMinutes } from "@/core/calendar-settings";
import type { ReminderKind } from "@/core/reminders";
import type { Appointment } from "@/server/db/schema";
import { appointmentDay, phoenixDateTime } from "../../../core/visit-time";
import { customerEmailWords, customerWording } from "./customer-words";
import { bulletList, detailsTable, heading, htmlDocument, link, paragraph, paragraphOf, text } from "../../email/html";
import { appointmentIcs } from "./invitation";
import type { OutgoingEmail } from "../../db/emails";
import { fullAddress, oneLine, serviceLabel, signature, signatureHtml, textDetails, textList, whoAndWhere, type AdminRecipients } from "./templates";

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

/** The visit's time window in words: "10:00 AM to 12:00 PM (Arizona time)" (or in the customer's language). */
export function timeWindow(appointment: Pick<Appointment, "appointmentTime" | "duration">, locale: Locale = "en"): string {
  const [start, end] = windowEnds(appointment, locale);
  return customerEmailWords[locale].timeWindow(start, end);
}

/** The first and last time of a visit's window, as `locale` writes times. */
function windowEnds(appointment: Pick<Appointment, "appointmentTime" | "duration">, locale: Locale): [string, string] {
  const end = slotMinutes(appointment.appointmentTime) + appointment.duration;
  const endHours = Math.floor(end / 60) % 24;
  const endLabel = `${endHours % 12 || 12}:${String(end % 60).padStart(2, "0")} ${endHours < 12 ? "AM" : "PM"}`;
  return [formatSlot(appointment.appointmentTime, locale), formatSlot(endLabel, locale)];
}

function visitDetails(appointment: Appointment): [string, string][] {
  const { w, day, locale } = customerWording(appointment);
  return [
    [w.labels.date, day],
    [w.labels.time, timeWindow(appointment, locale)],
    [w.labels.address, fullAddress(appointment)],
    [w.labels.service, serviceLabel(appointment.serviceType, locale)],
  ];
}

const previousText = (previous: PreviousSlot, locale: Locale = "en") =>
  customerEmailWords[locale].dayAt(formatDay(previous.appointmentDate, locale, true), formatSlot(previous.appointmentTime, locale));

/** To the customer, in their language: the visit has a new time; the updated invitation replaces the old event. */
export function appointmentMovedConfirmation(appointment: Appointment, previous: PreviousSlot, { manageUrl, mailFrom }: CustomerVisitOptions): OutgoingEmail {
  const { w, day, time, locale } = customerWording(appointment);
  const m = w.moved;
  const was = m.was(previousText(previous, locale));
  const details = visitDetails(appointment);
  return {
    to: appointment.email,
    subject: oneLine(m.subject(day, time)),
    text: [w.hi(appointment.firstName), m.title, textDetails(details), was, m.manageText(manageUrl), `${w.questionsCall}${business.phone.display}.`, signature(locale)].join("\n\n"),
    html: htmlDocument(
      m.title,
      [
        heading(m.title, 1),
        paragraph(w.hi(appointment.firstName)),
        detailsTable(details),
        paragraph(was),
        paragraphOf(text(m.plansChanged), link(manageUrl, m.manageLink), text(".")),
        paragraphOf(text(w.questionsCall), link(business.phone.href, business.phone.display), text(".")),
        signatureHtml(locale),
      ],
      locale,
    ),
    ics: appointmentIcs(appointment, { cancelUrl: manageUrl, mailFrom }),
  };
}

/** To the customer, in their language: the visit is cancelled; the attached cancellation removes it from their calendar. */
export function appointmentCancelledConfirmation(appointment: Appointment, { mailFrom }: { mailFrom?: string } = {}): OutgoingEmail {
  const { w, day, time, locale } = customerWording(appointment);
  const c = w.cancelled;
  const when = c.when(day, time);
  const again = `${siteOrigin()}${localizePath("/estimate", locale)}`;
  return {
    to: appointment.email,
    subject: oneLine(c.subject(day, time)),
    text: [w.hi(appointment.firstName), when, c.againText(again, business.phone.display), signature(locale)].join("\n\n"),
    html: htmlDocument(
      c.title,
      [
        heading(c.title, 1),
        paragraph(w.hi(appointment.firstName)),
        paragraph(when),
        paragraphOf(text(c.againLead), link(again, c.againLink), text(c.orCall), link(business.phone.href, business.phone.display), text(".")),
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
  const dashboard = `${siteOrigin()}/admin/appointments?id=${encodeURIComponent(appointment.id)}`;
  return {
    to: adminEmails.join(", "),
    subject: oneLine(`Moved: ${name}, now ${appointmentDay(appointment)} at ${appointment.appointmentTime}`),
    text: [title, textDetails(details), `Appointment: ${dashboard}`].join("\n\n"),
    html: htmlDocument(title, [heading(title, 1), detailsTable(details), paragraphOf(link(dashboard, "Open the appointment"))]),
  };
}

/** To the customer, in their language: the visit is tomorrow (or today), what to expect, the time window and the manage link. */
export function appointmentReminder(appointment: Appointment, kind: ReminderKind, { manageUrl }: { manageUrl: string }): OutgoingEmail {
  const { w, day, time, locale } = customerWording(appointment);
  const r = w.reminder;
  const when = r.when[kind];
  const title = r.title(when);
  const details = visitDetails(appointment);
  const arrival = w.arrival(...windowEnds(appointment, locale), w.duration(appointment.duration));
  return {
    to: appointment.email,
    subject: oneLine(r.subject(when, day, time)),
    text: [
      w.hi(appointment.firstName),
      title,
      textDetails(details),
      arrival,
      `${r.expectHeading}\n${textList(w.whatToExpect)}`,
      r.manageText(manageUrl),
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
        paragraphOf(text(r.lateCall), link(business.phone.href, business.phone.display), text(".")),
        signatureHtml(locale),
      ],
      locale,
    ),
  };
}
