/** The visit's date, time and city, as the manage page shows it in every state. */
import type { ManageView } from "@/schemas/reschedule";

export function VisitSummary({ visit }: { visit: ManageView }) {
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-sand-100 p-4">
      <dt className="font-semibold text-slate-700">Date</dt>
      <dd>{visit.dateLabel}</dd>
      <dt className="font-semibold text-slate-700">Time</dt>
      <dd>{visit.appointmentTime}</dd>
      <dt className="font-semibold text-slate-700">City</dt>
      <dd>{visit.city}</dd>
    </dl>
  );
}
