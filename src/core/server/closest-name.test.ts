import { describe, expect, it } from "vitest";
import { closestName } from "./closest-name";

describe("closestName", () => {
  it("returns the known name a typo is closest to", () => {
    expect(closestName("phnoe", ["phone", "phoneLink", "hours"])).toBe("phone");
    expect(closestName("seoTitel", ["title", "seoTitle", "description"])).toBe("seoTitle");
  });
  it("returns undefined when no name is within two edits", () => {
    expect(closestName("price", ["phone", "hours"])).toBeUndefined();
  });
  it("ignores case", () => {
    expect(closestName("SEOTitle", ["seoTitle"])).toBe("seoTitle");
  });
});
