import { describe, expect, it } from "vitest";
import { CONTENT_PAGE_BUDGET_KB, FORM_PAGE_BUDGET_KB, overBudget, scriptBudgetKb } from "./script-budgets";
import type { PageScripts } from "./script-weight";

/** A page's scripts weighing `bytes` gzipped, in one file. */
const weighing = (bytes: number): PageScripts => ({
  files: [{ path: "/_astro/form.js", gzipBytes: bytes }],
  totalGzipBytes: bytes,
  later: [],
  laterGzipBytes: 0,
});

describe("scriptBudgetKb", () => {
  it("returns at most 100 KB for the booking, contact, quote and invoice pages, in both languages and under a token", () => {
    expect(FORM_PAGE_BUDGET_KB).toBe(100);
    for (const path of [
      "/contact",
      "/es/contact",
      "/cancel",
      "/es/cancel",
      "/cancel/x7Rk2",
      "/quote/x7Rk2",
      "/es/quote/x7Rk2",
      "/invoice/x7Rk2",
      "/change-order/x7Rk2",
      "/my/x7Rk2",
      "/es/my/x7Rk2",
    ])
      expect(scriptBudgetKb(path), path).toBe(100);
    // The booking calendar alone is lighter, and holds to its own measure.
    for (const path of ["/estimate", "/es/estimate"]) expect(scriptBudgetKb(path), path).toBe(85);
  });

  it("returns the content pages' budget, at most 15 KB, for a page not listed", () => {
    expect(CONTENT_PAGE_BUDGET_KB).toBeLessThanOrEqual(15);
    for (const path of ["/", "/es", "/about", "/services/window-replacement", "/es/locations/mesa"])
      expect(scriptBudgetKb(path), path).toBe(CONTENT_PAGE_BUDGET_KB);
  });
});

describe("overBudget", () => {
  it("returns a form page one byte over 100 KB, naming its weight and largest file", () => {
    expect(overBudget([{ path: "/es/contact", scripts: weighing(100 * 1024 + 1) }])).toEqual([
      "/es/contact: 100.0 KB > 100 KB (/_astro/form.js 100.0 KB)",
    ]);
    expect(overBudget([{ path: "/es/invoice/x7Rk2", scripts: weighing(101.5 * 1024) }])).toEqual([
      "/es/invoice/x7Rk2: 101.5 KB > 100 KB (/_astro/form.js 101.5 KB)",
    ]);
  });

  it("returns nothing for pages at or under their budget", () => {
    expect(
      overBudget([
        { path: "/contact", scripts: weighing(100 * 1024) },
        { path: "/about", scripts: weighing(CONTENT_PAGE_BUDGET_KB * 1024) },
      ]),
    ).toEqual([]);
  });
});
