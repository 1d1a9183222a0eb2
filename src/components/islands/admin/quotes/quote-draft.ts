/**
 * The quote editor's state and what it sends, apart from the screen: options and their lines as
 * the owner types them (strings), or the options priced from the measure sheet (./openings-draft.ts),
 * the request body, and the texts whose language the editor checks against the customer's. Pure,
 * so each rule is tested alone.
 */
import { typedYear } from "../measure/year-built-field";
import { percentToBasisPoints } from "@/core/amounts";
import { priceQuote, type PricedOption } from "@/core/quote-pricing";
import { cityRate, DEFAULT_TAX_CLASS, type CityTaxRate, type TaxClass, type TaxRule } from "@/core/tax-class";
import type { Locale } from "@/i18n/locales";
import { quoteOptionNames } from "@/i18n/quotes";
import type { AdminQuoteDetail, QuoteSubject } from "@/schemas/quote";
import { fromOpeningsBody, openingsOptionsOf, type DraftOpeningsOption } from "./openings-draft";
import { fromCents, toCents } from "./quote-format";

/** One line as typed: the price in dollars. */
export interface DraftLine {
  description: string;
  quantity: string;
  price: string;
}

/** One option as typed. */
export interface DraftOption {
  name: string;
  lines: DraftLine[];
  discount: string;
}

export const emptyLine = (): DraftLine => ({ description: "", quantity: "1", price: "" });

/** Prices as the fields hold them (./quote-format.ts). */
export { fromCents, toCents };

/** The name of a new quote's option `index`, in the customer's language ("Mejor"). */
export function optionName(index: number, locale: Locale): string {
  return quoteOptionNames[locale][index] ?? `${quoteOptionNames[locale][0]} ${index + 1}`;
}

/** A new quote's first option. */
export function firstOption(locale: Locale): DraftOption {
  return { name: optionName(0, locale), lines: [emptyLine()], discount: "" };
}

/** A saved quote's options, as the fields hold them. */
export function optionsOf(detail: AdminQuoteDetail): DraftOption[] {
  return detail.options.map((option) => ({
    name: option.name,
    discount: option.discountCents ? fromCents(option.discountCents) : "",
    lines: option.items.map((item) => ({
      description: item.description,
      quantity: String(item.quantity),
      price: fromCents(item.unitPriceCents),
    })),
  }));
}

/** Everything the customer reads that the owner wrote: names, lines, the note and the completion. */
export function draftTexts(options: readonly DraftOption[], ...more: string[]): string[] {
  return [...options.flatMap((option) => [option.name, ...option.lines.map((line) => line.description)]), ...more].filter(Boolean);
}

/** Everything the customer reads that the owner wrote, in either mode (from the openings, the option names; the lines are the server's words). */
export function quoteTexts(draft: QuoteDraft): string[] {
  if (draft.mode === "typed") return draftTexts(draft.options, draft.note, draft.completion);
  return [...draft.fromOpenings.map((option) => option.name), draft.note, draft.completion].filter(Boolean);
}

/** The whole quote as typed: its options, then the terms under them. */
export interface QuoteDraft {
  /** Typed lines, or options priced from the visit's measure sheet by the price book. */
  mode: "typed" | "openings";
  options: DraftOption[];
  fromOpenings: DraftOpeningsOption[];
  depositKind: "percent" | "fixed";
  /** A percent of the total, or dollars, by `depositKind`. */
  deposit: string;
  /** How Arizona's TPT reaches the job: replacement (none) or modification (the city's rate on 65%). */
  taxClass: TaxClass;
  /** The job's city, whose rate a modification takes: the visit's, or what the quote already names. */
  taxCity: string;
  note: string;
  jobAddress: string;
  completion: string;
  /** YYYY-MM-DD, or "" for the default. */
  validUntil: string;
  /** A lead's home's year built as typed, "" while nobody knows (a visit's is set on the visit). */
  yearBuilt: string;
}

/** The draft a quote's editor opens with: the saved quote's, or a new quote's (one option, 30% deposit, a replacement, the visit's address as the job's). */
export function draftOf(detail: AdminQuoteDetail | undefined, subject: QuoteSubject): QuoteDraft {
  if (!detail)
    return {
      mode: "typed",
      options: [firstOption(subject.locale)],
      fromOpenings: [],
      depositKind: "percent",
      deposit: "30",
      taxClass: DEFAULT_TAX_CLASS,
      taxCity: subject.city ?? "",
      note: "",
      jobAddress: subject.jobAddress,
      completion: "",
      validUntil: "",
      yearBuilt: subject.yearBuilt === null ? "" : String(subject.yearBuilt),
    };
  const { deposit } = detail;
  const fromOpenings = openingsOptionsOf(detail);
  return {
    mode: fromOpenings ? "openings" : "typed",
    options: optionsOf(detail),
    fromOpenings: fromOpenings ?? [],
    depositKind: deposit.kind,
    deposit: deposit.kind === "percent" ? String(deposit.percent) : fromCents(deposit.cents),
    // A quote written before tax classes opens as a replacement: the estimator chooses before saving.
    taxClass: detail.taxClass ?? DEFAULT_TAX_CLASS,
    taxCity: detail.taxCity ?? subject.city ?? "",
    note: detail.note,
    jobAddress: detail.jobAddress,
    completion: detail.completion,
    validUntil: detail.validUntil,
    yearBuilt: detail.yearBuilt === null ? "" : String(detail.yearBuilt),
  };
}

/** The options as the API takes them: cents, -1 where a price does not read as dollars (the server names the field). */
function optionsBody(options: readonly DraftOption[]) {
  return options.map((option) => ({
    name: option.name,
    items: option.lines.map((line) => ({
      description: line.description,
      quantity: Number(line.quantity),
      unitPriceCents: toCents(line.price) ?? -1,
    })),
    ...(option.discount ? { discountCents: toCents(option.discount) ?? -1 } : {}),
  }));
}

/**
 * What saving the draft sends (a new quote names the visit or lead it is for); empty optional
 * fields are left out. A lead's quote carries the year built typed (`lead`); a visit's copies the visit's.
 */
export function quoteBody(draft: QuoteDraft, owner?: { appointmentId: string } | { leadId: string }, { lead = false } = {}) {
  const { deposit, depositKind, jobAddress, completion, validUntil } = draft;
  return {
    ...owner,
    ...(draft.mode === "openings" ? { fromOpenings: fromOpeningsBody(draft.fromOpenings) } : { options: optionsBody(draft.options) }),
    ...(depositKind === "percent" ? { depositPercent: Number(deposit) } : { depositCents: toCents(deposit) ?? -1 }),
    taxClass: draft.taxClass,
    ...(draft.taxClass === "modification" && draft.taxCity.trim() ? { taxCity: draft.taxCity.trim() } : {}),
    note: draft.note,
    ...(jobAddress ? { jobAddress } : {}),
    ...(completion ? { completion } : {}),
    ...(validUntil ? { validUntil } : {}),
    ...(lead ? { yearBuilt: typedYear(draft.yearBuilt) } : {}),
  };
}

/** The tax rule the draft is priced by, with the owner's `rates`; null for a modification whose city has no rate (the server answers 409). */
export function draftTaxRule(draft: Pick<QuoteDraft, "taxClass" | "taxCity">, rates: readonly CityTaxRate[]): TaxRule | null {
  if (draft.taxClass === "replacement") return { taxClass: "replacement" };
  const rate = cityRate(rates, draft.taxCity);
  const basisPoints = rate && percentToBasisPoints(rate.percent);
  return basisPoints ? { taxClass: "modification", rateBasisPoints: basisPoints } : null;
}

/**
 * Each typed option's totals by the rules the server prices with, or null while a line's price or
 * quantity, or a percent, is not valid, while a modification's city has no rate in `rates`, and from
 * the openings, where the server previews.
 */
export function quotePreview(draft: QuoteDraft, rates: readonly CityTaxRate[]): PricedOption[] | null {
  if (draft.mode === "openings") return null;
  const options = optionsBody(draft.options);
  const valid = options.every((option) =>
    option.items.every((item) => item.unitPriceCents >= 0 && Number.isInteger(item.quantity) && item.quantity > 0),
  );
  const tax = draftTaxRule(draft, rates);
  const depositBasisPoints = draft.depositKind === "percent" ? percentToBasisPoints(Number(draft.deposit) || 0) : 0;
  if (!valid || tax === null || depositBasisPoints === null) return null;
  const deposit =
    draft.depositKind === "percent"
      ? { kind: "percent" as const, basisPoints: depositBasisPoints }
      : { kind: "fixed" as const, cents: toCents(draft.deposit) ?? 0 };
  return priceQuote(
    options.map((option, index) => ({
      id: String(index),
      name: option.name,
      items: option.items,
      discountCents: option.discountCents ?? 0,
    })),
    tax,
    deposit,
  );
}
