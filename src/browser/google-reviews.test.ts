import { describe, expect, it } from "vitest";
import { formatRating, formatReviewCount, ratingLabel, starsLabel, usableReviews } from "./google-reviews";

const data = {
  rating: 4.9,
  user_ratings_total: 287,
  url: "https://maps.google.com/?cid=1",
  write_review_url: "https://search.google.com/local/writereview?placeid=x",
  reviews: [],
};

describe("ratingLabel", () => {
  it("returns the accessible sentence for the rating and count", () => {
    expect(ratingLabel({ rating: 4.9, user_ratings_total: 287 })).toBe("Rated 4.9 out of 5 from 287 reviews on Google");
  });
});

describe("formatRating, formatReviewCount and starsLabel", () => {
  it("returns the pieces the review block shows", () => {
    expect(formatRating(4.25)).toBe("4.3");
    expect(formatReviewCount(0)).toBe("0 reviews");
    expect(starsLabel(4)).toBe("Rated 4 out of 5");
  });
});

describe("usableReviews", () => {
  it("returns the data of a configured answer with rating, total and link", () => {
    expect(usableReviews({ configured: true, data })).toEqual(data);
  });

  it("returns null when unconfigured, unavailable or not an object", () => {
    expect(usableReviews({ configured: false })).toBeNull();
    expect(usableReviews({ configured: true, data: null })).toBeNull();
    expect(usableReviews(undefined)).toBeNull();
    expect(usableReviews("oops")).toBeNull();
  });

  it("returns null when the rating or the total is missing", () => {
    expect(usableReviews({ configured: true, data: { ...data, rating: undefined } })).toBeNull();
    expect(usableReviews({ configured: true, data: { ...data, user_ratings_total: null } })).toBeNull();
    expect(usableReviews({ configured: true, data: { ...data, rating: "4.9" } })).toBeNull();
  });

  it("returns an empty review list when the answer has none", () => {
    expect(usableReviews({ configured: true, data: { ...data, reviews: undefined } })!.reviews).toEqual([]);
  });
});
