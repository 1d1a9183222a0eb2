/**
 * What the booking, contact and manage APIs answer a visitor when a request cannot go
 * through (a slot just taken, a limit reached, a day that cannot be booked), in each
 * language. The functions pick the table by the request's `locale`; the English texts are
 * the spec's. Server-side words only: the islands show these as the server sends them.
 */
import type { Locale } from "./locales";
import { contactFormCopy } from "./contact-form";

/** One language's answers. */
export interface ServerMessages {
  /** The 400's summary above the field messages. */
  correctFields: string;
  /** 400 when reCAPTCHA could not run in the visitor's browser. */
  botCheckFailed: string;
  /** 409: the slot filled up while the visitor was typing. */
  slotTaken: string;
  /** 503: the database did not answer in time (a timeout, no free connection). */
  busy: (phone: string) => string;
  /** 413: the request's body is larger than `kilobytes` KB, the most the endpoint reads. */
  tooLarge: (kilobytes: number) => string;
  /** 429: one connection sent too many requests. */
  tooManyRequests: (minutes: number, phone: string) => string;
  /** 429: one person sent the most messages a day allows. */
  leadCap: (max: number, phone: string) => string;
  /** The contact form's thanks. */
  leadThanks: string;
  /** Moving a visit (manage page). `tooMany`: 429, the visit was moved `max` times in a day; try again in `minutes`. */
  move: {
    slotTaken: string;
    tooLate: string;
    alreadyBookedThen: string;
    changedMeanwhile: string;
    tooMany: (max: number, minutes: number, phone: string) => string;
  };
  /** Why a date or time cannot be booked (src/core/availability.ts `bookingProblem`). */
  booking: {
    realDate: string;
    past: string;
    closedSunday: string;
    closed: string;
    /** A public holiday the business is closed on, by its name. */
    holiday: (name: string) => string;
    blocked: string;
    beyondWindow: (weeks: number) => string;
    chooseOffered: (labels: string) => string;
    unavailable: (time: string) => string;
    timePast: string;
    tooSoon: string;
    booked: string;
  };
}

/** A wait in minutes, or in whole hours from an hour on: "5 minutes", "1 hour" ("5 minutos", "1 hora"); both languages add "s". */
function waitWords(minutes: number, minute: string, hour: string): string {
  const [count, unit] = minutes < 60 ? [minutes, minute] : [Math.ceil(minutes / 60), hour];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

const en: ServerMessages = {
  correctFields: "Please correct the highlighted fields.",
  botCheckFailed: "We could not confirm this booking came from a person. Please try again or call us.",
  slotTaken: "Sorry, that slot was just taken. Please choose another time.",
  busy: (phone) => `We could not finish this right now: the site is very busy. Please try again in a minute, or call us at ${phone}.`,
  tooLarge: (kilobytes) => `The request is too large. Send at most ${kilobytes} KB.`,
  tooManyRequests: (minutes, phone) =>
    `Too many requests from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us at ${phone}.`,
  leadCap: (max, phone) =>
    `We already have ${max} messages from you today and will answer them soon. Please call us at ${phone} if it is urgent.`,
  leadThanks: contactFormCopy.en.thanks,
  move: {
    slotTaken: "Sorry, that time was just taken. Your visit is still at its current time. Please choose another time.",
    tooLate: "This visit can no longer be moved online. Please call us.",
    alreadyBookedThen: "You already have a visit at that time. Please choose another time.",
    changedMeanwhile: "This visit was changed a moment ago. Please reload the page and try again.",
    tooMany: (max, minutes, phone) =>
      `This visit was already moved ${max === 1 ? "once" : `${max} times`} today, the most we can do online. Please try again in ${waitWords(minutes, "minute", "hour")}, or call us at ${phone}.`,
  },
  booking: {
    realDate: "Choose a real date",
    past: "That date has passed. Choose a day from today on.",
    closedSunday: "We are closed on Sundays. Choose another day.",
    closed: "We are closed that day. Choose another day.",
    holiday: (name) => `We are closed that day (${name}). Choose another day.`,
    blocked: "We are not booking visits that day. Choose another day.",
    beyondWindow: (weeks) => `We book up to ${weeks} weeks ahead. Choose an earlier day.`,
    chooseOffered: (labels) => `Choose one of the times offered: ${labels}`,
    unavailable: (time) => `${time} is not available for booking. Choose another time.`,
    timePast: "That time has passed. Choose a later time.",
    tooSoon: "That time is too soon for us to get there. Choose a later time.",
    booked: "That time was just taken. Choose another time.",
  },
};

const es: ServerMessages = {
  correctFields: "Por favor corrija los campos marcados.",
  botCheckFailed: "No pudimos confirmar que esta cita la hizo una persona. Intente de nuevo o llámenos.",
  slotTaken: "Lo sentimos, alguien acaba de apartar ese horario. Por favor escoja otra hora.",
  busy: (phone) =>
    `No pudimos terminar esto en este momento: el sitio tiene mucha demanda. Intente de nuevo en un minuto, o llámenos al ${phone}.`,
  tooLarge: (kilobytes) => `La solicitud es demasiado grande. Envíe como máximo ${kilobytes} KB.`,
  tooManyRequests: (minutes, phone) =>
    `Demasiadas solicitudes desde su conexión. Intente de nuevo en ${minutes} minuto${minutes === 1 ? "" : "s"}, o llámenos al ${phone}.`,
  leadCap: (max, phone) => `Ya recibimos ${max} mensajes suyos hoy y le responderemos pronto. Si es urgente, llámenos al ${phone}.`,
  leadThanks: contactFormCopy.es.thanks,
  move: {
    slotTaken: "Lo sentimos, alguien acaba de apartar esa hora. Su visita sigue en el horario de antes. Por favor escoja otra hora.",
    tooLate: "Esta visita ya no se puede cambiar por internet. Por favor llámenos.",
    alreadyBookedThen: "Ya tiene una visita a esa hora. Por favor escoja otra hora.",
    changedMeanwhile: "Esta visita se acaba de cambiar. Vuelva a cargar la página e intente de nuevo.",
    tooMany: (max, minutes, phone) =>
      `Esta visita ya se cambió ${max === 1 ? "una vez" : `${max} veces`} hoy, lo más que podemos hacer por internet. Intente de nuevo en ${waitWords(minutes, "minuto", "hora")}, o llámenos al ${phone}.`,
  },
  booking: {
    realDate: "Escoja una fecha que exista",
    past: "Esa fecha ya pasó. Escoja un día de hoy en adelante.",
    closedSunday: "Los domingos no trabajamos. Escoja otro día.",
    closed: "Ese día no trabajamos. Escoja otro día.",
    holiday: (name) => `Ese día cerramos (${name}). Escoja otro día.`,
    blocked: "Ese día no estamos agendando visitas. Escoja otro día.",
    beyondWindow: (weeks) => `Agendamos con hasta ${weeks} semanas de anticipación. Escoja un día más próximo.`,
    chooseOffered: (labels) => `Escoja uno de los horarios disponibles: ${labels}`,
    unavailable: (time) => `Las ${time} no están disponibles. Escoja otra hora.`,
    timePast: "Esa hora ya pasó. Escoja una hora más tarde.",
    tooSoon: "No alcanzamos a llegar a esa hora. Escoja una hora más tarde.",
    booked: "Alguien acaba de apartar esa hora. Escoja otra hora.",
  },
};

/** The APIs' answers to visitors, by language. */
export const serverMessages: Record<Locale, ServerMessages> = { en, es };
