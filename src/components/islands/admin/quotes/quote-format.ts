/** How the admin screens word and link quotes. */
import { apiUrl, type ApiUrl } from "@/browser/api-request";
import { dollarsToCents } from "@/core/amounts";
import type { QuoteValue } from "@/core/quote-pricing";
import type { QuoteStage } from "@/core/quote-status";
import { formatCents } from "@/i18n/money";
import type { QuotePaymentView } from "@/schemas/quote";
import { adminQuotes } from "@/schemas/routes/admin";
import { formatInstant } from "../admin-time";

/** The list's filters, as the page's address carries them (?status=signed&search=lopez). */
export interface QuoteFilters {
  search: string;
  status: string;
}

export const QUOTE_STAGE_LABELS: Record<QuoteStage, string> = {
  draft: "Draft",
  sent: "Sent",
  opened: "Opened",
  expired: "Expired",
  signed: "Signed",
  paid: "Deposit paid",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** The filters in a page's query string. */
export function quoteFiltersFrom(search: string): QuoteFilters {
  const params = new URLSearchParams(search);
  const status = params.get("status") ?? "";
  return { search: params.get("search") ?? "", status: status in QUOTE_STAGE_LABELS ? status : "" };
}

/** One keyset page of the list. */
export function quotesUrl(filters: QuoteFilters, _page: number, after?: string): ApiUrl<typeof adminQuotes> {
  return apiUrl(adminQuotes, { query: { pageSize: 20, search: filters.search, status: filters.status, after } });
}

/** "$3,249.00". */
export const dollars = (cents: number) => formatCents(cents, "en");

/**
 * A deposit payment's line on the quote and job pages: "$812.25: paid Nov 28, 2026, 4:00 PM", then
 * a refund or a dispute with its time. A disputed payment says it no longer counts as paid, as
 * the job's money (src/core/job-money.ts) leaves it out.
 */
export function depositPaymentText(payment: QuotePaymentView): string {
  const came =
    payment.status === "paid" ? `paid${at(payment.paidAt)}` : `${payment.status}${payment.paidAt ? `, came in${at(payment.paidAt)}` : ""}`;
  const after = [
    payment.refunded && `refunded${at(payment.refundedAt)}`,
    payment.disputedAt && `disputed${at(payment.disputedAt)}: no longer counted as paid`,
  ];
  return `${dollars(payment.amountCents)}: ${[came, ...after].filter(Boolean).join(", ")}`;
}

/** The disputed payments' warning for the top of the quote and job pages, or null when none is disputed. */
export function disputeWarning(payments: readonly QuotePaymentView[]): string | null {
  const disputed = payments.filter((payment) => payment.disputedAt);
  if (disputed.length === 0) return null;
  const amounts = disputed.map((payment) => `${dollars(payment.amountCents)} on${at(payment.disputedAt)}`).join(" and ");
  return `The deposit payment is disputed (${amounts}): it no longer counts as paid. Answer the dispute in Stripe's dashboard before its deadline.`;
}

const at = (iso: string | null) => (iso ? ` ${formatInstant(iso)}` : "");

/** A quote's value: "$9,500.00" once signed (or when every option costs the same), else "$8,100.00 – $11,863.00". */
export function valueText({ lowCents, highCents }: QuoteValue): string {
  return lowCents === highCents ? dollars(highCents) : `${dollars(lowCents)} – ${dollars(highCents)}`;
}

/** Days since an instant, for the list's "age". */
export function ageInDays(iso: string, now = Date.now()): string {
  const days = Math.floor((now - Date.parse(iso)) / 86_400_000);
  return days <= 0 ? "today" : days === 1 ? "1 day" : `${days} days`;
}

/** A price as typed, "1,234.5" → 123450 (src/core/amounts.ts); null for anything else, a negative price among them (a quote has no credits). */
export function toCents(value: string): number | null {
  const cents = dollarsToCents(value);
  return cents !== null && cents >= 0 ? cents : null;
}

/** 123450 → "1234.50", as the price fields hold it. */
export const fromCents = (cents: number) => (cents / 100).toFixed(2);
