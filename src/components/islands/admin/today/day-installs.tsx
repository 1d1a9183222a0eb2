/**
 * The day view's installs: each crew's install that day, its job, address, lead-safe work and permit, and every
 * opening to install as the crew's sheet lists it (room, style, W × H, product, options, install
 * method, glass, photos; never a price), from the same reader as the morning day sheet.
 */
import { useQuery } from "@tanstack/react-query";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { adminJobPath } from "@/config/admin-navigation";
import { installLine, installPermitLines } from "@/core/install-sheet";
import { LEAD_SAFE_REQUIRED } from "@/i18n/lead-safe";
import { adminInstalls } from "@/schemas/routes/jobs";

export function DayInstalls({ date }: { date: string }) {
  const calendar = useQuery(apiQuery(apiUrl(adminInstalls, { query: { from: date, to: date } })));
  const installs = [...(calendar.data?.installs ?? [])].sort((a, b) => a.crew - b.crew);
  if (installs.length === 0) return null;
  return (
    <section aria-labelledby="day-installs" className="grid gap-3">
      <h3 id="day-installs" className="text-lg font-bold text-brand-900">
        Installs
      </h3>
      <ol className="grid gap-3 lg:grid-cols-2">
        {installs.map((install) => (
          <li key={install.jobId} className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold text-slate-900">
              {install.crewName}:{" "}
              <a href={adminJobPath(install.jobId)} className="text-brand-800 underline underline-offset-2">
                job {install.jobNumber}, {install.customer}
              </a>
            </p>
            <p className="text-slate-700">{install.jobAddress}</p>
            {install.leadSafe && <p className="font-semibold text-slate-900">{LEAD_SAFE_REQUIRED}</p>}
            {installPermitLines(install.permit).map((line) => (
              <p key={line} className="font-semibold text-slate-900">
                {line}
              </p>
            ))}
            {install.openings.length > 0 && (
              <>
                <p className="font-semibold text-slate-900">To install ({install.openings.length})</p>
                <ul aria-label={`Openings to install for job ${install.jobNumber}`} className="list-disc pl-5 text-slate-800">
                  {install.openings.map((opening) => (
                    <li key={opening.openingId}>{installLine(opening)}</li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
