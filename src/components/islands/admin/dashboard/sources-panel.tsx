/**
 * The dashboard's "Where jobs come from" (per channel over the last 30 or 90 days: calls,
 * forms started, bookings, leads, completed, no-shows, booking-to-completed rate) and
 * "Review requests" (sent, opted out, why none go out; Google's rating and count when set up).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import type { AdminSources, ChannelRow, ReviewRequestStats } from "@/schemas/sources";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { adminSources } from "@/schemas/routes/admin";
import { googleReviews } from "@/schemas/routes/reviews";
import { formatCents, formatPercent } from "@/i18n/money";
import { PeriodToggle } from "./period-toggle";

/** The panels' data, read by the shared GET query function. */
const sourcesQuery = apiQuery(apiUrl(adminSources));

/** Its query key. */
export const SOURCES_KEY = sourcesQuery.queryKey;

const COLUMNS: [string, (row: ChannelRow) => string][] = [
  ["Calls clicked", (row) => count(row.calls)],
  ["Forms started", (row) => count(row.formsStarted)],
  ["Bookings", (row) => count(row.bookings)],
  ["Leads", (row) => count(row.leads)],
  ["Completed", (row) => count(row.completed)],
  ["No-shows", (row) => count(row.noShows)],
  ["Booked → completed", (row) => (row.completionRate === null ? "–" : formatPercent(Math.round(row.completionRate * 100)))],
  ["Signed value", (row) => formatCents(row.signedValueCents ?? 0, "en")],
  ["Collected", (row) => formatCents(row.collectedCents ?? 0, "en")],
];

const count = (value: number) => value.toLocaleString("en-US");
const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

function ChannelTable({ data }: { data: AdminSources }) {
  const [days, setDays] = useState(30);
  const panel = data.panels.find((entry) => entry.days === days) ?? data.panels[0]!;
  return (
    <section aria-labelledby="sources-title" data-slot="sources-panel" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sources-title" className="text-xl font-extrabold text-brand-900">
          Where jobs come from
        </h2>
        <PeriodToggle label="Period" windows={data.panels} days={days} onChange={setDays} />
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[44rem] border-collapse text-sm">
          <caption className="sr-only">
            By channel, the last {panel.days} days (since {panel.since})
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-700">
              <th scope="col" className="sticky left-0 bg-white py-2 pr-3">
                Channel
              </th>
              {COLUMNS.map(([label]) => (
                <th key={label} scope="col" className="px-2 py-2 text-right">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {panel.rows.map((row) => (
              <tr key={row.channel} data-channel={row.channel} className="border-b border-slate-100">
                <th scope="row" className="sticky left-0 bg-white py-2 pr-3 text-left font-semibold text-slate-800">
                  {row.label}
                </th>
                {COLUMNS.map(([label, value]) => (
                  <td key={label} className="px-2 py-2 text-right tabular-nums">
                    {value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        Counted on this site only, without cookies. Completed and no-shows are of the bookings made in the period; signed value is of the
        contracts signed in it (not cancelled), by the channel of their visit or lead; collected is the money that came in during it and
        stays (deposits and paid invoices, less refunds and disputes), by its job's channel. Google Business Profile means the
        profile&apos;s Book button or links tagged utm_campaign=gbp.
      </p>
    </section>
  );
}

function ReviewRequests({ stats }: { stats: ReviewRequestStats }) {
  // Public and cached at the CDN: the same answer the site's review badge uses.
  const reviews = useQuery({ ...apiQuery(apiUrl(googleReviews)), staleTime: 300_000 });
  const google = reviews.data?.configured ? reviews.data.data : null;
  return (
    <section aria-labelledby="review-requests-title" data-slot="review-requests-panel" className={card}>
      <h2 id="review-requests-title" className="text-xl font-extrabold text-brand-900">
        Review requests
      </h2>
      <p className={`mt-2 rounded-xl p-3 text-sm ${stats.state === "on" ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}>
        {stats.note}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Sent, last 30 days", count(stats.sent30)],
          ["Sent, last 90 days", count(stats.sent90)],
          ["Opted out", count(stats.optedOut)],
          ["On Google", google ? `${google.rating.toFixed(1)}★ · ${count(google.user_ratings_total)} reviews` : "not set up"],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{term}</dt>
            <dd className="mt-1 text-lg font-extrabold text-brand-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Both panels; they load on their own, so the rest of the dashboard never waits for them. */
export function SourcesPanel() {
  const sources = useQuery(sourcesQuery);
  return (
    <QueryState
      query={sources}
      loading="Loading where jobs come from..."
      error="We couldn't load where jobs come from. Refresh the page to try again."
    >
      {(data) => (
        <div className="grid gap-6">
          <ChannelTable data={data} />
          <ReviewRequests stats={data.reviewRequests} />
        </div>
      )}
    </QueryState>
  );
}
