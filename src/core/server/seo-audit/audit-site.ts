/** The audit of a whole build: every page's facts and checks, the comparisons across pages, the scores. */
import { hreflangProblems } from "./hreflang";
import { pageProblems } from "./page-checks";
import { readPage } from "./read-page";
import { errorsFirst, meanScore, scoreProblems } from "./score";
import { duplicateProblems, incomingLinks, orphanProblems, sitemapCoverage, sitemapProblems } from "./site-checks";
import type { AuditCounts, AuditOptions, AuditPageInput, PageAudit, SeoProblem, SiteAudit } from "@/core/seo-audit/types";
import { normalizePath } from "./urls";

/**
 * Audits `pages` (site path and HTML of each built page) against the paths the sitemap
 * lists. Pure: what it cannot see in the HTML (whether an image file exists, the site's
 * origin) comes in through `options`.
 */
export function auditSite(pages: readonly AuditPageInput[], sitemapPaths: readonly string[], options: AuditOptions = {}): SiteAudit {
  const facts = pages.map((page) => readPage(normalizePath(page.path), page.html, options));
  const listed = new Set(sitemapPaths.map(normalizePath));
  const duplicates = duplicateProblems(facts);
  const incoming = incomingLinks(facts);
  const byPath = new Map(facts.map((page) => [page.path, page]));
  const audits = facts.map((page): PageAudit => {
    const linksIn = incoming.get(page.path) ?? [];
    const inSitemap = listed.has(page.path);
    const problems = errorsFirst([
      ...pageProblems(page, options),
      ...(duplicates.get(page.path) ?? []),
      ...orphanProblems(page, linksIn),
      ...sitemapProblems(page, inSitemap),
      ...hreflangProblems(page, byPath),
    ]);
    return { ...page, linksIn, inSitemap, problems, score: scoreProblems(problems) };
  });
  audits.sort((a, b) => a.score - b.score || a.path.localeCompare(b.path));
  const sitemap = sitemapCoverage(audits, listed);
  return {
    score: meanScore(audits.map((page) => page.score)),
    counts: countPages(audits),
    sitemap,
    siteProblems: sitemap.notBuilt.map((path): SeoProblem => ({
      check: "sitemap",
      severity: "error",
      message: `The sitemap lists ${path}, which is not a built page.`,
    })),
    pages: audits,
  };
}

function countPages(pages: readonly PageAudit[]): AuditCounts {
  const count = (severity: "error" | "warning") =>
    pages.reduce((sum, page) => sum + page.problems.filter((problem) => problem.severity === severity).length, 0);
  const noindex = pages.filter((page) => page.noindex).length;
  return {
    pages: pages.length,
    indexable: pages.length - noindex,
    noindex,
    errors: count("error"),
    warnings: count("warning"),
    pagesWithErrors: pages.filter((page) => page.problems.some((problem) => problem.severity === "error")).length,
    pagesWithWarnings: pages.filter((page) => page.problems.some((problem) => problem.severity === "warning")).length,
  };
}
