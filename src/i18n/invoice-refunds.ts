/**
 * What the customer's email says when the site gives back an invoice payment it must not keep:
 * a second payment of an invoice already paid, a payment of another amount than the invoice, a
 * payment of an invoice the office voided, or any payment of a contract the customer cancelled
 * within its three business days. One email, one reason a language.
 */
import type { Locale } from "./locales";

/** Why an invoice payment is given back (src/server/db/money/refunds.ts). */
export type InvoiceRefundReason = "duplicate" | "mismatch" | "void" | "cancelled";

/** One language's words of the refund email. */
export interface InvoiceRefundWords {
  subject: (invoiceNumber: number) => string;
  title: string;
  /** "We refunded $1,000.00 in full…": the amount as the language writes it. */
  lead: (amount: string) => string;
  reasons: Record<InvoiceRefundReason, string>;
}

export const invoiceRefundWords: Record<Locale, InvoiceRefundWords> = {
  en: {
    subject: (invoiceNumber) => `Your payment was refunded (invoice ${invoiceNumber})`,
    title: "Your payment was refunded",
    lead: (amount) => `We refunded ${amount} in full to the card or account it came from; banks take 5 to 10 business days to show it.`,
    reasons: {
      duplicate: "Your invoice had already been paid, so this second payment was not needed.",
      mismatch:
        "The payment was not the amount of your invoice, so it did not count as paying it. You can pay the invoice from its page, or call us.",
      void: "The invoice was cancelled, so its payment is returned. You owe nothing for it.",
      cancelled: "You cancelled the contract within its three business days, so every payment made under it is returned. You owe nothing.",
    },
  },
  es: {
    subject: (invoiceNumber) => `Le devolvimos su pago (factura ${invoiceNumber})`,
    title: "Le devolvimos su pago",
    lead: (amount) =>
      `Le devolvimos completo ${amount} a la tarjeta o cuenta de donde vino; los bancos tardan de 5 a 10 días hábiles en mostrarlo.`,
    reasons: {
      duplicate: "Su factura ya estaba pagada, así que este segundo pago no hacía falta.",
      mismatch:
        "El pago no fue por el monto de su factura, así que no contó como pago. Puede pagar la factura desde su página, o llamarnos.",
      void: "La factura se anuló, así que le devolvemos su pago. No nos debe nada por ella.",
      cancelled:
        "Usted canceló el contrato dentro de sus tres días hábiles, así que le devolvemos todo pago hecho bajo él. No nos debe nada.",
    },
  },
};
