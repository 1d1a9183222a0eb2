/**
 * The email a customer gets when their booking request is kept for the office instead of booked
 * (the site's hourly ceiling of bookings was reached, or many came from their network): the
 * truth, in their language. We have the request, it holds no time yet, the office calls to
 * confirm one (src/server/booking/hold-for-office.ts).
 */
import { endSentence } from "./end-sentence";
import type { Locale } from "./locales";

/** One language's words of that email. */
export interface KeptRequestWords {
  /** The subject, naming the business `brand`. */
  subject: (brand: string) => string;
  title: string;
  hi: (firstName: string) => string;
  /** What they asked for (`when`: the day and arrival window), and that it holds no time yet. */
  lead: (when: string) => string;
  /** What happens next. */
  next: string;
  /** Who to call. */
  questions: (phone: string) => string;
}

export const keptRequestWords: Record<Locale, KeptRequestWords> = {
  en: {
    subject: (brand) => `We have your visit request (${brand})`,
    title: "We have your request",
    hi: (firstName) => `Hi ${firstName},`,
    lead: (when) =>
      `We have your request for a free in-home estimate: ${endSentence(when)} It does not hold that time on our calendar yet.`,
    next: "Our office will call you to confirm a time. You need not do anything until then.",
    questions: (phone) => `Questions? Call us at ${phone}.`,
  },
  es: {
    subject: (brand) => `Tenemos su solicitud de visita (${brand})`,
    title: "Tenemos su solicitud",
    hi: (firstName) => `Hola ${firstName}:`,
    lead: (when) =>
      `Tenemos su solicitud de un presupuesto gratis en su casa: ${endSentence(when)} Todavía no aparta esa hora en nuestro calendario.`,
    next: "Nuestra oficina le llamará para confirmar una hora. No tiene que hacer nada hasta entonces.",
    questions: (phone) => `¿Preguntas? Llámenos al ${phone}.`,
  },
};
