/** The visit's date, arrival window, status and city, as the manage page shows it in every state, in the page's language. */
import { bookingCopy, type BookingCopy } from "@/i18n/booking";
import { formatWindow } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import type { ManageView } from "@/schemas/reschedule";

interface VisitSummaryProps {
  /** The date label comes from the server in the page's language. */
  visit: ManageView;
  labels: BookingCopy["manage"]["summary"];
  locale: Locale;
}

export function VisitSummary({ visit, labels, locale }: VisitSummaryProps) {
  // The same words as the emails: "Booked: we'll confirm it within 24 hours", then "Confirmed".
  const status = bookingCopy[locale].status[visit.status] ?? visit.status;
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-sand-100 p-4">
      <dt className="font-semibold text-slate-700">{labels.date}</dt>
      <dd>{visit.dateLabel}</dd>
      <dt className="font-semibold text-slate-700">{labels.time}</dt>
      <dd>{formatWindow(visit.appointmentTime, visit.duration, locale)}</dd>
      <dt className="font-semibold text-slate-700">{labels.status}</dt>
      <dd>{status}</dd>
      <dt className="font-semibold text-slate-700">{labels.city}</dt>
      <dd>{visit.city}</dd>
    </dl>
  );
}
