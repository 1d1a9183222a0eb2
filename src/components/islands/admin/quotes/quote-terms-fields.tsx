/** The quote editor's terms under the options: sales tax, the deposit (a percent or dollars), the job address, a lead's home's year built, the completion, how long it is valid and the note. */
import { useId } from "react";
import { Input, Select, Textarea } from "@/components/ui/field";
import type { Locale } from "@/i18n/locales";
import type { QuoteDraft } from "./quote-draft";

interface QuoteTermsFieldsProps {
  draft: QuoteDraft;
  /** The customer's language, for the completion's example. */
  locale: Locale;
  onChange: (change: Partial<QuoteDraft>) => void;
  /** A lead's quote: its home's year built is typed here (a visit's is set on the visit, above). */
  lead: boolean;
}

export function QuoteTermsFields({ draft, locale, onChange, lead }: QuoteTermsFieldsProps) {
  const ids = useId();
  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <label className="grid gap-1 font-semibold">
        Sales tax rate (%)
        <Input
          inputMode="decimal"
          value={draft.tax}
          onChange={(event) => onChange({ tax: event.target.value })}
          aria-describedby={`${ids}-tax`}
        />
        <span id={`${ids}-tax`} className="text-sm font-normal text-slate-600">
          Arizona TPT. At 0 the quote says tax is not included.
        </span>
      </label>
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
