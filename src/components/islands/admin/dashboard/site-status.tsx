/**
 * The site's health on the admin dashboard: the same report as the health route. A red notice
 * lists what fails and what to set (e.g. emails waiting for a provider); when all is well,
 * one quiet line says so.
 */
import type { HealthReport } from "@/core/health-report";
import { useHealth } from "../setup-state";

const PROVIDER_NAMES: Record<HealthReport["email"]["provider"], string> = {
  smtp: "SMTP",
  resend: "Resend",
  file: "files in .data/outbox (local)",
  none: "no provider",
};

/** One line of facts: database, migration, email, reviews, commit. */
function summary(report: HealthReport): string {
  const waiting = report.email.waiting === null ? "" : `, ${report.email.waiting} waiting`;
  return [
    `Database: ${report.database}`,
    `migration ${report.schema.applied ?? "none"}${report.schema.status === "behind" ? ` (needs ${report.schema.latest})` : ""}`,
    `email: ${PROVIDER_NAMES[report.email.provider]}${waiting}`,
    `reviews: ${report.reviews}`,
    ...(report.commit ? [`commit ${report.commit.slice(0, 7)}`] : []),
  ].join(" · ");
}

/** The dashboard's status notice. */
export function SiteStatus() {
  const health = useHealth();
  if (health.isError) return <p className="text-sm text-slate-600">We couldn't check the site's status.</p>;
  if (!health.data) return null;
  const report = health.data;
  if (report.status === "ok") {
    return (
      <>
        <Warnings warnings={report.warnings} />
        <NotSetUp services={report.notSetUp} />
        <p data-slot="site-status" className="text-sm text-slate-600">
          Site status: all good. {summary(report)}
        </p>
      </>
    );
  }
  return (
    <>
      <Warnings warnings={report.warnings} />
      <NotSetUp services={report.notSetUp} />
      <section
        data-slot="site-status"
        role="alert"
        aria-labelledby="site-status-title"
        className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900"
      >
        <h2 id="site-status-title" className="text-lg font-bold">
          The site needs attention
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {report.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p className="mt-2 text-sm">{summary(report)}</p>
      </section>
    </>
  );
}

/** The optional services not set up yet, each with what to set. */
function NotSetUp({ services }: { services: HealthReport["notSetUp"] }) {
  if (!services.length) return null;
  return (
    <section
      data-slot="not-set-up"
      aria-labelledby="not-set-up-title"
      className="mb-3 rounded-lg border-2 border-slate-300 bg-white p-4 text-slate-800"
    >
      <h2 id="not-set-up-title" className="text-lg font-bold text-brand-900">
        Not set up yet
      </h2>
      <ul className="mt-2 grid gap-1">
        {services.map((service) => (
          <li key={service.id}>
            <strong>{service.name}:</strong> {service.set}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Notices that do not fail the check but need the owner (e.g. no ROC licence number). */
function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (!warnings.length) return null;
  return (
    <section
      data-slot="site-warnings"
      aria-labelledby="site-warnings-title"
      className="mb-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="site-warnings-title" className="text-lg font-bold">
        For the owner
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}
