/**
 * The incentive lines pages show, computed from the real product and brand files with the
 * build date frozen on each side of an expiry: the line is there through the last day and
 * gone the day after.
 */
import { describe, expect, it } from "vitest";
import { allIncentives, readIncentives as facts } from "../../tests/helpers/incentive-facts";
import { buildDate, BuildDateError } from "./build-date";
import { brandHeadline, homeOffer, incentiveLabel, productIncentive } from "./incentives";

const pella = facts("brands/pella.md");
const pellaProducts = ["impervia", "vinyl-250", "lifestyle"].map((name) => facts(`products/pella/${name}.md`));
const milgard = facts("brands/milgard.md");
const milgardProducts = ["tuscany-v400", "trinsic-v300", "styline-v250"].map((name) => facts(`products/milgard/${name}.md`));
const everything = allIncentives();
const on = (day: string) => buildDate(day);

describe("the federal credit on Pella pages", () => {
  it("shows on cards, the brand headline and the home banner through December 31, 2025", () => {
    const card = productIncentive(pellaProducts[1]!, pella.incentives, on("2025-12-31"));
    expect(card && incentiveLabel(card, "en")).toBe("Federal tax credit up to $3,200/yr");
    expect(card && incentiveLabel(card, "es")).toBe("Crédito fiscal federal de hasta $3,200/año");
    expect(card?.source).toMatch(/^https:\/\/www\.irs\.gov\//);
    expect(brandHeadline(pella.incentives, pellaProducts, on("2025-12-31"), "en")).toBe("Federal tax credit up to $3,200/yr");
    expect(homeOffer(everything, on("2025-12-31"), "en").strong).toBe("Federal tax credit up to $3,200/yr");
  });

  it("is gone from every Pella card and the brand headline from January 1, 2026", () => {
    for (const product of pellaProducts) expect(productIncentive(product, pella.incentives, on("2026-01-01"))).toBeUndefined();
    expect(brandHeadline(pella.incentives, pellaProducts, on("2026-01-01"), "en")).toBeUndefined();
    expect(brandHeadline(pella.incentives, pellaProducts, on("2026-01-01"), "es")).toBeUndefined();
  });
});

describe("the Milgard seasonal rebates", () => {
  it("show per window through their last day and not the day after", () => {
    const tuscany = productIncentive(milgardProducts[0]!, milgard.incentives, on("2026-05-31"));
    expect(tuscany && incentiveLabel(tuscany, "en")).toBe("$40 rebate per window");
    expect(brandHeadline(milgard.incentives, milgardProducts, on("2026-05-31"), "es")).toBe("Reembolsos de hasta $40 por ventana");
    expect(homeOffer(everything, on("2026-05-31"), "en")).toMatchObject({ kind: "incentive", strong: "Rebates up to $40 per window" });
    expect(productIncentive(milgardProducts[0]!, milgard.incentives, on("2026-06-01"))).toBeUndefined();
    expect(brandHeadline(milgard.incentives, milgardProducts, on("2026-06-01"), "en")).toBeUndefined();
  });
});

describe("the home banner today", () => {
  it("states the free in-home estimate, the strongest true offer, when no incentive is in force", () => {
    expect(homeOffer(everything, on("2026-11-24"), "en")).toEqual({
      kind: "estimate",
      strong: "Free in-home estimate",
      text: expect.stringContaining("written quote"),
    });
    expect(homeOffer(everything, on("2026-11-24"), "es").strong).toBe("Estimado gratis en su casa");
  });
});

describe("buildDate", () => {
  it("is frozen by BUILD_DATE, else now", () => {
    const now = new Date("2026-11-24T09:00:00Z");
    expect(buildDate(undefined, () => now)).toBe(now);
    expect(buildDate("2025-12-31").toISOString()).toBe("2025-12-31T19:00:00.000Z");
    expect(() => buildDate("31/12/2025")).toThrow(BuildDateError);
  });
});
