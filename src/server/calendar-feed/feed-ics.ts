/**
 * The admins' calendar feed as iCalendar text: one event per visit, times in UTC (so no
 * VTIMEZONE is needed), with the customer's name, phone, address and a map link, the
 * service and the notes (a job's re-measure so named); and one all-day event per install,
 * spanning its days, naming its crew. A pure function of the rows; the same UIDs as the
 * customers' invitations, so a visit or an install is one event wherever it shows.
 */
import { createEvents, type EventAttributes } from "ics";
import { business } from "@/config/business";
import { siteOrigin } from "@/server/env";
import type { Appointment } from "@/server/db/schema";
import { installPermitLines, installSheetLines } from "@/core/install-sheet";
import { mapLink } from "@/core/map-link";
import { foldIcs } from "@/core/server/fold-ics";
import { addDays } from "@/core/phoenix-time";
import type { InstallCalendarEntry } from "@/schemas/job";
import { adminJobUrl } from "@/server/notify/admin-links";
import { visitEvent } from "@/server/notify/emails/invitation";
import { dateArray, installUid } from "@/server/notify/emails/job-templates";
import { fullAddress, serviceLabel } from "@/server/notify/emails/templates";

/** A visit of the feed, with who goes to it when the office has given it to someone. */
export type FeedVisit = Appointment & { estimator?: { name: string } | null };

/** The feed's name in the admin's calendar app. */
export const FEED_NAME = `${business.brand} – estimate visits`;

function description(appointment: FeedVisit): string {
  const address = fullAddress(appointment);
  return [
    `Estimator: ${appointment.estimator?.name ?? "nobody yet"}`,
    `Customer: ${appointment.firstName} ${appointment.lastName}`,
    `Phone: ${appointment.phone}`,
    `Email: ${appointment.email}`,
    `Address: ${address}`,
    `Map: ${mapLink(address)}`,
    `Service: ${serviceLabel(appointment.serviceType)}`,
    `Status: ${appointment.status}`,
    `Project details: ${appointment.projectDetails || "None given"}`,
    ...(appointment.adminNotes ? [`Admin notes: ${appointment.adminNotes}`] : []),
    `Appointment: ${siteOrigin()}/admin/appointments?id=${encodeURIComponent(appointment.id)}`,
  ].join("\n");
}

function event(appointment: FeedVisit, stamp: Date): EventAttributes & { timestamp: number } {
  return {
    ...visitEvent(appointment),
    timestamp: stamp.getTime(),
    // The estimator's name in the title, so a shared calendar shows at a glance whose visit it is.
    title: `${appointment.jobId ? "Re-measure" : "Estimate"}${appointment.estimator ? ` (${appointment.estimator.name})` : ""}: ${appointment.firstName} ${appointment.lastName}, ${appointment.city}`,
    location: fullAddress(appointment),
    description: description(appointment),
    status: appointment.status === "pending" ? "TENTATIVE" : "CONFIRMED",
    busyStatus: "BUSY",
  };
}

/** An install as one all-day event from its first day to the day after its last. */
function installEvent(install: InstallCalendarEntry, stamp: Date): EventAttributes & { timestamp: number } {
  const url = adminJobUrl(install.jobId);
  return {
    uid: installUid(install.jobId),
    timestamp: stamp.getTime(),
    start: dateArray(install.dates[0]!),
    end: dateArray(addDays(install.dates.at(-1)!, 1)),
    title: `Install, ${install.crewName}: ${install.customer} (job ${install.jobNumber})`,
    location: install.jobAddress,
    description: [
      `Job ${install.jobNumber}: ${install.optionName}`,
      `Days: ${install.dates.join(", ")}`,
      `Map: ${mapLink(install.jobAddress)}`,
      `Job: ${url}`,
      ...installPermitLines(install.permit),
      ...installSheetLines(install.openings, install),
    ].join("\n"),
    status: "CONFIRMED",
    busyStatus: "BUSY",
  };
}

/** The VCALENDAR of the visits and installs, folded at 75 octets; `now` stamps it (DTSTAMP is when the feed was made). */
export function calendarFeed(visits: readonly FeedVisit[], now: Date, installs: readonly InstallCalendarEntry[] = []): string {
  if (visits.length === 0 && installs.length === 0) return emptyCalendar();
  const { error, value } = createEvents(
    [...visits.map((visit) => event(visit, now)), ...installs.map((install) => installEvent(install, now))],
    { productId: `-//${business.brand}//Admin feed//EN`, method: "PUBLISH", calName: FEED_NAME },
  );
  if (error || !value) throw new Error(`Could not build the calendar feed: ${error?.message ?? "no output"}`);
  return foldIcs(value);
}

// The ics package refuses an empty list, yet an empty feed must still subscribe cleanly.
function emptyCalendar(): string {
  return foldIcs(
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      `PRODID:-//${business.brand}//Admin feed//EN`,
      "METHOD:PUBLISH",
      "X-PUBLISHED-TTL:PT1H",
      `X-WR-CALNAME:${FEED_NAME}`,
      "END:VCALENDAR",
      "",
    ].join("\r\n"),
  );
}
