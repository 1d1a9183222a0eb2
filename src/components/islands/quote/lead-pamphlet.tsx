/**
 * EPA's lead pamphlet for a home built before 1978, as the quote page shows it: why it applies,
 * the pamphlet in the customer's language (the document's own link, src/core/quote-document.ts, or
 * src/i18n/lead-safe.ts's for the install chooser),
 * and the box "I received the pamphlet" with the server's field error. The signing form and the
 * install chooser's second asking both show it.
 */
import { leadSafeCustomerWords } from "@/i18n/lead-safe";
import type { Locale } from "@/i18n/locales";
import { FieldError } from "./signature-fields";

export function LeadPamphlet({
  ids,
  leadSafe,
  locale,
  checked,
  onChecked,
  error,
}: {
  ids: string;
  /** Why it applies, and the pamphlet's link in the customer's language. */
  leadSafe: { notice: string; pamphlet: { url: string; link: string } };
  locale: Locale;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string;
}) {
  const words = leadSafeCustomerWords[locale];
  return (
    <div data-slot="lead-pamphlet" className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3">
      <p className="text-sm text-slate-900">{leadSafe.notice}</p>
      <a
        href={leadSafe.pamphlet.url}
        target="_blank"
        rel="noopener"
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {leadSafe.pamphlet.link}
      </a>
      <label className="mt-2 flex items-start gap-3 font-semibold text-slate-900">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${ids}-pamphlet-error` : undefined}
          className="mt-1 h-6 w-6 shrink-0 accent-brand-700 aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-red-700"
        />
        <span>{words.pamphletBox}</span>
      </label>
      {error && <FieldError id={`${ids}-pamphlet-error`}>{error}</FieldError>}
    </div>
  );
}
