/**
 * Who hears of a visit's changes, and how: one function per event, each returning the notice
 * (./notice.ts) its use case stores with the change and then delivers. The customer is told
 * in the language of their booking (emails with the calendar invitation, and a text when they
 * consented); the admins are told in English. A notice that carries a link mints it once, for
 * the email and the text alike.
 */
import { business } from "@/config/business";
import { formatDay, formatSlot } from "@/i18n/dates";
import { toLocale, type Locale } from "@/i18n/locales";
import type { VisitFacts } from "@/i18n/sms";
import { manageUrl, newManageLink } from "@/server/db/manage-links";
import type { Appointment } from "@/server/db/schema";
import { siteOrigin, type ServerEnv } from "@/server/env";
import { TEXT_KINDS } from "@/server/sms/kinds";
import { appointmentAdminNotification, appointmentCancelledNotification, appointmentConfirmation } from "./emails/templates";
import { appointmentCancelledConfirmation, appointmentMovedConfirmation, appointmentMovedNotification, type PreviousSlot } from "./emails/visit-templates";
import { EMAIL_KINDS } from "./kinds";
import type { Notice } from "./notice";

/** The settings notices read: who the admins are, the sender, and the site's address for links. */
export type NoticeEnv = Pick<ServerEnv, "ADMIN_EMAILS" | "MAIL_FROM" | "SITE_URL" | "URL">;

/** The facts a visit's texts name, in `locale`. */
export function visitFacts(visit: Pick<Appointment, "appointmentDate" | "appointmentTime">, locale: Locale, link = ""): VisitFacts {
  return { brand: business.brand, day: formatDay(visit.appointmentDate, locale), time: formatSlot(visit.appointmentTime, locale), link };
}

export interface BookedFacts {
  /** The token of the manage link stored (hashed) on the new appointment. */
  manageToken: string;
  /** Photos that came with the booking: the admins' notice says how many. */
  photoCount: number;
  /** The customer ticked "text me": their consent is stored and the confirmation texted. */
  smsConsent: boolean;
}

/** Booked: the customer's confirmation with the invitation and their manage link, the admins' notice, and a text when they asked for texts. */
export function visitBooked(visit: Appointment, { manageToken, photoCount, smsConsent }: BookedFacts, env: NoticeEnv): Notice {
  const locale = toLocale(visit.locale);
  const link = manageUrl(siteOrigin(env), manageToken, locale);
  return {
    emails: [
      { kind: EMAIL_KINDS.appointmentConfirmation, message: appointmentConfirmation(visit, { cancelUrl: link, mailFrom: env.MAIL_FROM }) },
      { kind: EMAIL_KINDS.appointmentAdminNotification, message: appointmentAdminNotification(visit, { adminEmails: env.ADMIN_EMAILS, photoCount }) },
    ],
    texts: smsConsent
      ? [{ kind: TEXT_KINDS.confirmation, subject: { appointmentId: visit.id }, consent: { phone: visit.phone, locale, clientAddress: visit.clientAddress }, write: (copy, textLocale) => copy.confirmation(visitFacts(visit, textLocale, link)) }]
      : [],
  };
}

export interface ChangeFacts {
  /** Who made the change, in words for the admins: "the customer, with the link in their email". */
  by: string;
  now: Date;
}

/** Moved: the customer's updated invitation (same event, higher SEQUENCE) with a fresh manage link, the admins' notice, and a text with that same link. */
export function visitMoved(visit: Appointment, previous: PreviousSlot, { by, now }: ChangeFacts, env: NoticeEnv): Notice {
  const link = newManageLink();
  const url = manageUrl(siteOrigin(env), link.token, toLocale(visit.locale));
  return {
    link,
    emails: [
      { kind: EMAIL_KINDS.appointmentMoved, message: appointmentMovedConfirmation(visit, previous, { manageUrl: url, mailFrom: env.MAIL_FROM }) },
      { kind: EMAIL_KINDS.appointmentMovedNotification, message: appointmentMovedNotification(visit, previous, { adminEmails: env.ADMIN_EMAILS, movedBy: by, at: now }) },
    ],
    texts: [{ kind: TEXT_KINDS.moved, subject: { appointmentId: visit.id }, write: (copy, locale) => copy.moved(visitFacts(visit, locale, url)) }],
  };
}

/** Cancelled: the customer's calendar cancellation (same event, METHOD:CANCEL), the admins' notice, and a text. */
export function visitCancelled(visit: Appointment, { by, now }: ChangeFacts, env: NoticeEnv): Notice {
  return {
    emails: [
      { kind: EMAIL_KINDS.appointmentCancelled, message: appointmentCancelledConfirmation(visit, { mailFrom: env.MAIL_FROM }) },
      { kind: EMAIL_KINDS.appointmentCancelledNotification, message: appointmentCancelledNotification(visit, { adminEmails: env.ADMIN_EMAILS, cancelledBy: by, at: now }) },
    ],
    texts: [{ kind: TEXT_KINDS.cancelled, subject: { appointmentId: visit.id }, write: (copy, locale) => copy.cancelled(visitFacts(visit, locale)) }],
  };
}
