/**
 * hreflang pairs: a page that names its translations must name itself too, give an
 * x-default, point only at built pages, and be named back by each of them (Google ignores
 * alternates that are not confirmed from the other side).
 */
import type { PageFacts, SeoProblem } from "@/core/seo-audit/types";

const problem = (message: string): SeoProblem => ({ check: "hreflang", severity: "error", message });

/** Problems with `page`'s hreflang links, given every audited page by path. */
export function hreflangProblems(page: PageFacts, byPath: ReadonlyMap<string, PageFacts>): SeoProblem[] {
  if (page.alternates.length === 0) return [];
  const problems: SeoProblem[] = [];
  const self = page.alternates.find((alternate) => alternate.path === page.path && alternate.hreflang !== "x-default");
  if (!self) problems.push(problem("The hreflang links do not include this page itself."));
  else if (page.lang && self.hreflang !== page.lang.toLowerCase())
    problems.push(problem(`This page's hreflang is "${self.hreflang}" but its <html lang> is "${page.lang}".`));
  if (!page.alternates.some((alternate) => alternate.hreflang === "x-default"))
    problems.push(problem("The hreflang links have no x-default."));
  for (const alternate of page.alternates) {
    if (alternate.path === null || alternate.path === page.path) continue;
    const target = byPath.get(alternate.path);
    if (!target)
      problems.push(problem(`The hreflang "${alternate.hreflang}" link points at ${alternate.path}, which is not a built page.`));
    else if (!target.alternates.some((back) => back.path === page.path))
      problems.push(problem(`${alternate.path} (hreflang "${alternate.hreflang}") does not link back to this page.`));
  }
  return problems;
}
