/**
 * The top of the quote editor: who the quote is for (name, visit, job address) and the language
 * they read, with a warning while the text typed is in the other one, and why no quote can be sent
 * yet when the business facts lack what a contract must state.
 */
import type { Locale } from "@/i18n/locales";
import type { QuoteSubject } from "@/schemas/quote";
import { LANGUAGE_NAMES } from "../admin-format";
import { formatDay } from "../admin-time";

interface QuoteSubjectProps {
  subject: QuoteSubject;
  /** The language the text typed so far is in, or null while it says too little. */
  textLanguage: Locale | null;
}

export function QuoteSubjectPanel({ subject, textLanguage }: QuoteSubjectProps) {
  const reads = LANGUAGE_NAMES[subject.locale];
  return (
    <section aria-label="Who the quote is for" className="grid gap-3">
      <dl className="grid gap-x-6 gap-y-1 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">For</dt>
        <dd className="text-lg font-bold text-brand-900">{subject.customer}</dd>
        <dt className="font-semibold text-slate-700">Visit</dt>
        <dd>{subject.visit ? `${formatDay(subject.visit.date)}, ${subject.visit.time}` : "None (a contact-form lead)"}</dd>
        <dt className="font-semibold text-slate-700">Job address</dt>
        <dd>{subject.jobAddress || "None on file: type it below"}</dd>
        <dt className="font-semibold text-slate-700">Reads</dt>
        <dd>
          {reads}: write the option names, items and note in {reads}; the customer sees and signs them as written.
        </dd>
      </dl>
      {textLanguage && textLanguage !== subject.locale && (
        <p role="status" className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-amber-950">
          This quote&apos;s text looks {LANGUAGE_NAMES[textLanguage]}, but {subject.customer} reads {reads}. Write it in {reads} before you
          send it.
        </p>
      )}
      {subject.cannotSend && (
        <p role="status" className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-amber-950">
          You can save this draft, but it cannot be sent yet. {subject.cannotSend}
        </p>
      )}
    </section>
  );
}
