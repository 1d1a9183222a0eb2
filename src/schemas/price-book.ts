/**
 * The owner's price book (GET /api/admin/price-book, POST|PATCH …/lines, POST|PATCH …/options):
 * product lines priced by united inches or by the square foot, with install labour per method,
 * and options priced per opening, per square foot or as a percent of the line's price. The rules
 * that turn them into amounts are src/core/price-book.ts.
 */
import { percentToBasisPoints } from "@/core/amounts";
import { OPENING_KINDS } from "@/core/openings";
import { MAX_BRACKETS, type LinePricing, type OptionPrice } from "@/core/price-book";
import type { OpeningKind } from "@/core/openings";
import { officeText } from "./admin/office-text";
import { z } from "./zod";

export { MAX_BRACKETS };
/** The largest amount the book takes, in cents ($100,000): a typo guard. */
export const MAX_BOOK_CENTS = 10_000_000;
/** The largest united inches a bracket may name (180 + 180). */
export const MAX_UNITED_INCHES = 360;

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_BOOK_CENTS, `${label} must be at most ${MAX_BOOK_CENTS} cents`);

const bracketSchema = z.object({
  upToInches: z
    .number({ error: "United inches must be a number" })
    .int("United inches are whole")
    .min(1, "United inches start at 1")
    .max(MAX_UNITED_INCHES, `United inches go to ${MAX_UNITED_INCHES}`),
  cents: cents("A bracket's price"),
});

/** How a line prices an opening's unit. */
export const linePricingSchema = z.discriminatedUnion(
  "method",
  [
    z.object({
      method: z.literal("united-inch"),
      brackets: z
        .array(bracketSchema)
        .min(1, "Give at least one bracket")
        .max(MAX_BRACKETS, `At most ${MAX_BRACKETS} brackets`)
        .refine(
          (brackets) => brackets.every((bracket, index) => index === 0 || bracket.upToInches > brackets[index - 1]!.upToInches),
          "List the brackets from the smallest, each larger than the one before",
        ),
    }),
    z.object({
      method: z.literal("square-foot"),
      centsPerSquareFoot: cents("The price per square foot"),
      minimumCents: cents("The minimum"),
    }),
  ],
  { error: "Price by united inches or by the square foot" },
) satisfies z.ZodType<LinePricing>;

const names = {
  name: officeText("the name", 80).min(1, "Name it"),
  /** The name as Spanish readers see it; absent or empty: the same as `name`. */
  nameEs: officeText("the Spanish name", 80).optional(),
};

const lineFields = {
  ...names,
  kind: z.enum(OPENING_KINDS, { error: "Choose window, patio door or entry door" }),
  pricing: linePricingSchema,
  installCents: z.object(
    { insert: cents("Insert install"), fullFrame: cents("Full-frame install") },
    { error: "Give install labour for insert and full-frame" },
  ),
  /** The supplier its units are ordered from (GET /api/admin/suppliers); absent or null: none yet. */
  supplierId: z.uuid("Not a supplier of the office").nullable().optional(),
};

/** POST /api/admin/price-book/lines. */
export const newLineSchema = z.object(lineFields);
export type NewLine = z.output<typeof newLineSchema>;

/** PATCH /api/admin/price-book/lines/{id}: any field, and `active: false` to retire it. */
export const linePatchSchema = z.object({ ...lineFields, active: z.boolean({ error: "Active is true or false" }) }).partial();
export type LinePatch = z.output<typeof linePatchSchema>;

/** How an option is priced. */
export const optionPriceSchema = z.discriminatedUnion(
  "per",
  [
    z.object({ per: z.literal("opening"), cents: cents("The price per opening") }),
    z.object({ per: z.literal("square-foot"), cents: cents("The price per square foot") }),
    z.object({
      per: z.literal("percent"),
      percent: z
        .number({ error: "The percent must be a number" })
        .min(0, "The percent cannot be negative")
        .max(200, "The percent must be at most 200")
        .refine((value) => percentToBasisPoints(value) !== null, "The percent takes at most two decimals"),
    }),
  ],
  { error: "Price it per opening, per square foot or as a percent" },
) satisfies z.ZodType<OptionPrice>;

const optionFields = {
  ...names,
  price: optionPriceSchema,
  /** The lines it applies to; absent or null: every line. */
  lineIds: z.array(z.uuid("Not a line of the book")).max(100).nullable().optional(),
  /** The tempered-glass upgrade the server adds where the code requires it: one option at most. */
  tempered: z.boolean({ error: "Tempered is true or false" }).optional(),
};

/** POST /api/admin/price-book/options. */
export const newOptionSchema = z.object(optionFields);
export type NewOption = z.output<typeof newOptionSchema>;

/** PATCH /api/admin/price-book/options/{id}, and `active: false` to retire it. */
export const optionPatchSchema = z.object({ ...optionFields, active: z.boolean({ error: "Active is true or false" }) }).partial();
export type OptionPatch = z.output<typeof optionPatchSchema>;

/** A line as the API answers it. */
export interface PriceBookLineView {
  id: string;
  name: string;
  nameEs: string | null;
  kind: OpeningKind;
  pricing: LinePricing;
  installCents: { insert: number; fullFrame: number };
  /** The supplier its units are ordered from; null: none named yet. */
  supplierId: string | null;
  active: boolean;
  updatedAt: string;
  updatedBy: string;
}

/** An option as the API answers it. */
export interface PriceBookOptionView {
  id: string;
  name: string;
  nameEs: string | null;
  price: OptionPrice;
  lineIds: string[] | null;
  tempered: boolean;
  active: boolean;
  updatedAt: string;
  updatedBy: string;
}

/** GET /api/admin/price-book: every line and option, the retired ones too (marked). */
export interface PriceBookView {
  lines: PriceBookLineView[];
  options: PriceBookOptionView[];
}
