/**
 * The quote editor's state and what it sends, apart from the screen: options and their lines as
 * the owner types them (strings), a catalog line's starting price, the request body, and the texts
 * whose language the editor checks against the customer's. Pure, so each rule is tested alone.
 */
import { dollarsToCents, percentToBasisPoints } from "@/core/amounts";
import { priceQuote, type PricedOption } from "@/core/quote-pricing";
import type { Locale } from "@/i18n/locales";
import { quoteOptionNames } from "@/i18n/quotes";
import type { AdminQuoteDetail, CatalogLine, QuoteSubject } from "@/schemas/quote";

/** One line as typed: the price in dollars, and the starting price a catalog pick filled (to replace it if the pick changes). */
export interface DraftLine {
  description: string;
  quantity: string;
  price: string;
  /** The price the last catalog pick filled in; the owner's own price is never replaced. */
  startingPrice?: string;
}

/** One option as typed. */
export interface DraftOption {
  name: string;
  lines: DraftLine[];
  discount: string;
}

export type { CatalogLine };

export const emptyLine = (): DraftLine => ({ description: "", quantity: "1", price: "" });

/** A price as typed, "1,234.5" → 123450 (src/core/amounts.ts); null for anything else, a negative price among them (a quote has no credits). */
export function toCents(value: string): number | null {
  const cents = dollarsToCents(value);
  return cents !== null && cents >= 0 ? cents : null;
}

/** 123450 → "1234.50", as the price fields hold it. */
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

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

/** A product line's starting price: the middle of its range per window, in whole dollars, for the owner to change. */
export function startingPriceCents(line: CatalogLine): number {
  return Math.round((line.minCents + line.maxCents) / 200) * 100;
}

/**
 * The line after its description changed to `description`: picking a product line fills its
 * starting price when the price is empty or is the one an earlier pick filled; a price the owner
 * typed stays.
 */
export function withDescription(line: DraftLine, description: string, catalog: readonly CatalogLine[]): DraftLine {
  const picked = catalog.find((item) => item.name === description);
  const untouched = line.price === "" || line.price === line.startingPrice;
  if (!picked || !untouched) return { ...line, description };
  const price = fromCents(startingPriceCents(picked));
  return { ...line, description, price, startingPrice: price };
}

/** Everything the customer reads that the owner wrote: names, lines, the note and the completion. */
export function draftTexts(options: readonly DraftOption[], ...more: string[]): string[] {
  return [...options.flatMap((option) => [option.name, ...option.lines.map((line) => line.description)]), ...more].filter(Boolean);
}

/** The whole quote as typed: its options, then the terms under them. */
export interface QuoteDraft {
  options: DraftOption[];
  depositKind: "percent" | "fixed";
  /** A percent of the total, or dollars, by `depositKind`. */
  deposit: string;
  /** Sales tax, percent. */
  tax: string;
  note: string;
  jobAddress: string;
  completion: string;
  /** YYYY-MM-DD, or "" for the default. */
  validUntil: string;
}

/** The draft a quote's editor opens with: the saved quote's, or a new quote's (one option, 30% deposit, no tax, the visit's address as the job's). */
export function draftOf(detail: AdminQuoteDetail | undefined, subject: QuoteSubject): QuoteDraft {
  if (!detail)
    return {
      options: [firstOption(subject.locale)],
      depositKind: "percent",
      deposit: "30",
      tax: "0",
      note: "",
      jobAddress: subject.jobAddress,
      completion: "",
      validUntil: "",
    };
  const { deposit } = detail;
  return {
    options: optionsOf(detail),
    depositKind: deposit.kind,
    deposit: deposit.kind === "percent" ? String(deposit.percent) : fromCents(deposit.cents),
    tax: String(detail.taxRatePercent),
    note: detail.note,
    jobAddress: detail.jobAddress,
    completion: detail.completion,
    validUntil: detail.validUntil,
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

/** What saving the draft sends (a new quote names the visit or lead it is for); empty optional fields are left out. */
export function quoteBody(draft: QuoteDraft, owner?: { appointmentId: string } | { leadId: string }) {
  const { deposit, depositKind, jobAddress, completion, validUntil } = draft;
  return {
    ...owner,
    options: optionsBody(draft.options),
    ...(depositKind === "percent" ? { depositPercent: Number(deposit) } : { depositCents: toCents(deposit) ?? -1 }),
    taxRatePercent: Number(draft.tax),
    note: draft.note,
    ...(jobAddress ? { jobAddress } : {}),
    ...(completion ? { completion } : {}),
    ...(validUntil ? { validUntil } : {}),
  };
}

/** Each option's totals by the rules the server prices with, or null while a line's price or quantity, or a percent, is not valid. */
export function quotePreview(draft: QuoteDraft): PricedOption[] | null {
  const options = optionsBody(draft.options);
  const valid = options.every((option) =>
    option.items.every((item) => item.unitPriceCents >= 0 && Number.isInteger(item.quantity) && item.quantity > 0),
  );
  const taxBasisPoints = percentToBasisPoints(Number(draft.tax) || 0);
  const depositBasisPoints = draft.depositKind === "percent" ? percentToBasisPoints(Number(draft.deposit) || 0) : 0;
  if (!valid || taxBasisPoints === null || depositBasisPoints === null) return null;
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
    taxBasisPoints,
    deposit,
  );
}
