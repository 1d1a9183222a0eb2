/**
 * What the office sends to bill a job and record its payments, and what the customer's invoice
 * page reads (/invoice/{token}). The amounts are always the server's (src/core/job-money.ts):
 * the office asks for a share, an amount or the rest, never writes the total.
 */
import type { TaxShown } from "@/core/tax-line";
import { invoiceShareBasisPoints, type InvoiceRequest } from "@/core/job-money";
import { isRealDate } from "@/core/phoenix-time";
import type { Locale } from "@/i18n/locales";
import { officeText } from "./admin/office-text";
import { OFFLINE_PAYMENT_METHODS, type InvoiceLine, type InvoicePaymentSummary, type InvoiceStatus } from "./money";
import { z } from "./zod";

const dueOn = z
  .string({ error: "Give the due day as YYYY-MM-DD" })
  .refine(isRealDate, "Give the due day as a real day, YYYY-MM-DD")
  .nullable()
  .optional();

/**
 * POST /api/admin/jobs/{id}/invoices: a progress invoice by percent of the contract (1 to 100, up
 * to two decimals) or by amount (whole cents), or the final invoice (all that may still be
 * billed); `dueOn` a Phoenix day, absent or null for "on receipt".
 */
export const newInvoiceSchema = z.union(
  [
    z.object({
      kind: z.literal("progress"),
      percent: z
        .number({ error: "Give the percent of the contract" })
        .refine((percent) => invoiceShareBasisPoints(percent) !== null, "Give a percent from 1 to 100, with at most two decimals"),
      dueOn,
    }),
    z.object({
      kind: z.literal("progress"),
      amountCents: z
        .number({ error: "Give the amount in cents" })
        .int("Give the amount in whole cents")
        .positive("Give an amount above zero")
        .max(2_000_000_000, "That amount is too large"),
      dueOn,
    }),
    z.object({ kind: z.literal("final"), dueOn }),
  ],
  { error: 'Ask for { kind: "progress", percent }, { kind: "progress", amountCents } or { kind: "final" }' },
);
export type NewInvoiceRequest = z.output<typeof newInvoiceSchema>;

/** What a new invoice's request asks, as the money rule takes it (a percent in basis points). */
export function invoiceRequestOf(body: NewInvoiceRequest): InvoiceRequest {
  if (body.kind === "final") return { kind: "final" };
  return "percent" in body
    ? { kind: "progress", basisPoints: invoiceShareBasisPoints(body.percent)! }
    : { kind: "progress", amountCents: body.amountCents };
}

/** PATCH /api/admin/invoices/{id}: the office's switch of the 3- and 10-day reminders. */
export const invoicePatchSchema = z.object({ reminders: z.boolean({ error: "Say whether to send reminders" }) });

/** Longest reference of an offline payment (a check number, a financing contract). */
export const MAX_PAYMENT_REFERENCE = 120;

/** POST /api/admin/invoices/{id}/payments: a payment the office took offline, of exactly the invoice's amount. */
export const offlinePaymentSchema = z.object({
  method: z.enum(OFFLINE_PAYMENT_METHODS, { error: `Choose how it was paid: ${OFFLINE_PAYMENT_METHODS.join(", ")}` }),
  amountCents: z.number({ error: "Give the amount in cents" }).int("Give the amount in whole cents").positive("Give an amount above zero"),
  reference: officeText("the reference", MAX_PAYMENT_REFERENCE).optional(),
});
export type OfflinePaymentRequest = z.output<typeof offlinePaymentSchema>;

/** What the invoice page shows: the invoice, its job, the seller, the contract's figures, and whether it can be paid online. */
export interface InvoiceView {
  number: number;
  status: InvoiceStatus;
  amountCents: number;
  /** What of this invoice has been paid (its amount once paid, else 0). */
  paidCents: number;
  lines: InvoiceLine[];
  /** The TPT its amount holds (a modification), the sentence that no tax is added (a replacement), or nothing (a job written before tax classes): src/core/tax-line.ts. */
  tax: TaxShown | null;
  payments: InvoicePaymentSummary[];
  /** The Phoenix day it is due; null: on receipt. */
  dueOn: string | null;
  sentAt: string | null;
  paidAt: string | null;
  job: { number: number; address: string };
  /** The customer billed: "Rosa Quintero", as their visit or request names them. */
  customer: string;
  seller: { name: string; legalName: string; address: string; phone: string; email: string; rocLicense: string | null };
  /** The job's contract (with signed change orders), what is paid of it, and the balance. */
  contractTotalCents: number;
  contractPaidCents: number;
  balanceCents: number;
  /** The Pay button: Stripe is set up, the invoice is open, and Checkout takes its amount. */
  payableOnline: boolean;
  locale: Locale;
}

/**
 * The invoice page's answer: the invoice, and, on the customer's return from Checkout, whether
 * Stripe holds a payment for it that its webhook has not brought yet (the page then says the
 * payment is being processed, and offers no second one).
 */
export interface InvoicePageView extends InvoiceView {
  /** Stripe completed the current Checkout page (paid by card, or a bank debit on its way); its news is still to come. */
  awaitingStripe: boolean;
}
