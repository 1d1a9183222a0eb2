import { describe, expect, it } from "vitest";
import { MAX_PHOTOS_PER_OWNER, photoSizeAllowed, photosFit, retentionCutoffDay } from "./photo-limits";

describe("photosFit", () => {
  it("returns true up to six photos", () => expect(photosFit(4, 2)).toBe(true));
  it("returns false for a seventh photo", () => expect(photosFit(MAX_PHOTOS_PER_OWNER, 1)).toBe(false));
  it("returns false when one request adds seven", () => expect(photosFit(0, 7)).toBe(false));
  it("honours another maximum", () => expect(photosFit(2, 1, 2)).toBe(false));
});

describe("photoSizeAllowed", () => {
  it("returns true at the limit", () => expect(photoSizeAllowed(4_500_000, 4_500_000)).toBe(true));
  it("returns false one byte over it", () => expect(photoSizeAllowed(4_500_001, 4_500_000)).toBe(false));
  it("returns true for an empty file: it is unreadable, not too large", () => expect(photoSizeAllowed(0, 4_500_000)).toBe(true));
});

describe("retentionCutoffDay", () => {
  it("returns the same day twelve months earlier", () => expect(retentionCutoffDay("2026-11-24")).toBe("2025-11-24"));
  it("returns the month's last day when the day does not exist then", () => expect(retentionCutoffDay("2028-02-29")).toBe("2027-02-28"));
  it("crosses the year start", () => expect(retentionCutoffDay("2027-01-15", 3)).toBe("2026-10-15"));
});
