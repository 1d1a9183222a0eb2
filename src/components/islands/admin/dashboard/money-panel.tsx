/**
 * The dashboard's money panel: contracted and collected over the last 30 or 90 days, what is
 * outstanding now by age, money collected per week for 12 weeks (bars drawn in CSS with the
 * figures in a table one tap away), the payments disputed or whose refund Stripe refused, each
 * linking to its job, what the period's completed jobs earned per lead channel (./money-earnings.tsx),
 * and the books' CSV downloads for the accountant.
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { formatCents } from "@/i18n/money";
import type { MoneyPanel as MoneyData, MoneyProblem, MoneyProblemGroup } from "@/schemas/admin/money-panel";
import { adminInvoicesCsv, adminMoneyPanel, adminPaymentsCsv } from "@/schemas/routes/books";
import { adminJobPath } from "@/config/admin-navigation";
import { plural } from "../admin-format";
import { formatDay, formatInstant } from "../admin-time";
import { collectedBars, collectedSummary } from "./money-chart";
import { Earnings } from "./money-earnings";
import { PeriodToggle } from "./period-toggle";

const moneyQuery = apiQuery(apiUrl(adminMoneyPanel));
const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const money = (cents: number) => formatCents(cents, "en");

const AGING_LABELS: Record<string, string> = { "0-30": "0–30 days", "31-60": "31–60 days", "61-90": "61–90 days", "90+": "Over 90 days" };

function Figures({ data, days, setDays }: { data: MoneyData; days: number; setDays: (days: number) => void }) {
  const window = data.windows.find((entry) => entry.days === days) ?? data.windows[0]!;
  const figures: [string, string, string][] = [
    ["Contracted", money(window.contractedCents), `${plural(window.contractedJobs, "job")} signed, change orders included`],
    ["Collected", money(window.collectedCents), "deposits and paid invoices, less refunds and disputes"],
    ["Outstanding now", money(data.outstanding.cents), `${plural(data.outstanding.count, "invoice")} sent and unpaid`],
  ];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Since {formatDay(window.since)}, Phoenix days. Outstanding is as of today, whatever the period.
        </p>
        <PeriodToggle label="Money period" windows={data.windows} days={days} onChange={setDays} />
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {figures.map(([term, value, note]) => (
          <div key={term} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{term}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-brand-900 tabular-nums">{value}</dd>
            <dd className="text-sm text-slate-700">{note}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Aging({ data }: { data: MoneyData }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-base font-bold text-brand-900">Outstanding by days since sent</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-700">
            <th scope="col" className="py-2 pr-3">
              Age
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Invoices
            </th>
            <th scope="col" className="py-2 pl-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {data.outstanding.aging.map((column) => (
            <tr key={column.bucket} data-bucket={column.bucket} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 text-left font-semibold text-slate-800">
                {AGING_LABELS[column.bucket] ?? column.bucket}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{column.count.toLocaleString("en-US")}</td>
              <td
                className={`py-2 pl-2 text-right tabular-nums ${column.bucket === "90+" && column.count ? "font-bold text-red-800" : ""}`}
              >
                {money(column.cents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WeeklyChart({ data }: { data: MoneyData }) {
  const bars = collectedBars(data.weeks);
  const titleId = useId();
  return (
    <figure data-slot="money-chart" aria-labelledby={titleId} className="min-w-0">
      <figcaption id={titleId} className="text-base font-bold text-brand-900">
        Collected per week, last {data.weeks.length} weeks
      </figcaption>
      <div
        role="img"
        aria-label={collectedSummary(data.weeks)}
        className="mt-3 flex h-40 items-end gap-1 border-b border-slate-300 sm:gap-2"
      >
        {bars.map((bar) => (
          <div key={bar.weekStart} className="flex h-full flex-1 items-end" title={`Week of ${bar.label}: ${bar.amount}`}>
            <div className="w-full rounded-t bg-brand-700" style={{ height: `${bar.percent}%`, minHeight: bar.percent > 0 ? 2 : 0 }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex gap-1 text-[11px] leading-none text-slate-700 sm:gap-2 sm:text-xs">
        {bars.map((bar, index) => (
          // Every other week is labelled, counting back from the current one, so labels never touch;
          // the current week's label ends at the chart's edge rather than past it.
          <span key={bar.weekStart} className="relative h-4 min-w-0 flex-1">
            {(bars.length - 1 - index) % 2 === 0 && (
              <span className={`absolute whitespace-nowrap ${index === bars.length - 1 ? "right-0" : "left-1/2 -translate-x-1/2"}`}>
                {bar.label}
              </span>
            )}
          </span>
        ))}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700 underline">Show the weekly figures</summary>
        <table className="mt-2 w-full border-collapse">
          <caption className="sr-only">Money collected per week, Sunday to Saturday</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-700">
              <th scope="col" className="py-1 pr-3">
                Week starting
              </th>
              <th scope="col" className="py-1 text-right">
                Collected
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.weekStart} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {formatDay(bar.weekStart)}
                </th>
                <td className="py-1 text-right tabular-nums">{bar.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function problemText(problem: MoneyProblem): string {
  const what = problem.kind === "deposit" ? `Deposit of quote ${problem.documentNumber}` : `Payment of invoice ${problem.documentNumber}`;
  return `${what}, ${money(problem.amountCents)}, ${formatInstant(problem.at)}`;
}

function ProblemList({ title, group, slot }: { title: string; group: MoneyProblemGroup; slot: string }) {
  if (!group.count) return null;
  return (
    <div data-slot={slot} className="rounded-xl bg-red-50 p-3 text-red-900">
      <h4 className="font-bold">
        {title}: {plural(group.count, "payment")}, {money(group.cents)}
      </h4>
      <ul className="mt-1 grid gap-1 text-sm">
        {group.recent.map((problem) => (
          <li key={problem.paymentId}>
            {problem.jobId ? (
              <a href={adminJobPath(problem.jobId)} className="font-semibold underline">
                Job {problem.jobNumber}
              </a>
            ) : (
              <span className="font-semibold">No job</span>
            )}
            : {problemText(problem)}
          </li>
        ))}
      </ul>
      {group.count > group.recent.length && <p className="mt-1 text-sm">The {group.recent.length} most recent are listed.</p>}
    </div>
  );
}

function Problems({ data }: { data: MoneyData }) {
  if (!data.disputed.count && !data.refundsRefused.count) return null;
  return (
    <section aria-labelledby="money-problems-title" className="mt-6 grid gap-3">
      <h3 id="money-problems-title" className="text-base font-bold text-brand-900">
        Money problems
      </h3>
      <ProblemList title="Disputed" group={data.disputed} slot="money-disputed" />
      <ProblemList title="Refunds Stripe refused" group={data.refundsRefused} slot="money-refunds-refused" />
    </section>
  );
}

/** The books' downloads, for every day or the days chosen. */
function Books() {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const field = "mt-1 block h-11 rounded-lg border border-slate-400 px-2";
  return (
    <section aria-labelledby="books-title" className="mt-6">
      <h3 id="books-title" className="text-base font-bold text-brand-900">
        The books
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        CSV files for the accountant: invoices with QuickBooks Online&apos;s import headers, and every payment. Leave the days empty for all
        of them.
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold text-slate-800">
          From
          <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} className={field} />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          To
          <input type="date" value={to} onChange={(event) => setTo(event.target.value)} className={field} />
        </label>
        <a
          href={apiUrl(adminInvoicesCsv, { query })}
          download
          className="inline-flex h-11 items-center rounded-lg border-2 border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Invoices CSV (QuickBooks)
        </a>
        <a
          href={apiUrl(adminPaymentsCsv, { query })}
          download
          className="inline-flex h-11 items-center rounded-lg border-2 border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Payments CSV
        </a>
      </div>
    </section>
  );
}

/** The figures, aging, chart, problems and earnings; the period chosen applies to the figures and the earnings. */
function PanelBody({ data }: { data: MoneyData }) {
  const [days, setDays] = useState(30);
  const earnings = data.earnings.find((entry) => entry.days === days) ?? data.earnings[0];
  return (
    <>
      <Figures data={data} days={days} setDays={setDays} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Aging data={data} />
        <WeeklyChart data={data} />
      </div>
      {earnings && <Earnings window={earnings} />}
      <Problems data={data} />
    </>
  );
}

/** The panel; it loads on its own, so the rest of the dashboard never waits for it. */
export function MoneyPanel() {
  const panel = useQuery(moneyQuery);
  return (
    <section aria-labelledby="money-title" data-slot="money-panel" className={card}>
      <h2 id="money-title" className="mb-3 text-xl font-extrabold text-brand-900">
        Money
      </h2>
      <QueryState query={panel} loading="Loading the money..." error="We couldn't load the money figures. Refresh the page to try again.">
        {(data) => <PanelBody data={data} />}
      </QueryState>
      <Books />
    </section>
  );
}
