/**
 * The Google reviews setup page's live test: is the Places API configured, does Google
 * answer for our place, and if not, what that means in plain words for the owner.
 */
import { mapPlaceDetails } from "@/core/reviews";
import type { PlacesConnectionReport } from "@/schemas/admin/google-reviews";
import type { ServerEnv } from "@/server/env";
import { lastGoodReviewsAt } from "./load-reviews";
import { fetchPlaceDetails, PlacesRequestError } from "./places";

/** Google's answer status → what the owner should do about it. */
export function explainPlacesFailure(error: unknown): string {
  if (error instanceof PlacesRequestError) {
    if (error.status === 400)
      return "Google did not accept the request. The place ID is probably mistyped: copy it again from the Place ID Finder.";
    if (error.status === 401 || error.status === 403)
      return 'Google refused the API key. Check that the key is copied correctly, that "Places API (New)" is enabled for its project, that billing is on, and that any key restriction allows this site.';
    if (error.status === 404)
      return "Google does not know this place ID. Find the business again with the Place ID Finder and copy its ID.";
    if (error.status === 429)
      return "The Places API quota is used up for now. Raise the quota in Google Cloud, or wait; the site shows the last reviews it has meanwhile.";
    if (error.status >= 500) return "Google's service had a problem answering. This is usually brief; try again in a few minutes.";
    return `Google answered with an unexpected error (${error.status}).`;
  }
  if (error instanceof Error && error.name === "TimeoutError")
    return "Google did not answer within 5 seconds. Try again; if it keeps happening, Google may be having an outage.";
  return "The site could not reach Google. Check the server's network connection and try again.";
}

/** Runs the live test. Never throws. */
export async function checkPlacesConnection(
  env: Pick<ServerEnv, "GOOGLE_PLACES_API_KEY" | "GOOGLE_PLACE_ID" | "GOOGLE_PLACES_BASE_URL">,
  now: Date,
  { fetcher = fetch }: { fetcher?: typeof fetch } = {},
): Promise<PlacesConnectionReport> {
  const { GOOGLE_PLACES_API_KEY: apiKey, GOOGLE_PLACE_ID: placeId, GOOGLE_PLACES_BASE_URL: baseUrl } = env;
  const base = {
    apiKeySet: Boolean(apiKey),
    placeIdSet: Boolean(placeId),
    placeId: placeId ?? null,
    checkedAt: now.toISOString(),
    lastSuccessAt: lastGoodReviewsAt()?.toISOString() ?? null,
  };
  const failed = (problem: string) => ({ ...base, ok: false, rating: null, reviewCount: null, url: null, problem });
  if (!apiKey || !placeId)
    return failed("Set GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID in the site's environment variables, then redeploy.");
  try {
    const data = mapPlaceDetails(await fetchPlaceDetails({ apiKey, placeId, baseUrl }, { fetcher }), placeId);
    if (!data) return failed("Google answered, but the place has no rating yet. Reviews will show once it has some.");
    return { ...base, ok: true, rating: data.rating, reviewCount: data.user_ratings_total, url: data.url, problem: null };
  } catch (error) {
    return failed(explainPlacesFailure(error));
  }
}
