/**
 * The email a person gets when a booking asked with their email address or phone number is held
 * for the office because they already hold the most upcoming visits booked online
 * (src/server/booking/hold-for-office.ts). It tells them, and only them, their own visits with
 * links to change them; it never says who asked, for when, or from where.
 */
import type { Locale } from "./locales";

/** One language's words of that email. */
export interface HeldBookingWords {
  /** The subject, naming the business `brand`. */
  subject: (brand: string) => string;
  title: string;
  hi: (firstName: string) => string;
  /** Why nothing new was booked: `count` upcoming visits already, the most booked online. */
  explanation: (count: number) => string;
  visitsHeading: string;
  /** One visit's line: its day, time and address. */
  visit: (day: string, time: string, address: string) => string;
  manageLink: string;
  notYou: string;
}

export const heldBookingWords: Record<Locale, HeldBookingWords> = {
  en: {
    subject: (brand) => `Your upcoming visits with ${brand}`,
    title: "Another visit was asked for with your details",
    hi: (firstName) => `Hi ${firstName},`,
    explanation: (count) =>
      `Someone just asked to book another visit using your email address or phone number. You already have ${count === 1 ? "1 upcoming visit" : `${count} upcoming visits`}, the most we book online, so we did not add one: our office has the request and will call to sort it out.`,
    visitsHeading: "Your upcoming visits",
    visit: (day, time, address) => `${day} at ${time}, ${address}`,
    manageLink: "Change or cancel this visit",
    notYou: "If you did not ask for another visit, you need not do anything: your visits stay as they are.",
  },
  es: {
    subject: (brand) => `Sus próximas visitas con ${brand}`,
    title: "Se pidió otra visita con sus datos",
    hi: (firstName) => `Hola ${firstName}:`,
    explanation: (count) =>
      `Alguien acaba de pedir otra visita con su correo electrónico o su número de teléfono. Usted ya tiene ${count === 1 ? "1 visita próxima" : `${count} visitas próximas`}, lo más que agendamos por internet, así que no agregamos otra: nuestra oficina tiene la solicitud y le llamará para resolverlo.`,
    visitsHeading: "Sus próximas visitas",
    visit: (day, time, address) => `${day} a las ${time}, ${address}`,
    manageLink: "Cambiar o cancelar esta visita",
    notYou: "Si usted no pidió otra visita, no tiene que hacer nada: sus visitas siguen como están.",
  },
};
