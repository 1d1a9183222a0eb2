/** How the admin screens word statuses, services and people (their times: ./admin-time.ts). */
import { LEAD_STATUSES, type LeadStatus } from "@/schemas/admin/leads";
import { APPOINTMENT_STATUSES, BOOKING_SERVICE_LABELS, type AppointmentStatus } from "@/schemas/appointment";
import { LEAD_SERVICE_LABELS } from "@/schemas/lead";
import type { Locale } from "@/i18n/locales";

/** The site's languages as the admins (who read English) name them. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Spanish" };

/** Appointment statuses as people read them. */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  "no-show": "No-show",
};

/** Lead statuses as people read them. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

/** The status lists, in order, for the selects. */
export { APPOINTMENT_STATUSES, LEAD_STATUSES };

/** The label of any appointment or lead status, or the raw value for one we don't know. */
export function statusLabel(status: string): string {
  return (APPOINTMENT_STATUS_LABELS as Record<string, string>)[status] ?? (LEAD_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** The label of a booking or contact-form service, or the raw value. */
export function serviceLabel(service: string): string {
  return (BOOKING_SERVICE_LABELS as Record<string, string>)[service] ?? (LEAD_SERVICE_LABELS as Record<string, string>)[service] ?? service;
}

/** "Jane Doe". */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** "1 appointment" / "3 appointments". */
export function plural(count: number, noun: string): string {
  return `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
}
