/**
 * /admin/quotes: every quote, newest first, in keyset pages: status, value, age and views, filtered
 * by status or the customer; a row opens its details (send, edit, follow-up). ?id= (the link in
 * the admins' notices) opens that quote at once.
 */
import type { AdminQuote } from "@/schemas/quote";
import { StatusBadge } from "../../status-badge";
import { AdminListPage, type ListPage } from "../admin-list-page";
import { QuoteDetail } from "./quote-detail";
import { QuoteFiltersForm } from "./quote-filters";
import { ageInDays, QUOTE_STAGE_LABELS, quoteFiltersFrom, quotesUrl, valueText } from "./quote-format";

function QuoteRows({ page, open }: { page: ListPage<AdminQuote>; open: (id: string) => void }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">Quotes, newest first</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-700">
            <th scope="col" className="py-2 pr-3">Quote</th>
            <th scope="col" className="px-2 py-2">Customer</th>
            <th scope="col" className="px-2 py-2">Status</th>
            <th scope="col" className="px-2 py-2 text-right">Value</th>
            <th scope="col" className="px-2 py-2 text-right">Age</th>
            <th scope="col" className="px-2 py-2 text-right">Views</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((quote) => (
            <tr key={quote.id} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 text-left">
                <button type="button" onClick={() => open(quote.id)} className="font-semibold text-brand-700 underline">
                  {quote.number}
                </button>
              </th>
              <td className="px-2 py-2">{quote.customer}</td>
              <td className="px-2 py-2"><StatusBadge status={quote.status} label={QUOTE_STAGE_LABELS[quote.status]} /></td>
              <td className="px-2 py-2 text-right tabular-nums">{valueText(quote.value)}</td>
              <td className="px-2 py-2 text-right">{ageInDays(quote.createdAt)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{quote.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The /admin/quotes island. */
export function QuotesAdmin({ supportEmail }: { supportEmail: string }) {
  return (
    <AdminListPage
      supportEmail={supportEmail}
      noun="quote"
      filtersFrom={quoteFiltersFrom}
      FilterForm={QuoteFiltersForm}
      pageUrl={quotesUrl}
      renderRows={(page: ListPage<AdminQuote>, open) => <QuoteRows page={page} open={open} />}
      detailTitle="Quote details"
      renderDetail={(id) => <QuoteDetail id={id} />}
    />
  );
}
