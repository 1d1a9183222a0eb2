import { describe, expect, it } from "vitest";
import { badgeText, formatRating, formatReviewCount } from "./review-badge-text";

describe("badgeText", () => {
  it("returns the rating with one decimal and the count with the word reviews", () => {
    expect(badgeText(4.9, 287)).toEqual({ rating: "4.9", count: "287 reviews" });
  });

  it("returns one decimal for whole and long ratings, and groups thousands", () => {
    expect(badgeText(5, 12)).toMatchObject({ rating: "5.0", count: "12 reviews" });
    expect(badgeText(4.86, 1287)).toEqual({ rating: "4.9", count: "1,287 reviews" });
  });

  it("returns the singular for one review", () => {
    expect(badgeText(5, 1)).toEqual({ rating: "5.0", count: "1 review" });
  });

  it("returns null when the rating or the count is missing or unusable", () => {
    expect(badgeText(undefined, 287)).toBeNull();
    expect(badgeText(4.9, undefined)).toBeNull();
    expect(badgeText(null, null)).toBeNull();
    expect(badgeText(0, 287)).toBeNull();
    expect(badgeText(Number.NaN, 287)).toBeNull();
    expect(badgeText(4.9, -1)).toBeNull();
    expect(badgeText(4.9, 2.5)).toBeNull();
    expect(badgeText("4.9", "287")).toBeNull();
  });
});

describe("formatRating and formatReviewCount", () => {
  it("returns the pieces the review block shows", () => {
    expect(formatRating(4.25)).toBe("4.3");
    expect(formatReviewCount(0)).toBe("0 reviews");
  });
});
