/**
 * The admins' morning day sheet: the day's visits in order, each with the customer's
 * phone, address and a map link. A pure function of the rows; its texts live here.
 */
import { siteOrigin } from "@/server/env";
import { formatDay } from "@/i18n/dates";
import { mapLink } from "@/core/map-link";
import type { Appointment } from "@/server/db/schema";
import { heading, htmlDocument, lineBreak, link, paragraph, paragraphOf, text, type SafeHtml } from "../../email/html";
import type { OutgoingEmail } from "../../db/emails/messages";
import { fullAddress, oneLine, serviceLabel, type AdminRecipients } from "./templates";
import { timeWindow } from "./visit-templates";

function visitLines(visit: Appointment): string[] {
  const address = fullAddress(visit);
  return [
    `${timeWindow(visit)}: ${visit.firstName} ${visit.lastName} (${visit.status})`,
    `Phone: ${visit.phone}`,
    `Address: ${address}`,
    `Map: ${mapLink(address)}`,
    `Service: ${serviceLabel(visit.serviceType)}`,
    `Project details: ${visit.projectDetails || "None given"}`,
    ...(visit.adminNotes ? [`Notes: ${visit.adminNotes}`] : []),
  ];
}

function visitHtml(visit: Appointment): SafeHtml[] {
  const address = fullAddress(visit);
  const phoneHref = `tel:${visit.phone.replace(/[^\d+]/g, "")}`;
  return [
    heading(`${timeWindow(visit)}: ${visit.firstName} ${visit.lastName}`),
    paragraphOf(
      text("Phone: "),
      link(phoneHref, visit.phone),
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

/** The day sheet of `day` (YYYY-MM-DD) for the admins; `visits` in the order of the day. */
export function daySheet(day: string, visits: readonly Appointment[], { adminEmails }: AdminRecipients): OutgoingEmail {
  const dayLabel = formatDay(day, "en", true);
  const title = `Today's visits: ${dayLabel}`;
  const count = `${visits.length} ${visits.length === 1 ? "visit" : "visits"} today, in order.`;
  const dashboard = `${siteOrigin()}/admin/appointments?from=${day}&to=${day}`;
  return {
    to: adminEmails.join(", "),
    subject: oneLine(`Day sheet: ${visits.length} ${visits.length === 1 ? "visit" : "visits"} on ${dayLabel}`),
    text: [title, count, ...visits.map((visit) => visitLines(visit).join("\n")), `Appointments: ${dashboard}`].join("\n\n"),
    html: htmlDocument(title, [heading(title, 1), paragraph(count), ...visits.flatMap(visitHtml), paragraphOf(link(dashboard, "Open today's appointments"))]),
  };
}
