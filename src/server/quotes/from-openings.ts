/**
 * A quote's options priced from a visit's measure sheet by the price book as it is now
 * (src/core/quote-openings.ts decides which line prices each opening, and the amounts). What it
 * answers is written into the revision, amounts and book alike, so no later change to the book or
 * the sheet reaches a quote already written.
 */
import { openingName, quoteFromOpenings, type OptionFromOpenings } from "@/core/quote-openings";
import { openingFlags } from "@/core/safety-glazing";
import type { Locale } from "@/i18n/locales";
import type { OptionFromOpeningsBody, QuoteBookView } from "@/schemas/quote";
import type { Database } from "../db/client";
import { readVisitOpenings } from "../db/quotes/quote-sources";
import { loadPriceBook } from "../price-book/book";
import { ValidationError } from "../http/errors";

/** The options priced from the visit's openings, their lines in `locale`; 400 naming what does not price. */
export async function optionsFromOpenings(
  db: Database,
  appointmentId: string,
  input: readonly OptionFromOpeningsBody[],
  locale: Locale,
): Promise<OptionFromOpenings[]> {
  const [openings, book] = await Promise.all([readVisitOpenings(db, appointmentId), loadPriceBook(db)]);
  const answer = quoteFromOpenings(openings, book, input, locale);
  if ("problems" in answer) throw new ValidationError("Please correct the highlighted fields.", answer.problems);
  return answer.options;
}

/** What the quote editor picks from: the book's active lines and options (no prices) and the visit's openings. */
export async function quoteBookView(db: Database, appointmentId: string | null): Promise<QuoteBookView> {
  const [book, openings] = await Promise.all([loadPriceBook(db), appointmentId ? readVisitOpenings(db, appointmentId) : []]);
  return {
    lines: book.lines.filter((line) => line.active).map(({ id, name, kind }) => ({ id, name, kind })),
    options: book.options.filter((option) => option.active).map(({ id, name, lineIds, tempered }) => ({ id, name, lineIds, tempered })),
    openings: openings.map((opening) => ({
      id: opening.id,
      kind: opening.kind,
      label: openingName(opening),
      temperedRequired: openingFlags(opening).temperedRequired,
    })),
  };
}
