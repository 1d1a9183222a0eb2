/**
 * Quotes as the admin writes them (POST /api/admin/quotes, PUT /api/admin/quotes/{id}), as the
 * customer answers them (sign, decline), and the answers both sides read. Amounts come in as
 * whole cents; every total is computed by the server (src/core/quote-pricing.ts), so none is
 * accepted from a request.
 */
import { percentToBasisPoints } from "@/core/amounts";
import { isPlainText } from "@/core/plain-text";
import { isRealDate } from "@/core/phoenix-time";
import type { PricedOption, QuoteValue } from "@/core/quote-pricing";
import type { QuoteDocument } from "@/core/quote-document";
import type { QuoteStage } from "@/core/quote-status";
import { TAX_CLASSES, type TaxClass } from "@/core/tax-class";
import type { DepositState, DepositView } from "@/core/deposit-state";
import { locales, type Locale } from "@/i18n/locales";
import { quotePageCopy } from "@/i18n/quotes";
import type { OpeningKind } from "@/core/openings";
import type { PricedOpeningRecord } from "@/core/quote-openings";
import type { CustomerJob } from "./customer-job";
import { MAX_OPENINGS_PER_VISIT } from "./openings";
import { CONTROL, officeText } from "./admin/office-text";
import { z } from "./zod";
import { yearBuiltField } from "./lead-safe";

/** At most three options: good, better, best. */
export const MAX_QUOTE_OPTIONS = 3;
/** Lines per option. */
export const MAX_QUOTE_ITEMS = 40;
/** Largest unit price, in cents ($100,000): a typo guard, far above any window or door. */
export const MAX_UNIT_PRICE_CENTS = 10_000_000;
/** Largest quantity of one line. */
export const MAX_QUANTITY = 999;

const text = officeText;

const cents = (label: string, max = Number.MAX_SAFE_INTEGER) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents (no fractions)`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max} cents`);

/** A percentage with at most two decimals, 0..max. */
const percent = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}%`)
    .refine((value) => percentToBasisPoints(value) !== null, `${label} takes at most two decimals`);

/** One line of an option. */
export const quoteItemSchema = z.object({
  /** What it is, e.g. "Milgard Tuscany V400 slider, 72 x 48, SunCoat MAX". */
  description: text("a description", 300).min(1, "Enter a description"),
  /** Whole units, 1..999. */
  quantity: z
    .number({ error: "Quantity must be a number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
  /** Price of one unit, in cents. */
  unitPriceCents: cents("Unit price", MAX_UNIT_PRICE_CENTS),
});

/** One option ("Good", "Better", "Best"). */
export const quoteOptionSchema = z.object({
  name: text("the option's name", 80).min(1, "Name the option"),
  items: z
    .array(quoteItemSchema)
    .min(1, "An option needs at least one line")
    .max(MAX_QUOTE_ITEMS, `An option takes at most ${MAX_QUOTE_ITEMS} lines`),
  /** Taken off before tax, in cents; at most the option's subtotal. */
  discountCents: cents("Discount").optional(),
});

/** Most picks of one option priced from the openings: a line and its options each. */
export const MAX_PICKS = 20;

/** A pick: a line of the price book and its options, for the openings it names or, without names, every opening of its kind no other pick names. */
export const openingsPickSchema = z.object({
  lineId: z.uuid("Choose a line of the price book"),
  optionIds: z.array(z.uuid("Not an option of the price book")).max(40, "At most 40 options"),
  openingIds: z
    .array(z.uuid("Not an opening of this visit"))
    .min(1, "Name at least one opening, or none to price every opening of the line's kind")
    .max(MAX_OPENINGS_PER_VISIT)
    .optional(),
});

/** The estimator's own price for one opening's line, and why (the admin's quote shows it). */
export const openingOverrideSchema = z.object({
  openingId: z.uuid("Not an opening of this visit"),
  cents: cents("An override", MAX_UNIT_PRICE_CENTS),
  reason: text("the reason", 200).min(1, "Say why the book's price is overridden"),
});

/** One option priced from the visit's openings by the price book (src/core/quote-openings.ts). */
export const optionFromOpeningsSchema = z.object({
  name: text("the option's name", 80).min(1, "Name the option"),
  picks: z.array(openingsPickSchema).min(1, "Pick a line for the openings").max(MAX_PICKS, `At most ${MAX_PICKS} picks`),
  overrides: z.array(openingOverrideSchema).max(MAX_OPENINGS_PER_VISIT).optional(),
  discountCents: cents("Discount").optional(),
});
export type OptionFromOpeningsBody = z.output<typeof optionFromOpeningsSchema>;

/** What the admin writes; the same for a new quote and an edit. */
const quoteContent = {
  /** Typed lines; or */
  options: z
    .array(quoteOptionSchema)
    .min(1, "A quote needs at least one option")
    .max(MAX_QUOTE_OPTIONS, `A quote takes at most ${MAX_QUOTE_OPTIONS} options`)
    .optional(),
  /** the options priced from the visit's measure sheet by the price book. */
  fromOpenings: z
    .array(optionFromOpeningsSchema)
    .min(1, "A quote needs at least one option")
    .max(MAX_QUOTE_OPTIONS, `A quote takes at most ${MAX_QUOTE_OPTIONS} options`)
    .optional(),
  /** Deposit as a share of each option's total (0..100, two decimals). Neither: the default in the quote settings. */
  depositPercent: percent("Deposit percent", 100).optional(),
  /** Or a fixed deposit in cents, at most the smallest option's total. */
  depositCents: cents("Deposit").optional(),
  /**
   * How Arizona's TPT reaches the job (src/core/tax-class.ts): "replacement" (no tax line) or
   * "modification" (the city's rate on 65% of the price). Absent: a new quote's is replacement, an
   * edit keeps the quote's.
   */
  taxClass: z.enum(TAX_CLASSES, { error: "Choose replacement or modification" }).optional(),
  /**
   * The job's city, whose rate a modification takes from the owner's table; absent: the visit's
   * city (or, on an edit, the city the quote already names). A lead's modification quote names it.
   */
  taxCity: text("the job's city", 80).min(1, "Name the job's city").optional(),
  note: text("the note", 2000).optional(),
  /** Last Phoenix day it can be signed; default 30 days after sending. */
  validUntil: z.string({ error: "Use a date written YYYY-MM-DD" }).refine(isRealDate, "Use a real date written YYYY-MM-DD").optional(),
  /** Where the work is done; default the visit's address (a lead has none: type it). */
  jobAddress: text("the job address", 300).optional(),
  /** When the work should be done, in words, e.g. "4 to 6 weeks after signing". */
  completion: text("the completion estimate", 200).optional(),
  /** Whether the one follow-up may go out (default on). */
  followUp: z.boolean({ error: "Follow-up is on or off" }).optional(),
  /**
   * A lead's home's year built (null: unknown, which counts as before 1978); absent on an edit:
   * unchanged. A visit's quote copies the visit's own (PATCH /api/admin/appointments/{id}).
   */
  yearBuilt: yearBuiltField.optional(),
};

const oneDeposit = (body: { depositPercent?: number; depositCents?: number }) =>
  body.depositPercent === undefined || body.depositCents === undefined;
const DEPOSIT_CHOICE = { message: "Give the deposit as a percent or as cents, not both", path: ["depositCents"] };
const oneContent = (body: { options?: unknown; fromOpenings?: unknown }) =>
  (body.options === undefined) !== (body.fromOpenings === undefined);
const CONTENT_CHOICE = { message: "Give either typed options or options from the openings", path: ["options"] };

/** POST /api/admin/quotes. */
export const newQuoteSchema = z
  .object({
    /** The visit it follows; or */
    appointmentId: z.uuid("Choose a visit").optional(),
    /** the lead it answers. */
    leadId: z.uuid("Choose a lead").optional(),
    ...quoteContent,
  })
  .refine((body) => (body.appointmentId === undefined) !== (body.leadId === undefined), {
    message: "Give either an appointmentId or a leadId",
    path: ["appointmentId"],
  })
  .refine((body) => body.fromOpenings === undefined || body.appointmentId !== undefined, {
    message: "A quote from the openings is for a visit: give its appointmentId",
    path: ["fromOpenings"],
  })
  .refine(oneDeposit, DEPOSIT_CHOICE)
  .refine(oneContent, CONTENT_CHOICE);
export type NewQuote = z.output<typeof newQuoteSchema>;

/** PUT /api/admin/quotes/{id}: a draft changes in place, a sent quote gets a new revision. */
export const quoteEditSchema = z.object(quoteContent).refine(oneDeposit, DEPOSIT_CHOICE).refine(oneContent, CONTENT_CHOICE);
export type QuoteEdit = z.output<typeof quoteEditSchema>;

/** PATCH /api/admin/quotes/{id}: settings that are not the offer. */
export const quotePatchSchema = z.object({ followUp: z.boolean({ error: "Follow-up is on or off" }) });

/** The admins' defaults for new quotes (GET/PUT /api/admin/quotes/settings). */
export const quoteSettingsSchema = z.object({
  depositPercent: percent("Deposit percent", 100).default(30),
  /** Days a quote stays open after it is sent. */
  validDays: z
    .number({ error: "Days must be a number" })
    .int("Days must be whole")
    .min(1, "At least 1 day")
    .max(365, "At most 365 days")
    .default(30),
});
export type QuoteSettings = z.output<typeof quoteSettingsSchema>;
export const DEFAULT_QUOTE_SETTINGS: QuoteSettings = quoteSettingsSchema.parse({});

/** GET /api/admin/quotes: filters and keyset paging. */
export const quoteListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(["draft", "sent", "opened", "expired", "signed", "paid", "declined", "cancelled"], { error: "Choose a status" }).optional(),
  ),
  /** Words in the customer's name, email or phone. */
  search: z.preprocess((value) => (value === "" ? undefined : value), text("search words", 200).optional()),
  /** The cursor of the page to read: `nextCursor` of the page before. */
  after: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, "Not a page of this list")
      .optional(),
  ),
  pageSize: z.preprocess(
    (value) => (value === undefined || value === "" ? 20 : Number(value)),
    z.number({ error: "Page size must be a number" }).int().min(1).max(100),
  ),
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

// ── The customer's side ────────────────────────────────────────────────────────────

/** POST /api/quotes/{token}/sign, its messages in the page's language. */
export const signQuoteSchemaFor = (locale: (typeof locales)[number]) => {
  const m = quotePageCopy[locale].errors;
  return z.object({
    optionId: z.string({ error: m.chooseOption }).min(1, m.chooseOption).max(40, m.chooseOption),
    /** The signer's full name as typed. */
    name: z.string({ error: m.typeName }).trim().min(2, m.typeName).max(120, m.nameTooLong).refine(isPlainText, m.typeName),
    /** The ESIGN consent and the agreement: must be exactly true. */
    agree: z.literal(true, { error: m.agree }),
    /**
     * "I received the pamphlet": EPA's Renovate Right, for a home built before 1978 or of an unknown
     * year, where signing without it is a 400 naming this field (the quote decides, not the body).
     */
    leadPamphlet: z.boolean().optional(),
    /** The revision the page showed; an older one is refused (409), so nobody signs what they did not see. */
    revision: z.number().int().min(1).optional(),
    /** The SHA-256 the page was given with the document it showed; if it no longer matches, 409. */
    documentSha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    locale: z.enum(locales).optional().default("en"),
  });
};

/** POST /api/quotes/{token}/decline. */
export const declineQuoteSchema = z.object({
  reason: z.string().trim().max(1000, "Keep it under 1,000 characters").refine(isPlainText, CONTROL).optional(),
  locale: z.enum(locales).optional().default("en"),
});

/** A payment as both sides see it. */
export interface QuotePaymentView {
  id: string;
  amountCents: number;
  status: DepositState;
  paidAt: string | null;
  refunded: boolean;
  refundedAt: string | null;
  /** Why it was refunded without anyone asking: cancelled, duplicate (the deposit was paid already) or mismatch; null otherwise. */
  refundReason: string | null;
  /** What Stripe charged when it was not the deposit (a mismatched payment), in the currency's smallest unit. */
  received: { cents: number; currency: string } | null;
  /** When the customer's bank opened a dispute (chargeback) on it: from then it no longer counts as paid. */
  disputedAt: string | null;
  createdAt: string;
}

/** GET /api/quotes/{token}: the document to show, and what the customer can still do. */
export interface QuoteView {
  stage: QuoteStage;
  document: QuoteDocument;
  /** SHA-256 of the document's canonical JSON: sent back with the signature. */
  documentSha256: string;
  /** The option signed, when signed. */
  signature: { optionId: string; typedName: string; signedAt: string } | null;
  /** The last moment the contract can be cancelled (ISO), while it can. */
  cancelUntil: string | null;
  /** The last Phoenix day to cancel, for the words (src/i18n/quote-terms.ts cancelUntilSentence). */
  lastDayToCancel: string | null;
  /** Whether a contract can be made now: the business facts give the licence number and street address it must state (src/core/server/contract-facts.ts). False: no signature is taken, the page says to call. */
  contractReady: boolean;
  deposit: DepositView | null;
  /** Whether deposits are taken online (Stripe configured). */
  paymentsOnline: boolean;
  /** Whether the deposit can be paid online now, as src/core/deposit-state.ts canPayDepositOnline decides on the server: the page offers to pay by it. */
  depositPayableOnline: boolean;
  /** A lender's application link, when set. */
  financingUrl: string | null;
  /** The job the signature began (its stage, timeline, next step, expected delivery and install days); null before it is signed. */
  job: CustomerJob | null;
}

/** POST /api/quotes/{token}/sign. */
export interface SignResult {
  status: "signed";
  /** Stripe Checkout's page for the deposit, when payments are online and a deposit is due. */
  checkoutUrl?: string;
}

/** A quote in the admin list. */
export interface AdminQuote {
  id: string;
  number: number;
  status: QuoteStage;
  revision: number;
  customer: string;
  appointmentId: string | null;
  leadId: string | null;
  channel: string;
  locale: string;
  /** The signed option's total, else the lowest to the highest option's (src/core/quote-pricing.ts quoteValue). */
  value: QuoteValue;
  views: number;
  sentAt: string | null;
  createdAt: string;
}

/** GET /api/admin/quotes/{id}. */
export interface AdminQuoteDetail extends AdminQuote {
  /** The stored state (draft, sent, signed, paid, declined, cancelled); `status` adds opened and expired. */
  storedStatus: string;
  options: PricedOption[];
  /** The tax class; null for a revision written before tax classes. */
  taxClass: TaxClass | null;
  /** For a modification: the city whose rate applies and the day that rate took effect. */
  taxCity: string | null;
  taxRateAsOf: string | null;
  /** The rate applied, in percent: a modification's on 65% of the price, a typed one before tax classes; 0 for a replacement. */
  taxRatePercent: number;
  deposit: { kind: "percent"; percent: number } | { kind: "fixed"; cents: number };
  note: string;
  jobAddress: string;
  completion: string;
  validUntil: string;
  followUp: boolean;
  followUpSentAt: string | null;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  signedAt: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  cancelledAt: string | null;
  signature: {
    optionId: string;
    typedName: string;
    signedAt: string;
    ipAddress: string | null;
    userAgent: string | null;
    consentVersion: string;
    documentSha256: string;
    revision: number;
  } | null;
  payments: QuotePaymentView[];
  /** Why it cannot be sent now (the business facts lack what a contract must state, src/core/server/contract-facts.ts), or null. */
  cannotSend: string | null;
  /** The home's year built the current revision copied (null: unknown, which counts as before 1978). */
  yearBuilt: number | null;
  /** The job its signature began (GET /api/admin/jobs/{jobId}); null before it is signed. */
  jobId: string | null;
  /** For a quote priced from the measure sheet: each opening's line as the book priced it, and any override with its reason (admins only); null for typed lines. */
  pricedOpenings: PricedOpeningRecord[] | null;
}

/** GET /api/admin/quotes/subject?appointmentId= | ?leadId=: who a quote is for, shown at the editor's top. */
export interface QuoteSubject {
  /** "Rosa Quintero". */
  customer: string;
  /** The language the customer reads; the quote's text should be in it. */
  locale: Locale;
  /** The visit's Phoenix day and slot label; null for a lead. */
  visit: { date: string; time: string } | null;
  /** The visit's address ("" for a lead), the job address's starting value. */
  jobAddress: string;
  /** The visit's city, whose TPT rate a modification takes; null for a lead (the editor asks for it). */
  city: string | null;
  /** The visit's home's year built, which its quote copies (null: unknown); null for a lead, whose editor types it. */
  yearBuilt: number | null;
  /** Why no quote can be sent now, or null. */
  cannotSend: string | null;
}

/** GET /api/admin/quotes/book: what the quote editor picks from. No price of the book: the preview prices. */
export interface QuoteBookView {
  /** The active lines of the price book (also the typed lines' suggestions). */
  lines: { id: string; name: string; kind: OpeningKind }[];
  /** The active options; `lineIds` null: every line. The tempered one is added by the server where the code requires it. */
  options: { id: string; name: string; lineIds: string[] | null; tempered: boolean }[];
  /** The visit's openings, in the sheet's order ("Living room, picture window W 72 × H 48 in"); none without a visit. */
  openings: { id: string; kind: OpeningKind; label: string; temperedRequired: boolean }[];
}

/** GET /api/admin/quotes/pipeline: the dashboard's quote figures over one window of days. */
export interface PipelineWindow {
  days: number;
  /** First Phoenix day counted. */
  since: string;
  sent: number;
  /** Of the quotes sent in the window, how many are signed now (signed or paid, not cancelled). */
  signed: number;
  /** signed / sent, 0..1; null when none was sent. */
  closeRate: number | null;
  /** The signed options' totals, in cents, of contracts signed in the window and not cancelled. */
  signedValueCents: number;
  /** Deposits paid in the window and not refunded, in cents (a mismatched payment never counts). */
  depositsCents: number;
}

/** POST /api/admin/quotes/preview: the options as the server would price and write them, and (from the openings) each opening's record; nothing is written. */
export interface QuotePreview {
  options: PricedOption[];
  pricedOpenings: PricedOpeningRecord[] | null;
}

/** The answer of POST and PUT: the quote and its computed amounts. */
export interface QuoteWriteResult {
  id: string;
  status: QuoteStage;
  revision: number;
  options: { id: string; name: string; subtotalCents: number; taxCents: number; totalCents: number; depositCents: number }[];
}
