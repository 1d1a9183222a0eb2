import { describe, expect, it } from "vitest";
import { lcpAgainstContentPages, sideBySideRow } from "./bench-pages.mjs";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** Runs with these LCPs, each painting first 200 ms before its LCP. */
const runs = (...lcps: number[]) =>
  lcps.map((lcp, index) => ({ "FCP ms": lcp - 200, "LCP ms": lcp, "LCP−FCP ms": 200, performance: 100 - index }));

describe("a side-by-side row", () => {
  it("reads each side's median FCP, LCP and lag between them, and gives their LCP over ours as the ratio", () => {
    const row = sideBySideRow("city", ["/locations/mesa", "/mesa-windows-doors"], runs(1300, 1200, 1250), runs(3600, 3500, 4000), median);
    expect(row).toEqual({
      type: "city",
      "ours vs theirs": "/locations/mesa vs /mesa-windows-doors",
      "FCP ours": 1050,
      "LCP ours": 1250,
      "FCP theirs": 3400,
      "LCP theirs": 3600,
      "LCP−FCP ours / theirs": "200 / 200",
      ratio: "2.9x",
      "perf ours / theirs": "99 / 99",
      "LCP range ours / theirs": "1200-1300 / 3500-4000",
    });
  });

  it("reads below 1x when the other site is the faster one", () => {
    expect(sideBySideRow("home", ["/", "/"], runs(2000), runs(1000), median).ratio).toBe("0.5x");
  });
});

describe("the form pages' LCP against the content pages'", () => {
  const row = (type: string, path: string, lcp: number) => ({ type, path, "LCP ms": lcp });

  it("reads each form page against the median of the content pages' LCP, in percent", () => {
    const rows = [
      row("home", "/", 700),
      row("estimate", "/estimate", 945),
      row("contact", "/es/contact", 860),
      row("service", "/services/window-replacement", 900),
      row("city", "/locations/mesa", 950),
      row("blog", "/blog/x", 800),
      row("floor", "(one heading)", 600),
    ];
    expect(lcpAgainstContentPages(rows)).toEqual([
      "LCP of the form pages against the content pages' (service, city, blog: 900 ms):",
      "  /estimate: 945 ms, +5%",
      "  /es/contact: 860 ms, −4%",
    ]);
  });

  it("says nothing when the run measured no content page", () => {
    expect(lcpAgainstContentPages([row("estimate", "/estimate", 900)])).toEqual([]);
  });
});
