import { describe, expect, it } from "vitest";
import { draftRates, EMPTY_RATE, ratesBody } from "./tax-rates-draft";

describe("the tax rates' rows", () => {
  it("start from the saved table, or one empty row", () => {
    expect(draftRates([])).toEqual([EMPTY_RATE]);
    expect(draftRates([{ city: "Mesa", percent: 8.3, asOf: "2026-07-01" }])).toEqual([
      { city: "Mesa", percent: "8.3", asOf: "2026-07-01" },
    ]);
  });

  it("send every row but the empty ones, trimmed, a rate that is not a number as NaN for the server to name", () => {
    const body = ratesBody([{ city: " Mesa ", percent: "8.3", asOf: "2026-07-01" }, EMPTY_RATE, { city: "Tempe", percent: "", asOf: "" }]);
    expect(body.rates[0]).toEqual({ city: "Mesa", percent: 8.3, asOf: "2026-07-01" });
    expect(body.rates).toHaveLength(2);
    expect(body.rates[1]!.percent).toBeNaN();
  });
});
