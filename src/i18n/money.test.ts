import { describe, expect, it } from "vitest";
import { changeOrderCopy } from "./change-orders";
import { invoiceLineWords } from "./invoices";
import { locales } from "./locales";
import { formatPercent } from "./money";
import { quotePageCopy } from "./quotes";

describe("formatPercent", () => {
  it("returns the figure then the sign, no space", () => {
    expect(formatPercent("7.8")).toBe("7.8%");
    expect(formatPercent(25)).toBe("25%");
  });

  it.each(locales)(
    "returns the one style on every %s document that names a percent: the quote's and the change order's tax, an invoice's share",
    (locale) => {
      const texts = [
        quotePageCopy[locale].tax("7.8"),
        changeOrderCopy[locale].tax("7.8"),
        invoiceLineWords[locale].percentOfContract("25"),
      ];
      for (const text of texts) expect(text).toMatch(/\b(7\.8|25)%/);
      expect(texts.join(" ")).not.toMatch(/\d %/);
    },
  );
});
