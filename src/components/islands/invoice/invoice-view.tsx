/**
 * /invoice/{token} (and /es/invoice/{token}), the customer's invoice: its number and status
 * ("Due on receipt", "Due Dec 14", "On its way" for a bank payment Stripe has not settled,
 * "Paid"), what it bills, the contract's total, paid and balance, the Pay button (Stripe's page
 * takes a card or a US bank account), and its PDF, a receipt once paid. Everything shown is the
 * server's (src/schemas/invoice.ts). Back from Stripe's Checkout (`?paid=returned`), the page
 * has the server ask Stripe about the page just paid: while its webhook has not come, the payment
 * is said to be processing, with no second Pay, and the page asks again every few seconds until
 * the payment's news is in.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiQuery, apiRequest, apiUrl, inLocale } from "@/browser/api-client";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { invoicePageWords, invoiceStatusWords, paymentMethodWords } from "@/i18n/invoices";
import type { Locale } from "@/i18n/locales";
import { formatCents } from "@/i18n/money";
import { formatMoment } from "@/i18n/moment";
import type { InvoiceView as InvoiceViewData } from "@/schemas/invoice";
import { invoice as invoiceRoute, invoicePay, invoicePdf } from "@/schemas/routes/invoices";
import { QueryProvider } from "../query-provider";
import { ActionError } from "../quote/action-error";
import { CallUs, LinkCard, LinkLoadError, LinkNotFound, retryUnlessNotFound, useLinkToken } from "../token-page";
import { useAnswerInView } from "../use-answer-in-view";

interface InvoiceViewProps {
  phone: string;
  phoneHref: string;
  locale?: Locale;
}

/** How often the page asks whether the payment came in, after coming back from Checkout. */
const PAYMENT_POLL_MS = 3_000;

const TONES: Record<InvoiceViewData["status"], BadgeTone> = { open: "amber", processing: "brand", paid: "green", void: "slate" };

function Invoice({ phone, phoneHref, locale = "en" }: InvoiceViewProps) {
  const t = invoicePageWords[locale];
  const token = useLinkToken("invoice");
  const [returned] = useState(() => typeof window !== "undefined" && new URLSearchParams(window.location.search).has("paid"));
  const read = apiQuery(
    apiUrl(invoiceRoute, {
      params: { token: token ?? "" },
      query: { ...inLocale(locale), ...(returned && { checkout: "returned" as const }) },
    }),
  );
  const invoice = useQuery({
    ...read,
    enabled: Boolean(token),
    retry: retryUnlessNotFound,
    // Until the webhook brings what Stripe took (then the invoice is on its way or paid).
    refetchInterval: (query) => (query.state.data?.awaitingStripe ? PAYMENT_POLL_MS : false),
  });
  // Back from Checkout, what became of the payment is the answer to paying: brought into view once.
  const outcomeRef = useAnswerInView<HTMLDivElement>(returned && Boolean(invoice.data));
  const pay = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(invoicePay, { params: { token: token ?? "" }, query: inLocale(locale) })),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
  const callUs = <CallUs phone={phone} phoneHref={phoneHref} />;
  if (token === "" || (invoice.error instanceof ApiError && invoice.error.status === 404))
    return <LinkNotFound title={t.notFoundTitle} text={t.notFound} phone={phone} phoneHref={phoneHref} />;
  if (invoice.isError) return <LinkLoadError text={t.loadFailed} phone={phone} phoneHref={phoneHref} />;
  if (!invoice.data)
    return (
      <p role="status" className="text-slate-600">
        {t.loading}
      </p>
    );

  const view = invoice.data;
  const money = (cents: number) => formatCents(cents, locale);
  const pdf = apiUrl(invoicePdf, { params: { token: token! }, query: inLocale(locale) });
  const shown = view.payments.filter(
    (payment) => payment.status === "paid" || payment.status === "processing" || payment.status === "failed",
  );
  return (
    <div className="grid gap-4">
      <LinkCard>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-extrabold text-brand-900">{t.title(view.number)}</h2>
          <Badge tone={view.awaitingStripe ? "brand" : TONES[view.status]} data-status={view.awaitingStripe ? "awaiting" : view.status}>
            {view.awaitingStripe ? t.beingProcessedBadge : invoiceStatusWords(view, locale)}
          </Badge>
        </div>
        <p className="mt-1 text-3xl font-extrabold text-slate-900">{money(view.amountCents)}</p>
        <dl className="mt-3 grid gap-1 text-slate-800">
          <div>
            <dt className="inline font-semibold">
              {t.job(view.job.number)} · {t.jobAddress}:{" "}
            </dt>
            <dd className="inline">{view.job.address}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-600">
          {view.seller.legalName}
          {view.seller.rocLicense && ` · ${t.licence(view.seller.rocLicense)}`}
        </p>
        <div ref={outcomeRef} role="status" data-answer tabIndex={-1} className="mt-4 focus:outline-none">
          {view.awaitingStripe && <p className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900">{t.beingProcessed}</p>}
          {view.status === "processing" && <p className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900">{t.onItsWay}</p>}
          {view.status === "paid" && <p className="rounded-lg bg-green-50 p-3 font-semibold text-green-900">{t.paidThanks}</p>}
          {view.status === "void" && <p className="rounded-lg bg-slate-100 p-3 font-semibold text-slate-800">{t.voided}</p>}
        </div>
        {view.status === "open" && !view.awaitingStripe && (
          <div className="mt-2">
            {view.payableOnline ? (
              <>
                <Button size="mobile-lg" className="w-full sm:w-auto" disabled={pay.isPending} onClick={() => pay.mutate()}>
                  {pay.isPending ? t.paying : t.pay}
                </Button>
                <p className="mt-2 text-sm text-slate-600">{t.payHint}</p>
              </>
            ) : (
              <p className="text-slate-800">
                {t.payOffline} {callUs}
              </p>
            )}
            <ActionError error={pay.error} failed={t.payFailed} callUs={callUs} className="mt-2 text-red-700" />
          </div>
        )}
        <a href={pdf} data-astro-prefetch="false" className={`mt-4 ${buttonVariants({ variant: "outline", size: "mobile-lg" })}`}>
          {view.status === "paid" ? t.receiptPdf : t.invoicePdf}
        </a>
      </LinkCard>

      <LinkCard>
        <h2 className="text-lg font-bold text-brand-900">{t.linesHeading}</h2>
        <table className="mt-2 w-full text-left text-slate-800">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t.description}</th>
              <th scope="col">{t.amount}</th>
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line, index) => (
              <tr key={index} className="border-b border-slate-100">
                <td className="py-2 pr-3">{line.description}</td>
                <td className="py-2 text-right tabular-nums">{money(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 pr-3 font-bold">
                {t.total}
              </th>
              <td className="py-2 text-right font-bold tabular-nums">{money(view.amountCents)}</td>
            </tr>
            {view.tax?.kind === "line" && (
              <tr>
                <th scope="row" className="py-1 pr-3 text-sm font-normal text-slate-600">
                  {view.tax.label}
                </th>
                <td className="py-1 text-right text-sm tabular-nums text-slate-600">{money(view.tax.cents)}</td>
              </tr>
            )}
          </tfoot>
        </table>
        {view.tax?.kind === "note" && <p className="mt-2 text-sm text-slate-600">{view.tax.text}</p>}
      </LinkCard>

      <LinkCard>
        <h2 className="text-lg font-bold text-brand-900">{t.contractHeading}</h2>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-slate-800">
          <dt>{t.contractTotal}</dt>
          <dd className="text-right tabular-nums">{money(view.contractTotalCents)}</dd>
          <dt>{t.contractPaid}</dt>
          <dd className="text-right tabular-nums">{money(view.contractPaidCents)}</dd>
          <dt className="font-bold">{t.balance}</dt>
          <dd className="text-right font-bold tabular-nums">{money(view.balanceCents)}</dd>
        </dl>
        <h2 className="mt-4 text-lg font-bold text-brand-900">{t.paymentsHeading}</h2>
        {shown.length === 0 ? (
          <p className="mt-1 text-slate-700">{t.noPayments}</p>
        ) : (
          <ul className="mt-1 grid gap-1 text-slate-800">
            {shown.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {paymentMethodWords(payment, locale)} ·{" "}
                  {payment.paidAt ? formatMoment(new Date(payment.paidAt), locale) : t.paymentStatus[payment.status]}
                </span>
                <span className="tabular-nums">{money(payment.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </LinkCard>
      <p className="text-slate-700">
        {t.questions}
        {callUs}.
      </p>
    </div>
  );
}

/** The invoice page's island. */
export function InvoiceView(props: InvoiceViewProps) {
  return (
    <QueryProvider>
      <Invoice {...props} />
    </QueryProvider>
  );
}
