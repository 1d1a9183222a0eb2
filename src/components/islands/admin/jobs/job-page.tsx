/**
 * /admin/job?id=: one job after the signature. Its stage and the allowed steps, the order and
 * delivery, the re-measure and the openings' final sizes, the install days (chooser, book, move, unbook, On my way), notes and
 * photos, the change orders; beside them the customer, the quote with its payments, and the timeline of every
 * change (when, by whom, its note, whether the customer was told).
 */
import { lazy, Suspense } from "react";
import { QueryState } from "@/components/ui/query-state";
import type { AdminJobDetail } from "@/schemas/job";
import { unbrokenPhone } from "@/i18n/phone";
import { LEAD_SAFE_REQUIRED } from "@/i18n/lead-safe";
import { apiUrl } from "@/browser/api-client";
import { adminJobLeadSafePdf } from "@/schemas/routes/jobs";
import { RouteGuard } from "../../auth/route-guard";
import { QueryProvider } from "../../query-provider";
import { customerPageUrl } from "../customers/customer-links";
import { depositPaymentText, disputeWarning, dollars } from "../quotes/quote-format";
import { timelineRows } from "./job-view";
import { JobMoneySection } from "./job-money";
import { JobSection } from "./job-parts";
import { JobStagePanel } from "./job-stage";
import { PermitSection } from "./job-permit";
import { InstallSection, NotesSection, OrderSection, PhotosSection, RemeasureSection } from "./job-work";
import { jobIdFrom, useJob } from "./use-job";

/** The change orders' section and its form: a chunk of its own, off the job page's first load. */
const ChangeOrdersSection = lazy(() => import("./job-change-orders"));
/** The purchase orders and their sending: a chunk of its own, loaded only for a job with openings. */
const OrdersSection = lazy(() => import("./job-orders"));
/** The openings with both sizes and their final size's forms: a chunk of its own, loaded only for a job with openings. */
const OpeningsSection = lazy(() => import("./job-openings").then((module) => ({ default: module.OpeningsSection })));
/** What the job costs and earns, and its forms: a chunk of its own, off the job page's first load. */
const JobCostsSection = lazy(() => import("./job-costs").then((module) => ({ default: module.JobCostsSection })));
/** The orders after the send (ordered beside confirmed, receiving, remakes): a chunk of its own. */
const OrderChecksSection = lazy(() => import("./job-order-checks"));
/** Who did what (the owner's, read only by them): a chunk of its own. */
const ActivitySection = lazy(() => import("./job-activity"));
/** The invoices and their forms: a chunk of its own, so the job page's first load stays within its budget. */
const JobInvoicesSection = lazy(() => import("./job-invoices").then((module) => ({ default: module.JobInvoicesSection })));

function CustomerSection({ job }: { job: AdminJobDetail }) {
  const owner = job.customer.appointmentId
    ? { kind: "appointment" as const, id: job.customer.appointmentId }
    : job.customer.leadId
      ? { kind: "lead" as const, id: job.customer.leadId }
      : null;
  return (
    <JobSection title="Customer">
      <p className="font-semibold">{job.customer.name}</p>
      <p className="break-words">{job.jobAddress}</p>
      {job.leadSafe && (
        <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-2 text-sm font-semibold text-amber-900">
          {LEAD_SAFE_REQUIRED}.{" "}
          <a
            className="text-brand-700 underline"
            href={apiUrl(adminJobLeadSafePdf, { params: { id: job.id } })}
            data-astro-prefetch="false"
          >
            The pamphlet's acknowledgments (PDF)
          </a>
        </p>
      )}
      <p>
        <a className="text-brand-700 underline" href={`tel:${job.customer.phone}`}>
          {unbrokenPhone(job.customer.phone)}
        </a>
      </p>
      <p className="break-all">
        <a className="text-brand-700 underline" href={`mailto:${job.customer.email}`}>
          {job.customer.email}
        </a>
      </p>
      <p className="text-sm text-slate-700">
        Reads {job.customer.locale === "es" ? "Spanish" : "English"}; {job.customer.reach.text ? "can be texted" : "email only"}.
      </p>
      {owner && (
        <a className="font-semibold text-brand-700 underline" href={customerPageUrl(owner)}>
          The customer's page
        </a>
      )}
    </JobSection>
  );
}

function QuoteSection({ job }: { job: AdminJobDetail }) {
  const disputed = disputeWarning(job.payments);
  return (
    <JobSection title="Quote and payments">
      <p>
        <span className="font-semibold">{job.scope.name}</span>: {dollars(job.totalCents)} total, {dollars(job.depositCents)} deposit
      </p>
      <ul className="grid gap-1 text-sm">
        {job.scope.items.map((item, index) => (
          <li key={index}>
            {item.quantity} × {item.description}: {dollars(item.totalCents)}
          </li>
        ))}
      </ul>
      {disputed && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {disputed}
        </p>
      )}
      {job.payments.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Deposit payments">
          {job.payments.map((payment) => (
            <li key={payment.id}>{depositPaymentText(payment)}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">No deposit payment yet.</p>
      )}
      <a className="font-semibold text-brand-700 underline" href={`/admin/quotes?id=${encodeURIComponent(job.quoteId)}`}>
        Quote {job.quoteNumber}
      </a>
    </JobSection>
  );
}

function Timeline({ job }: { job: AdminJobDetail }) {
  return (
    <JobSection title="Timeline">
      <ol className="grid gap-3" aria-label="Changes, newest first">
        {timelineRows(job.timeline).map((row) => (
          <li key={row.key} className="border-l-4 border-brand-200 pl-3 text-sm">
            <p className="font-semibold text-slate-900">{row.title}</p>
            <p className="text-slate-700">
              {row.when} · {row.by} · {row.told}
            </p>
            {row.details.map((detail) => (
              <p key={detail} className="break-words text-slate-700">
                {detail}
              </p>
            ))}
            {row.note && <p className="whitespace-pre-wrap text-slate-900">{row.note}</p>}
          </li>
        ))}
      </ol>
    </JobSection>
  );
}

function Job({ job }: { job: AdminJobDetail }) {
  return (
    <div className="grid gap-4">
      <h2 className="text-2xl font-bold text-brand-900">
        Job {job.number}: {job.customer.name}
      </h2>
      <p>
        <a href="/admin/jobs" className="font-semibold text-brand-700 underline">
          All jobs
        </a>
      </p>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-4">
          <JobStagePanel job={job} />
          <RemeasureSection job={job} />
          {job.openings.length > 0 && (
            <Suspense fallback={<div className="min-h-40" />}>
              <OpeningsSection job={job} />
              <OrdersSection job={job} />
              <OrderChecksSection job={job} />
            </Suspense>
          )}
          <OrderSection job={job} />
          <PermitSection job={job} />
          <InstallSection job={job} />
          <Suspense fallback={<div className="min-h-40" />}>
            <JobInvoicesSection job={job} />
          </Suspense>
          <NotesSection job={job} />
          <PhotosSection job={job} />
          <Suspense fallback={<div className="min-h-40" />}>
            <ChangeOrdersSection job={job} />
          </Suspense>
        </div>
        <div className="grid gap-4">
          <CustomerSection job={job} />
          <JobMoneySection job={job} />
          <Suspense fallback={<div className="min-h-40" />}>
            <JobCostsSection job={job} />
          </Suspense>
          <QuoteSection job={job} />
          <Timeline job={job} />
          <Suspense fallback={null}>
            <ActivitySection job={job} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

function Load() {
  const id = jobIdFrom(typeof window === "undefined" ? "" : window.location.search);
  if (!id) return <p role="alert">Open a job from the jobs board.</p>;
  return <LoadJob id={id} />;
}

function LoadJob({ id }: { id: string }) {
  const job = useJob(id);
  return (
    <QueryState
      query={job}
      loading="Loading the job..."
      error="We couldn't load this job. Reload the page, or open it again from the jobs board."
    >
      {(loaded) => <Job job={loaded} />}
    </QueryState>
  );
}

/** The /admin/job island. */
export function JobPage({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Load />}
      </RouteGuard>
    </QueryProvider>
  );
}
