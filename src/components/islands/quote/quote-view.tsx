/**
 * /quote/{token} (and /es/quote/{token}), the customer's quote: the options side by side, the
 * licence and job address, then "Sign and accept" (or decline); once signed, the deposit, the
 * contract PDF, the right to cancel and the job the signature began (after-signature.tsx).
 * Everything shown comes from the document the API answers, which is what a signature seals.
 * Back from Stripe's Checkout, the page asks again every few seconds until the deposit is in
 * (only Stripe's webhook says so).
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { ApiError, apiQuery, apiUrl, inLocale, queryClient } from "@/browser/api-client";
import { quote as quoteRoute } from "@/schemas/routes/quotes";
import { formatDay } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { quotePageCopy } from "@/i18n/quotes";
import { QueryProvider } from "../query-provider";
import { useAnswerInView } from "../use-answer-in-view";
import { CallUs, LinkCard, LinkLoadError, LinkNotFound, retryUnlessNotFound, useLinkToken } from "../token-page";
import { QuoteOptions } from "./quote-options";
import { SignQuoteForm } from "./sign-quote-form";

/** The signature's panel and the job it began: a chunk of its own, loaded only for a signed quote. */
const AfterSignature = lazy(() => import("./after-signature"));

interface QuoteViewProps {
  phone: string;
  phoneHref: string;
  /** The page's language: its words, the document's legal words and the server's messages. */
  locale?: Locale;
}

/** How often the page asks whether the deposit came in, after coming back from Checkout. */
const DEPOSIT_POLL_MS = 3_000;

function Quote({ phone, phoneHref, locale = "en" }: QuoteViewProps) {
  const t = quotePageCopy[locale];
  const token = useLinkToken("quote");
  const read = apiQuery(apiUrl(quoteRoute, { params: { token: token ?? "" }, query: inLocale(locale) }));
  const [returned] = useState(() => typeof window !== "undefined" && new URLSearchParams(window.location.search).has("deposit"));
  const [chosen, setChosen] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  // What the customer just did here, so its answer is brought into view once the page shows it.
  const [justSigned, setJustSigned] = useState(false);
  const [justDeclined, setJustDeclined] = useState(false);
  const quote = useQuery({
    ...read,
    enabled: Boolean(token),
    retry: retryUnlessNotFound,
    refetchInterval: (query) => {
      const deposit = query.state.data?.deposit;
      return returned && deposit && deposit.state !== "paid" && deposit.state !== "failed" && deposit.state !== "expired"
        ? DEPOSIT_POLL_MS
        : false;
    },
  });
  const reload = () => void queryClient().invalidateQueries({ queryKey: read.queryKey });
  const declinedRef = useAnswerInView<HTMLHeadingElement>(justDeclined && quote.data?.stage === "declined");
  const callUs = <CallUs phone={phone} phoneHref={phoneHref} />;
  if (token === "" || (quote.error instanceof ApiError && quote.error.status === 404)) {
    return <LinkNotFound title={t.notFoundTitle} text={t.notFoundText} phone={phone} phoneHref={phoneHref} />;
  }
  if (quote.isError) return <LinkLoadError text={t.loadError} phone={phone} phoneHref={phoneHref} />;
  if (!quote.data)
    return (
      <p role="status" className="text-slate-600">
        {t.loading}
      </p>
    );

  const view = quote.data;
  const { document } = view;
  const open = view.stage === "sent" || view.stage === "opened";
  const selected = view.signature?.optionId ?? chosen ?? (document.options.length === 1 ? document.options[0]!.id : null);
  return (
    <div className="grid gap-2">
      <LinkCard>
        <p className="text-lg font-extrabold text-brand-900">{t.quoteNumber(document.quote.number, document.quote.revision)}</p>
        <dl className="mt-2 grid gap-1 text-slate-800">
          <div>
            <dt className="inline font-semibold">{t.jobAddress}: </dt>
            <dd className="inline">{document.jobAddress}</dd>
          </div>
          {document.completion && (
            <div>
              <dt className="inline font-semibold">{t.completion}: </dt>
              <dd className="inline">{document.completion}</dd>
            </div>
          )}
        </dl>
        {open && <p className="mt-2 text-slate-700">{t.validUntil(formatDay(document.quote.validUntil, locale, true))}</p>}
        <p className="mt-2 text-sm text-slate-600">
          {document.seller.legalName}
          {document.seller.rocLicense && ` · ${t.licence(document.seller.rocLicense)}`}
        </p>
        {document.note && (
          <div className="mt-4">
            <h2 className="font-bold text-slate-900">{t.noteHeading}</h2>
            <p className="mt-1 whitespace-pre-line text-slate-800">{document.note}</p>
          </div>
        )}
      </LinkCard>
      {changed && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900">
          {t.changed}
        </p>
      )}
      <QuoteOptions
        options={view.signature ? document.options.filter((option) => option.id === view.signature!.optionId) : document.options}
        locale={locale}
        chosen={selected}
        onChoose={open ? setChosen : undefined}
      />
      {open && !view.contractReady && (
        <LinkCard role="status">
          <p className="font-semibold text-slate-800">{t.notSignable(phone)}</p>
        </LinkCard>
      )}
      {open && view.contractReady && (
        <SignQuoteForm
          view={view}
          token={token!}
          locale={locale}
          callUs={callUs}
          optionId={selected}
          onSigned={(result) => {
            if (result.checkoutUrl) window.location.assign(result.checkoutUrl);
            else {
              setJustSigned(true);
              reload();
            }
          }}
          onDeclined={() => {
            setJustDeclined(true);
            reload();
          }}
          onChanged={() => {
            setChanged(true);
            setChosen(null);
            reload();
          }}
        />
      )}
      {view.signature && (
        // The panel's room is kept while its chunk loads, so what follows does not jump.
        <Suspense fallback={<div className="mt-6 min-h-80" />}>
          <AfterSignature view={view} token={token!} locale={locale} callUs={callUs} onChanged={reload} justSigned={justSigned} />
        </Suspense>
      )}
      {view.stage === "declined" && (
        <LinkCard role="status">
          <h2 ref={declinedRef} data-answer tabIndex={-1} className="text-xl font-extrabold text-brand-900 focus:outline-none">
            {t.declinedTitle}
          </h2>
          <p className="mt-2 text-slate-700">
            {t.declinedText}
            {callUs}.
          </p>
        </LinkCard>
      )}
      <p className="mt-4 text-slate-700">
        {t.callUs}
        {callUs}.
      </p>
    </div>
  );
}

/** The quote page's island. */
export function QuoteView(props: QuoteViewProps) {
  return (
    <QueryProvider>
      <Quote {...props} />
    </QueryProvider>
  );
}
