/**
 * A job's money as the screens read it after the signature: its change orders, invoices and
 * their payments, and the contract, paid and balance figures (src/core/job-money.ts decides
 * them). The job page (GET /api/admin/jobs/{id}), the customer's page and the invoice page all
 * draw these shapes as they are.
 */
import type { DepositState } from "@/core/deposit-state";
import type { PaymentWay } from "@/core/payment-way";

/** A change order's state: written, sent to the customer, signed (it changed the contract), or void. */
export const CHANGE_ORDER_STATUSES = ["draft", "sent", "signed", "void"] as const;
export type ChangeOrderStatus = (typeof CHANGE_ORDER_STATUSES)[number];

/** One line of a change order, as written and priced: a negative amount is a credit. */
export interface ChangeOrderLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

/** A change order in a job's list. */
export interface ChangeOrderSummary {
  id: string;
  number: number;
  status: ChangeOrderStatus;
  items: ChangeOrderLine[];
  note: string;
  totalCents: number;
  /** The contract total it was written against, and the one it makes. */
  contractBeforeCents: number;
  contractAfterCents: number;
  sentAt: string | null;
  signedAt: string | null;
  createdAt: string;
}

/** An invoice's kind: a progress invoice (a share of the contract, or an amount) or the final one (the rest). */
export const INVOICE_KINDS = ["progress", "final"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** An invoice's state: open (unpaid), processing (a bank payment on its way), paid, or void. */
export const INVOICE_STATUSES = ["open", "processing", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How a payment came: through Stripe Checkout (card or bank), or taken by the office. */
export const PAYMENT_METHODS = ["stripe", "check", "cash", "financing", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the office may record as a payment taken offline. */
export const OFFLINE_PAYMENT_METHODS = ["check", "cash", "financing", "other"] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/** One line of an invoice as billed. */
export interface InvoiceLine {
  description: string;
  amountCents: number;
}

/** A payment of an invoice. */
export interface InvoicePaymentSummary {
  id: string;
  method: PaymentMethod;
  /** How a Stripe payment was made, once known: card or us_bank_account. */
  stripeMethod: string | null;
  /** How it was made, in one word for people and the books (src/core/payment-way.ts). */
  way: PaymentWay;
  reference: string | null;
  amountCents: number;
  status: DepositState;
  paidAt: string | null;
  refunded: boolean;
  /** Stripe refused the last refund asked of it (the sweep tries again). */
  refundFailed: boolean;
  disputed: boolean;
  createdAt: string;
}

/** An invoice in a job's list. */
export interface InvoiceSummary {
  id: string;
  number: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  amountCents: number;
  /** What a progress invoice was asked as, in basis points of the contract; null for an amount or the final invoice. */
  percentBasisPoints: number | null;
  lines: InvoiceLine[];
  /** The Phoenix day it is due; null: due on receipt. */
  dueOn: string | null;
  sentAt: string | null;
  paidAt: string | null;
  reminders: boolean;
  payments: InvoicePaymentSummary[];
  createdAt: string;
}

/** A job's money: what the job page, the customer's page and the money panel draw. */
export interface JobMoneyView {
  contractTotalCents: number;
  paidCents: number;
  balanceCents: number;
  /** What a new invoice may ask at most. */
  billableCents: number;
  /** What the contract may not fall below (paid, on its way or billed: src/core/job-money.ts contractFloorCents): a change order that would is refused. */
  floorCents: number;
  invoices: InvoiceSummary[];
  changeOrders: ChangeOrderSummary[];
}
