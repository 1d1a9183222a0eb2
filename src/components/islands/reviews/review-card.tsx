/**
 * One Google review: the author (photo, and name linked to their Google profile when
 * given, as Google's attribution rules ask), the stars, Google's relative date and the text.
 * Where Google translated the review, the reviewer's own words follow, marked with their language.
 */
import { initialsOf } from "@/core/initials";
import type { GoogleReview } from "@/core/reviews";
import type { Locale } from "@/i18n/locales";
import { reviewsBlockWords } from "@/i18n/reviews-block";
import { ReviewStars } from "./review-stars";

/** One review as an article; the author's name is its heading. */
export function ReviewCard({ review, locale = "en" }: { review: GoogleReview; locale?: Locale }) {
  const words = reviewsBlockWords[locale];
  const published = new Date(review.time * 1000);
  return (
    <article data-slot="review-card" className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex items-center gap-3">
        {review.profile_photo_url ? (
          <img
            src={review.profile_photo_url}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="size-10 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
          >
            {initialsOf(review.author_name)}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="truncate font-bold text-brand-900">
            {review.author_url ? (
              <a href={review.author_url} className="hover:underline">
                {review.author_name}
              </a>
            ) : (
              review.author_name
            )}
          </h3>
          {review.relative_time_description && (
            <time dateTime={published.toISOString()} className="text-sm text-slate-600">
              {review.relative_time_description}
            </time>
          )}
        </div>
      </header>
      <ReviewStars rating={review.rating} locale={locale} className="mt-3" />
      {review.text && <p className="mt-3 whitespace-pre-line text-slate-700">{review.text}</p>}
      {review.original_text && (
        <div data-slot="review-original" className="mt-3 border-l-2 border-slate-200 pl-3 text-sm text-slate-600">
          <p className="font-semibold">
            {words.translated} · {words.original(words.languages[review.original_language ?? ""] ?? review.original_language ?? "")}
          </p>
          <blockquote lang={review.original_language} className="mt-1 whitespace-pre-line">
            {review.original_text}
          </blockquote>
        </div>
      )}
    </article>
  );
}
