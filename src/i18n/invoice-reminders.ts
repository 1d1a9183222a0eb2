/**
 * The reminders of an unpaid invoice, 3 and 10 days after it was sent: the email's words and
 * the text's, in the customer's language. Each carries a fresh link to the invoice's page.
 */
import { endSentence } from "./end-sentence";
import type { Locale } from "./locales";

/** Which reminder: the first (3 days after sending) or the second (10 days). */
export type InvoiceReminder = "first" | "second";

/** One language's words of the reminders. */
export interface InvoiceReminderWords {
  subject: (which: InvoiceReminder, invoiceNumber: number) => string;
  title: string;
  /** "Invoice 5001 for $1,000.00 is still open." */
  lead: (invoiceNumber: number, amount: string) => string;
  /** When it is due: on receipt (null), or a day as the language writes it. */
  due: (day: string | null) => string;
  howToPay: string;
  open: string;
  /** The text: brand, number, amount, link. */
  text: (brand: string, invoiceNumber: number, amount: string, url: string) => string;
}

export const invoiceReminderWords: Record<Locale, InvoiceReminderWords> = {
  en: {
    subject: (which, number) =>
      which === "first" ? `Reminder: invoice ${number} is open` : `Second reminder: invoice ${number} is still open`,
    title: "A reminder about your invoice",
    lead: (number, amount) => `Invoice ${number} for ${amount} is still open.`,
    due: (day) => (day ? `It is due ${endSentence(day)}` : "It is due on receipt."),
    howToPay:
      "You can see it and pay by card or bank account on its page. If you have already paid, thank you: there is nothing more to do.",
    open: "Open your invoice",
    text: (brand, number, amount, url) => `${brand}: a reminder that invoice ${number} for ${amount} is open. See it and pay here: ${url}`,
  },
  es: {
    subject: (which, number) =>
      which === "first"
        ? `Recordatorio: la factura ${number} está pendiente`
        : `Segundo recordatorio: la factura ${number} sigue pendiente`,
    title: "Un recordatorio sobre su factura",
    lead: (number, amount) => `La factura ${number} por ${amount} sigue pendiente.`,
    due: (day) => (day ? `Vence el ${endSentence(day)}` : "Vence al recibirla."),
    howToPay: "Puede verla y pagarla con tarjeta o cuenta bancaria en su página. Si ya la pagó, gracias: no tiene que hacer nada más.",
    open: "Abrir su factura",
    text: (brand, number, amount, url) =>
      `${brand}: le recordamos que la factura ${number} por ${amount} está pendiente. Véala y páguela aquí: ${url}`,
  },
};
