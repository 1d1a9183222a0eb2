/**
 * schema.org Review objects from Google reviews, to add as `review` to the LocalBusiness
 * JSON-LD (src/build-time/structured-data.ts) where a page shows those reviews. The aggregate
 * rating there stays the static 4.9 from 287 the spec sets.
 */
import { MAX_REVIEWS, type GoogleReviewsData } from "@/core/reviews";

/** Up to 5 Review objects (no @context: they are embedded in the business object). */
export function reviewsJsonLd(data: Pick<GoogleReviewsData, "reviews">): Record<string, unknown>[] {
  return data.reviews.slice(0, MAX_REVIEWS).map((review) => ({
    "@type": "Review",
    author: { "@type": "Person", name: review.author_name, ...(review.author_url && { url: review.author_url }) },
    datePublished: new Date(review.time * 1000).toISOString(),
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    ...(review.text && { reviewBody: review.text }),
    publisher: { "@type": "Organization", name: "Google" },
  }));
}
