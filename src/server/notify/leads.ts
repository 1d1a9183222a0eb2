/**
 * Who hears of a contact-form lead: the admins, by email (stored with the lead), and the
 * person who sent it, by text within the minute when they asked for texts: a lead answered at
 * once is the likeliest to become a job. Past the site-wide ceiling of leads an hour the admins
 * get no email each (their one email about the flood covers them); the text still obeys every
 * rule of the SMS outbox, its own ceilings included.
 */
import { business } from "@/config/business";
import { openingState } from "@/core/server/business-hours";
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { formatDay, formatSlot } from "@/i18n/dates";
import { toLocale, type Locale } from "@/i18n/locales";
import type { SmsCopy } from "@/i18n/sms";
import type { Lead } from "@/server/db/schema";
import { leadNotification } from "./emails/templates";
import { EMAIL_KINDS, TEXT_KINDS } from "./kinds";
import type { Notice } from "./notice";
import { replyToCustomer } from "./replies";
import type { NoticeEnv } from "./visits";

export interface LeadFacts {
  /** Photos that came with the lead: the admins' notice says how many. */
  photoCount: number;
  /** The person ticked "text me": their consent is stored and they get the text-back. */
  smsConsent: boolean;
  /** It came past the site-wide ceiling of leads this hour. */
  pastSiteCeiling?: boolean;
}

/** A new lead: the admins' notice (none past the site's ceiling), and a text-back to the person when they asked for texts. */
export function leadReceived(lead: Lead, { photoCount, smsConsent, pastSiteCeiling = false }: LeadFacts, env: NoticeEnv): Notice {
  return {
    emails: pastSiteCeiling
      ? []
      : [
          {
            kind: EMAIL_KINDS.leadNotification,
            message: replyToCustomer(leadNotification(lead, { adminEmails: env.ADMIN_EMAILS, photoCount }), lead),
          },
        ],
    texts: smsConsent
      ? [
          {
            kind: TEXT_KINDS.leadTextBack,
            subject: { leadId: lead.id },
            consent: { phone: lead.phone, locale: toLocale(lead.locale), clientAddress: lead.clientAddress },
            write: leadTextBack,
          },
        ]
      : [],
  };
}

/**
 * During business hours "we'll call you shortly"; outside them, when we will call, worded for
 * the moment the text goes out (8 AM after a form sent at 9 PM says "today", not "tomorrow").
 */
function leadTextBack(copy: SmsCopy, locale: Locale, at: Date): string {
  const state = openingState(business.hours, at);
  if (state.open || !state.day) return copy.leadOpen(business.brand);
  const today = phoenixDate(at);
  const day =
    state.day === today ? copy.today : state.day === addDays(today, 1) ? copy.tomorrow : formatDay(state.day, locale).split(",")[0]!;
  return copy.leadClosed(business.brand, copy.nextOpening(day, formatSlot(to12h(state.opens), locale)));
}

function to12h(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}
