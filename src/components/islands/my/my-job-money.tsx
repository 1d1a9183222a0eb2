/**
 * A job's money on the customer's page: contract (signed change orders in), paid and balance;
 * the invoices sent, each opening its own page through a fresh link (to pay it while open, to
 * read it and its receipt after); and the payments, deposit included.
 */
import type { ReactNode } from "react";
import { formatCents } from "@/i18n/money";
import type { Locale } from "@/i18n/locales";
import { myMoneyWords } from "@/i18n/my-page";
import type { MyJob } from "@/schemas/my-page";
import { invoiceView, jobPaymentView } from "./my-money-view";

interface JobMoneyProps {
  job: MyJob;
  locale: Locale;
  /** The button that opens invoice `id` (a fresh link), worded `label`. */
  openInvoice: (id: string, label: string, primary: boolean) => ReactNode;
}

export function JobMoney({ job, locale, openInvoice }: JobMoneyProps) {
  const t = myMoneyWords[locale];
  const { money } = job;
  const money$ = (cents: number) => formatCents(cents, locale);
  const headingId = `job-money-${job.id}`;
  return (
    <section aria-labelledby={headingId} data-slot="my-job-money" className="mt-6 grid gap-4 border-t border-slate-200 pt-4">
      <h4 id={headingId} className="text-lg font-bold text-brand-900">
        {t.heading}
      </h4>
      <dl className="grid gap-2 sm:grid-cols-3">
        {[
          [t.contractTotal, money$(money.contractTotalCents)],
          [t.paid, money$(money.paidCents)],
          [t.balance, money$(money.balanceCents)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm font-semibold text-slate-700">{term}</dt>
            <dd className="mt-1 text-xl font-extrabold text-brand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {money.invoices.length > 0 && (
        <div>
          <h5 className="font-bold text-slate-900">{t.invoicesHeading}</h5>
          <ul className="mt-1 grid divide-y divide-slate-200">
            {money.invoices.map((invoice) => {
              const view = invoiceView(invoice, locale);
              return (
                <li
                  key={invoice.id}
                  data-status={invoice.status}
                  className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                >
                  <div>
                    <p className="font-semibold text-slate-900">{view.label}</p>
                    <p className="text-slate-800">
                      {money$(invoice.amountCents)} ·{" "}
                      <span className={invoice.status === "open" ? "font-semibold text-amber-800" : ""}>{view.statusText}</span>
                      {view.due && `, ${view.due}`}
                    </p>
                  </div>
                  <div className="sm:shrink-0 sm:[&>div]:mt-0">
                    {openInvoice(invoice.id, view.payable ? t.viewAndPay : t.viewInvoice, view.payable)}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div>
        <h5 className="font-bold text-slate-900">{t.paymentsHeading}</h5>
        {money.payments.length === 0 ? (
          <p className="mt-1 text-slate-700">{t.noPayments}</p>
        ) : (
          <ul className="mt-1 grid divide-y divide-slate-200">
            {money.payments.map((payment) => {
              const view = jobPaymentView(payment, locale);
              return (
                <li key={payment.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:justify-between">
                  <span className="font-semibold text-slate-900">{view.label}</span>
                  <span className="text-slate-800">
                    {money$(payment.amountCents)} · {view.detail}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
