/**
 * /admin/price-book: the owner's price book. Lines grouped by kind, the options and the suppliers
 * the lines' units are ordered from, each summed up in one line that opens into its form; retired ones stay listed, marked, to restore. Prices are
 * typed in dollars and saved in cents; the server decides, the screen shows what it answered.
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { apiQuery } from "@/browser/api-client";
import { Badge } from "@/components/ui/badge";
import { QueryState } from "@/components/ui/query-state";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { QueryProvider } from "@/components/islands/query-provider";
import { OPENING_KINDS } from "@/core/openings";
import type { PriceBookView } from "@/schemas/price-book";
import type { SupplierView } from "@/schemas/suppliers";
import { appliesToText, dollars, KIND_LABELS, optionPriceText, pricingText, supplierText } from "./book-draft";
import { LineEditor } from "./line-editor";
import { OptionEditor } from "./option-editor";
import { SupplierEditor } from "./supplier-editor";
import { BOOK_URL, SUPPLIERS_URL } from "./use-book-write";

/** Offered entries first, retired ones after them, each group in the book's order (by name). */
const offeredFirst = <T extends { active: boolean }>(entries: readonly T[]) =>
  [...entries].sort((a, b) => Number(b.active) - Number(a.active));

/** One entry: its summary, which opens into its form. */
function Entry({
  title,
  facts,
  retired,
  tempered,
  children,
}: {
  title: string;
  facts: string[];
  retired?: boolean;
  tempered?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-3 p-4 [&::-webkit-details-marker]:hidden">
        <span className="grid gap-1">
          <span className="inline-flex flex-wrap items-center gap-2 font-semibold text-brand-900">
            {title}
            {retired && <Badge tone="slate">Retired</Badge>}
            {tempered && <Badge tone="amber">Tempered upgrade</Badge>}
          </span>
          {facts.map((fact) => (
            <span key={fact} className="text-sm text-slate-700">
              {fact}
            </span>
          ))}
        </span>
        <span aria-hidden="true" className="text-sm font-semibold text-brand-700 underline underline-offset-4">
          <span className="group-open:hidden">Open</span>
          <span className="hidden group-open:inline">Close</span>
        </span>
      </summary>
      <div className="border-t border-slate-200 p-4">{children}</div>
    </details>
  );
}

function Book({ book, suppliers }: { book: PriceBookView; suppliers: SupplierView[] }) {
  return (
    <div className="grid max-w-4xl gap-10">
      <section aria-labelledby="lines-heading" className="grid gap-6">
        <h2 id="lines-heading" className="text-xl font-bold text-brand-900">
          Product lines
        </h2>
        {OPENING_KINDS.map((kind) => {
          const lines = offeredFirst(book.lines.filter((line) => line.kind === kind));
          return (
            <section key={kind} aria-labelledby={`kind-${kind}`} className="grid gap-3">
              <h3 id={`kind-${kind}`} className="text-lg font-bold text-slate-900">
                {KIND_LABELS[kind]}
              </h3>
              {lines.length === 0 && <p className="text-slate-700">No {KIND_LABELS[kind].toLowerCase()} in the book yet.</p>}
              {lines.map((line) => (
                <Entry
                  key={`${line.id}-${line.updatedAt}-${line.active}`}
                  title={line.name}
                  retired={!line.active}
                  facts={[
                    pricingText(line.pricing),
                    `Install: insert ${dollars(line.installCents.insert)}, full-frame ${dollars(line.installCents.fullFrame)}`,
                    supplierText(line.supplierId, suppliers),
                  ]}
                >
                  <LineEditor line={line} suppliers={suppliers} />
                </Entry>
              ))}
            </section>
          );
        })}
        <Entry title="Add a line" facts={["A window, patio door or entry door line, priced by united inches or by the square foot."]}>
          <LineEditor suppliers={suppliers} />
        </Entry>
      </section>
      <section aria-labelledby="options-heading" className="grid gap-3">
        <h2 id="options-heading" className="text-xl font-bold text-brand-900">
          Options
        </h2>
        {book.options.length === 0 && <p className="text-slate-700">No options in the book yet.</p>}
        {offeredFirst(book.options).map((option) => (
          <Entry
            key={`${option.id}-${option.updatedAt}-${option.active}`}
            title={option.name}
            retired={!option.active}
            tempered={option.tempered}
            facts={[optionPriceText(option.price), `Applies to: ${appliesToText(option.lineIds, book.lines)}`]}
          >
            <OptionEditor option={option} lines={book.lines} />
          </Entry>
        ))}
        <Entry title="Add an option" facts={["Low-E glass, grids, a colour, obscure or tempered glass…"]}>
          <OptionEditor lines={book.lines} />
        </Entry>
      </section>
      <section aria-labelledby="suppliers-heading" className="grid gap-3">
        <h2 id="suppliers-heading" className="text-xl font-bold text-brand-900">
          Suppliers
        </h2>
        {suppliers.length === 0 && <p className="text-slate-700">No suppliers yet: add one, then name it on its lines.</p>}
        {offeredFirst(suppliers).map((supplier) => (
          <Entry
            key={`${supplier.id}-${supplier.updatedAt}-${supplier.active}`}
            title={supplier.name}
            retired={!supplier.active}
            facts={[`Orders to ${supplier.email}`, supplier.accountNumber ? `Our account: ${supplier.accountNumber}` : "No account number"]}
          >
            <SupplierEditor supplier={supplier} />
          </Entry>
        ))}
        <Entry title="Add a supplier" facts={["A manufacturer or distributor the office orders units from."]}>
          <SupplierEditor />
        </Entry>
      </section>
    </div>
  );
}

function Screen() {
  const book = useQuery(apiQuery(BOOK_URL));
  const suppliers = useQuery(apiQuery(SUPPLIERS_URL));
  return (
    <QueryState query={book} loading="Loading the price book..." error="We couldn't load the price book. Refresh the page to try again.">
      {(loaded) => (
        <QueryState
          query={suppliers}
          loading="Loading the suppliers..."
          error="We couldn't load the suppliers. Refresh the page to try again."
        >
          {(list) => <Book book={loaded} suppliers={list.suppliers} />}
        </QueryState>
      )}
    </QueryState>
  );
}

/** The /admin/price-book island. */
export function PriceBookScreen({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Screen />}
      </RouteGuard>
    </QueryProvider>
  );
}
