/**
 * The admins' morning day sheet: the day's visits in order (a job's re-measure marked so), each
 * with the customer's phone, address and a map link, then the installs working that day, by
 * crew, each with the units to install as ordered (never a price) and how many photos each has
 * (the job's link opens them). A pure function of the rows; its texts live here.
 */
import { siteOrigin } from "@/server/env";
import { formatDay } from "@/i18n/dates";
import { installLine, installPermitLines, installSheetLines } from "@/core/install-sheet";
import { LEAD_SAFE_REQUIRED } from "@/i18n/lead-safe";
import { mapLink } from "@/core/map-link";
import type { Appointment } from "@/server/db/schema";
import type { InstallCalendarEntry } from "@/schemas/job";
import {
  bulletList,
  heading,
  htmlDocument,
  lineBreak,
  link,
  paragraph,
  paragraphOf,
  phoneLink,
  text,
  type SafeHtml,
} from "../../email/html";
import type { OutgoingEmail } from "../../db/emails/messages";
import { adminJobUrl } from "../admin-links";
import { fullAddress, oneLine, serviceLabel, type AdminRecipients } from "./templates";
import { timeWindow } from "./visit-templates";

/** A visit of the sheet, with who goes to it when the office has given it to someone. */
export type SheetVisit = Appointment & { estimator?: { name: string } | null };

/** "Re-measure: " before a job's re-measure visit, nothing before an estimate. */
const kindOf = (visit: Appointment) => (visit.jobId ? "Re-measure: " : "");

/** "Estimator: Maria Lopez", or "Estimator: nobody yet". */
const estimatorOf = (visit: SheetVisit) => `Estimator: ${visit.estimator?.name ?? "nobody yet"}`;

function visitLines(visit: SheetVisit): string[] {
  const address = fullAddress(visit);
  return [
    `${timeWindow(visit)}: ${kindOf(visit)}${visit.firstName} ${visit.lastName} (${visit.status})`,
    estimatorOf(visit),
    `Phone: ${visit.phone}`,
    `Address: ${address}`,
    `Map: ${mapLink(address)}`,
    `Service: ${serviceLabel(visit.serviceType)}`,
    `Project details: ${visit.projectDetails || "None given"}`,
    ...(visit.adminNotes ? [`Notes: ${visit.adminNotes}`] : []),
  ];
}

function visitHtml(visit: SheetVisit): SafeHtml[] {
  const address = fullAddress(visit);
  const phoneHref = `tel:${visit.phone.replace(/[^\d+]/g, "")}`;
  return [
    heading(`${timeWindow(visit)}: ${kindOf(visit)}${visit.firstName} ${visit.lastName}`),
    paragraphOf(
      text(estimatorOf(visit)),
      lineBreak,
      text("Phone: "),
      phoneLink(phoneHref, visit.phone),
      lineBreak,
      text("Address: "),
      link(mapLink(address), address),
      lineBreak,
      text(`Service: ${serviceLabel(visit.serviceType)} (${visit.status})`),
      lineBreak,
      text(`Project details: ${visit.projectDetails || "None given"}`),
      ...(visit.adminNotes ? [lineBreak, text(`Notes: ${visit.adminNotes}`)] : []),
    ),
  ];
}

/** An install of the day: "Crew 1: Job 1001, Ana Lopez (day 1 of 2)", its address with a map link. */
function installLines(install: InstallCalendarEntry, day: string): string[] {
  return [
    `${install.crewName}: job ${install.jobNumber}, ${install.customer} (${install.optionName})`,
    `Address: ${install.jobAddress}`,
    `Map: ${mapLink(install.jobAddress)}`,
    `Job: ${jobLink(install)}`,
  ]
    .concat(dayOf(install, day))
    .concat(installPermitLines(install.permit))
    .concat(installSheetLines(install.openings, install));
}

function installHtml(install: InstallCalendarEntry, day: string): SafeHtml[] {
  return [
    heading(`${install.crewName}: job ${install.jobNumber}, ${install.customer}`),
    paragraphOf(
      text(`${install.optionName}. `),
      ...dayOf(install, day).map(text),
      lineBreak,
      text("Address: "),
      link(mapLink(install.jobAddress), install.jobAddress),
      lineBreak,
      link(jobLink(install), "Open the job"),
      ...installPermitLines(install.permit).flatMap((line) => [lineBreak, text(line)]),
    ),
    ...(install.leadSafe ? [paragraph(LEAD_SAFE_REQUIRED)] : []),
    ...(install.openings.length
      ? [paragraph(`To install (${install.openings.length}):`), bulletList(install.openings.map((opening) => installLine(opening)))]
      : []),
  ];
}

const jobLink = (install: InstallCalendarEntry) => adminJobUrl(install.jobId);

/** "Day 2 of 3" for an install of several days (its days as the sheet knows them: those of this day on). */
function dayOf(install: InstallCalendarEntry, day: string): string[] {
  return install.dates.length > 1 ? [`Day ${install.dates.indexOf(day) + 1} of ${install.dates.length}`] : [];
}

/** How many of a thing, in words: "1 visit", "2 installs". */
const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** The day sheet of `day` (YYYY-MM-DD) for the admins (or one estimator, with their visits only); `visits` in the order of the day, `installs` by crew. */
export function daySheet(
  day: string,
  visits: readonly SheetVisit[],
  { adminEmails, installs = [] }: AdminRecipients & { installs?: readonly InstallCalendarEntry[] },
): OutgoingEmail {
  const dayLabel = formatDay(day, "en", true);
  const title = `Today's visits: ${dayLabel}`;
  const summary = installs.length
    ? `${count(visits.length, "visit")} and ${count(installs.length, "install")} today`
    : `${count(visits.length, "visit")} today`;
  const intro = `${summary}, in order.`;
  const dashboard = `${siteOrigin()}/admin/appointments?from=${day}&to=${day}`;
  const installBlocks = installs.length ? [heading("Installs"), ...installs.flatMap((install) => installHtml(install, day))] : [];
  return {
    to: adminEmails.join(", "),
    subject: oneLine(`Day sheet: ${summary.replace(" today", "")} on ${dayLabel}`),
    text: [
      title,
      intro,
      ...visits.map((visit) => visitLines(visit).join("\n")),
      ...(installs.length ? ["Installs", ...installs.map((install) => installLines(install, day).join("\n"))] : []),
      `Appointments: ${dashboard}`,
    ].join("\n\n"),
    html: htmlDocument(title, [
      heading(title, 1),
      paragraph(intro),
      ...visits.flatMap(visitHtml),
      ...installBlocks,
      paragraphOf(link(dashboard, "Open today's appointments")),
    ]),
  };
}
