/**
 * Google reviews: the answer of GET /api/google-reviews (the spec's shape, which follows the
 * legacy Places field names) and the pure mapping from a Places API (New) Place Details
 * response to it. No I/O and no clock here; src/server/reviews/ fetches and remembers.
 * Browser code imports the types only.
 */
import { z } from "zod";

/** Most reviews Places (New) returns, and most the answer carries (the spec: 5 in structured data). */
export const MAX_REVIEWS = 5;

/** One review as the site shows it. */
export interface GoogleReview {
  /** The reviewer's public Google name. */
  author_name: string;
  /** The reviewer's Google Maps profile; Google asks that the name links to it when given. */
  author_url?: string;
  /** The reviewer's Google profile photo. */
  profile_photo_url?: string;
  /** Stars given, 1 to 5. */
  rating: number;
  /** The review's text, in the requested language where Google translated it; "" for a rating without words. */
  text: string;
  /** The reviewer's own words, only when Google translated them (they differ in language from `text`). */
  original_text?: string;
  /** The language of `original_text` ("en", "es"...), given with it. */
  original_language?: string;
  /** When it was published, in epoch seconds. */
  time: number;
  /** Google's own wording of its age, e.g. "2 weeks ago". */
  relative_time_description: string;
}

/** The place's rating, count and latest reviews. */
export interface GoogleReviewsData {
  /** Average rating, 1.0 to 5.0. */
  rating: number;
  /** How many people rated the place. */
  user_ratings_total: number;
  /** The place on Google Maps. */
  url: string;
  /** Google's "write a review" page for the place (an addition to the spec's shape). */
  write_review_url: string;
  /** Up to MAX_REVIEWS reviews, in Google's order (most relevant first). */
  reviews: GoogleReview[];
}

/** GET /api/google-reviews. `data: null` means Google failed and no earlier answer was at hand. */
export type GoogleReviewsResponse = { configured: false } | { configured: true; data: GoogleReviewsData | null };

// Places (New) fields we read; anything else in the response is ignored. Each review is
// checked on its own, so one malformed review drops only itself.
const localizedText = z.object({ text: z.string(), languageCode: z.string() }).partial();
const placeReviewSchema = z.object({
  rating: z.number().min(1).max(5),
  publishTime: z.string(),
  relativePublishTimeDescription: z.string().optional(),
  text: localizedText.optional(),
  originalText: localizedText.optional(),
  authorAttribution: z.object({ displayName: z.string(), uri: z.string(), photoUri: z.string() }).partial().optional(),
});
const placeDetailsSchema = z.object({
  rating: z.number().min(1).max(5),
  userRatingCount: z.number().int().nonnegative(),
  googleMapsUri: z.string().optional(),
  reviews: z.array(z.unknown()).optional(),
});

/** The place's page on Google Maps, for when the response carries no googleMapsUri. */
export function placeMapsUrl(placeId: string): string {
  return `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(placeId)}`;
}

/** Google's page where a visitor writes a review of the place. */
export function writeReviewUrl(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}

/**
 * Maps a Place Details (New) response to the answer's data. Returns null when it is not
 * usable: no rating or no rating count (a place without ratings has neither), or not an
 * object at all. Reviews without text are kept; a review without a rating or a readable
 * publish time is dropped. At most MAX_REVIEWS reviews.
 */
export function mapPlaceDetails(details: unknown, placeId: string): GoogleReviewsData | null {
  const place = placeDetailsSchema.safeParse(details);
  if (!place.success) return null;
  const { rating, userRatingCount, googleMapsUri, reviews = [] } = place.data;
  return {
    rating,
    user_ratings_total: userRatingCount,
    url: httpsUrl(googleMapsUri) ?? placeMapsUrl(placeId),
    write_review_url: writeReviewUrl(placeId),
    reviews: reviews
      .map(mapReview)
      .filter((review) => review !== null)
      .slice(0, MAX_REVIEWS),
  };
}

/**
 * Maps a Place Details (New) response to the full answer, `{ configured: true, data }`, or
 * null when the response is not usable (see mapPlaceDetails).
 */
export function mapPlaceDetailsResponse(details: unknown, placeId: string): { configured: true; data: GoogleReviewsData } | null {
  const data = mapPlaceDetails(details, placeId);
  return data && { configured: true, data };
}

function mapReview(value: unknown): GoogleReview | null {
  const parsed = placeReviewSchema.safeParse(value);
  if (!parsed.success) return null;
  const review = parsed.data;
  const publishedMs = Date.parse(review.publishTime);
  if (Number.isNaN(publishedMs)) return null;
  const author = review.authorAttribution ?? {};
  const authorUrl = httpsUrl(author.uri);
  const photoUrl = httpsUrl(author.photoUri);
  return {
    author_name: author.displayName?.trim() || "A Google user",
    ...(authorUrl && { author_url: authorUrl }),
    ...(photoUrl && { profile_photo_url: photoUrl }),
    rating: review.rating,
    // `text` is in the requested language; `originalText` is the reviewer's own.
    text: (review.text?.text ?? review.originalText?.text ?? "").trim(),
    ...originalOf(review),
    time: Math.floor(publishedMs / 1000),
    relative_time_description: review.relativePublishTimeDescription ?? "",
  };
}

// The reviewer's words beside Google's translation, when Google translated them.
function originalOf({ text, originalText }: z.infer<typeof placeReviewSchema>): Pick<GoogleReview, "original_text" | "original_language"> {
  const original = originalText?.text?.trim();
  if (!original || !text?.text || !originalText?.languageCode || originalText.languageCode === text.languageCode) return {};
  return { original_text: original, original_language: originalText.languageCode };
}

// Links and images from a third party land in href and src: only https ones get through.
function httpsUrl(value: string | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  return new URL(value).protocol === "https:" ? value : undefined;
}
