/**
 * The site's setup and health on the dashboard, folded below the day's work: what is not set up
 * yet, the owner's warnings and the health check, behind one disclosure whose summary says how
 * many notices there are, or that the site needs attention. A failing health check is rare and
 * also emailed and shown by the health route; the day comes first.
 */
import type { HealthReport } from "@/core/health-report";
import { cx } from "@/components/ui/cx";
import { useHealth } from "../setup-state";
import { SiteStatus } from "./site-status";

/** "2 notices", "The site needs attention" or "All set up": the disclosure's summary of `report`. */
export function setupSummary(report: HealthReport | undefined, failed: boolean): { text: string; alarm: boolean } {
  if (failed) return { text: "We couldn't check", alarm: false };
  if (!report) return { text: "Checking...", alarm: false };
  if (report.status !== "ok") return { text: "The site needs attention", alarm: true };
  const notices = report.warnings.length + report.notSetUp.length;
  return { text: notices === 0 ? "All set up" : notices === 1 ? "1 notice" : `${notices} notices`, alarm: false };
}

export function SetupNotices() {
  const health = useHealth();
  const summary = setupSummary(health.data, health.isError);
  return (
    <details data-slot="setup-notices" className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* The heading, the summary under it (beside it from sm), and the chevron always at the right. */}
      <summary className="grid min-h-12 cursor-pointer list-none grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-2xl px-4 py-3 sm:grid-cols-[auto_1fr_auto] sm:px-6 [&::-webkit-details-marker]:hidden">
        <h2 className="text-lg font-bold text-brand-900">Setup and site health</h2>
        <span className={cx("row-start-2 text-sm font-semibold sm:row-start-1", summary.alarm ? "text-red-800" : "text-slate-700")}>
          {summary.text}
        </span>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          className="col-start-2 row-span-2 row-start-1 size-5 justify-self-end text-brand-700 transition-transform group-open:rotate-180 sm:col-start-3 sm:row-span-1"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="grid gap-3 border-t border-slate-200 px-4 py-4 sm:px-6">
        <SiteStatus />
      </div>
    </details>
  );
}
