/**
 * The calendar invitation attached to a booking confirmation, a moved visit and a cancellation. Times are written in UTC,
 * computed from the Phoenix wall-clock slot, so every calendar app shows the right hour
 * without needing a time-zone definition.
 */
import { createEvent, type EventAttributes } from "ics";
import { business } from "@/config/business";
import type { Appointment } from "@/server/db/schema";
import { serverEnv } from "@/server/env";
import { appointmentEnd, appointmentStart } from "../../../core/visit-time";
import { customerEmailWords, rowLocale } from "./customer-words";
import { foldIcs } from "../../../core/server/fold-ics";

/** What the invitation is called in an English-speaking visitor's calendar (each language's: customer-words.ts). */
export const ESTIMATE_SUMMARY = customerEmailWords.en.ics.summary;

// Fixed rather than derived from SITE_URL, so a later update or cancellation of the
// event always carries the same UID as the invitation it replaces.
const UID_DOMAIN = "windowsanddoorsnearme.com";

/** REQUEST: a new or moved visit (calendars add or update the event). CANCEL: the visit is off (calendars remove it). */
export type IcsMethod = "REQUEST" | "CANCEL";

export interface AppointmentIcsOptions {
  /** The visitor's personal manage link (move or cancel). */
  cancelUrl: string;
  /** Default REQUEST. */
  method?: IcsMethod;
  /** Organizer as a mailbox, "Name <address>" or a bare address; defaults to MAIL_FROM. */
  mailFrom?: string;
}

/** The stable UID of an appointment's calendar event. */
export function appointmentUid(appointmentId: string): string {
  return `appointment-${appointmentId}@${UID_DOMAIN}`;
}

/**
 * What every calendar event of a visit has, wherever it is written (the customer's invitation,
 * the admins' feed): the stable UID, the SEQUENCE that each move and cancellation raises, and
 * the visit's start and end in UTC.
 */
export function visitEvent(appointment: Appointment) {
  return {
    uid: appointmentUid(appointment.id),
    sequence: appointment.icsSequence,
    start: appointmentStart(appointment).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: appointmentEnd(appointment).getTime(),
    endInputType: "utc",
    endOutputType: "utc",
  } satisfies EventAttributes;
}

/**
 * An iCalendar invitation for the in-home estimate: UTC start and end, the home's address
 * as location, the phone number and manage link in the description. The UID is the same
 * for every version of one appointment and SEQUENCE is its `icsSequence` (raised by each
 * move and by a cancellation), so calendar apps update or remove the event they already
 * have. DTSTAMP is the row's last change, so the same row always gives the same text.
 * STATUS tells the same story as the emails: TENTATIVE while the visit waits for the office to
 * confirm it, CONFIRMED once it has, CANCELLED with METHOD:CANCEL.
 * SUMMARY and DESCRIPTION are in the customer's language. Lines are folded at 75 octets (foldIcs).
 */
export function appointmentIcs(
  appointment: Appointment,
  { cancelUrl, method = "REQUEST", mailFrom = serverEnv().MAIL_FROM }: AppointmentIcsOptions,
): string {
  const words = customerEmailWords[rowLocale(appointment)].ics;
  const event: EventAttributes & { timestamp: number } = {
    ...visitEvent(appointment),
    method,
    productId: `-//${business.brand}//Booking//EN`,
    timestamp: appointment.updatedAt.getTime(),
    title: words.summary,
    location: `${appointment.address}, ${appointment.city}, AZ ${appointment.zipCode}`,
    description: words.description(business.phone.display, cancelUrl),
    status: method === "CANCEL" ? "CANCELLED" : appointment.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
    busyStatus: "BUSY",
    organizer: parseMailbox(mailFrom),
    attendees: [
      {
        name: paramText(`${appointment.firstName} ${appointment.lastName}`),
        email: appointment.email,
        role: "REQ-PARTICIPANT",
        partstat: "ACCEPTED",
        rsvp: false,
      },
    ],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`Could not build the calendar invitation: ${error?.message ?? "no output"}`);
  return foldIcs(value);
}

/** "Name <address>" → { name, email }; a bare address → { email }. */
export function parseMailbox(mailbox: string): { name?: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailbox);
  if (!match) return { email: mailbox.trim() };
  const [, name, email] = match;
  return name ? { name: paramText(name), email: email!.trim() } : { email: email!.trim() };
}

/** A parameter value such as CN may hold no double quote or line break (RFC 5545, 3.1). */
export function paramText(value: string): string {
  return value.replace(/"/g, "'").replace(/[\r\n\t]+/g, " ");
}
