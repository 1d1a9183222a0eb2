/** The dashboard's quotes: sent, signed, close rate, signed value and deposits over 30 or 90 days, and whether deposits are taken online. */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { formatCents, formatPercent } from "@/i18n/money";
import { adminQuotePipeline } from "@/schemas/routes/admin";
import { PeriodToggle } from "./period-toggle";

export function QuotePipeline() {
  const pipeline = useQuery(apiQuery(apiUrl(adminQuotePipeline)));
  const [days, setDays] = useState(30);
  return (
    <QueryState
      query={pipeline}
      loading="Loading the quotes..."
      error="We couldn't load the quotes' figures. Refresh the page to try again."
    >
      {(data) => {
        const window = data.windows.find((entry) => entry.days === days) ?? data.windows[0]!;
        const figures: [string, string][] = [
          ["Quotes sent", String(window.sent)],
          ["Signed", String(window.signed)],
          ["Close rate", window.closeRate === null ? "–" : formatPercent(Math.round(window.closeRate * 100))],
          ["Signed value", formatCents(window.signedValueCents, "en")],
          ["Deposits collected", formatCents(window.depositsCents, "en")],
        ];
        return (
          <section aria-labelledby="pipeline-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="pipeline-title" className="text-xl font-extrabold text-brand-900">
                <a href="/admin/quotes" className="underline">
                  Quotes
                </a>
              </h2>
              <PeriodToggle label="Quotes period" windows={data.windows} days={days} onChange={setDays} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
              {figures.map(([term, value]) => (
                <div key={term} className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-sm font-semibold text-slate-700">{term}</dt>
                  <dd className="mt-1 text-lg font-extrabold text-brand-900">{value}</dd>
                </div>
              ))}
            </dl>
            {!data.paymentsConfigured && (
              <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                Payments are not configured: customers sign online and the office arranges the deposit. Set STRIPE_SECRET_KEY and
                STRIPE_WEBHOOK_SECRET to take deposits through Stripe.
              </p>
            )}
          </section>
        );
      }}
    </QueryState>
  );
}
