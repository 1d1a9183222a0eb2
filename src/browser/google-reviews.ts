/**
 * Browser-side reading of the Google reviews route, shared by the header badge (plain
 * script) and the reviews island: whether an answer is usable, and how it reads.
 * No framework and no zod here: this ships on every content page.
 */
import type { GoogleReviewsData } from "@/core/reviews";
import type { Locale } from "@/i18n/locales";
import { reviewsBlockWords } from "@/i18n/reviews-block";
import { googleReviews } from "@/schemas/routes/reviews";
import { badgeText } from "../core/review-badge-text";

export { formatRating, formatReviewCount } from "../core/review-badge-text";

/**
 * The header badge's URL for a page in `locale`: Spanish pages ask for Google's Spanish answer.
 * The route table's path with its one parameter written here, not by the islands' client
 * (src/browser/api-request.ts), which this script, on every page, must not share a file with.
 */
export function reviewsUrl(locale: Locale = "en"): string {
  return locale === "en" ? googleReviews.path : `${googleReviews.path}?locale=${locale}`;
}

/** How often an open page refreshes the reviews (the spec: every hour). */
export const REVIEWS_REFRESH_MS = 3_600_000;

/**
 * The data of an answer worth showing, or null: unconfigured, unavailable, or lacking a
 * rating, a total or a link renders nothing (the spec's error catalogue).
 */
export function usableReviews(answer: unknown): GoogleReviewsData | null {
  if (typeof answer !== "object" || answer === null) return null;
  const { configured, data } = answer as { configured?: unknown; data?: Partial<GoogleReviewsData> | null };
  if (configured !== true || typeof data !== "object" || data === null) return null;
  if (!badgeText(data.rating, data.user_ratings_total) || typeof data.url !== "string" || !data.url) return null;
  return { ...data, reviews: Array.isArray(data.reviews) ? data.reviews : [] } as GoogleReviewsData;
}

/** The rating as words, as the header badge reads too: "Rated 4.9 out of 5 from 287 reviews on Google". */
export function ratingLabel(data: Pick<GoogleReviewsData, "rating" | "user_ratings_total">, locale: Locale = "en"): string {
  const text = badgeText(data.rating, data.user_ratings_total, locale);
  return text ? reviewsBlockWords[locale].rated(text.rating, text.count) : "";
}

/** One review's stars, as words: "Rated 4 out of 5" ("Calificación: 4 de 5"). */
export function starsLabel(rating: number, locale: Locale = "en"): string {
  return reviewsBlockWords[locale].stars(rating);
}
