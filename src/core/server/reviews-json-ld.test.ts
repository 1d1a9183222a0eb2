import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapPlaceDetails } from "@/core/reviews";
import { reviewsJsonLd } from "./reviews-json-ld";

const data = mapPlaceDetails(JSON.parse(readFileSync("tests/fixtures/places-details.json", "utf8")), "ChIJx9Lr6tCvK4cR0zQ2yXvH0aE")!;

describe("reviewsJsonLd", () => {
  it("returns schema.org Reviews with author, date, rating and body", () => {
    expect(reviewsJsonLd(data)[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Maria Delgado", url: "https://www.google.com/maps/contrib/104829371652091823746/reviews" },
      datePublished: "2026-11-17T18:42:07.000Z",
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      reviewBody: data.reviews[0]!.text,
      publisher: { "@type": "Organization", name: "Google" },
    });
  });

  it("returns no reviewBody for a review without text", () => {
    expect(reviewsJsonLd(data)[3]).not.toHaveProperty("reviewBody");
  });

  it("returns at most 5 reviews", () => {
    expect(reviewsJsonLd({ reviews: [...data.reviews, ...data.reviews] })).toHaveLength(5);
  });
});
