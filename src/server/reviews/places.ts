/**
 * The one call to Google: Places API (New) Place Details for the business's place, asking
 * only for the fields the reviews need (the field mask also decides what Google bills).
 */

/** The fields requested; Place Details (New) answers only these. */
export const PLACES_FIELD_MASK = "rating,userRatingCount,reviews,googleMapsUri";

/** How long Google gets before the call is abandoned. */
export const PLACES_TIMEOUT_MS = 5_000;

/** Where and as whom to ask. */
export interface PlacesSettings {
  /** GOOGLE_PLACES_API_KEY. */
  apiKey: string;
  /** GOOGLE_PLACE_ID. */
  placeId: string;
  /** GOOGLE_PLACES_BASE_URL: Google's host, or a local stand-in in tests. */
  baseUrl: string;
  /** The language Google answers in: reviews are translated into it, with the reviewer's own text beside. Default "en". */
  languageCode?: string;
}

/** Google answered with a non-success status (bad key, unknown place, quota, outage). */
export class PlacesRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "PlacesRequestError";
  }
}

/** The Place Details URL; reviews and relative dates come back in `languageCode` (English by default). */
export function placeDetailsUrl({
  baseUrl,
  placeId,
  languageCode = "en",
}: Pick<PlacesSettings, "baseUrl" | "placeId" | "languageCode">): string {
  const url = new URL(`v1/places/${encodeURIComponent(placeId)}`, baseUrl.replace(/\/*$/, "/"));
  url.searchParams.set("languageCode", languageCode);
  return url.href;
}

/**
 * Fetches Place Details and returns the parsed JSON, unchecked (mapping checks it).
 * Throws PlacesRequestError on a non-success status, and the fetch's own error on a
 * network failure or after `timeoutMs`.
 */
export async function fetchPlaceDetails(
  settings: PlacesSettings,
  { timeoutMs = PLACES_TIMEOUT_MS, fetcher = fetch }: { timeoutMs?: number; fetcher?: typeof fetch } = {},
): Promise<unknown> {
  const response = await fetcher(placeDetailsUrl(settings), {
    headers: { "X-Goog-Api-Key": settings.apiKey, "X-Goog-FieldMask": PLACES_FIELD_MASK, Accept: "application/json" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    // Google explains itself in { error: { status, message } }; that is what a log reader needs.
    const body = (await response.json().catch(() => ({}))) as { error?: { status?: string; message?: string } };
    const reason = [body.error?.status, body.error?.message].filter(Boolean).join(": ") || response.statusText;
    throw new PlacesRequestError(response.status, `Places API answered ${response.status} (${reason}).`);
  }
  return response.json();
}
