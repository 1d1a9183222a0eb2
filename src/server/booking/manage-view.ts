/**
 * The manage page's side of the server: the little the page shows of the visit a /cancel/{token}
 * link opens (date, time, city; nothing else personal). Which visit a link opens is the link's
 * declaration (src/server/private-links/documents.ts).
 */
import { formatDay } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import type { ManageView } from "@/schemas/reschedule";
import type { Appointment } from "../db/schema";
import { isCancellable } from "@/core/visit-time";

/** Who the history names when a visitor moves their visit through an emailed link. */
export const MANAGE_LINK_ACTOR = "customer (manage link)";

/** The manage page's view of a visit, its date in words in the page's language. */
export function manageView(appointment: Appointment, now: Date, locale: Locale = "en"): ManageView {
  return {
    appointmentDate: appointment.appointmentDate,
    appointmentTime: appointment.appointmentTime,
    duration: appointment.duration,
    dateLabel: formatDay(appointment.appointmentDate, locale, true),
    city: appointment.city,
    status: appointment.status,
    cancellable: isCancellable(appointment, now),
  };
}
