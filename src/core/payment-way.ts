/**
 * How a payment was made, in the words the books and the customer read: card or bank (a Stripe
 * payment whose way Stripe told), check, cash, financing or other (taken by the office), or
 * "online" for a Stripe payment whose way is not recorded (a deposit: its row keeps no way).
 */

export const PAYMENT_WAYS = ["card", "bank", "check", "cash", "financing", "other", "online"] as const;
export type PaymentWay = (typeof PAYMENT_WAYS)[number];

/** The way of a payment from its method (stripe | check | cash | financing | other; null for a deposit) and Stripe's payment method type. */
export function paymentWay(method: string | null, stripeMethod: string | null): PaymentWay {
  if (method && method !== "stripe") return (PAYMENT_WAYS as readonly string[]).includes(method) ? (method as PaymentWay) : "other";
  if (stripeMethod === "card") return "card";
  if (stripeMethod === "us_bank_account") return "bank";
  return "online";
}

/** The way one recorded value names: a method of ours (check, cash…) or the type Stripe reported (card, us_bank_account). */
export function paymentWayOf(value: string): PaymentWay {
  return value === "card" || value === "us_bank_account" ? paymentWay("stripe", value) : paymentWay(value, null);
}
