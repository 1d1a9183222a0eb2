/**
 * The manage page's side of the server: finding the visit a /cancel/{token} link belongs
 * to, and the little the page shows of it (date, time, city; nothing else personal).
 */
import { formatDay } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import type { ManageView } from "@/schemas/reschedule";
import type { Database } from "../db/client";
import type { Appointment } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { decodePathSegment } from "../http/ids";
import { isCancellable } from "@/core/visit-time";
import { findByManageToken as findVisit } from "../db/appointments/manage-links";
import { hashCancelToken, isCancelTokenShape } from "../tokens";

/** The 404 message of a link that matches no visit. */
export const UNKNOWN_LINK = "This link is not valid. Please call us to change your appointment.";

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

/** The hash of the token at the end of the request's path; 404 for anything not shaped like a token. */
export function tokenHashOf(request: Request): string {
  const token = decodePathSegment(new URL(request.url).pathname.split("/").pop() ?? "");
  if (token === null || !isCancelTokenShape(token)) throw new NotFoundError(UNKNOWN_LINK);
  return hashCancelToken(token);
}

/** The visit a token hash belongs to; 404 when none. */
export async function findByManageToken(db: Database, tokenHash: string): Promise<Appointment> {
  const row = await findVisit(db, tokenHash);
  if (!row) throw new NotFoundError(UNKNOWN_LINK);
  return row;
}
