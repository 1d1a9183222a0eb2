/**
 * Who hears of a visit's changes, and how: one function per event, each returning the notice
 * (./notice.ts) its use case stores with the change and then delivers. The customer is told
 * in the language of their booking (emails with the calendar invitation, and a text when they
 * consented); the admins are told in English. Whoever changes a visit, the customer or the
 * office, the customer hears of it the same way. A notice that carries a link mints it once,
 * for the email and the text alike. Replies reach a person (./replies.ts).
 */
import { business } from "@/config/business";
import { formatDay, formatWindow } from "@/i18n/dates";
import { toLocale, type Locale } from "@/i18n/locales";
import type { VisitFacts } from "@/i18n/sms";
import type { Appointment } from "@/server/db/schema";
import { privateLinks } from "@/server/private-links/documents";
import { mintLink } from "@/server/private-links/tokens";
import { linkUrl } from "@/server/private-links/urls";
import type { ServerEnv } from "@/server/env";
import { appointmentAdminNotification, appointmentCancelledNotification, appointmentConfirmation } from "./emails/templates";
import {
  appointmentCancelledConfirmation,
  appointmentConfirmedEmail,
  appointmentMovedConfirmation,
  appointmentMovedNotification,
  type PreviousSlot,
} from "./emails/visit-templates";
import { freshPageLink } from "./customer-link";
import { EMAIL_KINDS, TEXT_KINDS } from "./kinds";
import type { Notice } from "./notice";
import { replyToCustomer, replyToOffice } from "./replies";

/** The settings notices read: who the admins are, the sender, the office that replies, and the site's address for links. */
export type NoticeEnv = Pick<ServerEnv, "ADMIN_EMAILS" | "MAIL_FROM" | "SITE_URL" | "URL" | "OFFICE_EMAIL" | "SUPPORT_EMAIL">;

/** The facts a visit's texts name, in `locale`: its day and arrival window. */
export function visitFacts(
  visit: Pick<Appointment, "appointmentDate" | "appointmentTime" | "duration">,
  locale: Locale,
  link = "",
): VisitFacts {
  return {
    brand: business.brand,
    day: formatDay(visit.appointmentDate, locale),
    time: formatWindow(visit.appointmentTime, visit.duration, locale),
    link,
  };
}

export interface BookedFacts {
  /** The token of the manage link stored (hashed) on the new appointment. */
  manageToken: string;
  /** Photos that came with the booking: the admins' notice says how many. */
  photoCount: number;
  /** The customer ticked "text me": their consent is stored and the confirmation texted. */
  smsConsent: boolean;
  now: Date;
}

/** Booked: the customer's email with the invitation (TENTATIVE until confirmed) and their manage link, the admins' notice, and a text when they asked for texts. */
export function visitBooked(visit: Appointment, { manageToken, photoCount, smsConsent, now }: BookedFacts, env: NoticeEnv): Notice {
  const locale = toLocale(visit.locale);
  const link = linkUrl(privateLinks.visit, manageToken, locale, env);
  const page = freshPageLink(visit.email, locale, env, now);
  return {
    customerLink: page.row,
    emails: [
      {
        kind: EMAIL_KINDS.appointmentConfirmation,
        message: replyToOffice(appointmentConfirmation(visit, { cancelUrl: link, mailFrom: env.MAIL_FROM, myUrl: page.url }), env),
      },
      {
        kind: EMAIL_KINDS.appointmentAdminNotification,
        message: replyToCustomer(appointmentAdminNotification(visit, { adminEmails: env.ADMIN_EMAILS, photoCount }), visit),
      },
    ],
    texts: smsConsent
      ? [
          {
            kind: TEXT_KINDS.confirmation,
            subject: { appointmentId: visit.id },
            consent: { phone: visit.phone, locale, clientAddress: visit.clientAddress },
            write: (copy, textLocale) => copy.confirmation(visitFacts(visit, textLocale, link)),
          },
        ]
      : [],
  };
}

export interface ChangeFacts {
  /** Who made the change, in words for the admins: "the customer, with the link in their email". */
  by: string;
  now: Date;
  /** The office made it (an admin), not the customer: the customer's words say so. */
  byOffice?: boolean;
}

/** Moved: the customer's updated invitation (same event, higher SEQUENCE) with a fresh manage link, the admins' notice, and a text with that same link. */
export function visitMoved(visit: Appointment, previous: PreviousSlot, { by, now }: ChangeFacts, env: NoticeEnv): Notice {
  const link = mintLink();
  const url = linkUrl(privateLinks.visit, link.token, toLocale(visit.locale), env);
  const page = freshPageLink(visit.email, toLocale(visit.locale), env, now);
  return {
    link,
    customerLink: page.row,
    emails: [
      {
        kind: EMAIL_KINDS.appointmentMoved,
        message: replyToOffice(
          appointmentMovedConfirmation(visit, previous, { manageUrl: url, mailFrom: env.MAIL_FROM, myUrl: page.url }),
          env,
        ),
      },
      {
        kind: EMAIL_KINDS.appointmentMovedNotification,
        message: replyToCustomer(
          appointmentMovedNotification(visit, previous, { adminEmails: env.ADMIN_EMAILS, movedBy: by, at: now }),
          visit,
        ),
      },
    ],
    texts: [
      { kind: TEXT_KINDS.moved, subject: { appointmentId: visit.id }, write: (copy, locale) => copy.moved(visitFacts(visit, locale, url)) },
    ],
  };
}

/**
 * Confirmed by the office: the customer's email saying so, with the invitation (same event,
 * higher SEQUENCE) now CONFIRMED and a fresh manage link, and a text with that link. The admins
 * are not told: one of them just did it.
 */
export function visitConfirmed(visit: Appointment, env: NoticeEnv, now: Date): Notice {
  const link = mintLink();
  const url = linkUrl(privateLinks.visit, link.token, toLocale(visit.locale), env);
  const page = freshPageLink(visit.email, toLocale(visit.locale), env, now);
  return {
    link,
    customerLink: page.row,
    emails: [
      {
        kind: EMAIL_KINDS.appointmentConfirmed,
        message: replyToOffice(appointmentConfirmedEmail(visit, { manageUrl: url, mailFrom: env.MAIL_FROM, myUrl: page.url }), env),
      },
    ],
    texts: [
      {
        kind: TEXT_KINDS.visitConfirmed,
        subject: { appointmentId: visit.id },
        write: (copy, locale) => copy.visitConfirmed(visitFacts(visit, locale, url)),
      },
    ],
  };
}

/**
 * Cancelled: the customer's calendar cancellation (same event, METHOD:CANCEL, higher SEQUENCE),
 * in words that say who cancelled (the office apologises), the admins' notice, and a text.
 */
export function visitCancelled(visit: Appointment, { by, now, byOffice = false }: ChangeFacts, env: NoticeEnv): Notice {
  const page = freshPageLink(visit.email, toLocale(visit.locale), env, now);
  return {
    customerLink: page.row,
    emails: [
      {
        kind: EMAIL_KINDS.appointmentCancelled,
        message: replyToOffice(appointmentCancelledConfirmation(visit, { mailFrom: env.MAIL_FROM, byOffice, myUrl: page.url }), env),
      },
      {
        kind: EMAIL_KINDS.appointmentCancelledNotification,
        message: replyToCustomer(
          appointmentCancelledNotification(visit, { adminEmails: env.ADMIN_EMAILS, cancelledBy: by, at: now }),
          visit,
        ),
      },
    ],
    texts: [
      {
        kind: TEXT_KINDS.cancelled,
        subject: { appointmentId: visit.id },
        write: (copy, locale) => (byOffice ? copy.cancelledByOffice(visitFacts(visit, locale)) : copy.cancelled(visitFacts(visit, locale))),
      },
    ],
  };
}
