/** The quote editor's terms under the options: the tax class (and a modification's city), the deposit (a percent or dollars), the job address, a lead's home's year built, the completion, how long it is valid and the note. */
import { useId } from "react";
import { Input, Select, Textarea } from "@/components/ui/field";
import type { CityTaxRate } from "@/core/tax-class";
import type { Locale } from "@/i18n/locales";
import { formatPercent } from "@/i18n/money";
import type { QuoteDraft } from "./quote-draft";

interface QuoteTermsFieldsProps {
  draft: QuoteDraft;
  /** The customer's language, for the completion's example. */
  locale: Locale;
  onChange: (change: Partial<QuoteDraft>) => void;
  /** A modification's rate for the draft's city; undefined when the owner's table has none. */
  taxRate: CityTaxRate | undefined;
  /** A lead's quote: its home's year built is typed here (a visit's is set on the visit, above). */
  lead: boolean;
}

export function QuoteTermsFields({ draft, locale, onChange, taxRate, lead }: QuoteTermsFieldsProps) {
  const ids = useId();
  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={`${ids}-tax`}>
        <legend className="font-semibold">Arizona tax (TPT)</legend>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name={`${ids}-tax-class`}
            className="mt-1.5"
            checked={draft.taxClass === "replacement"}
            onChange={() => onChange({ taxClass: "replacement" })}
          />
          <span>
            <span className="font-semibold">Replacement</span>
            <span className="block text-sm text-slate-600">
              Windows or doors replaced in an existing home: no tax is added, and the quote says so.
            </span>
          </span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name={`${ids}-tax-class`}
            className="mt-1.5"
            checked={draft.taxClass === "modification"}
            onChange={() => onChange({ taxClass: "modification" })}
          />
          <span>
            <span className="font-semibold">Modification</span>
            <span className="block text-sm text-slate-600">
              New openings, additions, new construction: the city's TPT rate on 65% of the price.
            </span>
          </span>
        </label>
        {draft.taxClass === "modification" && (
          <label className="grid gap-1 font-semibold sm:max-w-xs">
            Job's city
            <Input value={draft.taxCity} onChange={(event) => onChange({ taxCity: event.target.value })} placeholder="Phoenix" />
          </label>
        )}
        <p id={`${ids}-tax`} className="text-sm text-slate-600">
          {draft.taxClass === "replacement"
            ? "A.R.S. 42-5075: replacing what is there is maintenance, repair, replacement or alteration."
            : taxRate
              ? `${taxRate.city}: ${formatPercent(taxRate.percent)} as of ${taxRate.asOf} (the owner's tax rates).`
              : "No rate for this city in the tax rates yet: add it under Tax rates before saving."}{" "}
          <a href="/admin/tax-rates" className="font-semibold text-brand-800 underline">
            Tax rates
          </a>
        </p>
      </fieldset>
      <div className="grid gap-1">
        <label htmlFor={`${ids}-deposit`} className="font-semibold">
          Deposit
        </label>
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <Select
            aria-label="Deposit as"
            value={draft.depositKind}
            onChange={(event) => onChange({ depositKind: event.target.value as QuoteDraft["depositKind"] })}
          >
            <option value="percent">% of total</option>
            <option value="fixed">$ fixed</option>
          </Select>
          <Input
            id={`${ids}-deposit`}
            inputMode="decimal"
            value={draft.deposit}
            onChange={(event) => onChange({ deposit: event.target.value })}
          />
        </div>
      </div>
      <label className="grid gap-1 font-semibold">
        Job address
        <Input
          value={draft.jobAddress}
          onChange={(event) => onChange({ jobAddress: event.target.value })}
          placeholder="Street, city, ZIP"
        />
      </label>
      {lead && (
        <label className="grid gap-1 font-semibold">
          Year built (empty: nobody knows; before 1978 needs lead-safe work)
          <Input
            inputMode="numeric"
            maxLength={4}
            value={draft.yearBuilt}
            onChange={(event) => onChange({ yearBuilt: event.target.value })}
          />
        </label>
      )}
      <label className="grid gap-1 font-semibold">
        Estimated completion
        <Input
          value={draft.completion}
          onChange={(event) => onChange({ completion: event.target.value })}
          placeholder={locale === "es" ? "p. ej. de 4 a 6 semanas después de firmar" : "e.g. 4 to 6 weeks after signing"}
        />
      </label>
      <label className="grid gap-1 font-semibold">
        Valid until
        <Input type="date" value={draft.validUntil} onChange={(event) => onChange({ validUntil: event.target.value })} />
      </label>
      <label className="grid gap-1 font-semibold sm:col-span-2">
        Note to the customer
        <Textarea rows={3} value={draft.note} onChange={(event) => onChange({ note: event.target.value })} />
      </label>
    </div>
  );
}
