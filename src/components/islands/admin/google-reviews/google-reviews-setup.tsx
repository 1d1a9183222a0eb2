/**
 * /admin/google-reviews-setup: whether the Places API key and place ID are set, a live
 * test of the connection with Google's answer in plain words, the place's rating and
 * count, the last good fetch, and the steps to configure it.
 */
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { NO_PLACE_ID_NOTE } from "@/core/review-requests";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { adminGoogleReviews } from "@/schemas/routes/admin";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { QueryProvider } from "@/components/islands/query-provider";
import { formatInstant } from "../admin-time";

const SETUP_STEPS = [
  "In Google Cloud Console, create or pick a project and turn on billing (Google's free monthly credit covers a site this size).",
  'Under "APIs & Services", enable "Places API (New)".',
  'Under "Credentials", create an API key. Restrict it to "Places API (New)".',
  "Find the business's place ID with Google's Place ID Finder (search for the business name and copy the ID that starts with ChIJ).",
  "In Netlify, open Site configuration > Environment variables and set GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID, then redeploy.",
  'Come back here and press "Test again".',
];

function Check({ label, ok }: { label: string; ok: boolean }) {
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className={ok ? "text-green-700" : "text-red-700"}>
        {ok ? "✓" : "✗"}
      </span>
      {label}: <strong>{ok ? "set" : "not set"}</strong>
    </li>
  );
}

function Report() {
  const query = useQuery({ ...apiQuery(apiUrl(adminGoogleReviews)), staleTime: 0 });
  const report = query.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="connection"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-busy={query.isFetching}
      >
        <h2 id="connection" className="text-xl font-extrabold text-brand-900">
          Connection
        </h2>
        {!report ? (
          <p role="status" className="mt-3 animate-pulse text-slate-600">
            {query.isError ? "The status could not be loaded. Try again." : "Testing the connection..."}
          </p>
        ) : (
          <>
            <ul className="mt-3 space-y-1">
              <Check label="API key (GOOGLE_PLACES_API_KEY)" ok={report.apiKeySet} />
              <Check label="Place ID (GOOGLE_PLACE_ID)" ok={report.placeIdSet} />
            </ul>
            {/* Review requests carry the place's review link: without it none is sent. */}
            {!report.placeIdSet && (
              <p data-slot="review-requests-note" className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900">
                {NO_PLACE_ID_NOTE}
              </p>
            )}
            <div role="status" className={`mt-4 rounded-xl p-4 ${report.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}>
              {report.ok ? (
                <p>
                  Connected. Google shows <strong>{report.rating?.toFixed(1)}</strong> stars from <strong>{report.reviewCount}</strong>{" "}
                  reviews
                  {report.url && (
                    <>
                      {" "}
                      (
                      <a href={report.url} className="underline">
                        see it on Google Maps
                      </a>
                      )
                    </>
                  )}
                  .
                </p>
              ) : (
                <p>{report.problem}</p>
              )}
            </div>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
              <dt className="font-semibold">Place ID</dt>
              <dd className="break-all">{report.placeId ?? "none"}</dd>
              <dt className="font-semibold">Tested</dt>
              <dd>{formatInstant(report.checkedAt)}</dd>
              <dt className="font-semibold">Last good fetch</dt>
              <dd>{report.lastSuccessAt ? formatInstant(report.lastSuccessAt) : "none on this server since it started"}</dd>
            </dl>
          </>
        )}
        <Button variant="outline" className="mt-5" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? "Testing..." : "Test again"}
        </Button>
      </section>
      <section aria-labelledby="steps" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="steps" className="text-xl font-extrabold text-brand-900">
          How to set it up
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
          {SETUP_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-slate-600">Until both values are set, the site simply shows no Google reviews; nothing breaks.</p>
      </section>
    </div>
  );
}

export function GoogleReviewsSetup({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Report />}
      </RouteGuard>
    </QueryProvider>
  );
}
