/** The visit's date, time and city, as the manage page shows it in every state, in the page's language. */
import type { BookingCopy } from "@/i18n/booking";
import { formatSlot } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import type { ManageView } from "@/schemas/reschedule";

interface VisitSummaryProps {
  /** The date label comes from the server in the page's language. */
  visit: ManageView;
  labels: BookingCopy["manage"]["summary"];
  locale: Locale;
}

export function VisitSummary({ visit, labels, locale }: VisitSummaryProps) {
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-sand-100 p-4">
      <dt className="font-semibold text-slate-700">{labels.date}</dt>
      <dd>{visit.dateLabel}</dd>
      <dt className="font-semibold text-slate-700">{labels.time}</dt>
      <dd>{formatSlot(visit.appointmentTime, locale)}</dd>
      <dt className="font-semibold text-slate-700">{labels.city}</dt>
      <dd>{visit.city}</dd>
    </dl>
  );
}
