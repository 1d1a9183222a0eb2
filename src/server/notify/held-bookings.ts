/**
 * Who hears of a booking held for the office because the email or phone it names already
 * holds the most upcoming visits booked online: the admins, as of any lead (stored with the held
 * request), and the person whose visits are in the way, who gets their own visits with fresh
 * manage links (never a word about the request).
 * A request kept because the site's hourly ceiling of bookings was reached (or its network's
 * share of it) is told to its customer as it is: we have it, the office calls to confirm a time.
 */
import { toLocale } from "@/i18n/locales";
import type { QueuedEmail } from "@/server/db/emails/messages";
import type { CustomerLinkRow } from "@/server/db/jobs/customer-links";
import type { Appointment, Lead } from "@/server/db/schema";
import { privateLinks } from "@/server/private-links/documents";
import { mintLink, type MintedLink } from "@/server/private-links/tokens";
import { linkUrl } from "@/server/private-links/urls";
import { freshPageLink } from "./customer-link";
import { heldBookingNotice } from "./emails/held-booking";
import { keptRequestEmail, type KeptRequest } from "./emails/kept-request";
import { leadNotification } from "./emails/templates";
import { EMAIL_KINDS } from "./kinds";
import type { Notice } from "./notice";
import { replyToCustomer, replyToOffice } from "./replies";
import type { NoticeEnv } from "./visits";

/** The held request: the admins' notice, as of a lead (its words say why it was held). */
export function bookingHeld(lead: Lead, env: NoticeEnv): Notice {
  return {
    emails: [
      { kind: EMAIL_KINDS.leadNotification, message: replyToCustomer(leadNotification(lead, { adminEmails: env.ADMIN_EMAILS }), lead) },
    ],
    texts: [],
  };
}

/** The email to the person on `visits` (one email address, soonest first), with one fresh link for each visit. */
export function visitsInTheWay(
  visits: readonly Appointment[],
  env: NoticeEnv,
  now: Date,
): { links: { visitId: string; link: MintedLink }[]; customerLink: CustomerLinkRow; email: QueuedEmail } {
  const newest = visits.at(-1)!;
  const locale = toLocale(newest.locale);
  const links = visits.map((visit) => ({ visitId: visit.id, link: mintLink() }));
  const urls = links.map(({ link }, index) => linkUrl(privateLinks.visit, link.token, toLocale(visits[index]!.locale), env));
  const page = freshPageLink(newest.email, locale, env, now);
  return {
    links,
    customerLink: page.row,
    email: {
      kind: EMAIL_KINDS.heldBookingNotice,
      message: replyToOffice(heldBookingNotice(newest.email, newest.firstName, visits, urls, locale, page.url), env),
    },
  };
}

/** A request kept past the site's ceiling: the customer's email, in their language, answered by the office. */
export function requestKept(request: KeptRequest & { locale: string | null }, env: NoticeEnv): Notice {
  return {
    emails: [
      { kind: EMAIL_KINDS.keptRequest, message: replyToOffice(keptRequestEmail(request, toLocale(request.locale ?? undefined)), env) },
    ],
    texts: [],
  };
}
