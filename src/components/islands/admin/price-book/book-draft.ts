/**
 * The price book screen's forms as the owner types them: dollars as text ("325", "1,250.50"),
 * read into cents by the one rule (src/core/amounts.ts), and the words that sum a line or an
 * option up. Pure, so the components only draw and wire; the server judges the rest and answers
 * field errors by the same names (name, nameEs, kind, pricing, installCents, price, lineIds).
 */
import { dollarsToCents } from "@/core/amounts";
import type { OpeningKind } from "@/core/openings";
import type { LinePricing, OptionPrice } from "@/core/price-book";
import { formatCents, formatPercent } from "@/i18n/money";
import type { PriceBookLineView, PriceBookOptionView } from "@/schemas/price-book";
import type { SupplierView } from "@/schemas/suppliers";

/** How each kind is headed on the screen, in the book's order. */
export const KIND_LABELS: Record<OpeningKind, string> = { window: "Windows", "patio-door": "Patio doors", "entry-door": "Entry doors" };

/** How an option's price is typed. */
export const PRICE_PER_LABELS: Record<OptionPrice["per"], string> = {
  opening: "Per opening",
  "square-foot": "Per square foot of the opening",
  percent: "A percent of the line's price",
};

/** Messages by field, the first one of each. */
export type DraftErrors = Record<string, string>;

export interface BracketDraft {
  upToInches: string;
  dollars: string;
}

/** A line as its form holds it. */
export interface LineDraft {
  name: string;
  nameEs: string;
  kind: OpeningKind;
  method: LinePricing["method"];
  brackets: BracketDraft[];
  perSquareFoot: string;
  minimum: string;
  insert: string;
  fullFrame: string;
  /** The supplier its units are ordered from; "" for none yet. */
  supplierId: string;
}

/** An option as its form holds it. */
export interface OptionDraft {
  name: string;
  nameEs: string;
  per: OptionPrice["per"];
  /** Dollars, or the percent for `percent`. */
  amount: string;
  everyLine: boolean;
  lineIds: string[];
  tempered: boolean;
}

/** "$1,250.00". */
export const dollars = (cents: number) => formatCents(cents, "en");
/** Cents as the text a dollars box starts with: 32500 → "325.00". */
const typed = (cents: number) => (cents / 100).toFixed(2);

/** A line's form: empty for a new one, or the line as saved. */
export function lineDraftOf(line?: PriceBookLineView): LineDraft {
  const pricing = line?.pricing;
  return {
    name: line?.name ?? "",
    nameEs: line?.nameEs ?? "",
    kind: line?.kind ?? "window",
    method: pricing?.method ?? "united-inch",
    brackets:
      pricing?.method === "united-inch"
        ? pricing.brackets.map((bracket) => ({ upToInches: String(bracket.upToInches), dollars: typed(bracket.cents) }))
        : [{ upToInches: "", dollars: "" }],
    perSquareFoot: pricing?.method === "square-foot" ? typed(pricing.centsPerSquareFoot) : "",
    minimum: pricing?.method === "square-foot" ? typed(pricing.minimumCents) : "",
    insert: line ? typed(line.installCents.insert) : "",
    fullFrame: line ? typed(line.installCents.fullFrame) : "",
    supplierId: line?.supplierId ?? "",
  };
}

/** Dollars typed into whole cents; a message naming `what` when they are not dollars. */
function centsOf(text: string, what: string, errors: DraftErrors, field: string): number {
  const cents = dollarsToCents(text);
  if (cents === null && !errors[field]) errors[field] = `Type ${what} in dollars, e.g. 325 or 325.50`;
  return cents ?? 0;
}

/** The bracket's united inches: the typed whole number, or NaN for the server to refuse by name. */
const wholeInches = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The line's body for the API, or the boxes that are not amounts. */
export function lineBodyOf(draft: LineDraft) {
  const errors: DraftErrors = {};
  const pricing: LinePricing =
    draft.method === "united-inch"
      ? {
          method: "united-inch",
          brackets: draft.brackets.map((bracket, index) => {
            const upToInches = wholeInches(bracket.upToInches);
            if (Number.isNaN(upToInches) && !errors.pricing)
              errors.pricing = `Bracket ${index + 1}: type the united inches as a whole number`;
            return { upToInches, cents: centsOf(bracket.dollars, `bracket ${index + 1}'s price`, errors, "pricing") };
          }),
        }
      : {
          method: "square-foot",
          centsPerSquareFoot: centsOf(draft.perSquareFoot, "the price per square foot", errors, "pricing"),
          minimumCents: centsOf(draft.minimum, "the minimum", errors, "pricing"),
        };
  const installCents = {
    insert: centsOf(draft.insert, "the insert install", errors, "installCents"),
    fullFrame: centsOf(draft.fullFrame, "the full-frame install", errors, "installCents"),
  };
  if (Object.keys(errors).length > 0) return { errors };
  const supplierId = draft.supplierId || null;
  return { body: { name: draft.name, nameEs: draft.nameEs, kind: draft.kind, pricing, installCents, supplierId } };
}

/** An option's form: empty for a new one, or the option as saved. */
export function optionDraftOf(option?: PriceBookOptionView): OptionDraft {
  const price = option?.price;
  return {
    name: option?.name ?? "",
    nameEs: option?.nameEs ?? "",
    per: price?.per ?? "opening",
    amount: !price ? "" : price.per === "percent" ? String(price.percent) : typed(price.cents),
    everyLine: option ? option.lineIds === null : true,
    lineIds: option?.lineIds ?? [],
    tempered: option?.tempered ?? false,
  };
}

/** The option's body for the API, or the box that is not an amount. */
export function optionBodyOf(draft: OptionDraft) {
  const errors: DraftErrors = {};
  let price: OptionPrice;
  if (draft.per === "percent") {
    const percent = /^\s*\d+(\.\d+)?\s*%?\s*$/.test(draft.amount) ? Number.parseFloat(draft.amount) : Number.NaN;
    if (Number.isNaN(percent)) errors.price = "Type the percent as a number, e.g. 12.5";
    price = { per: "percent", percent };
  } else price = { per: draft.per, cents: centsOf(draft.amount, "the price", errors, "price") };
  if (Object.keys(errors).length > 0) return { errors };
  const lineIds = draft.everyLine ? null : draft.lineIds;
  return { body: { name: draft.name, nameEs: draft.nameEs, price, lineIds, tempered: draft.tempered } };
}

/** "Up to 60 united inches: $325.00; … up to 120: $545.00" or "$36.00 a square foot, at least $950.00". */
export function pricingText(pricing: LinePricing): string {
  if (pricing.method === "square-foot")
    return `${dollars(pricing.centsPerSquareFoot)} a square foot, at least ${dollars(pricing.minimumCents)}`;
  const { brackets } = pricing;
  const last = brackets.at(-1)!;
  const from = brackets.length > 1 ? `${dollars(brackets[0]!.cents)} to ` : "";
  return `${from}${dollars(last.cents)} by united inches, up to ${last.upToInches}`;
}

/** "$45.00 per opening", "$3.00 a square foot", "12.5% of the line's price". */
export function optionPriceText(price: OptionPrice): string {
  if (price.per === "percent") return `${formatPercent(price.percent)} of the line's price`;
  return price.per === "opening" ? `${dollars(price.cents)} per opening` : `${dollars(price.cents)} a square foot`;
}

/** "Supplier: Milgard", or that the line's units cannot be ordered until it names one. */
export function supplierText(supplierId: string | null, suppliers: readonly SupplierView[]): string {
  if (supplierId === null) return "No supplier yet: its units cannot be ordered";
  return `Supplier: ${suppliers.find((supplier) => supplier.id === supplierId)?.name ?? "one no longer listed"}`;
}

/** "Every line", or the names of the lines it applies to. */
export function appliesToText(lineIds: string[] | null, lines: readonly PriceBookLineView[]): string {
  if (lineIds === null) return "Every line";
  const names = lineIds.map((id) => lines.find((line) => line.id === id)?.name ?? "a line no longer in the book");
  return names.join(", ");
}
