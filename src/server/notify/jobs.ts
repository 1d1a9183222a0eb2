/**
 * Who hears of a job's steps, and how: one function per event, each returning the notice its use
 * case (src/server/jobs) stores with the change and then delivers. The customer is told every
 * step that matters to them, in their language, by email and by text where they consented with
 * the visit or request the quote was written for; each notice says what happens next and when,
 * and carries a fresh link to their own page (stored, hashed, with the change). The install's
 * calendar event spans its days, and is updated by a move and removed by an unbooking. The admins
 * hear, in English, of what the customer did (chose their install days).
 */
import { business } from "@/config/business";
import { nextStepSentence, type NextStep } from "@/core/server/job-next";
import { installDaysInWords, jobMessageWords, type JobMessageWords } from "@/i18n/jobs";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import { formatCents } from "@/i18n/money";
import type { NoticeLinks } from "@/server/db/jobs/changes";
import type { CustomerLinkRow } from "@/server/db/jobs/customer-links";
import type { QueuedEmail } from "@/server/db/emails/messages";
import { siteOrigin } from "@/server/env";
import type { ConsentSubject } from "@/server/sms/consent";
import { privateLinks } from "@/server/private-links/documents";
import { mintLink } from "@/server/private-links/tokens";
import { linkUrl } from "@/server/private-links/urls";
import { newCustomerLink } from "./customer-link";
import { customerLinkEmail, installIcs, jobAdminNotice, jobEmail, type EmailAction, type JobEmailFacts } from "./emails/job-templates";
import { EMAIL_KINDS, TEXT_KINDS } from "./kinds";
import type { Notice } from "./notice";
import type { NoticeEnv } from "./visits";

/** The job a notice is about, as the customer reads it. */
export interface JobNoticeFacts extends JobEmailFacts {
  /** The visit or lead whose consent to texts applies. */
  consent: ConsentSubject;
  jobAddress: string;
  manufacturer: string | null;
  orderNumber: string | null;
  /** The install's days after the change (none until booked). */
  installDates: readonly string[];
  /** The install event's SEQUENCE after the change. */
  installSequence: number;
  /** How many open days the install takes: the notices say "day" or "days" by it. */
  installDays: number;
  /** What happens next after the change. */
  next: NextStep;
}

/** A notice about a job, and the links it carries, to store with the change. */
export interface JobNotice extends Notice {
  links: NoticeLinks;
}

/** The parts of a customer's notice the events below decide. */
interface CustomerNotice {
  emailKind: string;
  textKind: string;
  subject: string;
  title: string;
  lines: string[];
  list?: readonly string[];
  action?: EmailAction;
  /** The calendar event, given the page's URL. */
  ics?: (myUrl: string) => string;
  /** The text, given the page's URL (the words in the consent's language). */
  text: (words: JobMessageWords, myUrl: string, locale: Locale) => string;
  /** A link to the quote's page stored with the change (where install days are chosen). */
  quoteTokenHash?: string;
}

/** Builds the customer's notice: one fresh page link for the email and the text alike. */
function customerNotice(job: JobNoticeFacts, parts: CustomerNotice, env: NoticeEnv, now: Date): JobNotice {
  const link = newCustomerLink(job.customer.email, job.locale, now);
  const myUrl = linkUrl(privateLinks.myPage, link.token, job.locale, env);
  const message = jobEmail(job, {
    subject: parts.subject,
    title: parts.title,
    lines: parts.lines,
    list: parts.list,
    action: parts.action,
    next: nextStepSentence(job.next, job.locale),
    myUrl,
    ics: parts.ics?.(myUrl),
  });
  return {
    emails: [{ kind: parts.emailKind, message }],
    texts: [
      {
        kind: parts.textKind,
        subject: job.consent,
        jobId: job.id,
        write: (_copy, locale) => parts.text(jobMessageWords[locale], linkUrl(privateLinks.myPage, link.token, locale, env), locale),
      },
    ],
    links: { customer: link.row, ...(parts.quoteTokenHash && { quoteTokenHash: parts.quoteTokenHash }) },
  };
}

/** Measured: the openings are measured; next, the order. */
export function jobMeasured(job: JobNoticeFacts, env: NoticeEnv, now: Date): JobNotice {
  const w = jobMessageWords[job.locale].measured;
  return customerNotice(
    job,
    {
      emailKind: EMAIL_KINDS.jobMeasured,
      textKind: TEXT_KINDS.jobMeasured,
      subject: w.subject(job.number),
      title: w.title,
      lines: [w.lead],
      text: (words, url) => words.measured.text(business.brand, url),
    },
    env,
    now,
  );
}

/** Ordered: from whom, the order number, and the expected delivery (next). */
export function jobOrdered(job: JobNoticeFacts, env: NoticeEnv, now: Date): JobNotice {
  const w = jobMessageWords[job.locale].ordered;
  const lead = w.lead(job.manufacturer ?? "", job.orderNumber ?? "");
  return customerNotice(
    job,
    {
      emailKind: EMAIL_KINDS.jobOrdered,
      textKind: TEXT_KINDS.jobOrdered,
      subject: w.subject(job.number),
      title: w.title,
      lines: job.manufacturer && job.orderNumber ? [lead] : [],
      text: (words, url) => words.ordered.text(business.brand, url),
    },
    env,
    now,
  );
}

/**
 * Delivered (or scheduling opened early): choose your install days, through a fresh link to the
 * quote's page, where the days offered are shown; the link is stored with the change.
 */
export function jobDelivered(job: JobNoticeFacts & { quoteId: string }, env: NoticeEnv, now: Date): JobNotice {
  const w = jobMessageWords[job.locale].delivered;
  const link = mintLink();
  const chooseUrl = (locale: Locale) => `${linkUrl(privateLinks.quote, link.token, locale, env)}#install`;
  return customerNotice(
    job,
    {
      emailKind: EMAIL_KINDS.jobDelivered,
      textKind: TEXT_KINDS.jobDelivered,
      subject: w.subject(job.number, job.installDays),
      title: w.title,
      lines: [w.lead(job.installDays)],
      action: { url: chooseUrl(job.locale), label: w.choose(job.installDays) },
      text: (words, _url, locale) => words.delivered.text(business.brand, chooseUrl(locale), job.installDays),
      quoteTokenHash: link.tokenHash,
    },
    env,
    now,
  );
}

/** The install's calendar event after the change, for the page's URL. */
const eventOf = (job: JobNoticeFacts, method: "REQUEST" | "CANCEL", dates: readonly string[], env: NoticeEnv, now: Date) => (url: string) =>
  installIcs({
    jobId: job.id,
    locale: job.locale,
    customer: job.customer,
    jobAddress: job.jobAddress,
    dates,
    sequence: job.installSequence,
    method,
    url,
    stamp: now,
    mailFrom: env.MAIL_FROM,
  });

/** Install booked or moved: the calendar event spanning the days (a move updates the same event); the days are said as what happens next. */
function installDaysNotice(
  job: JobNoticeFacts,
  kind: "installBooked" | "installMoved",
  parts: Pick<CustomerNotice, "subject" | "title" | "text">,
  env: NoticeEnv,
  now: Date,
): JobNotice {
  const calendar = jobMessageWords[job.locale][kind].calendar(job.installDates.length);
  return customerNotice(
    job,
    {
      emailKind: EMAIL_KINDS[kind],
      textKind: TEXT_KINDS[kind],
      ...parts,
      lines: [calendar],
      ics: eventOf(job, "REQUEST", job.installDates, env, now),
    },
    env,
    now,
  );
}

/** Install booked: the days, with one calendar event spanning them. */
export function installBooked(job: JobNoticeFacts, env: NoticeEnv, now: Date): JobNotice {
  const w = jobMessageWords[job.locale].installBooked;
  const text: CustomerNotice["text"] = (words, url, locale) =>
    words.installBooked.text(business.brand, installDaysInWords(job.installDates, locale), url);
  return installDaysNotice(job, "installBooked", { subject: w.subject(job.number), title: w.title, text }, env, now);
}

/** Install moved: the new days; the same calendar event, updated. */
export function installMoved(job: JobNoticeFacts, env: NoticeEnv, now: Date): JobNotice {
  const w = jobMessageWords[job.locale].installMoved;
  const count = job.installDates.length;
  const text: CustomerNotice["text"] = (words, url, locale) =>
    words.installMoved.text(business.brand, installDaysInWords(job.installDates, locale), url, count);
  return installDaysNotice(job, "installMoved", { subject: w.subject(job.number, count), title: w.title(count), text }, env, now);
}

/** Install unbooked by the office: the calendar event removed (`previousDates`, the days it had). */
export function installUnbooked(job: JobNoticeFacts, previousDates: readonly string[], env: NoticeEnv, now: Date): JobNotice {
  const w = jobMessageWords[job.locale].installUnbooked;
  const count = previousDates.length;
  return customerNotice(
    job,
    {
      emailKind: EMAIL_KINDS.installUnbooked,
      textKind: TEXT_KINDS.installUnbooked,
      subject: w.subject(job.number, count),
      title: w.title(count),
      lines: [w.lead(count), w.calendar],
      ics: eventOf(job, "CANCEL", previousDates, env, now),
      text: (words, url) => words.installUnbooked.text(business.brand, url, count),
    },
    env,
    now,
  );
}

/** Installed: the crew finished; next, the office's final check. */
export function jobInstalled(job: JobNoticeFacts, env: NoticeEnv, now: Date): JobNotice {
  const w = jobMessageWords[job.locale].installed;
  return customerNotice(
    job,
    {
      emailKind: EMAIL_KINDS.jobInstalled,
      textKind: TEXT_KINDS.jobInstalled,
      subject: w.subject(job.number),
      title: w.title,
      lines: [w.lead],
      text: (words, url) => words.installed.text(business.brand, url),
    },
    env,
    now,
  );
}

/** A manufacturer's warranty links from the business facts, by the name the office recorded (any case); null when unknown. */
export function manufacturerWarranty(manufacturer: string | null): { warrantyUrl: string; registrationUrl: string | null } | null {
  const name = manufacturer?.trim().toLowerCase();
  const entry = name ? business.warranty.manufacturers.find((candidate) => candidate.name.toLowerCase() === name) : undefined;
  return entry ? { warrantyUrl: entry.warrantyUrl, registrationUrl: entry.registrationUrl ?? null } : null;
}

/**
 * Completed: the warranty, the manufacturer's (registration with the order number) and the
 * company's workmanship warranty; a balance still owed is the next step, and the text names it.
 */
export function jobCompleted(job: JobNoticeFacts, env: NoticeEnv, now: Date): JobNotice {
  const w = jobMessageWords[job.locale].completed;
  const links = manufacturerWarranty(job.manufacturer);
  const lines = [w.lead];
  if (job.manufacturer) lines.push(w.manufacturerWarranty(job.manufacturer));
  if (links?.registrationUrl && job.orderNumber) lines.push(w.register(links.registrationUrl, job.orderNumber));
  else if (job.orderNumber) lines.push(w.keepOrderNumber(job.orderNumber));
  // The warranty's own page, unless the registration line already named it (one page serves both for some makers).
  if (links && !(links.registrationUrl === links.warrantyUrl && job.orderNumber)) lines.push(links.warrantyUrl);
  lines.push(business.warranty.workmanship[job.locale]);
  const warrantyPage = `${siteOrigin(env)}${localizePath("/warranty", job.locale)}`;
  return customerNotice(
    job,
    {
      emailKind: EMAIL_KINDS.jobCompleted,
      textKind: TEXT_KINDS.jobCompleted,
      subject: w.subject(job.number),
      title: w.title,
      lines,
      action: { url: warrantyPage, label: w.readMore },
      text: (words, url, locale) =>
        job.next.step === "pay-balance"
          ? words.completed.textOwed(business.brand, formatCents(job.next.amountCents, locale), url)
          : words.completed.text(business.brand, url),
    },
    env,
    now,
  );
}

/** The day-before reminder of an install: its email (how to get ready; the days as what happens next) and text (the reminder's claim stores both, once). */
export function installReminder(job: JobNoticeFacts, env: NoticeEnv, now: Date): JobNotice {
  const w = jobMessageWords[job.locale].installReminder;
  return customerNotice(
    job,
    {
      emailKind: EMAIL_KINDS.installReminder,
      textKind: TEXT_KINDS.installReminder,
      subject: w.subject(job.number),
      title: w.title,
      lines: [w.lead],
      list: w.prepare,
      text: (words, url, locale) => words.installReminder.text(business.brand, installDaysInWords(job.installDates, locale), url),
    },
    env,
    now,
  );
}

/** The customer chose their install days on the quote's page: the admins are told. */
export function installChosenNotification(job: JobNoticeFacts, env: NoticeEnv): QueuedEmail {
  return {
    kind: EMAIL_KINDS.installChosenNotification,
    message: jobAdminNotice(job, {
      adminEmails: env.ADMIN_EMAILS,
      title: `Install ${job.installDates.length === 1 ? "day" : "days"} chosen by the customer`,
      rows: [
        ["Days", installDaysInWords(job.installDates, "en")],
        ["Address", job.jobAddress],
      ],
    }),
  };
}

/**
 * The link a person asked for with their email on the public form: one email to that mailbox,
 * in the language asked, built before anyone looks the email up (so a known and an unknown
 * address cost the same); the statement that stores the link stores it only for a known person.
 */
export function customerLinkRequested(
  email: string,
  locale: Locale,
  env: NoticeEnv,
  now: Date,
): { email: QueuedEmail; link: CustomerLinkRow } {
  const link = newCustomerLink(email, locale, now);
  const url = linkUrl(privateLinks.myPage, link.token, locale, env);
  const w = jobMessageWords[locale].myLink;
  return {
    email: {
      kind: EMAIL_KINDS.customerLink,
      message: customerLinkEmail(email, locale, {
        url,
        title: w.title,
        subject: w.subject,
        lines: [w.lead, w.lasts, w.notYou],
        open: w.open,
      }),
    },
    link: link.row,
  };
}
