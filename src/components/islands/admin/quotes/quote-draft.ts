/**
 * The quote editor's state and what it sends, apart from the screen: options and their lines as
 * the owner types them (strings), a catalog line's starting price, the request body, and the texts
 * whose language the editor checks against the customer's. Pure, so each rule is tested alone.
 */
import type { Locale } from "@/i18n/locales";
import { quoteOptionNames } from "@/i18n/quotes";
import type { AdminQuoteDetail, CatalogLine } from "@/schemas/quote";

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

/** "1,234.5" → 123450; anything else (negative, three decimals, words) → null. */
export function toCents(value: string): number | null {
  const clean = value.replace(/[$,\s]/g, "");
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : null;
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
    lines: option.items.map((item) => ({ description: item.description, quantity: String(item.quantity), price: fromCents(item.unitPriceCents) })),
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
