/** The words of the review request email and of its opt-out page, per language. */
import type { Locale } from "./locales";

export interface ReviewRequestWords {
  /** The subject, naming the business `brand`. */
  subject: (brand: string) => string;
  title: string;
  /** The thanks, naming the business `brand`. */
  thanks: (brand: string) => string;
  ask: string;
  button: string;
  short: string;
  optOutText: string;
  optOutLink: string;
  /** The opt-out page. */
  page: {
    title: string;
    question: string;
    confirm: string;
    done: string;
    unknown: string;
  };
}

export const reviewRequestWords: Record<Locale, ReviewRequestWords> = {
  en: {
    subject: (brand) => `How did we do? A quick Google review for ${brand}`,
    title: "Thank you for choosing us",
    thanks: (brand) => `Thank you for letting ${brand} visit your home.`,
    ask: "If you have a minute, would you tell others how it went in a Google review? Every review, good or bad, helps your neighbors choose, and helps us do better.",
    button: "Write a review on Google",
    short: "It takes about a minute.",
    optOutText: "Don't want emails like this one? Stop review requests:",
    optOutLink: "Stop review requests",
    page: {
      title: "Review requests",
      question: "Stop asking me for reviews? We will not send you review requests again.",
      confirm: "Stop review requests",
      done: "Done: you will not get review requests from us again.",
      unknown: "This link is not valid any more. To stop review requests, reply to our email or call us.",
    },
  },
  es: {
    subject: (brand) => `¿Cómo lo hicimos? Una reseña rápida en Google para ${brand}`,
    title: "Gracias por elegirnos",
    thanks: (brand) => `Gracias por recibir a ${brand} en su casa.`,
    ask: "Si tiene un minuto, ¿podría contar a otros cómo le fue en una reseña de Google? Cada reseña, buena o mala, ayuda a sus vecinos a decidir y a nosotros a mejorar.",
    button: "Escribir una reseña en Google",
    short: "Toma más o menos un minuto.",
    optOutText: "¿No quiere correos como este? Deje de recibir solicitudes de reseña:",
    optOutLink: "No más solicitudes de reseña",
    page: {
      title: "Solicitudes de reseña",
      question: "¿Dejar de pedirle reseñas? No le enviaremos más solicitudes de reseña.",
      confirm: "No más solicitudes de reseña",
      done: "Listo: no recibirá más solicitudes de reseña de nuestra parte.",
      unknown: "Este enlace ya no es válido. Para dejar de recibir solicitudes de reseña, responda a nuestro correo o llámenos.",
    },
  },
};
