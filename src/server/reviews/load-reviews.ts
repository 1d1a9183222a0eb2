/**
 * What GET `googleReviews` answers: Google's current reviews, or, when Google fails,
 * the last good answer this instance still holds, or a plain "unavailable" (status 200;
 * the blocks then render nothing, never a broken block).
 *
 * Why the last good answer is kept in memory and in the HTTP cache, not in the database:
 * - The CDN is the main keeper. A good answer is cached at Netlify's edge for an hour and
 *   then served stale for up to a day while the function revalidates in the background
 *   (see cache-headers.ts). A failed answer is never cached, so it cannot displace the
 *   good copy the CDN holds; visitors keep seeing the last good reviews during an outage.
 * - This module remembers the last good answer on a warm function instance, so a failure
 *   that does reach the function (the CDN copy expired or was evicted) can still answer
 *   with reviews. It is a best effort: cold instances start empty.
 * - A database copy would survive deploys and cold starts too, but the schema is owned
 *   elsewhere, and Google's Places terms restrict storing Places content (only place IDs
 *   are exempt); a short-lived HTTP cache is the conservative reading of them.
 */
import type { Locale } from "@/i18n/locales";
import type { ServerEnv } from "@/server/env";
import { mapPlaceDetails, type GoogleReviewsData, type GoogleReviewsResponse } from "@/core/reviews";
import { fetchPlaceDetails } from "./places";

/** Where an answer came from; the cache headers depend on it. */
export type ReviewsSource = "unconfigured" | "google" | "last-good" | "unavailable";

/** How long a remembered answer may stand in for Google: the CDN's stale window too. */
export const LAST_GOOD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// One per language: a Spanish page must never get the English answer as its "last good" one.
const lastGood = new Map<Locale, { data: GoogleReviewsData; at: number }>();

/** Loads the answer for GET `googleReviews` in `locale` (English by default). Never throws for Google's failures. */
export async function loadGoogleReviews(
  env: Pick<ServerEnv, "GOOGLE_PLACES_API_KEY" | "GOOGLE_PLACE_ID" | "GOOGLE_PLACES_BASE_URL">,
  { fetcher = fetch, locale = "en" }: { fetcher?: typeof fetch; locale?: Locale } = {},
): Promise<{ response: GoogleReviewsResponse; source: ReviewsSource }> {
  const { GOOGLE_PLACES_API_KEY: apiKey, GOOGLE_PLACE_ID: placeId, GOOGLE_PLACES_BASE_URL: baseUrl } = env;
  if (!apiKey || !placeId) return { response: { configured: false }, source: "unconfigured" };
  try {
    const data = mapPlaceDetails(await fetchPlaceDetails({ apiKey, placeId, baseUrl, languageCode: locale }, { fetcher }), placeId);
    if (!data) throw new Error("Places API answered without a rating or a rating count.");
    lastGood.set(locale, { data, at: Date.now() });
    return { response: { configured: true, data }, source: "google" };
  } catch (error) {
    console.error("Google reviews could not be loaded:", error instanceof Error ? error.message : error);
    const remembered = lastGood.get(locale);
    if (remembered && Date.now() - remembered.at <= LAST_GOOD_MAX_AGE_MS) {
      return { response: { configured: true, data: remembered.data }, source: "last-good" };
    }
    return { response: { configured: true, data: null }, source: "unavailable" };
  }
}

/** When this instance last got a good answer from Google (in any language), or null. */
export function lastGoodReviewsAt(): Date | null {
  const latest = Math.max(...[...lastGood.values()].map((entry) => entry.at));
  return Number.isFinite(latest) ? new Date(latest) : null;
}

/** Forgets the remembered answers, for tests. */
export function forgetLastGoodReviews(): void {
  lastGood.clear();
}
