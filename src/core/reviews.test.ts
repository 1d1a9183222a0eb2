import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapPlaceDetails, mapPlaceDetailsResponse, MAX_REVIEWS, placeMapsUrl } from "./reviews";

/** A Place Details (New) response as Google sends it for our field mask. */
const recorded = JSON.parse(readFileSync("tests/fixtures/places-details.json", "utf8"));
const PLACE_ID = "ChIJx9Lr6tCvK4cR0zQ2yXvH0aE";
const clone = () => structuredClone(recorded);

describe("mapPlaceDetails", () => {
  it("returns the spec's shape from a recorded Places (New) response", () => {
    const data = mapPlaceDetails(recorded, PLACE_ID)!;
    expect(data).toMatchObject({
      rating: 4.9,
      user_ratings_total: 287,
      url: recorded.googleMapsUri,
      write_review_url: `https://search.google.com/local/writereview?placeid=${PLACE_ID}`,
    });
    expect(data.reviews).toHaveLength(5);
    expect(data.reviews[0]).toEqual({
      author_name: "Maria Delgado",
      author_url: "https://www.google.com/maps/contrib/104829371652091823746/reviews",
      profile_photo_url: recorded.reviews[0].authorAttribution.photoUri,
      rating: 5,
      text: recorded.reviews[0].text.text,
      time: Date.parse("2026-11-17T18:42:07Z") / 1000,
      relative_time_description: "2 weeks ago",
    });
  });

  it("returns the English text when Google translated a review", () => {
    const review = mapPlaceDetails(recorded, PLACE_ID)!.reviews[1]!;
    expect(review.author_name).toBe("Jorge Ramírez");
    expect(review.text).toMatch(/^Excellent service\./);
  });

  it("returns the reviewer's own words and their language beside a translation, and none when nothing was translated", () => {
    const reviews = mapPlaceDetails(recorded, PLACE_ID)!.reviews;
    expect(reviews[1]).toMatchObject({ original_language: "es", original_text: expect.stringMatching(/^Excelente servicio\./) });
    expect(reviews[0]).not.toHaveProperty("original_text");
    expect(reviews[0]).not.toHaveProperty("original_language");
  });

  it("returns the original text when there is no translated text", () => {
    const details = clone();
    delete details.reviews[1].text;
    expect(mapPlaceDetails(details, PLACE_ID)!.reviews[1]!.text).toMatch(/^Excelente servicio\./);
  });

  it("returns a review without text as an empty text, and without a photo as no photo", () => {
    const reviews = mapPlaceDetails(recorded, PLACE_ID)!.reviews;
    expect(reviews[3]).toMatchObject({ author_name: "K. Nguyen", rating: 5, text: "" });
    expect(reviews[4]).not.toHaveProperty("profile_photo_url");
    expect(reviews[4]!.author_url).toMatch(/^https:\/\/www\.google\.com\/maps\/contrib\//);
  });

  it("returns at most 5 reviews", () => {
    const details = clone();
    details.reviews = [...details.reviews, ...details.reviews];
    expect(mapPlaceDetails(details, PLACE_ID)!.reviews).toHaveLength(MAX_REVIEWS);
  });

  it("returns null when the rating or the rating count is missing", () => {
    const noRating = clone();
    delete noRating.rating;
    const noCount = clone();
    delete noCount.userRatingCount;
    expect(mapPlaceDetails(noRating, PLACE_ID)).toBeNull();
    expect(mapPlaceDetails(noCount, PLACE_ID)).toBeNull();
    expect(mapPlaceDetails({}, PLACE_ID)).toBeNull();
    expect(mapPlaceDetails(null, PLACE_ID)).toBeNull();
  });

  it("returns no reviews when the place has ratings but no reviews field", () => {
    expect(mapPlaceDetails({ rating: 5, userRatingCount: 2, googleMapsUri: recorded.googleMapsUri }, PLACE_ID)!.reviews).toEqual([]);
  });

  it("drops a review without a rating or a readable publish time, keeping the others", () => {
    const details = clone();
    delete details.reviews[0].rating;
    details.reviews[2].publishTime = "last week";
    expect(mapPlaceDetails(details, PLACE_ID)!.reviews.map((review) => review.author_name)).toEqual([
      "Jorge Ramírez",
      "K. Nguyen",
      "Patricia Holm",
    ]);
  });

  it("returns the Maps link built from the place ID when googleMapsUri is missing", () => {
    const details = clone();
    delete details.googleMapsUri;
    expect(mapPlaceDetails(details, PLACE_ID)!.url).toBe(placeMapsUrl(PLACE_ID));
  });

  it("drops author links and photos that are not https", () => {
    const details = clone();
    details.reviews[0].authorAttribution.uri = "javascript:alert(1)";
    details.reviews[0].authorAttribution.photoUri = "http://example.com/a.png";
    const review = mapPlaceDetails(details, PLACE_ID)!.reviews[0]!;
    expect(review).not.toHaveProperty("author_url");
    expect(review).not.toHaveProperty("profile_photo_url");
  });

  it("returns a stand-in name when the author has none", () => {
    const details = clone();
    delete details.reviews[0].authorAttribution;
    expect(mapPlaceDetails(details, PLACE_ID)!.reviews[0]!.author_name).toBe("A Google user");
  });
});

describe("mapPlaceDetailsResponse", () => {
  it("returns the endpoint's answer, configured with the mapped data", () => {
    expect(mapPlaceDetailsResponse(recorded, PLACE_ID)).toEqual({ configured: true, data: mapPlaceDetails(recorded, PLACE_ID) });
  });

  it("returns null when the response is not usable", () => {
    expect(mapPlaceDetailsResponse({ userRatingCount: 3 }, PLACE_ID)).toBeNull();
  });
});
