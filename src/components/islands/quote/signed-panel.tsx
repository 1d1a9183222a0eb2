/**
 * After signing: the signature, the deposit (pay through Stripe, pending, paid, refunded, or
 * "the office will arrange it" without online payments), financing when offered (a link only:
 * no rate or monthly payment, which would be Regulation Z trigger terms), the contract PDF, and
 * the right to cancel while it lasts (then: call us).
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { apiRequest, apiUrl, inLocale } from "@/browser/api-client";
import { quoteCancel, quoteCheckout, quotePdf } from "@/schemas/routes/quotes";
import type { Locale } from "@/i18n/locales";
import { formatCents } from "@/i18n/money";
import { formatMoment } from "@/i18n/moment";
import { quotePageCopy } from "@/i18n/quotes";
import { cancelUntilSentence } from "@/i18n/quote-terms";
import type { QuoteView } from "@/schemas/quote";
import { ActionError } from "./action-error";
import { useAnswerInView } from "../use-answer-in-view";

interface SignedPanelProps {
  view: QuoteView;
  /** The quote link's token. */
  token: string;
  locale: Locale;
  callUs: ReactNode;
  onChanged: () => void;
  /** Signed on this page a moment ago (no deposit to pay online): the panel is brought into view. */
  justSigned?: boolean;
}

function Deposit({ view, token, locale, callUs }: Pick<SignedPanelProps, "view" | "token" | "locale" | "callUs">) {
  const t = quotePageCopy[locale];
  const returned = new URLSearchParams(window.location.search).has("deposit");
  // Back from Checkout, the deposit's state is the answer to paying: brought into view once.
  const statusRef = useAnswerInView<HTMLParagraphElement>(returned);
  const pay = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(quoteCheckout, { params: { token }, query: inLocale(locale) })),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
  const deposit = view.deposit;
  if (!deposit) return null;
  const state = deposit.state;
  const amount = `${t.deposit}: ${formatCents(deposit.amountCents, locale)}`;
  let status: string;
  if (deposit.refunded) status = t.depositRefunded;
  else if (deposit.disputed) status = t.depositDisputed;
  else if (state === "paid") status = t.depositPaid;
  else if (!view.paymentsOnline) status = t.officeArrangesDeposit;
  else if (state === "processing" || (state === "open" && returned)) status = t.depositPending;
  else if (state === "failed") status = t.depositFailed;
  else status = "";
  // Back from Checkout, an open session waits for Stripe's answer ("being processed") rather than offering a second payment.
  const canPay = view.depositPayableOnline && !(state === "open" && status);
  return (
    <div data-deposit={state} className="mt-4 rounded-xl bg-slate-50 p-4">
      <p className="font-bold text-slate-900">{amount}</p>
      {status && (
        <p ref={statusRef} role="status" data-answer tabIndex={-1} className="mt-1 text-slate-800 focus:outline-none">
          {status}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {canPay && (
          <Button size="mobile-lg" disabled={pay.isPending} onClick={() => pay.mutate()}>
            {pay.isPending ? t.payingDeposit : t.payDeposit}
          </Button>
        )}
        {view.financingUrl && state !== "paid" && (
          <a
            href={view.financingUrl}
            rel="noopener noreferrer"
            target="_blank"
            className={buttonVariants({ variant: "outline", size: "mobile-lg" })}
          >
            {t.financing}
          </a>
        )}
      </div>
      {view.financingUrl && state !== "paid" && <p className="mt-2 text-sm text-slate-600">{t.financingNote}</p>}
      <ActionError error={pay.error} failed={t.payFailed} callUs={callUs} className="mt-2 text-red-700" />
    </div>
  );
}

export function SignedPanel({ view, token, locale, callUs, onChanged, justSigned = false }: SignedPanelProps) {
  const t = quotePageCopy[locale];
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(quoteCancel, { params: { token }, query: inLocale(locale) })),
    onSettled: onChanged,
  });
  const signature = view.signature!;
  const cancelled = view.stage === "cancelled";
  // The signature just made here, or the contract just cancelled here: its heading is brought into view (the button pressed is gone).
  const panelRef = useAnswerInView<HTMLElement>((cancelled && cancel.isSuccess && "cancelled") || (justSigned && "signed"));
  const pdf = apiUrl(quotePdf, { params: { token }, query: inLocale(locale) });
  return (
    <section ref={panelRef} aria-labelledby={`${ids}-signed`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${ids}-signed`} data-answer tabIndex={-1} className="text-xl font-extrabold text-brand-900 focus:outline-none">
        {cancelled ? t.cancelledTitle : t.signedTitle}
      </h2>
      <p className="mt-2 text-slate-800">
        {cancelled ? t.cancelledText : t.signedText(signature.typedName, formatMoment(signature.signedAt, locale))}
        {/* A refund is promised only where a deposit was paid and has gone back. */}
        {cancelled && view.deposit?.refunded && ` ${t.cancelledRefund}`}
      </p>
      {!cancelled && <Deposit view={view} token={token} locale={locale} callUs={callUs} />}
      <a href={pdf} data-astro-prefetch="false" className={`mt-4 ${buttonVariants({ variant: "outline", size: "mobile-lg" })}`}>
        {t.downloadPdf}
      </a>
      {!cancelled && (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <h3 className="text-lg font-bold text-brand-900">{t.cancelHeading}</h3>
          {view.cancelUntil && view.lastDayToCancel ? (
            <>
              <p className="mt-1 text-slate-700">
                <span data-slot="cancel-deadline">{cancelUntilSentence(view.lastDayToCancel, locale)}</span> {t.cancelRefund}
              </p>
              {confirming ? (
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <Button size="mobile-lg" variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                    {t.cancelConfirm}
                  </Button>
                  <Button size="mobile-lg" variant="outline" onClick={() => setConfirming(false)}>
                    {t.cancelBack}
                  </Button>
                </div>
              ) : (
                <Button className="mt-3" size="mobile-lg" variant="outline" onClick={() => setConfirming(true)}>
                  {t.cancelButton}
                </Button>
              )}
              <ActionError error={cancel.error} failed={t.cancelFailed} callUs={callUs} className="mt-2 text-red-700" />
            </>
          ) : (
            <p className="mt-1 text-slate-700">
              {t.cancelClosed}
              {callUs}.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
