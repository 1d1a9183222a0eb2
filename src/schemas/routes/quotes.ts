/**
 * A customer's quote, through the link they were sent (/quote/{token}): read it, sign it, decline
 * it, cancel the contract within its three business days, pay the deposit, read it as a PDF. An
 * unknown or expired link is a 404 everywhere.
 */
import type { Locale } from "@/i18n/locales";
import type { CustomerInstallResult, customerInstallSchemaFor, InstallDates } from "../job";
import type { leadSafeAcknowledgeSchemaFor } from "../lead-safe";
import type { declineQuoteSchema, QuoteView, SignResult, signQuoteSchemaFor } from "../quote";
import type { Answers, ApiRoute, Takes } from "./route";

/** The language an answer is worded in (English when absent). */
type LocaleQuery = { locale?: Locale };

/** The quote to show (options, totals, what can still be done), in `locale`. */
export const quote = { path: "/api/quotes/:token", GET: {} as Answers<QuoteView, LocaleQuery> } satisfies ApiRoute;

/** Sign one option; 409 for a second signature or when the quote changed since the page loaded. */
export const quoteSign = { path: "/api/quotes/:token/sign", POST: {} as Takes<typeof signQuoteSchemaFor, SignResult> } satisfies ApiRoute;

/** Decline the quote; 409 once signed. */
export const quoteDecline = {
  path: "/api/quotes/:token/decline",
  POST: {} as Takes<typeof declineQuoteSchema, { status: "declined" }>,
} satisfies ApiRoute;

/** Cancel a signed contract within its three business days (a paid deposit is refunded); 409 after. */
export const quoteCancel = {
  path: "/api/quotes/:token/cancel",
  POST: {} as Answers<{ status: "cancelled" }, LocaleQuery>,
} satisfies ApiRoute;

/** A new Checkout page for a signed quote's deposit (after a failed or abandoned one). */
export const quoteCheckout = {
  path: "/api/quotes/:token/checkout",
  POST: {} as Answers<{ checkoutUrl: string }, LocaleQuery>,
} satisfies ApiRoute;

/** The contract as a PDF (the quote, before it is signed): a link, not a fetch. */
export const quotePdf = { path: "/api/quotes/:token/pdf", GET: {} as Answers<Blob, LocaleQuery> } satisfies ApiRoute;

/** The install's start days offered to the customer (empty until their windows are delivered, or the office opens scheduling early, and once booked). */
export const quoteInstallDates = {
  path: "/api/quotes/:token/install-dates",
  GET: {} as Answers<InstallDates, LocaleQuery>,
} satisfies ApiRoute;

/** Choose the install's start day: the days booked; 400 for a day not offered, 409 when taken meanwhile or already booked. */
export const quoteInstall = {
  path: "/api/quotes/:token/install",
  POST: {} as Takes<typeof customerInstallSchemaFor, CustomerInstallResult>,
} satisfies ApiRoute;

/** Confirm again, before the install, that the owner received EPA's lead pamphlet (a home built before 1978): the Phoenix day recorded; 409 for a contract that needs none. */
export const quoteLeadSafe = {
  path: "/api/quotes/:token/lead-safe",
  POST: {} as Takes<typeof leadSafeAcknowledgeSchemaFor, { acknowledgedOn: string }>,
} satisfies ApiRoute;
