/** The checks that compare pages: duplicate titles and descriptions, links between pages, the sitemap. */
import type { PageAudit, PageFacts, SeoProblem, SitemapCoverage } from "@/core/seo-audit/types";

/** Problems per path for titles and descriptions that another page also uses (case and spacing ignored). */
export function duplicateProblems(pages: readonly PageFacts[]): Map<string, SeoProblem[]> {
  const problems = new Map<string, SeoProblem[]>();
  for (const field of ["title", "description"] as const) {
    const byText = new Map<string, string[]>();
    for (const page of pages) {
      const text = page[field]?.toLowerCase();
      if (text) byText.set(text, [...(byText.get(text) ?? []), page.path]);
    }
    for (const paths of byText.values()) {
      if (paths.length < 2) continue;
      for (const path of paths) {
        const others = paths.filter((other) => other !== path).join(", ");
        const problem: SeoProblem = { check: field, severity: "error", message: `The ${field} is also used by ${others}.` };
        problems.set(path, [...(problems.get(path) ?? []), problem]);
      }
    }
  }
  return problems;
}

/** For each audited path, the audited pages that link to it, sorted. */
export function incomingLinks(pages: readonly PageFacts[]): Map<string, string[]> {
  const incoming = new Map<string, string[]>(pages.map((page) => [page.path, []]));
  for (const page of pages) for (const target of page.linksOut) incoming.get(target)?.push(page.path);
  for (const sources of incoming.values()) sources.sort();
  return incoming;
}

/** An indexable page no other page links to is hard for crawlers and people to find (the home page is the way in). */
export function orphanProblems(page: PageFacts, linksIn: readonly string[]): SeoProblem[] {
  if (page.noindex || page.path === "/" || linksIn.length > 0) return [];
  return [{ check: "links", severity: "warning", message: "No other page links here." }];
}

/** Indexable pages belong in the sitemap; noindex pages do not (listing one sends Google mixed signals). */
export function sitemapProblems(page: PageFacts, inSitemap: boolean): SeoProblem[] {
  if (!page.noindex && !inSitemap)
    return [{ check: "sitemap", severity: "error", message: "This indexable page is missing from the sitemap." }];
  if (page.noindex && inSitemap)
    return [{ check: "sitemap", severity: "error", message: "The sitemap lists this page, but it is noindex." }];
  return [];
}

/** How the sitemap covers the audited pages. */
export function sitemapCoverage(pages: readonly PageAudit[], listed: ReadonlySet<string>): SitemapCoverage {
  const built = new Set(pages.map((page) => page.path));
  const indexable = pages.filter((page) => !page.noindex);
  return {
    listed: listed.size,
    indexableListed: indexable.filter((page) => page.inSitemap).length,
    indexableMissing: indexable
      .filter((page) => !page.inSitemap)
      .map((page) => page.path)
      .sort(),
    noindexListed: pages
      .filter((page) => page.noindex && page.inSitemap)
      .map((page) => page.path)
      .sort(),
    notBuilt: [...listed].filter((path) => !built.has(path)).sort(),
  };
}
