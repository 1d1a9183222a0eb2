import { describe, expect, it } from "vitest";
import { MAX_PHOTOS_PER_OWNER, megapixels, photoSizeAllowed, photosFit, pixelRefusal, retentionCutoffDay } from "./photo-limits";

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

describe("pixelRefusal", () => {
  const header = (
    width: number,
    height: number,
    extra: { format?: "jpeg" | "png" | "webp" | "heic"; progressive?: boolean; cmyk?: boolean } = {},
  ) => ({ format: "jpeg" as const, progressive: false, cmyk: false, ...extra, width, height });
  it("returns null for a Pixel's 50 MP baseline JPEG", () => expect(pixelRefusal(header(8160, 6144), 52_000_000)).toBeNull());
  it("returns 'pixels' past the ceiling", () =>
    expect(pixelRefusal(header(9999, 9999), 52_000_000)).toEqual({ reason: "pixels", maxPixels: 52_000_000 }));
  it("returns null for an iPhone's 24 MP HEIC and 'pixels' at 25 MP for a 48 MP one", () => {
    expect(pixelRefusal(header(5712, 4284, { format: "heic" }), 52_000_000)).toBeNull();
    expect(pixelRefusal(header(8064, 6048, { format: "heic" }), 52_000_000)).toEqual({ reason: "pixels", maxPixels: 25_000_000 });
  });
  it("returns 'progressive' for a progressive image over 12.6 MP, and null for 4032 × 3024", () => {
    expect(pixelRefusal(header(4032, 3024, { progressive: true }), 52_000_000)).toBeNull();
    expect(pixelRefusal(header(5712, 4284, { progressive: true, format: "png" }), 52_000_000)).toEqual({
      reason: "progressive",
      maxPixels: 12_600_000,
    });
  });
  it("returns 'cmyk' with the lower ceiling for a progressive CMYK image", () => {
    expect(pixelRefusal(header(4000, 3000, { cmyk: true }), 52_000_000)).toBeNull();
    expect(pixelRefusal(header(4000, 3000, { cmyk: true, progressive: true }), 52_000_000)).toEqual({
      reason: "cmyk",
      maxPixels: 8_400_000,
    });
  });
  it("never allows more than PHOTO_MAX_PIXELS, whatever the kind", () =>
    expect(pixelRefusal(header(3000, 3000, { progressive: true }), 5_000_000)).toEqual({ reason: "progressive", maxPixels: 5_000_000 }));
});

describe("megapixels", () => {
  it("returns one decimal at most", () =>
    expect([megapixels(12_600_000), megapixels(52_000_000), megapixels(8_388_608)]).toEqual(["12.6", "52", "8.4"]));
});
