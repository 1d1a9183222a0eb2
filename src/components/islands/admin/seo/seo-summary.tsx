/** The top of the SEO dashboard: the site score and counts, then how the sitemap covers the pages. */
import { useId } from "react";
import type { SeoAuditReport } from "@/core/seo-audit/types";
import { cn } from "@/components/ui/cn";
import { plural } from "../admin-format";
import { formatInstant } from "../admin-time";
import { scoreLabel, scoreTone } from "./seo-view";

/** The site score, when the audit ran, and the page and problem counts. */
export function SeoSummary({ report }: { report: SeoAuditReport }) {
  const { counts } = report;
  const stats = [
    { label: "Pages", value: counts.pages },
    { label: "Indexable", value: counts.indexable },
    { label: "Noindex", value: counts.noindex },
    { label: "Errors", value: counts.errors + report.siteProblems.length },
    { label: "Warnings", value: counts.warnings },
  ];
  return (
    <section aria-label="Site summary" data-slot="seo-summary" className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className={cn("rounded-2xl px-6 py-4 text-center", scoreTone(report.score))}>
        <p className="text-sm font-semibold">Site score</p>
        <p className="text-4xl font-extrabold">
          {report.score}
          <span className="sr-only"> out of 100</span>
        </p>
        <p className="text-sm font-semibold">{scoreLabel(report.score)}</p>
      </div>
      <div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-3">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="text-2xl font-bold text-brand-900">{stat.value.toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-600">
          Audited at build time, {formatInstant(report.generatedAt)} (Phoenix time). {plural(counts.pagesWithErrors, "page")} with errors,{" "}
          {plural(counts.pagesWithWarnings, "page")} with warnings.
        </p>
      </div>
    </section>
  );
}

/** Which indexable pages the sitemap lists, and every disagreement between the two. */
export function SeoSitemapCoverage({ report }: { report: SeoAuditReport }) {
  const headingId = useId();
  const { sitemap, counts } = report;
  const gaps = [
    { label: "Indexable pages missing from the sitemap", paths: sitemap.indexableMissing },
    { label: "Noindex pages listed in the sitemap", paths: sitemap.noindexListed },
    { label: "Sitemap entries that are not a built page", paths: sitemap.notBuilt },
  ].filter((gap) => gap.paths.length > 0);
  return (
    <section aria-labelledby={headingId} data-slot="seo-sitemap" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        Sitemap coverage
      </h2>
      <p className="mt-1 text-slate-700">
        The sitemap lists {sitemap.indexableListed} of {plural(counts.indexable, "indexable page")} ({plural(sitemap.listed, "URL")} in
        all).
      </p>
      {gaps.length === 0 ? (
        <p className="mt-1 text-sm text-green-800">Every indexable page is listed, and nothing else is.</p>
      ) : (
        gaps.map((gap) => (
          <div key={gap.label} className="mt-3">
            <h3 className="text-sm font-semibold text-red-800">{gap.label}</h3>
            <ul className="mt-1 list-disc pl-5 text-sm break-all text-slate-800">
              {gap.paths.map((path) => (
                <li key={path}>{path}</li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
