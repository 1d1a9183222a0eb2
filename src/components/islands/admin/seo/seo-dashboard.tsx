/**
 * The admin SEO dashboard: the audit the build made of every page (src/lib/seo-audit,
 * written to /admin/seo-audit.json by src/integrations/seo-audit.ts), read through the
 * page's shared QueryClient behind the admin route guard. Site score and counts, sitemap
 * coverage, Google's note on review stars, then the pages, problems first.
 */
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/browser/api-client";
import type { SeoAuditReport } from "@/core/seo-audit/types";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { QueryProvider } from "@/components/islands/query-provider";
import { SeoPagesTable } from "./seo-pages-table";
import { SeoPolicyNote } from "./seo-policy-note";
import { SeoSitemapCoverage, SeoSummary } from "./seo-summary";
import { SEO_AUDIT_URL } from "./seo-view";

interface SeoDashboardProps {
  /** Shown to a signed-out visitor on the sign-in card. */
  supportEmail: string;
  /** The rating our structured data declares, for the review-stars note (business.structuredDataRating.ratingValue). */
  rating?: number;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function Dashboard({ rating }: Pick<SeoDashboardProps, "rating">) {
  // A build without the audit will not grow one on a second try; other failures retry once.
  const query = useQuery<SeoAuditReport>({ queryKey: [SEO_AUDIT_URL], retry: (failures, error) => failures < 1 && !isNotFound(error) });
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading the SEO audit…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        {isNotFound(query.error)
          ? "There is no SEO audit yet: the build writes it (npm run build), so this dashboard shows it once the site has been built and deployed."
          : "The SEO audit could not be loaded. Reload the page to try again."}
      </p>
    );
  }
  const report = query.data;
  return (
    <div data-slot="seo-dashboard" className="grid gap-6">
      <SeoSummary report={report} />
      {report.siteProblems.length > 0 && (
        <ul aria-label="Site problems" className="grid gap-1 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {report.siteProblems.map((problem) => (
            <li key={problem.message}>{problem.message}</li>
          ))}
        </ul>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <SeoSitemapCoverage report={report} />
        <SeoPolicyNote rating={rating} />
      </div>
      <SeoPagesTable pages={report.pages} />
    </div>
  );
}

/** The SEO dashboard island, for admins only, in the page's shared QueryClient. */
export function SeoDashboard({ supportEmail, rating }: SeoDashboardProps) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Dashboard rating={rating} />}
      </RouteGuard>
    </QueryProvider>
  );
}
