import { describe, expect, it } from "vitest";
import { business } from "@/config/business";
import { ogCardAlt } from "./og-image-alt";

describe("ogCardAlt", () => {
  it("returns the card's headline without the brand suffix, with the brand and phone the card shows", () => {
    expect(ogCardAlt(`Window Installation | ${business.brand}`)).toBe(
      `${business.brand} card: Window Installation. Call ${business.phone.display} for a free in-home estimate.`,
    );
  });

  it("returns the Spanish description on Spanish pages", () => {
    expect(ogCardAlt(`Ventanas en Gilbert | ${business.brand}`, "es")).toBe(
      `Tarjeta de ${business.brand}: Ventanas en Gilbert. Llame al ${business.phone.display} para un estimado gratis en su casa.`,
    );
  });
});
