import { describe, expect, it } from "vitest";
import { priceChangeOrder } from "./change-order";
import { changeOrderDocument } from "./change-order-document";
import type { TaxRule } from "./tax-class";

/** A rate typed on a quote written before tax classes. */
const typed = (rateBasisPoints: number): TaxRule => ({ taxClass: null, rateBasisPoints });

describe("a change order's price", () => {
  it("adds quantity × unit price, a negative unit price a credit, and the quote's tax on the net", () => {
    const priced = priceChangeOrder(
      [
        { description: "One more slider", quantity: 1, unitPriceCents: 72_500 },
        { description: "Two windows left out", quantity: 2, unitPriceCents: -20_000 },
      ],
      typed(830),
    );
    expect(priced.lines.map((line) => line.amountCents)).toEqual([72_500, -40_000]);
    expect(priced).toMatchObject({ subtotalCents: 32_500, taxCents: 2_698, totalCents: 35_198 });
  });

  it("rounds the tax of a credit half a cent away from zero, as a charge's", () => {
    // 8.30% of 150 cents is 12.45 cents: 12 either way, and 8.30% of 250 is 20.75: 21.
    expect(priceChangeOrder([{ description: "x", quantity: 1, unitPriceCents: -250 }], typed(830)).taxCents).toBe(-21);
    expect(priceChangeOrder([{ description: "x", quantity: 1, unitPriceCents: 250 }], typed(830)).taxCents).toBe(21);
  });

  it("states the contract before and after, and the quote's consent words and version", () => {
    const priced = priceChangeOrder([{ description: "x", quantity: 1, unitPriceCents: -10_000 }], { taxClass: "replacement" });
    const document = changeOrderDocument({
      locale: "es",
      seller: { name: "W", legalName: "W LLC", address: "1 Main St", phone: "555", email: "a@b.c", rocLicense: "ROC 1" },
      changeOrder: { number: 3001, issuedOn: "2026-12-02" },
      job: { number: 1001, quoteNumber: 1042 },
      jobAddress: "2 Elm St",
      priced,
      note: "",
      contractBeforeCents: 100_000,
    });
    expect(document.contract).toEqual({ beforeCents: 100_000, afterCents: 90_000 });
    expect(document.format).toBe("wdnm-change-order/2");
    expect(document).toMatchObject({ taxClass: "replacement", taxRateBasisPoints: 0, taxCents: 0 });
    expect(document.terms.consentVersion).toMatch(/^esign-/);
    expect(document.terms.consent[0]).toMatch(/electrónic/);
  });
});
