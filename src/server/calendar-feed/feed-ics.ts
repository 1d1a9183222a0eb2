/**
 * The admins' calendar feed as iCalendar text: one event per visit, times in UTC (so no
 * VTIMEZONE is needed), with the customer's name, phone, address and a map link, the
 * service and the notes. A pure function of the rows; the same UIDs as the customers'
 * invitations, so a visit is one event wherever it shows.
 */
import { createEvents, type EventAttributes } from "ics";
import { business } from "@/config/business";
import { siteOrigin } from "@/server/env";
import type { Appointment } from "@/server/db/schema";
import { mapLink } from "@/core/map-link";
import { foldIcs } from "@/core/server/fold-ics";
import { visitEvent } from "@/server/notify/emails/invitation";
import { fullAddress, serviceLabel } from "@/server/notify/emails/templates";

/** The feed's name in the admin's calendar app. */
export const FEED_NAME = `${business.brand} – estimate visits`;


function description(appointment: Appointment): string {
  const address = fullAddress(appointment);
  return [
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

function event(appointment: Appointment, stamp: Date): EventAttributes & { timestamp: number } {
  return {
    ...visitEvent(appointment),
    timestamp: stamp.getTime(),
    title: `Estimate: ${appointment.firstName} ${appointment.lastName}, ${appointment.city}`,
    location: fullAddress(appointment),
    description: description(appointment),
    status: appointment.status === "pending" ? "TENTATIVE" : "CONFIRMED",
    busyStatus: "BUSY",
  };
}

/** The VCALENDAR of the visits, folded at 75 octets; `now` stamps it (DTSTAMP is when the feed was made). */
export function calendarFeed(visits: readonly Appointment[], now: Date): string {
  if (visits.length === 0) return emptyCalendar();
  const { error, value } = createEvents(
    visits.map((visit) => event(visit, now)),
    { productId: `-//${business.brand}//Admin feed//EN`, method: "PUBLISH", calName: FEED_NAME },
  );
  if (error || !value) throw new Error(`Could not build the calendar feed: ${error?.message ?? "no output"}`);
  return foldIcs(value);
}

// The ics package refuses an empty list, yet an empty feed must still subscribe cleanly.
function emptyCalendar(): string {
  return foldIcs(["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:-//${business.brand}//Admin feed//EN`, "METHOD:PUBLISH", "X-PUBLISHED-TTL:PT1H", `X-WR-CALNAME:${FEED_NAME}`, "END:VCALENDAR", ""].join("\r\n"));
}
