/**
 * /change-order/{token} (and /es/change-order/{token}): a change to the customer's contract,
 * laid out as the quote page is (phone first): the job and its address, the seller and licence,
 * what changes (credits shown as credits), the note, "Contract total: $X → $Y", then the consent,
 * the typed name and Sign; once signed, the signature and the PDF. Everything shown comes from the
 * document the API answers, which is what a signature seals; the amounts are the server's.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiQuery, apiRequest, apiUrl, inLocale, queryClient } from "@/browser/api-client";
import { taxShown } from "@/core/tax-line";
import { changeOrderCopy } from "@/i18n/change-orders";
import type { Locale } from "@/i18n/locales";
import { formatCents } from "@/i18n/money";
import { formatMoment } from "@/i18n/moment";
import type { ChangeOrderView as View } from "@/schemas/change-order";
import { changeOrder as changeOrderRoute, changeOrderPdf, changeOrderSign } from "@/schemas/routes/change-orders";
import { QueryProvider } from "../query-provider";
import { ActionError } from "../quote/action-error";
import { ConsentBox, TypedName } from "../quote/signature-fields";
import { CallUs, LinkCard, LinkLoadError, LinkNotFound, retryUnlessNotFound, useLinkToken } from "../token-page";
import { useAnswerInView } from "../use-answer-in-view";

interface ChangeOrderViewProps {
  phone: string;
  phoneHref: string;
  /** The page's language: its words, the document's legal words and the server's messages. */
  locale?: Locale;
}

function ChangeOrder({ phone, phoneHref, locale = "en" }: ChangeOrderViewProps) {
  const t = changeOrderCopy[locale];
  const token = useLinkToken("change-order");
  const read = apiQuery(apiUrl(changeOrderRoute, { params: { token: token ?? "" }, query: inLocale(locale) }));
  const [changed, setChanged] = useState(false);
  // Signed here a moment ago: the signed panel replaces the form, and is brought into view.
  const [justSigned, setJustSigned] = useState(false);
  const order = useQuery({ ...read, enabled: Boolean(token), retry: retryUnlessNotFound });
  const reload = () => void queryClient().invalidateQueries({ queryKey: read.queryKey });
  const callUs = <CallUs phone={phone} phoneHref={phoneHref} />;
  if (token === "" || (order.error instanceof ApiError && order.error.status === 404)) {
    return <LinkNotFound title={t.notFoundTitle} text={t.notFoundText} phone={phone} phoneHref={phoneHref} />;
  }
  if (order.isError) return <LinkLoadError text={t.loadError} phone={phone} phoneHref={phoneHref} />;
  if (!order.data)
    return (
      <p role="status" className="text-slate-600">
        {t.loading}
      </p>
    );

  const view = order.data;
  return (
    <div className="grid gap-2">
      <ChangeOrderDocument view={view} locale={locale} />
      {changed && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900">
          {t.changed}
        </p>
      )}
      {view.status === "sent" && !view.signable && (
        <LinkCard role="status">
          <p className="font-semibold text-slate-800">{t.notSignable(phone)}</p>
        </LinkCard>
      )}
      {view.status === "sent" && view.signable && (
        <SignForm
          view={view}
          token={token!}
          locale={locale}
          callUs={callUs}
          onSigned={() => {
            setJustSigned(true);
            reload();
          }}
          onChanged={() => {
            setChanged(true);
            reload();
          }}
        />
      )}
      {view.signature && <SignedPanel view={view} token={token!} locale={locale} justSigned={justSigned} />}
      {view.status === "void" && (
        <LinkCard role="status">
          <h2 className="text-xl font-extrabold text-brand-900">{t.voidTitle}</h2>
          <p className="mt-2 text-slate-700">
            {t.voidText}
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

/** The document: who, where, what changes, and the contract total before and after. */
function ChangeOrderDocument({ view, locale }: { view: View; locale: Locale }) {
  const t = changeOrderCopy[locale];
  const { document } = view;
  const tax = taxShown(document, locale, { tax: t.tax, none: t.noTax });
  const money = (cents: number) => formatCents(cents, locale);
  return (
    <>
      <LinkCard>
        <p className="text-lg font-extrabold text-brand-900">{t.number(document.changeOrder.number)}</p>
        <p className="text-slate-700">{t.forJob(document.job.number, document.job.quoteNumber)}</p>
        <dl className="mt-2 grid gap-1 text-slate-800">
          <div>
            <dt className="inline font-semibold">{t.jobAddress}: </dt>
            <dd className="inline">{document.jobAddress}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-600">
          {document.seller.legalName}
          {document.seller.rocLicense && ` · ${t.licence(document.seller.rocLicense)}`}
        </p>
        {view.status === "sent" && <p className="mt-3 text-slate-800">{t.intro}</p>}
        {document.note && (
          <div className="mt-4">
            <h2 className="font-bold text-slate-900">{t.noteHeading}</h2>
            <p className="mt-1 whitespace-pre-line text-slate-800">{document.note}</p>
          </div>
        )}
      </LinkCard>
      <section aria-labelledby="change-order-lines" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="change-order-lines" className="text-xl font-extrabold text-brand-900">
          {t.changesHeading}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {document.lines.map((line, index) => (
            <li key={index} className="flex items-start justify-between gap-4 py-3">
              <div>
                <p className="font-semibold text-slate-900">{line.description}</p>
                <p className="text-sm text-slate-600">
                  {line.quantity} × {money(line.unitPriceCents)}
                </p>
              </div>
              <p className={`shrink-0 text-right font-semibold ${line.amountCents < 0 ? "text-green-800" : "text-slate-900"}`}>
                {money(line.amountCents)}
                {line.amountCents < 0 && <span className="block text-sm font-normal">{t.credit}</span>}
              </p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 grid gap-1 border-t border-slate-200 pt-3 text-slate-800">
          <Row label={t.subtotal} value={money(document.subtotalCents)} />
          {tax.kind === "line" && <Row label={tax.label} value={money(tax.cents)} />}
          <Row label={t.changeTotal} value={money(document.totalCents)} strong />
        </dl>
        {/* The sentence that no tax is added stands under the figures, as on the quote: a list of terms holds only terms. */}
        {tax.kind === "note" && <p className="py-1 text-sm text-slate-600">{tax.text}</p>}
        <div className="mt-4 rounded-xl bg-brand-50 p-4">
          <p className="font-semibold text-slate-900">{t.contractTotal}</p>
          <p className="mt-1 text-2xl font-extrabold text-brand-900">
            <span className="sr-only">{t.contractBefore}: </span>
            {money(document.contract.beforeCents)} <span aria-hidden="true">→</span>
            <span className="sr-only">, {t.contractAfter}: </span> {money(document.contract.afterCents)}
          </p>
        </div>
      </section>
    </>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "font-bold text-slate-900" : ""}`}>
      <dt>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

/** The consent (in full, ticked by the customer), the typed name and the signature; the request names the document's hash the page showed. */
function SignForm({
  view,
  token,
  locale,
  callUs,
  onSigned,
  onChanged,
}: {
  view: View;
  token: string;
  locale: Locale;
  callUs: ReactNode;
  onSigned: () => void;
  onChanged: () => void;
}) {
  const t = changeOrderCopy[locale];
  const ids = useId();
  const [name, setName] = useState("");
  const [agree, setAgree] = useState(false);
  const sign = useMutation({
    // Sent ticked or not: an unticked box is refused by the server, whose 400 the field shows.
    mutationFn: () =>
      apiRequest("POST", apiUrl(changeOrderSign, { params: { token } }), {
        name,
        agree: agree as true,
        documentSha256: view.documentSha256,
        locale,
      }),
    onSuccess: onSigned,
    onError: (error) => error instanceof ApiError && error.status === 409 && onChanged(),
  });
  const errors = sign.error instanceof ApiError ? (sign.error.body.fieldErrors ?? {}) : {};
  // A refused signature's first message, wherever it sits on the page, is brought to the customer.
  const formRef = useAnswerInView<HTMLFormElement>(sign.isError && sign.submittedAt);
  const pdf = apiUrl(changeOrderPdf, { params: { token }, query: inLocale(locale) });
  return (
    <section aria-labelledby={`${ids}-sign`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
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
        <ConsentBox
          ids={ids}
          words={t.signature}
          consent={view.document.terms.consent}
          agree={agree}
          onAgree={setAgree}
          error={errors.agree?.[0]}
        />
        <a
          href={pdf}
          data-astro-prefetch="false"
          className="-mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t.pdfBeforeSigning}
        </a>
        <TypedName ids={ids} words={t.signature} button={t.signButton} name={name} onName={setName} error={errors.name?.[0]} />
        <ActionError error={sign.error} failed={t.signFailed} callUs={callUs} />
        <Button type="submit" size="mobile-lg" disabled={sign.isPending}>
          {sign.isPending ? t.signing : t.signButton}
        </Button>
      </form>
    </section>
  );
}

/** Signed: who signed and when, and the signed PDF; brought into view when signed here a moment ago. */
function SignedPanel({ view, token, locale, justSigned }: { view: View; token: string; locale: Locale; justSigned: boolean }) {
  const t = changeOrderCopy[locale];
  const signature = view.signature!;
  const headingRef = useAnswerInView<HTMLHeadingElement>(justSigned && signature.signedAt);
  return (
    <LinkCard role="status">
      <h2 ref={headingRef} data-answer tabIndex={-1} className="text-xl font-extrabold text-green-800 focus:outline-none">
        {t.signedTitle}
      </h2>
      <p className="mt-2 text-slate-800">{t.signedText(signature.typedName, formatMoment(new Date(signature.signedAt), locale))}</p>
      <a
        href={apiUrl(changeOrderPdf, { params: { token }, query: inLocale(locale) })}
        data-astro-prefetch="false"
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {t.downloadPdf}
      </a>
    </LinkCard>
  );
}

/** The change-order page's island. */
export function ChangeOrderView(props: ChangeOrderViewProps) {
  return (
    <QueryProvider>
      <ChangeOrder {...props} />
    </QueryProvider>
  );
}
