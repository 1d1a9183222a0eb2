/**
 * The words of the header's Google review badge and of the reviews block's summary.
 * Pure and framework-free: it ships with the badge's plain script on every page.
 */
import type { Locale } from "@/i18n/locales";
import { reviewsBlockWords } from "@/i18n/reviews-block";

/** What the badge shows (screen readers hear "Rated {rating} out of 5 from {count} on Google"). */
export interface BadgeText {
  /** The rating with one decimal: "4.9", "5.0". */
  rating: string;
  /** The count and the word reviews: "287 reviews", "1 review", "1,287 reviews". */
  count: string;
}

/** A rating with one decimal: 4.9, 5.0. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** "287 reviews", "1 review", "1,287 reviews" ("287 reseñas" in Spanish; US Spanish groups thousands with a comma too). */
export function formatReviewCount(count: number, locale: Locale = "en"): string {
  return reviewsBlockWords[locale].count(count.toLocaleString("en-US"), count === 1);
}

const isRating = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value > 0 && value <= 5;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The badge's text for a rating and a count of ratings, or null when either is missing or
 * not a number the badge could show (the badge then renders nothing).
 */
export function badgeText(rating: unknown, count: unknown, locale: Locale = "en"): BadgeText | null {
  if (!isRating(rating) || !isCount(count)) return null;
  return { rating: formatRating(rating), count: formatReviewCount(count, locale) };
}
