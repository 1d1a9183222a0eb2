/** A quote's options side by side (one column on a phone), each with its lines (an opening laid out as measured) and every total; the customer picks one. */
import { Fragment } from "react";
import type { OpeningDescriptor, PricedOption } from "@/core/quote-pricing";
import { taxShown } from "@/core/tax-line";
import type { Locale } from "@/i18n/locales";
import { formatCents } from "@/i18n/money";
import { quotePageCopy } from "@/i18n/quotes";

interface QuoteOptionsProps {
  options: PricedOption[];
  locale: Locale;
  /** The option chosen (or signed); none yet: null. */
  chosen: string | null;
  /** Choosing is possible only while the quote can be signed. */
  onChoose?: (id: string) => void;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 py-1 ${strong ? "border-t border-slate-300 pt-2 text-lg font-extrabold text-brand-900" : "text-slate-700"}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A line priced from the measure sheet: the room and style, then its size, product, options and
 * install, then the flags in words. The size wraps at its "×" only: each side stays whole, so a
 * phone never shows the whole inches on one line and their fraction on the next.
 */
function OpeningLine({ opening: o }: { opening: OpeningDescriptor }) {
  const sides = o.size.split(" × ");
  return (
    <span data-opening>
      <b>{o.room}</b> · {o.style}
      <span className="block text-sm text-slate-600">
        {sides.map((side, index) => (
          <Fragment key={index}>
            {index > 0 && " × "}
            <span className="whitespace-nowrap">{side}</span>
          </Fragment>
        ))}
        {[o.product, ...o.options, o.install].map((part) => ` · ${part}`).join("")}
      </span>
      {o.flags.map((flag) => (
        <span key={flag} className="block text-sm font-semibold text-amber-900">
          {flag}
        </span>
      ))}
    </span>
  );
}

export function QuoteOptions({ options, locale, chosen, onChoose }: QuoteOptionsProps) {
  const t = quotePageCopy[locale];
  const money = (cents: number) => formatCents(cents, locale);
  return (
    <section aria-labelledby="options-heading" className="mt-6">
      <h2 id="options-heading" className="text-xl font-extrabold text-brand-900">
        {t.optionsHeading}
      </h2>
      <p className="text-slate-600">{t.optionCount(options.length)}</p>
      <ul className={`mt-4 grid gap-4 ${options.length > 1 ? "md:grid-cols-2" : ""} ${options.length > 2 ? "lg:grid-cols-3" : ""}`}>
        {options.map((option) => {
          const selected = chosen === option.id;
          const tax = taxShown(option, locale, { tax: t.tax, none: t.taxNotIncluded });
          return (
            <li
              key={option.id}
              data-option={option.id}
              className={`flex flex-col rounded-2xl border-2 bg-white p-5 shadow-sm ${selected ? "border-brand-700" : "border-slate-200"}`}
            >
              <h3 className="text-lg font-extrabold text-brand-900">{option.name}</h3>
              <ul className="mt-3 grid gap-2 text-slate-800">
                {option.items.map((item, index) => (
                  <li key={index} className="flex justify-between gap-3">
                    {item.opening ? (
                      <OpeningLine opening={item.opening} />
                    ) : (
                      <span>
                        {item.description}
                        {item.quantity > 1 && <span className="text-slate-600"> × {item.quantity}</span>}
                      </span>
                    )}
                    <span className="tabular-nums">{money(item.lineTotalCents)}</span>
                  </li>
                ))}
              </ul>
              <dl className="mt-4">
                <Row label={t.subtotal} value={money(option.subtotalCents)} />
                {option.discountCents > 0 && <Row label={t.discount} value={`−${money(option.discountCents)}`} />}
                {tax.kind === "line" && <Row label={tax.label} value={money(tax.cents)} />}
                <Row label={t.total} value={money(option.totalCents)} strong />
                <Row label={t.deposit} value={money(option.depositCents)} />
                <Row label={t.balance} value={money(option.balanceCents)} />
              </dl>
              {tax.kind === "note" && <p className="py-1 text-sm text-slate-600">{tax.text}</p>}
              {onChoose && (
                <button
                  type="button"
                  aria-pressed={selected}
                  // The visible words first, then which option: "Choose this option: Better".
                  aria-label={`${selected ? t.chosen : t.chooseThis}: ${option.name}`}
                  onClick={() => onChoose(option.id)}
                  className={`mt-4 h-12 rounded-lg border-2 border-brand-700 px-4 text-base font-bold ${selected ? "bg-brand-700 text-white" : "bg-white text-brand-800 hover:bg-brand-50"}`}
                >
                  {selected ? `✓ ${t.chosen}` : t.chooseThis}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
