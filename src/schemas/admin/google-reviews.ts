/** The Google reviews setup page's live test of the Places API. */

/** GET /api/admin/google-reviews: what the Google reviews setup page shows of its live test. */
export interface PlacesConnectionReport {
  apiKeySet: boolean;
  placeIdSet: boolean;
  /** The configured place ID (not secret: it is in every Google Maps link). */
  placeId: string | null;
  ok: boolean;
  rating: number | null;
  reviewCount: number | null;
  /** The place on Google Maps. */
  url: string | null;
  /** What went wrong, in plain words; null when all is well. */
  problem: string | null;
  checkedAt: string;
  /** The last good answer this server instance got, if any. */
  lastSuccessAt: string | null;
}
