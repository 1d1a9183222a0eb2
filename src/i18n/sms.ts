/**
 * The words of text messages, in each language, with the consent box's (./sms-consent.ts).
 * Texts name the business, and stay under 160 GSM-7 characters where the manage link allows
 * (Spanish is folded to GSM-7 when sent, see foldToGsm7 in src/core/server/gsm7.ts). Server-side
 * words: the forms' islands import ./sms-consent.ts alone. `es` must have every key `en` has.
 */
import { endSentence } from "./end-sentence";
import type { Locale } from "./locales";
import { smsConsentCopy } from "./sms-consent";

export { SMS_CONSENT_VERSION } from "./sms-consent";

/** What a text needs to say about a visit. */
export interface VisitFacts {
  brand: string;
  /** "Tue, Dec 1" in the customer's language. */
  day: string;
  /** The arrival window: "10 a.m. to 12 p.m." / "de 10 a.m. a 12 p.m.". */
  time: string;
  /** The visit's manage page. */
  link: string;
}

const en = {
  consent: smsConsentCopy.en,
  confirmation: ({ brand, day, time, link }: VisitFacts) =>
    `${brand}: your free estimate is booked for ${day}, ${endSentence(time)} Change or cancel: ${link}`,
  reminder: ({ brand, day, time, link }: VisitFacts) =>
    `${brand} reminder: estimate ${day}, ${endSentence(time)} Reply C to confirm. Change: ${link}`,
  morning: ({ brand, time, link }: VisitFacts) => `${brand}: see you today, ${endSentence(time)} Reply C to confirm. Change: ${link}`,
  moved: ({ brand, day, time, link }: VisitFacts) => `${brand}: your estimate is moved to ${day}, ${endSentence(time)} Details: ${link}`,
  /** The office confirmed the visit. */
  visitConfirmed: ({ brand, day, time, link }: VisitFacts) =>
    `${brand}: your free estimate ${day}, ${time} is confirmed. Change or cancel: ${link}`,
  cancelled: ({ brand, day, time }: VisitFacts) =>
    `${brand}: your estimate on ${day}, ${time} is cancelled. Reply or call us to book again.`,
  /** The office cancelled the visit. */
  cancelledByOffice: ({ brand, day, time }: VisitFacts) =>
    `${brand}: we're sorry, we had to cancel your estimate on ${day}, ${endSentence(time)} Reply here and we'll find you another time.`,
  onMyWay: (brand: string, arrival: string) => `${brand}: your estimator is on the way, arriving about ${endSentence(arrival)}`,
  confirmed: (brand: string, day: string, time: string) => `${brand}: thanks, your estimate ${day}, ${time} is confirmed.`,
  nothingToConfirm: (brand: string, phone: string) => `${brand}: we found no upcoming visit for this number. Call ${phone}.`,
  manage: (brand: string, link: string) => `${brand}: change or cancel your visit here: ${link}`,
  stopped: (brand: string) => `${brand}: you're unsubscribed and will get no more texts. Reply START to resubscribe.`,
  started: (brand: string) => `${brand}: you're subscribed to texts about your visit again. Reply STOP to opt out.`,
  help: (brand: string, phone: string) =>
    `${brand}: texts about your estimate. Call ${phone}. Msg & data rates may apply. Reply STOP to opt out.`,
  autoReply: (brand: string, phone: string) => `${brand}: thanks, we got your message and will reply soon. Urgent? Call ${phone}.`,
  leadOpen: (brand: string) => `${brand}: thanks for your message! We'll call you shortly. Reply here any time.`,
  leadClosed: (brand: string, when: string) => `${brand}: thanks for your message! We're closed now and will call you ${endSentence(when)}`,
  reviewRequest: (brand: string, link: string) =>
    `${brand}: thanks for having us! Would you tell your neighbors how it went in a Google review? ${link} Reply STOP to opt out.`,
  /** "tomorrow after 7 AM" / "Monday after 7 AM". */
  nextOpening: (day: string, time: string) => `${day} after ${time}`,
  tomorrow: "tomorrow",
  today: "today",
};

export type SmsCopy = typeof en;

const es: SmsCopy = {
  consent: smsConsentCopy.es,
  confirmation: ({ brand, day, time, link }) =>
    `${brand}: su estimado gratis es el ${day}, ${endSentence(time)} Cambiar o cancelar: ${link}`,
  reminder: ({ brand, day, time, link }) =>
    `${brand}: recordatorio, estimado ${day}, ${endSentence(time)} Responda C para confirmar. Cambiar: ${link}`,
  morning: ({ brand, time, link }) => `${brand}: lo vemos hoy ${endSentence(time)} Responda C para confirmar. Cambiar: ${link}`,
  moved: ({ brand, day, time, link }) => `${brand}: su estimado se movió al ${day}, ${endSentence(time)} Detalles: ${link}`,
  visitConfirmed: ({ brand, day, time, link }) =>
    `${brand}: confirmamos su estimado gratis del ${day}, ${endSentence(time)} Cambiar o cancelar: ${link}`,
  cancelled: ({ brand, day, time }) =>
    `${brand}: su estimado del ${day}, ${time}, está cancelado. Responda o llámenos para reservar otra vez.`,
  cancelledByOffice: ({ brand, day, time }) =>
    `${brand}: lo sentimos, tuvimos que cancelar su estimado del ${day}, ${endSentence(time)} Responda aquí y le buscamos otro horario.`,
  onMyWay: (brand, arrival) => `${brand}: su estimador va en camino y llegará alrededor de las ${endSentence(arrival)}`,
  confirmed: (brand, day, time) => `${brand}: gracias, su estimado del ${day}, ${time}, está confirmado.`,
  nothingToConfirm: (brand, phone) => `${brand}: no encontramos una visita próxima para este número. Llame al ${phone}.`,
  manage: (brand, link) => `${brand}: cambie o cancele su visita aquí: ${link}`,
  stopped: (brand) => `${brand}: ya no recibirá mensajes de texto. Responda START para volver a suscribirse.`,
  started: (brand) => `${brand}: recibirá otra vez mensajes sobre su visita. Responda ALTO para cancelar.`,
  help: (brand, phone) => `${brand}: mensajes sobre su estimado. Llame al ${phone}. Pueden aplicarse tarifas. Responda ALTO para cancelar.`,
  autoReply: (brand, phone) => `${brand}: gracias, recibimos su mensaje y responderemos pronto. ¿Urgente? Llame al ${phone}.`,
  leadOpen: (brand) => `${brand}: ¡gracias por su mensaje! Lo llamaremos en breve. Puede responder aquí.`,
  leadClosed: (brand, when) => `${brand}: ¡gracias por su mensaje! Ahora estamos cerrados y lo llamaremos ${endSentence(when)}`,
  reviewRequest: (brand, link) =>
    `${brand}: ¡gracias por recibirnos! ¿Les cuenta a sus vecinos cómo le fue con una reseña en Google? ${link} Responda ALTO para cancelar.`,
  nextOpening: (day, time) => `${day} después de las ${time}`,
  tomorrow: "mañana",
  today: "hoy",
};

/** Each language's text messages and consent wording. */
export const smsCopy: Record<Locale, SmsCopy> = { en, es };
