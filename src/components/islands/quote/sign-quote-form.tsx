/**
 * "Sign and accept": the consent to do business electronically (shown in full, ticked by the
 * customer), for a home built before 1978 EPA's lead pamphlet and its box, their typed full name,
 * and the signature; or declining, with an optional reason.
 * The request names the option, the revision and the document's hash the page showed; the
 * amounts are the server's.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest, apiUrl, inLocale } from "@/browser/api-client";
import { quoteDecline, quotePdf, quoteSign } from "@/schemas/routes/quotes";
import type { Locale } from "@/i18n/locales";
import { quotePageCopy } from "@/i18n/quotes";
import { quoteTerms } from "@/i18n/quote-terms";
import { ActionError } from "./action-error";
import { LeadPamphlet } from "./lead-pamphlet";
import { ConsentBox, TypedName } from "./signature-fields";
import { useAnswerInView } from "../use-answer-in-view";
import type { QuoteView, SignResult } from "@/schemas/quote";

interface SignQuoteFormProps {
  view: QuoteView;
  /** The quote link's token. */
  token: string;
  locale: Locale;
  /** The office's number as a link, after a failure the page cannot name. */
  callUs: ReactNode;
  optionId: string | null;
  /** After signing: where Stripe's Checkout is, if anywhere. */
  onSigned: (result: SignResult) => void;
  onDeclined: () => void;
  onChanged: () => void;
}

const field = "mt-1 block w-full rounded-lg border-2 border-slate-300 px-3 py-3 text-base focus:border-brand-700 focus:outline-none";

export function SignQuoteForm({ view, token, locale, callUs, optionId, onSigned, onDeclined, onChanged }: SignQuoteFormProps) {
  const t = quotePageCopy[locale];
  const ids = useId();
  const signatureWords = {
    consentHeading: t.consentHeading,
    consentCheckbox: quoteTerms[locale].consentCheckbox,
    fullName: t.fullName,
    fullNameHint: t.fullNameHint,
  };
  const [name, setName] = useState("");
  const [agree, setAgree] = useState(false);
  const [leadPamphlet, setLeadPamphlet] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const sign = useMutation({
    // Sent ticked or not: an unticked box is refused by the server, whose 400 the field shows.
    mutationFn: () =>
      apiRequest("POST", apiUrl(quoteSign, { params: { token } }), {
        optionId: optionId ?? "",
        name,
        agree: agree as true,
        // Only a home built before 1978 asks for it; the server judges whether it was needed.
        ...(view.document.leadSafe && { leadPamphlet }),
        revision: view.document.quote.revision,
        documentSha256: view.documentSha256,
        locale,
      }),
    onSuccess: onSigned,
    onError: (error) => error instanceof ApiError && error.status === 409 && onChanged(),
  });
  const decline = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(quoteDecline, { params: { token } }), { reason: reason || undefined, locale }),
    onSuccess: onDeclined,
  });
  const errors = sign.error instanceof ApiError ? (sign.error.body.fieldErrors ?? {}) : {};
  // A refused signature's first message, wherever it sits on the page, is brought to the customer.
  const formRef = useAnswerInView<HTMLFormElement>(sign.isError && sign.submittedAt);
  const pdf = apiUrl(quotePdf, { params: { token }, query: inLocale(locale) });

  if (declining) {
    return (
      <section aria-labelledby={`${ids}-decline`} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id={`${ids}-decline`} className="text-xl font-extrabold text-brand-900">
          {t.declineHeading}
        </h2>
        <label htmlFor={`${ids}-reason`} className="mt-4 block font-semibold text-slate-800">
          {t.declineReason}
        </label>
        <textarea
          id={`${ids}-reason`}
          value={reason}
          maxLength={1000}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          className={field}
        />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <Button size="mobile-lg" variant="destructive" disabled={decline.isPending} onClick={() => decline.mutate()}>
            {t.declineConfirm}
          </Button>
          <Button size="mobile-lg" variant="outline" onClick={() => setDeclining(false)}>
            {t.declineBack}
          </Button>
        </div>
        <ActionError
          error={decline.error}
          failed={t.declineFailed}
          callUs={callUs}
          className="mt-3 rounded-lg bg-red-50 p-3 text-red-800"
        />
      </section>
    );
  }

  return (
    <section aria-labelledby={`${ids}-sign`} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${ids}-sign`} className="text-xl font-extrabold text-brand-900">
        {t.signHeading}
      </h2>
      <form
        ref={formRef}
        noValidate
        className="mt-4 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          sign.mutate();
        }}
      >
        {errors.optionId && (
          <p role="alert" data-answer tabIndex={-1} className="font-semibold text-red-700 focus:outline-none">
            {errors.optionId[0]}
          </p>
        )}
        <ConsentBox
          ids={ids}
          words={signatureWords}
          consent={view.document.terms.consent}
          agree={agree}
          onAgree={setAgree}
          error={errors.agree?.[0]}
        />
        {view.document.leadSafe && (
          <LeadPamphlet
            ids={ids}
            leadSafe={view.document.leadSafe}
            locale={locale}
            checked={leadPamphlet}
            onChecked={setLeadPamphlet}
            error={errors.leadPamphlet?.[0]}
          />
        )}
        <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 p-3 text-sm font-bold text-slate-900">
          {view.document.terms.rightToCancel}
        </p>
        {/* What the consent and the right to cancel promise: the quote's PDF, its notice of cancellation form included. */}
        <a
          href={pdf}
          data-astro-prefetch="false"
          className="-mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t.pdfBeforeSigning}
        </a>
        <TypedName ids={ids} words={signatureWords} button={t.signButton} name={name} onName={setName} error={errors.name?.[0]} />
        <ActionError error={sign.error} failed={t.signFailed} callUs={callUs} />
        <Button type="submit" size="mobile-lg" disabled={sign.isPending}>
          {sign.isPending ? t.signing : t.signButton}
        </Button>
        <Button type="button" variant="link" onClick={() => setDeclining(true)}>
          {t.declineButton}
        </Button>
      </form>
    </section>
  );
}
