/**
 * How a payment came, in the office's words: a file of its own, so a screen that only says it (who
 * did what) loads none of the job page's helpers.
 */
import type { PaymentWay } from "@/core/payment-way";

/** How a payment came, in the office's words (src/core/payment-way.ts decides which way it was). */
export const PAYMENT_WAY_LABELS: Record<PaymentWay, string> = {
  card: "Card",
  bank: "Bank account",
  online: "Online (Stripe)",
  check: "Check",
  cash: "Cash",
  financing: "Financing",
  other: "Other",
};
