/**
 * Google reviews (netlify/functions/google-reviews.mts) and the review requests' opt-out link
 * (review-opt-out.mts). The header's badge reads the reviews on every page, so this file rides in
 * the header's chunk (astro.config.mjs) and stays small.
 */
import type { GoogleReviewsResponse } from "@/core/reviews";
import type { Locale } from "@/i18n/locales";
import type { Answers, ApiRoute } from "./route";

/**
 * The place's rating, count and latest reviews (`{ configured, data }`); always 200, cached at
 * the CDN for an hour per URL. `locale: "es"` asks Google for the Spanish answer.
 */
export const googleReviews = {
  path: "/api/google-reviews",
  GET: {} as Answers<GoogleReviewsResponse, { locale?: Locale }>,
} satisfies ApiRoute;

/**
 * The link in a review request: GET the page with the one button, POST (its form) no more
 * requests; pages, not JSON, in the language `lang` names.
 */
export const reviewOptOut = {
  path: "/api/review-requests/opt-out/:token",
  GET: {} as Answers<never, { lang?: Locale }>,
  POST: {} as Answers<never, { lang?: Locale }>,
} satisfies ApiRoute;
