/**
 * /admin/quotes: every quote, newest first, in keyset pages: status, value, age and views, filtered
 * by status or the customer, as a table where there is room and as cards on a phone
 * (../record-list.tsx); a quote's number opens its details (send, edit, follow-up). ?id= (the link in
 * the admins' notices) opens that quote at once.
 */
import type { AdminQuote } from "@/schemas/quote";
import { StatusBadge } from "../../status-badge";
import { AdminListPage, type ListPage } from "../admin-list-page";
import { RecordList, type Column } from "../record-list";
import { QuoteDetail } from "./quote-detail";
import { QuoteFiltersForm } from "./quote-filters";
import { ageInDays, QUOTE_STAGE_LABELS, quoteFiltersFrom, quotesUrl, valueText } from "./quote-format";

const COLUMNS = (open: (id: string) => void): Column<AdminQuote>[] => [
  {
    header: "Quote",
    card: "title",
    cell: (quote) => (
      <button type="button" aria-haspopup="dialog" onClick={() => open(quote.id)} className="font-semibold text-brand-700 underline">
        Quote {quote.number}
      </button>
    ),
  },
  { header: "Customer", cell: (quote) => quote.customer },
  { header: "Status", card: "aside", cell: (quote) => <StatusBadge status={quote.status} label={QUOTE_STAGE_LABELS[quote.status]} /> },
  { header: "Value", numeric: true, cell: (quote) => valueText(quote.value) },
  { header: "Age", numeric: true, cell: (quote) => ageInDays(quote.createdAt) },
  { header: "Views", numeric: true, cell: (quote) => quote.views },
];

function QuoteRows({ page, open }: { page: ListPage<AdminQuote>; open: (id: string) => void }) {
  return <RecordList caption="Quotes, newest first" items={page.items} rowKey={(quote) => quote.id} columns={COLUMNS(open)} />;
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
