/**
 * The header's Google review badge (components/ReviewBadge.astro), in plain TypeScript so
 * content pages need no framework. It asks the Google reviews route once per page view
 * (retrying once after a failure), again every hour while the page stays open, and only
 * on screens wide enough to show it. It stays hidden when the answer is unconfigured,
 * incomplete or unavailable; a failed refresh leaves what is shown as it was.
 * It speaks the page's language (`<html lang>`): a Spanish page asks for Google's Spanish
 * answer, says "287 reseñas", and links to /es/reviews (the reviews in Spanish); an English
 * page links to the place on Google Maps, as the spec asks.
 */
import { REVIEWS_REFRESH_MS, reviewsUrl, usableReviews } from "@/browser/google-reviews";
import { badgeText } from "@/core/review-badge-text";
import type { GoogleReviewsData } from "@/core/reviews";
import type { Locale } from "@/i18n/locales";
import { reviewsBlockWords } from "@/i18n/reviews-block";

/** Wait before the one retry, as the islands' query client waits. */
export const RETRY_DELAY_MS = 1_000;

/** The media query from which the badge shows (Tailwind's md). */
export const WIDE_SCREEN = "(min-width: 768px)";

/** What a badge's fetch resolved to: usable data, an answer with nothing to show, or a failure. */
type Outcome = { data: GoogleReviewsData | null } | "failed";

/** GETs the reviews, retrying once on a network error or a non-success status. */
export async function fetchBadgeReviews(
  fetcher: typeof fetch = fetch,
  retryDelayMs = RETRY_DELAY_MS,
  locale: Locale = "en",
): Promise<Outcome> {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    try {
      const response = await fetcher(reviewsUrl(locale), { headers: { Accept: "application/json" } });
      if (response.ok) return { data: usableReviews(await response.json()) };
      await response.body?.cancel();
    } catch {
      // Offline or cut off: the retry, then the next hourly refresh, try again.
    }
  }
  return "failed";
}

/**
 * The page's language from `<html lang>`, English when the badge has no words for it.
 * Not i18n/locales' toLocale: that module ships in the islands' chunk, which would put React on every page.
 */
function pageLanguage(): Locale {
  const lang = document.documentElement.lang;
  return Object.hasOwn(reviewsBlockWords, lang) ? (lang as Locale) : "en";
}

/** Shows `data` in the badge's link, or hides it when there is nothing to show. */
export function renderBadge(link: HTMLAnchorElement, data: GoogleReviewsData | null, locale: Locale = "en"): void {
  const text = data && badgeText(data.rating, data.user_ratings_total, locale);
  link.hidden = !data || !text;
  if (!data || !text) return;
  // Spanish pages keep the page's own link (/es/reviews): Google Maps would not show the reviews in Spanish.
  if (locale === "en") link.href = data.url;
  link.querySelector("[data-review-badge-rating]")!.textContent = text.rating;
  link.querySelector("[data-review-badge-count]")!.textContent = text.count;
}

/**
 * Starts the badge in `root` once the screen is wide enough, and refreshes it hourly.
 * Returns a function that stops the refreshing.
 */
export function mountReviewBadge(
  root: HTMLElement,
  { fetcher = fetch, retryDelayMs = RETRY_DELAY_MS, locale = pageLanguage() } = {},
): () => void {
  const link = root.querySelector<HTMLAnchorElement>("a[data-review-badge-link]");
  if (!link) return () => {};
  let timer: ReturnType<typeof setInterval> | undefined;
  const refresh = async () => {
    const outcome = await fetchBadgeReviews(fetcher, retryDelayMs, locale);
    if (outcome !== "failed") renderBadge(link, outcome.data, locale);
  };
  const start = () => {
    if (timer !== undefined) return;
    void refresh();
    timer = setInterval(refresh, REVIEWS_REFRESH_MS);
  };
  // Phones never show the badge, so they never pay for the request.
  const wide = window.matchMedia(WIDE_SCREEN);
  const onChange = (event: MediaQueryListEvent) => event.matches && start();
  if (wide.matches) start();
  else wide.addEventListener("change", onChange);
  return () => {
    clearInterval(timer);
    wide.removeEventListener("change", onChange);
  };
}

const badge = document.querySelector<HTMLElement>("[data-review-badge]");
if (badge) mountReviewBadge(badge);
