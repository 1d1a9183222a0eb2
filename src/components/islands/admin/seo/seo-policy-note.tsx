/** Google's policy on self-serving review stars, beside the audit of our structured data. */
import { useId } from "react";

interface SeoPolicyNoteProps {
  /** The rating our LocalBusiness structured data declares (src/config/business.ts); unset, the note says "the rating". */
  rating?: number;
}

/** Why our rating in structured data will not show as stars in Google's results. */
export function SeoPolicyNote({ rating }: SeoPolicyNoteProps) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      data-slot="seo-policy-note"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800 sm:p-5"
    >
      <h2 id={headingId} className="text-base font-bold text-brand-900">
        Review stars in Google results
      </h2>
      <p className="mt-1">
        Google does not show review stars (rich results) for a LocalBusiness&apos;s reviews of itself published on its own site
        (self-serving reviews), so {rating === undefined ? "the rating" : `the ${rating} rating`} in our structured data helps search
        engines understand the business but will not appear as stars in results.
      </p>
    </aside>
  );
}
