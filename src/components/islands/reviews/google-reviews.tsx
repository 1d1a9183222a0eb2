/**
 * The Google reviews block: the place's rating and count, up to `limit` reviews (3 on the
 * home page, all returned, at most 5, on /reviews and /testimonials), Google's attribution
 * and a link to write a review. It reads the Google reviews route through the page's shared
 * QueryClient, retries once and refreshes hourly, shows a skeleton while loading, and
 * renders nothing when the reviews are unconfigured, incomplete or failing.
 */
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { buttonVariants } from "@/components/ui/button";
import { apiQuery, apiUrl, inLocale } from "@/browser/api-client";
import { formatRating, formatReviewCount, ratingLabel, REVIEWS_REFRESH_MS, usableReviews } from "@/browser/google-reviews";
import { cx } from "@/components/ui/cx";
import { googleReviews } from "@/schemas/routes/reviews";
import type { Locale } from "@/i18n/locales";
import { reviewsBlockWords } from "@/i18n/reviews-block";
import { QueryProvider } from "../query-provider";
import { ReviewCard } from "./review-card";
import { ReviewStars } from "./review-stars";

/** The reviews in a page's language (Spanish pages ask Google for Spanish): one query, so the islands of a page share one request. */
const reviewsQuery = (locale: Locale) => apiQuery(apiUrl(googleReviews, { query: inLocale(locale) }));

interface GoogleReviewsProps {
  /** How many reviews to show at most; unset, all the answer holds (up to 5). The home page shows 3. */
  limit?: number;
  /** The block's heading (an h2). */
  heading?: string;
  /** Classes for the outer section, e.g. the page's container and spacing. */
  className?: string;
  /** The page's language: the block's words, and the language Google is asked for. */
  locale?: Locale;
}

function Reviews({ limit, heading, className, locale = "en" }: GoogleReviewsProps) {
  const headingId = useId();
  const words = reviewsBlockWords[locale];
  const query = useQuery({ ...reviewsQuery(locale), refetchInterval: REVIEWS_REFRESH_MS, retry: 1 });
  if (query.isPending) return <ReviewsSkeleton className={className} label={words.loading} />;
  const data = usableReviews(query.data);
  if (!data) return null;
  const reviews = limit === undefined ? data.reviews : data.reviews.slice(0, Math.max(limit, 0));

  return (
    <section aria-labelledby={headingId} data-slot="google-reviews" className={className}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {heading ?? words.heading}
          </h2>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
            <span className="sr-only">{ratingLabel(data, locale)}</span>
            <span aria-hidden="true" className="text-2xl font-extrabold text-brand-900">
              {formatRating(data.rating)}
            </span>
            <ReviewStars rating={data.rating} decorative />
            <span aria-hidden="true">{formatReviewCount(data.user_ratings_total, locale)}</span>
          </p>
        </div>
        <a href={data.write_review_url} className={buttonVariants({ variant: "outline" })}>
          {words.write}
        </a>
      </div>
      {reviews.length > 0 && (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={`${review.author_name}-${review.time}`}>
              <ReviewCard review={review} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-slate-600">
        {words.from}{" "}
        <a href={data.url} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          {words.seeAll}
        </a>
      </p>
    </section>
  );
}

function ReviewsSkeleton({ className, label }: { className?: string; label: string }) {
  return (
    <div role="status" aria-label={label} className={cx("animate-pulse", className)}>
      <div className="h-8 w-72 max-w-full rounded bg-slate-200" />
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="h-40 rounded-2xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

/** The Google reviews block as an island, in the page's shared QueryClient. */
export function GoogleReviews(props: GoogleReviewsProps) {
  return (
    <QueryProvider>
      <Reviews {...props} />
    </QueryProvider>
  );
}
