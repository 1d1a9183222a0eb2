/**
 * `npm run bench`'s page-type figures: what one Lighthouse run says of a page (scores, FCP, LCP,
 * render-blocking requests, TBT, CLS, script KB transferred), their medians, the page's script KB counted over dist/
 * (scripts/script-weight.ts, the figure the budget test checks), and the printed table.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { scriptBudgetKb } from "./script-budgets.ts";
import { pageScripts } from "./script-weight.ts";

/** The figures of one Lighthouse result (`lhr`). */
export function pageTypeFigures(lhr) {
  const { categories, audits } = lhr;
  const scripts = audits["resource-summary"].details.items.find((item) => item.resourceType === "script");
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    "best practices": categories["best-practices"].score * 100,
    seo: categories.seo.score * 100,
    "FCP ms": audits["first-contentful-paint"].numericValue,
    "LCP ms": audits["largest-contentful-paint"].numericValue,
    // Within the run: the medians of FCP and of LCP come from different runs, this one from each.
    "LCP−FCP ms": audits["largest-contentful-paint"].numericValue - audits["first-contentful-paint"].numericValue,
    // Requests the first paint waits for besides the HTML (a <link rel=stylesheet> in <head> was one).
    blocking: audits["render-blocking-insight"]?.details?.items?.length ?? 0,
    "TBT ms": audits["total-blocking-time"].numericValue,
    CLS: audits["cumulative-layout-shift"].numericValue,
    "JS KB sent": (scripts?.transferSize ?? 0) / 1024,
  };
}

/** The median of each figure over `runs`, rounded for the table. */
export function medianFigures(runs, median) {
  const row = {};
  for (const key of Object.keys(runs[0])) {
    const value = median(runs.map((run) => run[key]));
    row[key] = key === "CLS" ? value.toFixed(3) : key.endsWith("KB sent") ? value.toFixed(1) : Math.round(value);
  }
  return row;
}

/** The page's script KB as counted over dist/ (gzipped): with the page, later, and its budget. */
export function distScriptKb(path, dist = "dist") {
  const file = join(dist, path === "/" ? "index.html" : `${path.slice(1)}.html`);
  const scripts = pageScripts(readFileSync(file, "utf8"), dist);
  return {
    "JS KB gz": (scripts.totalGzipBytes / 1024).toFixed(1),
    "later KB": (scripts.laterGzipBytes / 1024).toFixed(1),
    "budget KB": scriptBudgetKb(path),
  };
}

/** Prints the page-type table with what its columns mean. */
export function printPageTypeTable(rows, runs = 3) {
  console.log(`\nLighthouse, mobile, median of ${runs} runs`);
  console.log("  LCP−FCP: the largest paint's lag behind the first in each run (0 when the largest paint is the first), median");
  console.log("  JS KB sent: script bytes transferred, headers included, as Lighthouse counts them on this server");
  console.log("  JS KB gz: scripts the page loads with itself, gzipped, counted over dist/ (the budget test's figure)");
  console.log("  later KB: client:visible islands and dynamic imports, loaded on scroll or on use");
  console.log("  blocking: requests the first paint waits for besides the HTML (render-blocking stylesheets and scripts)");
  console.log("  floor: a page with one heading and nothing else, in the same run: no page can read better on this machine");
  console.table(rows);
}

/**
 * One row of a side-by-side run: the same page type read from this build and from another site
 * (`theirs`, each a list of pageTypeFigures), interleaved in one Chrome. The ratio is theirs over
 * ours, so 3.0x reads "three times faster".
 */
export function sideBySideRow(type, paths, ours, theirs, median) {
  const lcp = (runs) => median(runs.map((run) => run["LCP ms"]));
  const fcp = (runs) => Math.round(median(runs.map((run) => run["FCP ms"])));
  const lag = (runs) => Math.round(median(runs.map((run) => run["LCP−FCP ms"])));
  const range = (runs) =>
    `${Math.round(Math.min(...runs.map((run) => run["LCP ms"])))}-${Math.round(Math.max(...runs.map((run) => run["LCP ms"])))}`;
  return {
    type,
    "ours vs theirs": paths.join(" vs "),
    "FCP ours": fcp(ours),
    "LCP ours": Math.round(lcp(ours)),
    "FCP theirs": fcp(theirs),
    "LCP theirs": Math.round(lcp(theirs)),
    "LCP−FCP ours / theirs": `${lag(ours)} / ${lag(theirs)}`,
    ratio: `${(lcp(theirs) / lcp(ours)).toFixed(1)}x`,
    "perf ours / theirs": `${Math.round(median(ours.map((run) => run.performance)))} / ${Math.round(median(theirs.map((run) => run.performance)))}`,
    "LCP range ours / theirs": `${range(ours)} / ${range(theirs)}`,
  };
}

/** Page types whose page hydrates nothing with itself: the reference the form pages' LCP is read against. */
const CONTENT_PAGE_TYPES = ["service", "city", "product", "blog"];

/** The form pages, in either language, whose island loads after the first paint (src/browser/hydrate-after-paint.ts). */
const FORM_PAGES = ["/estimate", "/contact"];

/**
 * Lines reading each form page's median LCP against the content pages' of the same run (the
 * median of their medians), as a difference in percent: the form pages should paint as soon as a
 * content page (within 10%). None when the run measured no content page or no form page.
 */
export function lcpAgainstContentPages(rows) {
  const content = rows.filter((row) => CONTENT_PAGE_TYPES.includes(row.type));
  const forms = rows.filter((row) => FORM_PAGES.includes(row.path.replace(/^\/es(?=\/)/, "")));
  if (content.length === 0 || forms.length === 0) return [];
  const sorted = content.map((row) => row["LCP ms"]).sort((a, b) => a - b);
  const reference = sorted[Math.floor(sorted.length / 2)];
  const difference = (lcp) => {
    const percent = Math.round((lcp / reference - 1) * 100);
    return `${percent > 0 ? "+" : percent < 0 ? "−" : "±"}${Math.abs(percent)}%`;
  };
  return [
    `LCP of the form pages against the content pages' (${content.map((row) => row.type).join(", ")}: ${reference} ms):`,
    ...forms.map((row) => `  ${row.path}: ${row["LCP ms"]} ms, ${difference(row["LCP ms"])}`),
  ];
}
