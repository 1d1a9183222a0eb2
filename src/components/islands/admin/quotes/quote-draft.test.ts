import { describe, expect, it } from "vitest";
import type { AdminQuoteDetail, QuoteSubject } from "@/schemas/quote";
import { draftOf, draftTexts, optionName, quoteBody, quotePreview, quoteTexts, toCents, type QuoteDraft } from "./quote-draft";

describe("optionName", () => {
  it("returns the option names in the customer's language", () => {
    expect([0, 1, 2].map((index) => optionName(index, "es"))).toEqual(["Buena", "Mejor", "La mejor"]);
    expect([0, 1, 2].map((index) => optionName(index, "en"))).toEqual(["Good", "Better", "Best"]);
  });
});

describe("toCents and draftTexts", () => {
  it("reads dollars typed with a sign or commas, and refuses three decimals", () => {
    expect(toCents("$1,234.5")).toBe(123_450);
    expect(toCents("1.005")).toBeNull();
    expect(toCents("-5")).toBeNull();
  });

  it("returns every text the customer reads, the empty ones left out", () => {
    expect(
      draftTexts(
        [
          {
            name: "Mejor",
            discount: "",
            lines: [
              { description: "ventana", quantity: "1", price: "" },
              { description: "", quantity: "1", price: "" },
            ],
          },
        ],
        "nota",
        "",
      ),
    ).toEqual(["Mejor", "ventana", "nota"]);
  });
});

const ROSA: QuoteSubject = {
  customer: "Rosa Quintero",
  locale: "es",
  visit: { date: "2026-12-01", time: "10:00 AM" },
  jobAddress: "123 E Main St, Gilbert, AZ 85233",
  city: "Gilbert",
  cannotSend: null,
  yearBuilt: 1995,
};
const RATES = [{ city: "Gilbert", percent: 10, asOf: "2026-01-01" }];
const draft = (change: Partial<QuoteDraft> = {}): QuoteDraft => ({
  ...draftOf(undefined, ROSA),
  options: [{ name: "Buena", discount: "", lines: [{ description: "Milgard Tuscany V400", quantity: "2", price: "700" }] }],
  ...change,
});

describe("draftOf", () => {
  it("returns a new quote's draft: one option named in the customer's language, a 30% deposit, a replacement in the visit's city, the visit's address", () => {
    expect(draftOf(undefined, ROSA)).toEqual({
      mode: "typed",
      options: [{ name: "Buena", lines: [{ description: "", quantity: "1", price: "" }], discount: "" }],
      fromOpenings: [],
      depositKind: "percent",
      deposit: "30",
      taxClass: "replacement",
      taxCity: "Gilbert",
      note: "",
      jobAddress: "123 E Main St, Gilbert, AZ 85233",
      completion: "",
      validUntil: "",
      yearBuilt: "1995",
    });
  });

  it("returns a saved quote's options and terms as the fields hold them, a fixed deposit in dollars", () => {
    const detail = {
      options: [{ name: "Best", discountCents: 5_000, items: [{ description: "Pella Impervia", quantity: 3, unitPriceCents: 85_000 }] }],
      pricedOpenings: null,
      deposit: { kind: "fixed", cents: 50_000 },
      taxClass: "modification",
      taxCity: "Mesa",
      taxRatePercent: 8.3,
      note: "Thank you",
      jobAddress: "9 N Gilbert Rd",
      completion: "4 to 6 weeks",
      validUntil: "2026-12-31",
      yearBuilt: 1962,
    } as unknown as AdminQuoteDetail;
    expect(draftOf(detail, ROSA)).toEqual({
      mode: "typed",
      options: [{ name: "Best", discount: "50.00", lines: [{ description: "Pella Impervia", quantity: "3", price: "850.00" }] }],
      fromOpenings: [],
      depositKind: "fixed",
      deposit: "500.00",
      taxClass: "modification",
      taxCity: "Mesa",
      note: "Thank you",
      jobAddress: "9 N Gilbert Rd",
      completion: "4 to 6 weeks",
      validUntil: "2026-12-31",
      yearBuilt: "1962",
    });
  });
});

describe("quoteBody", () => {
  it("returns a lead's year built as typed, null while empty (unknown), and none for a visit's quote", () => {
    expect(quoteBody(draft({ yearBuilt: "1962" }), { leadId: "l1" }, { lead: true })).toMatchObject({ leadId: "l1", yearBuilt: 1962 });
    expect(quoteBody(draft({ yearBuilt: " " }), undefined, { lead: true })).toMatchObject({ yearBuilt: null });
    expect(quoteBody(draft({ yearBuilt: "1962" }), { appointmentId: "v1" })).not.toHaveProperty("yearBuilt");
  });

  it("returns a new quote's request in cents, naming its visit, the optional fields left out when empty", () => {
    expect(quoteBody(draft({ jobAddress: "" }), { appointmentId: "v1" })).toEqual({
      appointmentId: "v1",
      options: [{ name: "Buena", items: [{ description: "Milgard Tuscany V400", quantity: 2, unitPriceCents: 70_000 }] }],
      depositPercent: 30,
      taxClass: "replacement",
      note: "",
    });
  });

  it("returns an edit's request without an owner, a fixed deposit and a discount in cents, and -1 where a price does not read as dollars", () => {
    const body = quoteBody(
      draft({
        depositKind: "fixed",
        deposit: "1,000",
        completion: "May",
        validUntil: "2026-12-31",
        options: [{ name: "Buena", discount: "abc", lines: [{ description: "x", quantity: "1", price: "12.345" }] }],
      }),
    );
    expect(body).toEqual({
      options: [{ name: "Buena", items: [{ description: "x", quantity: 1, unitPriceCents: -1 }], discountCents: -1 }],
      depositCents: 100_000,
      taxClass: "replacement",
      note: "",
      jobAddress: "123 E Main St, Gilbert, AZ 85233",
      completion: "May",
      validUntil: "2026-12-31",
    });
  });
});

describe("quotePreview", () => {
  it("returns each option's total and deposit by the server's rules", () => {
    const [option] = quotePreview(draft({ deposit: "25" }), RATES)!;
    expect([option!.totalCents, option!.taxCents, option!.depositCents]).toEqual([140_000, 0, 35_000]);
  });

  it("prices a modification at its city's rate on 65% of the price", () => {
    // $1,400 × 65% × 10% = $91.
    const [option] = quotePreview(draft({ taxClass: "modification", deposit: "25" }), RATES)!;
    expect([option!.totalCents, option!.taxCents, option!.depositCents]).toEqual([149_100, 9_100, 37_275]);
  });

  it("returns null for a modification whose city has no rate, which the server refuses", () => {
    expect(quotePreview(draft({ taxClass: "modification", taxCity: "Mesa" }), RATES)).toBeNull();
  });

  it("sends a modification's city", () => {
    expect(quoteBody(draft({ taxClass: "modification", taxCity: " Mesa " }))).toMatchObject({ taxClass: "modification", taxCity: "Mesa" });
    expect(quoteBody(draft({ taxCity: "Mesa" }))).not.toHaveProperty("taxCity");
  });

  it("returns null while a price or a quantity is not valid", () => {
    expect(
      quotePreview(
        draft({ options: [{ name: "Buena", discount: "", lines: [{ description: "x", quantity: "1.5", price: "700" }] }] }),
        RATES,
      ),
    ).toBeNull();
    expect(
      quotePreview(draft({ options: [{ name: "Buena", discount: "", lines: [{ description: "x", quantity: "1", price: "" }] }] }), RATES),
    ).toBeNull();
  });

  it("returns null while the deposit's percent has more than two decimals, which the server refuses", () => {
    expect(quotePreview(draft({ deposit: "25.555" }), RATES)).toBeNull();
  });
});

describe("quoteBody from the openings", () => {
  it("returns the options from the openings in place of typed ones, and their names as the texts to check", () => {
    const fromOpenings = [{ name: "Mejor", picks: [{ lineId: "v400", optionIds: [], openingIds: [] }], overrides: {}, discount: "" }];
    const body = quoteBody(draft({ mode: "openings", fromOpenings, note: "Gracias" }), { appointmentId: "v1" });
    expect(body).toMatchObject({
      appointmentId: "v1",
      fromOpenings: [{ name: "Mejor", picks: [{ lineId: "v400", optionIds: [] }], overrides: [] }],
    });
    expect(body).not.toHaveProperty("options");
    expect(quoteTexts(draft({ mode: "openings", fromOpenings, note: "Gracias" }))).toEqual(["Mejor", "Gracias"]);
  });
});
