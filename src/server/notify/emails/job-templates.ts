/**
 * The emails about a job: to the customer in their language, each with what happens next and a
 * fresh link to their own page (src/i18n/jobs.ts has the words), the install's calendar event
 * spanning its days, and the admins' notice in English. Every customer-supplied value reaches
 * the HTML only through html.ts's blocks.
 */
import { createEvent, type EventAttributes } from "ics";
import { business } from "@/config/business";
import { foldIcs } from "@/core/server/fold-ics";
import { addDays } from "@/core/phoenix-time";
import { jobMessageWords } from "@/i18n/jobs";
import type { Locale } from "@/i18n/locales";
import type { OutgoingEmail } from "../../db/emails/messages";
import {
  bulletList,
  detailsTable,
  heading,
  htmlDocument,
  link,
  paragraph,
  paragraphOf,
  phoneLink,
  text,
  type SafeHtml,
} from "../../email/html";
import { officeEmail, serverEnv } from "../../env";
import { adminJobUrl } from "../admin-links";
import { paramText, parseMailbox } from "./invitation";
import { myPageHtml, myPageText, oneLine, signature, signatureHtml, textDetails } from "./templates";

/** The customer a job's email is for. */
export interface JobRecipient {
  firstName: string;
  lastName: string;
  email: string;
}

/** What every job email names. */
export interface JobEmailFacts {
  id: string;
  number: number;
  locale: Locale;
  customer: JobRecipient;
}

/** A call to act: a link and its words. */
export interface EmailAction {
  url: string;
  label: string;
}

/** The parts of a customer's job email. */
export interface JobEmailParts {
  subject: string;
  title: string;
  /** Paragraphs, in order. */
  lines: readonly string[];
  /** A list after the paragraphs (how to prepare). */
  list?: readonly string[];
  action?: EmailAction;
  /** "What happens next", as one sentence. */
  next: string;
  /** The customer's page, a fresh link. */
  myUrl: string;
  ics?: string;
}

/** An email to the job's customer in their language: greeting, the lines, the action, what happens next, their page, who to call, the signature. */
export function jobEmail(facts: JobEmailFacts, parts: JobEmailParts): OutgoingEmail {
  const w = jobMessageWords[facts.locale];
  const hi = w.hi(facts.customer.firstName);
  const action = parts.action ? [`${parts.action.label}: ${parts.action.url}`] : [];
  const list = parts.list?.length ? [parts.list.map((item) => `- ${item}`).join("\n")] : [];
  const blocks: SafeHtml[] = [
    heading(parts.title, 1),
    paragraph(hi),
    ...parts.lines.map(paragraph),
    ...(parts.list?.length ? [bulletList(parts.list)] : []),
    ...(parts.action ? [paragraphOf(link(parts.action.url, parts.action.label))] : []),
    heading(w.nextHeading),
    paragraph(parts.next),
    myPageHtml(parts.myUrl, facts.locale),
    paragraphOf(text(w.questions), phoneLink(business.phone.href, business.phone.display), text(".")),
    signatureHtml(facts.locale),
  ];
  return {
    to: facts.customer.email,
    subject: oneLine(parts.subject),
    text: [
      hi,
      ...parts.lines,
      ...list,
      ...action,
      `${w.nextHeading}: ${parts.next}`,
      myPageText(parts.myUrl, facts.locale),
      `${w.questions}${business.phone.display}.`,
      signature(facts.locale),
    ].join("\n\n"),
    html: htmlDocument(parts.title, blocks, facts.locale),
    // A reply reaches the office, as every email to a customer does (src/server/notify/replies.ts).
    replyTo: officeEmail(serverEnv()),
    ...(parts.ics && { ics: parts.ics }),
  };
}

/** The link to a customer's page they asked for: to the address typed, with no name (nothing is looked up to write it). */
export function customerLinkEmail(
  to: string,
  locale: Locale,
  { url, title, subject, lines, open }: { url: string; title: string; subject: string; lines: readonly string[]; open: string },
): OutgoingEmail {
  return {
    to,
    subject: oneLine(subject),
    text: [...lines.slice(0, 1), `${open}: ${url}`, ...lines.slice(1), signature(locale)].join("\n\n"),
    html: htmlDocument(
      title,
      [heading(title, 1), paragraph(lines[0] ?? ""), paragraphOf(link(url, open)), ...lines.slice(1).map(paragraph), signatureHtml(locale)],
      locale,
    ),
    replyTo: officeEmail(serverEnv()),
  };
}

/** A notice to the admins about a job: what happened, the facts, and the link to the job in the admin. */
export function jobAdminNotice(
  facts: JobEmailFacts,
  { adminEmails, title, rows }: { adminEmails: readonly string[]; title: string; rows: [string, string][] },
): OutgoingEmail {
  const name = `${facts.customer.firstName} ${facts.customer.lastName}`;
  const adminLink = adminJobUrl(facts.id);
  const details: [string, string][] = [["Customer", name], ["Email", facts.customer.email], ["Job", String(facts.number)], ...rows];
  return {
    to: adminEmails.join(", "),
    subject: oneLine(`${title}: ${name}, job ${facts.number}`),
    text: [title, textDetails(details), `Job: ${adminLink}`].join("\n\n"),
    html: htmlDocument(title, [heading(title, 1), detailsTable(details), paragraphOf(link(adminLink, "Open the job"))]),
    // The admins' Reply writes to the customer.
    replyTo: facts.customer.email,
  };
}

// Fixed, as the visits' invitations' (./invitation.ts): every version of one install's event carries the same UID.
const UID_DOMAIN = "windowsanddoorsnearme.com";

/** The stable UID of a job's install event. */
export function installUid(jobId: string): string {
  return `install-${jobId}@${UID_DOMAIN}`;
}

/** A day "YYYY-MM-DD" as the ics package's date array (an all-day event's DATE). */
export const dateArray = (day: string): [number, number, number] => day.split("-").map(Number) as [number, number, number];

/** What an install's calendar event is made of. */
export interface InstallIcsFacts {
  jobId: string;
  locale: Locale;
  customer: JobRecipient;
  jobAddress: string;
  /** The days, in order: the event spans from the first to the last. */
  dates: readonly string[];
  /** The install's SEQUENCE after the change (raised by each booking, move and unbooking). */
  sequence: number;
  /** REQUEST: booked or moved (calendars add or update the event). CANCEL: unbooked (calendars remove it). */
  method: "REQUEST" | "CANCEL";
  /** The customer's page. */
  url: string;
  /** When the event last changed: its DTSTAMP. */
  stamp: Date;
  mailFrom?: string;
}

/**
 * One all-day calendar event spanning the install's days (DTSTART the first, DTEND the day after
 * the last, as all-day events end), at the job's address; the same UID for every version, its
 * SEQUENCE raised by each change, so a move updates it and an unbooking removes it.
 */
export function installIcs({
  jobId,
  locale,
  customer,
  jobAddress,
  dates,
  sequence,
  method,
  url,
  stamp,
  mailFrom = serverEnv().MAIL_FROM,
}: InstallIcsFacts): string {
  const words = jobMessageWords[locale].ics;
  const event: EventAttributes & { timestamp: number } = {
    uid: installUid(jobId),
    sequence,
    method,
    productId: `-//${business.brand}//Installs//EN`,
    timestamp: stamp.getTime(),
    start: dateArray(dates[0]!),
    end: dateArray(addDays(dates.at(-1)!, 1)),
    title: words.summary(business.brand),
    location: jobAddress,
    description: words.description(business.phone.display, url),
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    busyStatus: "FREE",
    organizer: parseMailbox(mailFrom),
    attendees: [
      {
        name: paramText(`${customer.firstName} ${customer.lastName}`),
        email: customer.email,
        role: "REQ-PARTICIPANT",
        partstat: "ACCEPTED",
        rsvp: false,
      },
    ],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`Could not build the install's calendar event: ${error?.message ?? "no output"}`);
  return foldIcs(value);
}
