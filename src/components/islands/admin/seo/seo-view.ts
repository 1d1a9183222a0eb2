/**
 * What the SEO dashboard shows, computed from the build's audit: where the audit is served,
 * the page filters and how pages are sorted, how scores read. Pure, so it is tested alone.
 */
import type { PageAudit, Severity } from "@/core/seo-audit/types";

/** The audit the build writes (src/integrations/seo-audit.ts); its URL is also the query key. */
export const SEO_AUDIT_URL = "/admin/seo-audit.json";

/** Which pages the table shows. */
export type PageFilter = "all" | "errors" | "warnings" | "noindex";

/** The filters, in the order the buttons appear. */
export const PAGE_FILTERS: readonly { value: PageFilter; label: string }[] = [
  { value: "all", label: "All pages" },
  { value: "errors", label: "With errors" },
  { value: "warnings", label: "With warnings" },
  { value: "noindex", label: "Noindex" },
];

/** How many of the page's problems have `severity`. */
export function problemCount(page: PageAudit, severity: Severity): number {
  return page.problems.filter((problem) => problem.severity === severity).length;
}

function matches(page: PageAudit, filter: PageFilter): boolean {
  if (filter === "errors") return problemCount(page, "error") > 0;
  if (filter === "warnings") return problemCount(page, "warning") > 0;
  if (filter === "noindex") return page.noindex;
  return true;
}

/** The pages that pass `filter` and whose path contains `search`, problems first: lowest score, then most errors, then path. */
export function visiblePages(pages: readonly PageAudit[], filter: PageFilter, search: string): PageAudit[] {
  const needle = search.trim().toLowerCase();
  return pages
    .filter((page) => matches(page, filter) && page.path.toLowerCase().includes(needle))
    .sort((a, b) => a.score - b.score || problemCount(b, "error") - problemCount(a, "error") || a.path.localeCompare(b.path));
}

/** A score in words, so color is never the only signal. */
export function scoreLabel(score: number): string {
  if (score >= 90) return "Good";
  if (score >= 70) return "Needs work";
  return "Poor";
}

/** Badge colors per score band (text on tint, above 4.5:1). */
export function scoreTone(score: number): string {
  if (score >= 90) return "bg-green-100 text-green-900";
  if (score >= 70) return "bg-amber-100 text-amber-900";
  return "bg-red-100 text-red-900";
}
