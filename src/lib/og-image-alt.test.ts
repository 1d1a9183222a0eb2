import { describe, expect, it } from "vitest";
import { business } from "@/config/business";
import { ogCardAlt } from "./og-image-alt";

describe("ogCardAlt", () => {
  it("returns the card's headline without the brand suffix, with the brand and phone the card shows", () => {
    expect(ogCardAlt(`Window Installation | ${business.brand}`)).toBe(
      `${business.brand} card: Window Installation. Call ${business.phone.display} for a free in-home estimate.`,
    );
  });
});
