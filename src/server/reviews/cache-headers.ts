/**
 * Cache headers for GET `googleReviews`, by where the answer came from. Together with
 * the warm-instance memory in load-reviews.ts, this is how the last good answer is kept.
 *
 * - Browsers keep an answer 5 minutes (the spec's data freshness).
 * - Netlify's CDN keeps a good answer an hour (the spec's refresh), then may serve it stale
 *   for a day while one background call revalidates it (`stale-while-revalidate`), or while
 *   the function errors (`stale-if-error`). So during a Google outage the CDN goes on
 *   serving the last good answer, whichever function instance happens to run.
 * - An answer remembered by a warm instance (Google just failed) is cached only 5 minutes
 *   at the CDN, so Google is tried again soon.
 * - "Unavailable" (`data: null`) is never cached anywhere: it must not replace the good
 *   copy the CDN still holds, and the next visitor should get a fresh try.
 *
 * Not chosen: a database copy. It would survive cold starts and deploys, but Google's
 * Places terms restrict storing Places content, and an HTTP cache is the reading of them
 * that needs no schema. (Adding Netlify's `durable` directive would share one CDN copy
 * across edge nodes and cut billed Google calls further; it is left out to keep to the
 * agreed header.)
 */
import type { ReviewsSource } from "./load-reviews";

/** A day, in seconds: how long a good answer may be served stale. */
export const STALE_SECONDS = 86_400;

const BROWSER = "public, max-age=300";
const cdn = (seconds: number) => `public, s-maxage=${seconds}, stale-while-revalidate=${STALE_SECONDS}, stale-if-error=${STALE_SECONDS}`;

/** The Cache-Control and Netlify-CDN-Cache-Control headers for an answer from `source`. */
export function reviewsCacheHeaders(source: ReviewsSource): Record<string, string> {
  switch (source) {
    case "google":
    case "unconfigured": // Changing the keys means a deploy, and a deploy clears the CDN.
      return { "Cache-Control": BROWSER, "Netlify-CDN-Cache-Control": cdn(3600) };
    case "last-good":
      return { "Cache-Control": BROWSER, "Netlify-CDN-Cache-Control": cdn(300) };
    case "unavailable":
      return { "Cache-Control": "no-store", "Netlify-CDN-Cache-Control": "no-store" };
  }
}
