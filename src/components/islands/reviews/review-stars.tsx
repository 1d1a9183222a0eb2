/** A 1-5 star rating drawn as five stars, read by screen readers as "Rated 4 out of 5". */
import type { ComponentProps } from "react";
import { starsLabel } from "@/browser/google-reviews";
import { cx } from "@/components/ui/cx";
import type { Locale } from "@/i18n/locales";

const STAR = "m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z";

interface ReviewStarsProps extends ComponentProps<"span"> {
  rating: number;
  /** Hidden from screen readers, when the text beside it already says the rating. */
  decorative?: boolean;
  /** The language of the spoken label. */
  locale?: Locale;
}

/** Five stars, the rating's (rounded) number of them filled. */
export function ReviewStars({ rating, decorative = false, locale = "en", className, ...props }: ReviewStarsProps) {
  const filled = Math.round(rating);
  return (
    <span
      data-slot="review-stars"
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": starsLabel(rating, locale) })}
      className={cx("inline-flex gap-0.5", className)}
      {...props}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={cx("size-4", index < filled ? "fill-amber-500 text-amber-500" : "fill-slate-200 text-slate-300")}
        >
          <path d={STAR} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
      ))}
    </span>
  );
}
