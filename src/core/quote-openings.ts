/**
 * A quote priced from the measure sheet: which line and options price each opening, and the record
 * each option keeps of it (`quote_revisions.priced_openings`), with the book's line and options as
 * they were, so the re-measure prices a changed size by the quote's own prices (./price-book.ts).
 */
import type { Locale } from "@/i18n/locales";
import { openingWords } from "@/i18n/openings";
import { formatInches, type OpeningSize } from "./measure";
import type { InstallMethod, OpeningKind, OpeningStyle } from "./openings";
import {
  isPricingProblem,
  optionAppliesTo,
  priceOpening,
  type PriceBookLine,
  type PriceBookOption,
  type PricedOpening,
  type PricingProblem,
} from "./price-book";
import type { OpeningDescriptor } from "./quote-pricing";
import { openingFlags, type GlazingFacts } from "./safety-glazing";

/** The facts of an opening a quote was priced from, as they were when it was written. */
export interface PricedOpeningFacts extends OpeningSize {
  kind: OpeningKind;
  installMethod: InstallMethod;
  temperedRequired: boolean;
}

/**
 * One opening of one option of a quote revision, as priced: the book's line and chosen options
 * (and the tempered upgrade) copied as they were, the opening's facts, the amounts, and an
 * estimator's override of the line's price with its reason. `itemIndex` is its line in the
 * option's items. The admin reads it; the customer's document never holds it.
 */
export interface PricedOpeningRecord {
  optionId: string;
  itemIndex: number;
  openingId: string;
  line: PriceBookLine;
  options: PriceBookOption[];
  temperedOption: PriceBookOption | null;
  facts: PricedOpeningFacts;
  priced: PricedOpening;
  override: { cents: number; reason: string } | null;
}

// ── Pricing a quote's options from the openings ─────────────────────────────────────────

/** An opening of the visit's sheet, as the quote reads it (src/server/db/quotes/quote-sources.ts). */
export interface QuoteOpening extends GlazingFacts {
  id: string;
  /** The room, as the estimator wrote it. */
  location: string;
  style: OpeningStyle;
  installMethod: InstallMethod;
  obscure: boolean;
}

/** The price book as the quote reads it: every line and option, the retired ones marked. */
export interface QuoteBook {
  lines: (PriceBookLine & { active: boolean })[];
  options: (PriceBookOption & { active: boolean })[];
}

/** One pick of an option: a line and its options for the openings it names, or for every opening of its kind no other pick names. */
export interface OpeningsPick {
  lineId: string;
  optionIds: readonly string[];
  openingIds?: readonly string[];
}

/** One option of a quote as the estimator picks it from the book. */
export interface OptionFromOpeningsInput {
  name: string;
  picks: readonly OpeningsPick[];
  /** The estimator's price for an opening's line instead of the book's, and why. */
  overrides?: readonly { openingId: string; cents: number; reason: string }[];
  discountCents?: number;
}

/** What the customer reads of an opening (src/core/quote-pricing.ts, where a quote's line carries it). */
export type { OpeningDescriptor };

/** A quote line priced from one opening. */
export interface OpeningQuoteLine {
  description: string;
  quantity: 1;
  unitPriceCents: number;
  opening: OpeningDescriptor;
}

/** One option priced from the openings: its lines (one per opening, in the sheet's order) and the records the revision keeps. */
export interface OptionFromOpenings {
  name: string;
  items: OpeningQuoteLine[];
  discountCents: number;
  /** `optionId` is the revision's to give. */
  records: Omit<PricedOpeningRecord, "optionId">[];
}

/** The field errors a request's options have, by the name of the field the admin fixes. */
export type OpeningsProblems = Record<string, string[]>;

const nameIn = (named: { name: string; nameEs: string | null }, locale: Locale) =>
  locale === "es" && named.nameEs ? named.nameEs : named.name;

/** What the customer reads of `opening` priced by `line` with `options` (the automatic ones included). */
export function openingDescriptor(
  opening: QuoteOpening,
  line: Pick<PriceBookLine, "name" | "nameEs">,
  options: readonly Pick<PriceBookOption, "name" | "nameEs">[],
  temperedRequired: boolean,
  locale: Locale,
): OpeningDescriptor {
  const words = openingWords[locale];
  const width = formatInches(opening.widthSixteenths);
  const height = formatInches(opening.heightSixteenths);
  return {
    room: opening.location,
    kind: opening.kind,
    style: words.styles[opening.style],
    width,
    height,
    size: words.size(width, height),
    product: nameIn(line, locale),
    options: options.map((option) => nameIn(option, locale)),
    install: words.installMethods[opening.installMethod],
    flags: [...(temperedRequired ? [words.flags.tempered] : []), ...(opening.obscure ? [words.flags.obscure] : [])],
  };
}

/** The descriptor as one line: "Living room · picture window · W 72 × H 48 in · Tuscany V400 · Low-E · insert". */
export function openingDescription(opening: OpeningDescriptor): string {
  return [opening.room, opening.style, opening.size, opening.product, ...opening.options, opening.install, ...opening.flags].join(" · ");
}

/** How the admin's screens and messages name an opening: "Living room, picture window W 72 × H 48 in". */
export function openingName(opening: QuoteOpening): string {
  const words = openingWords.en;
  return `${opening.location}, ${words.styles[opening.style]} ${words.size(formatInches(opening.widthSixteenths), formatInches(opening.heightSixteenths))}`;
}

/** Why a line cannot price an opening, in the admin's words. */
function pricingProblemWords(problem: PricingProblem, line: PriceBookLine, opening: QuoteOpening, book: QuoteBook): string {
  const what = `${line.name} cannot price ${openingName(opening)}`;
  if (problem.problem === "kind") return `${what}: it is a ${openingWords.en.kinds[line.kind]} line`;
  if (problem.problem === "too-large")
    return `${what}: ${problem.unitedInches} united inches, beyond its largest bracket (${problem.largestInches})`;
  const option = book.options.find((candidate) => candidate.id === problem.optionId);
  return `${what}: ${option?.name ?? "an option"} is not an option of this line`;
}

/** A pick's line and options, checked against the book; messages for what is unknown, retired or not for the line. */
function pickFromBook(pick: OpeningsPick, book: QuoteBook, problems: string[], label: string) {
  const line = book.lines.find((candidate) => candidate.id === pick.lineId);
  if (!line) return void problems.push(`${label}: there is no such line in the price book`);
  if (!line.active) return void problems.push(`${label}: ${line.name} is retired`);
  const options: PriceBookOption[] = [];
  for (const id of pick.optionIds) {
    const option = book.options.find((candidate) => candidate.id === id);
    if (!option) problems.push(`${label}: there is no such option in the price book`);
    else if (!option.active) problems.push(`${label}: ${option.name} is retired`);
    else if (!optionAppliesTo(option, line)) problems.push(`${label}: ${option.name} is not an option of ${line.name}`);
    else if (!options.includes(option)) options.push(option);
  }
  return { line, options };
}

/** Which pick prices each opening of one option: by name first, then by kind; messages for an opening named twice, twice claimed or left out. */
function assignOpenings(
  picks: readonly OpeningsPick[],
  lines: readonly (PriceBookLine | undefined)[],
  openings: readonly QuoteOpening[],
  problems: string[],
  label: string,
): Map<string, number> {
  const byOpening = new Map<string, number>();
  picks.forEach((pick, index) => {
    for (const id of pick.openingIds ?? []) {
      const opening = openings.find((candidate) => candidate.id === id);
      if (!opening) problems.push(`${label}, pick ${index + 1}: that opening is not on this visit's measure sheet`);
      else if (byOpening.has(id)) problems.push(`${label}: ${openingName(opening)} is named by two picks`);
      else byOpening.set(id, index);
    }
  });
  const named = new Set(byOpening.keys());
  for (const opening of openings) {
    if (named.has(opening.id)) continue;
    const claims = picks.flatMap((pick, index) => (!pick.openingIds && lines[index]?.kind === opening.kind ? [index] : []));
    if (claims.length > 1)
      problems.push(`${label}: ${openingName(opening)} is priced by two picks of ${openingWords.en.kinds[opening.kind]}s`);
    else if (claims.length === 1) byOpening.set(opening.id, claims[0]!);
    else if (lines.every(Boolean)) problems.push(`${label}: ${openingName(opening)} is left out: no pick prices it`);
  }
  return byOpening;
}

/** One option priced from the openings, or the messages of what is wrong with it. */
function optionFromOpenings(
  input: OptionFromOpeningsInput,
  openings: readonly QuoteOpening[],
  book: QuoteBook,
  locale: Locale,
  label: string,
): OptionFromOpenings | string[] {
  const problems: string[] = [];
  const picked = input.picks.map((pick, index) => pickFromBook(pick, book, problems, `${label}, pick ${index + 1}`));
  const byOpening = assignOpenings(
    input.picks,
    picked.map((pick) => pick?.line),
    openings,
    problems,
    label,
  );
  const overrides = new Map<string, { cents: number; reason: string }>();
  for (const override of input.overrides ?? []) {
    if (!openings.some((opening) => opening.id === override.openingId))
      problems.push(`${label}: an override names an opening not on this visit's measure sheet`);
    else if (overrides.has(override.openingId)) problems.push(`${label}: an opening has two overrides`);
    else overrides.set(override.openingId, { cents: override.cents, reason: override.reason });
  }
  const tempered = book.options.find((option) => option.tempered && option.active) ?? null;
  const items: OpeningQuoteLine[] = [];
  const records: OptionFromOpenings["records"] = [];
  for (const opening of openings) {
    const pick = picked[byOpening.get(opening.id) ?? -1];
    if (!pick) continue;
    const { temperedRequired } = openingFlags(opening);
    const facts = {
      kind: opening.kind,
      installMethod: opening.installMethod,
      widthSixteenths: opening.widthSixteenths,
      heightSixteenths: opening.heightSixteenths,
      temperedRequired,
    };
    const priced = priceOpening(pick.line, pick.options, tempered, facts);
    if (isPricingProblem(priced)) {
      problems.push(`${label}: ${pricingProblemWords(priced, pick.line, opening, book)}`);
      continue;
    }
    const all = priced.options.map((amount) => book.options.find((option) => option.id === amount.optionId)!);
    const descriptor = openingDescriptor(opening, pick.line, all, temperedRequired, locale);
    const override = overrides.get(opening.id) ?? null;
    items.push({
      description: openingDescription(descriptor),
      quantity: 1,
      unitPriceCents: override?.cents ?? priced.totalCents,
      opening: descriptor,
    });
    records.push({
      itemIndex: items.length - 1,
      openingId: opening.id,
      line: bookLine(pick.line),
      options: pick.options.map(bookOption),
      temperedOption: tempered && bookOption(tempered),
      facts,
      priced,
      override,
    });
  }
  if (!openings.length) problems.push(`${label}: the visit's measure sheet has no openings`);
  return problems.length ? problems : { name: input.name, items, discountCents: input.discountCents ?? 0, records };
}

/** The book's line as the pricing reads it, without whether it is active. */
function bookLine({ id, name, nameEs, kind, pricing, installCents }: PriceBookLine): PriceBookLine {
  return { id, name, nameEs, kind, pricing, installCents };
}

/** The book's option as the pricing reads it, without whether it is active. */
function bookOption({ id, name, nameEs, price, lineIds, tempered }: PriceBookOption): PriceBookOption {
  return { id, name, nameEs, price, lineIds, tempered };
}

/**
 * A quote's options priced from the visit's `openings` by the `book`, its lines in the customer's
 * `locale`: every opening priced exactly once per option, by the pick that names it, or else by the
 * one pick without names whose line is of its kind. Answers the field errors (`fromOpenings`) when an
 * opening is left out or claimed twice, a line cannot price one, or an id is unknown, retired or not
 * for its line.
 */
export function quoteFromOpenings(
  openings: readonly QuoteOpening[],
  book: QuoteBook,
  input: readonly OptionFromOpeningsInput[],
  locale: Locale,
): { options: OptionFromOpenings[] } | { problems: OpeningsProblems } {
  const answers = input.map((option, index) => optionFromOpenings(option, openings, book, locale, `Option ${index + 1} (${option.name})`));
  const problems = answers.flatMap((answer) => (Array.isArray(answer) ? answer : []));
  if (problems.length) return { problems: { fromOpenings: problems } };
  return { options: answers as OptionFromOpenings[] };
}
