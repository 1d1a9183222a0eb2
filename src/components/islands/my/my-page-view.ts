/**
 * What the customer's page (/my/{token}) shows: which state the link is in (no token yet: the
 * form; unknown or expired: the kind page with the form; loading; failed; the page), which
 * sections have something to show and in which order (jobs first: they are what a customer comes
 * back for), and how each payment reads. Pure: the page's data comes as the API answered it.
 */
import { ApiError } from "@/browser/api-request";
import { changeOrderCopy } from "@/i18n/change-orders";
import { formatDay } from "@/i18n/dates";
import { formatCents } from "@/i18n/money";
import type { Locale } from "@/i18n/locales";
import { myPageWords } from "@/i18n/my-page";
import { phoenixDate } from "@/core/phoenix-time";
import type { MyChangeOrder, MyJob, MyPage, MyPayment, MyQuote, MyVisit } from "@/schemas/my-page";

/** Where the page stands: `token` is null while rendering as the built page did, "" at /my itself. */
export type LinkState = "pending" | "ask" | "expired" | "failed" | "loading" | "ready";

export function linkState(token: string | null, query: { error: unknown; hasData: boolean }): LinkState {
  if (token === null) return "pending";
  if (token === "") return "ask";
  if (query.error instanceof ApiError && query.error.status === 404) return "expired";
  if (query.error && !query.hasData) return "failed";
  return query.hasData ? "ready" : "loading";
}

/** A quote still to read and sign: open, not signed, and openable. */
export function isToSign(quote: MyQuote): boolean {
  return quote.canOpen && quote.signedAt === null && (quote.stage === "sent" || quote.stage === "opened");
}

/** A signed contract (cancelled ones too: their PDF stays theirs). */
export function isContract(quote: MyQuote): boolean {
  return quote.signedAt !== null;
}

/** The sections that have something, in the page's order. */
export interface MySections {
  jobs: MyJob[];
  visits: MyVisit[];
  toSign: MyQuote[];
  contracts: MyQuote[];
  /** The jobs' signed change orders, newest first: listed with the contracts they change. */
  changeOrders: MyChangeOrder[];
  payments: MyPayment[];
  /** Nothing at all under this email: the page offers to book an estimate. */
  empty: boolean;
}

export function mySections(page: MyPage): MySections {
  // A job lists its own payments, deposit included: only a deposit of a quote without a job stays here.
  const jobQuotes = new Set(page.jobs.map((job) => job.quoteId));
  const sections = {
    jobs: page.jobs,
    visits: page.visits,
    toSign: page.quotes.filter(isToSign),
    contracts: page.quotes.filter(isContract),
    changeOrders: page.jobs.flatMap((job) => job.money.changeOrders).sort((a, b) => b.signedAt.localeCompare(a.signedAt)),
    payments: page.payments.filter((payment) => !jobQuotes.has(payment.quoteId)),
  };
  return { ...sections, empty: Object.values(sections).every((list) => list.length === 0) };
}

/** A payment in words: what it was for, and its status with its day when it has one. */
export interface PaymentLine {
  label: string;
  status: "paid" | "pending" | "failed" | "refunded";
  /** "Paid Tuesday, December 1, 2026" (the status says its day once), or the status alone ("Being processed"). */
  statusText: string;
}

export function paymentLine(payment: MyPayment, locale: Locale): PaymentLine {
  const t = myPageWords[locale];
  const day = (iso: string) => formatDay(phoenixDate(new Date(iso)), locale, true);
  const status = payment.refunded
    ? "refunded"
    : payment.status === "paid"
      ? "paid"
      : payment.status === "open" || payment.status === "processing"
        ? "pending"
        : "failed";
  const statusText =
    status === "refunded" && payment.refundedAt
      ? t.refundedOn(day(payment.refundedAt))
      : status === "paid" && payment.paidAt
        ? t.paidOn(day(payment.paidAt))
        : t.paymentStatus[status];
  return { label: t.paymentFor(payment.quoteNumber), status, statusText };
}

/** "Valid until …" of a quote to sign, "Signed …" of a contract: its day in words. */
export function quoteDay(quote: MyQuote, locale: Locale): string {
  const t = myPageWords[locale];
  if (quote.signedAt) return t.signedOn(formatDay(phoenixDate(new Date(quote.signedAt)), locale, true));
  return t.validUntil(formatDay(quote.validUntil, locale, true));
}

/** A signed change order on the customer's page: its number, the job and contract it changes, what it changed and when. */
export interface ChangeOrderLine {
  title: string;
  of: string;
  change: string;
  signed: string;
}

export function changeOrderLine(order: MyChangeOrder, locale: Locale): ChangeOrderLine {
  const t = myPageWords[locale];
  const words = changeOrderCopy[locale];
  return {
    title: words.number(order.number),
    of: words.forJob(order.jobNumber, order.quoteNumber),
    // An addition reads with its plus sign, a credit with its minus.
    change: t.changeOrderChange(
      `${order.totalCents > 0 ? "+" : ""}${formatCents(order.totalCents, locale)}`,
      formatCents(order.contractAfterCents, locale),
    ),
    signed: t.changeOrderSignedOn(formatDay(phoenixDate(new Date(order.signedAt)), locale, true)),
  };
}

/** A quote's value: its signed total, or its options' lowest to highest. */
export function quoteValueText({ lowCents, highCents }: MyQuote["value"], locale: Locale): string {
  return lowCents === highCents ? formatCents(highCents, locale) : `${formatCents(lowCents, locale)} – ${formatCents(highCents, locale)}`;
}
