/** A visit's or a lead's quotes, and "Write a quote": the section both details show. */
import { useQuery } from "@tanstack/react-query";
import { buttonVariants } from "@/components/ui/button";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { adminQuotes } from "@/schemas/routes/admin";
import { QUOTE_STAGE_LABELS, valueText } from "./quote-format";

export function OwnerQuotes({ owner }: { owner: { appointmentId: string } | { leadId: string } }) {
  const quotes = useQuery(apiQuery(apiUrl(adminQuotes, { query: owner })));
  const query = new URLSearchParams(owner).toString();
  return (
    <section aria-label="Quotes" className="grid gap-2">
      <h3 className="font-bold text-brand-900">Quotes</h3>
      {quotes.data?.items.length ? (
        <ul className="grid gap-1">
          {quotes.data.items.map((quote) => (
            <li key={quote.id}>
              <a href={`/admin/quotes?id=${quote.id}`} className="font-semibold text-brand-700 underline">
                Quote {quote.number}
              </a>
              : {QUOTE_STAGE_LABELS[quote.status]}, {valueText(quote.value)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{quotes.isLoading ? "Loading quotes..." : "No quote yet."}</p>
      )}
      <a href={`/admin/quote?${query}`} className={`justify-self-start ${buttonVariants({ variant: "outline" })}`}>
        Write a quote
      </a>
    </section>
  );
}
