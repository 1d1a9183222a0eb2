/**
 * What the customer's email says when the site gives back money it must not keep: a deposit
 * that came in after the contract was cancelled, a second payment of a deposit already paid,
 * or a payment of another amount than the deposit. One email, one reason a language.
 */
import type { Locale } from "./locales";

/** One language's words of the refund email. */
export interface DepositRefundWords {
  subject: (quoteNumber: number) => string;
  title: string;
  /** "We refunded $812.25 in full…": the amount as the language writes it. */
  lead: (amount: string) => string;
  /** Why, in one or two sentences: the reasons of src/server/db/money/refunds.ts RefundReasons. */
  reasons: { cancelled: string; duplicate: string; mismatch: string };
}

export const depositRefundWords: Record<Locale, DepositRefundWords> = {
  en: {
    subject: (quoteNumber) => `Your payment was refunded (quote ${quoteNumber})`,
    title: "Your payment was refunded",
    lead: (amount) => `We refunded ${amount} in full to the card or account it came from; banks take 5 to 10 business days to show it.`,
    reasons: {
      cancelled: "Your contract is cancelled, so your deposit is returned. You owe nothing.",
      duplicate: "Your deposit had already been paid, so this second payment was not needed.",
      mismatch:
        "The payment was not the amount of your deposit, so it did not count as the deposit. You can pay the deposit from your quote's page, or call us.",
    },
  },
  es: {
    subject: (quoteNumber) => `Le devolvimos su pago (cotización ${quoteNumber})`,
    title: "Le devolvimos su pago",
    lead: (amount) =>
      `Le devolvimos completo ${amount} a la tarjeta o cuenta de donde vino; los bancos tardan de 5 a 10 días hábiles en mostrarlo.`,
    reasons: {
      cancelled: "Su contrato está cancelado, así que le devolvemos el depósito. No nos debe nada.",
      duplicate: "Su depósito ya estaba pagado, así que este segundo pago no hacía falta.",
      mismatch:
        "El pago no fue por el monto de su depósito, así que no contó como depósito. Puede pagar el depósito desde la página de su cotización, o llamarnos.",
    },
  },
};
