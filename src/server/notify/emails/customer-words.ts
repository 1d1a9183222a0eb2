/**
 * The words of the emails a customer receives about their visit (confirmation, move,
 * cancellation, reminders) and of its calendar invitation, in each language. The templates
 * (templates.ts, visit-templates.ts, ics.ts) pick the table by the appointment's stored
 * `locale`; admin notices stay in English. Dates and times come from src/i18n/dates.ts.
 * To add a language: add it to src/i18n/locales.ts and give it a table here.
 */
import { business } from "@/config/business";
import { bookingCopy } from "@/i18n/booking";
import { endSentence, formatDay, formatWindow } from "@/i18n/dates";
import { toLocale, type Locale } from "@/i18n/locales";
import { durationAsAdjective, durationInWords } from "../../../core/visit-time";
import type { ReminderKind } from "@/core/server/reminders";

/** One language's words. */
export interface CustomerEmailWords {
  hi: (name: string) => string;
  labels: { date: string; time: string; length: string; address: string; service: string; status: string };
  /** The arrival window with its zone: "10 a.m. to 12 p.m. (Arizona time)". */
  timeWindow: (window: string) => string;
  /** "Our estimator arrives during that window …; the visit takes about 2 hours." */
  arrival: (length: string) => string;
  /** "2 hours", "90 minutes". */
  duration: (minutes: number) => string;
  /** "About 2 hours". */
  about: (length: string) => string;
  /** A day and its arrival window: "Tuesday, December 1, 2026, 10 a.m. to 12 p.m.". */
  dayAt: (day: string, window: string) => string;
  serviceLabels: Record<string, string>;
  whatToExpect: readonly string[];
  howToPrepare: readonly string[];
  questionsCall: string;
  /** The site's page in this language, after the origin in the signature ("" or "/es"). */
  signaturePath: string;
  confirmation: {
    title: string;
    subject: (when: string) => string;
    thanks: string;
    confirmNote: string;
    expectHeading: (minutes: number) => string;
    prepareHeading: string;
    manageText: (url: string) => string;
    manageHeading: string;
    manageLead: string;
    manageLink: string;
    manageTail: string;
    questions: string;
  };
  moved: {
    title: string;
    subject: (when: string) => string;
    was: (previous: string) => string;
    manageText: (url: string) => string;
    plansChanged: string;
    manageLink: string;
  };
  /** The office confirmed the visit. */
  confirmed: {
    title: string;
    subject: (when: string) => string;
    lead: (when: string) => string;
    calendarNote: string;
    manageText: (url: string) => string;
    plansChanged: string;
    manageLink: string;
  };
  /** Cancelled by the customer (their link, their dashboard). */
  cancelled: {
    title: string;
    subject: (when: string) => string;
    when: (when: string) => string;
    againText: (url: string, phone: string) => string;
    againLead: string;
    againLink: string;
    orCall: string;
  };
  /** Cancelled by the office: an apology and how to find another time (the rest as `cancelled`). */
  officeCancelled: { title: string; when: (when: string) => string; reply: string };
  reminder: {
    when: Record<ReminderKind, string>;
    title: (when: string) => string;
    subject: (when: string, dayWindow: string) => string;
    expectHeading: string;
    manageText: (url: string) => string;
    plansChanged: string;
    manageLink: string;
    lateCall: string;
  };
  ics: { summary: string; description: (phone: string, url: string) => string };
}

const en: CustomerEmailWords = {
  hi: (name) => `Hi ${name},`,
  labels: { date: "Date", time: "Arrival window", length: "Length", address: "Address", service: "Service", status: "Status" },
  timeWindow: (window) => `${window} (Arizona time)`,
  arrival: (length) => `Our estimator arrives during that window (Arizona time); the visit takes about ${length}.`,
  duration: durationInWords,
  about: (length) => `About ${length}`,
  dayAt: (day, window) => `${day}, ${window}`,
  serviceLabels: bookingCopy.en.form.serviceLabels,
  whatToExpect: [
    "Our estimator arrives within your arrival window and calls if anything delays them.",
    "We look at each window and door you want replaced and take exact measurements.",
    "We show frame, glass and door options, including energy-efficient glass for the Arizona heat.",
    "Before we leave you get a written quote. The estimate is free and there is no obligation.",
  ],
  howToPrepare: [
    "Make sure an adult who can decide on the project is home for the whole visit.",
    "Clear a path to the windows and doors you want us to look at.",
    "Note any problems you have noticed: drafts, foggy glass, doors that stick, high cooling bills.",
    "Keep pets in another room while we measure.",
  ],
  questionsCall: "Questions? Call us at ",
  signaturePath: "",
  confirmation: {
    title: "Your free in-home estimate is booked",
    subject: (when) => `Your free in-home estimate: ${when}`,
    thanks: `Thank you for booking a free in-home estimate with ${business.brand}.`,
    confirmNote: `${business.promises.responseTime} to confirm your visit, by email, with the invitation updated in your calendar.`,
    expectHeading: (minutes) => `What to expect during the ${durationAsAdjective(minutes)} visit`,
    prepareHeading: "How to prepare",
    manageText: (url) => `Need to move or cancel? Use your manage link:\n${url}`,
    manageHeading: "Need to move or cancel?",
    manageLead: "If your plans change, please ",
    manageLink: "move or cancel your appointment",
    manageTail: " so we can offer the time to someone else.",
    questions: "Questions, or would you like another time? Call us at ",
  },
  moved: {
    title: "Your estimate visit has a new time",
    subject: (when) => `New time for your free in-home estimate: ${when}`,
    was: (previous) => `${endSentence(`It was ${previous}`)} Your calendar invitation is updated to the new time.`,
    manageText: (url) => `Need to move or cancel again? ${url}`,
    plansChanged: "Plans changed again? ",
    manageLink: "Move or cancel your visit",
  },
  confirmed: {
    title: "Your estimate visit is confirmed",
    subject: (when) => `Confirmed: your free in-home estimate, ${when}`,
    lead: (when) => endSentence(`We have confirmed your free in-home estimate: ${when}`),
    calendarNote: "The invitation in your calendar now shows the visit as confirmed.",
    manageText: (url) => `Need to move or cancel? ${url}`,
    plansChanged: "Plans changed? ",
    manageLink: "Move or cancel your visit",
  },
  cancelled: {
    title: "Your estimate visit is cancelled",
    subject: (when) => `Cancelled: your free in-home estimate, ${when}`,
    when: (when) => `Your free in-home estimate (${when}) is cancelled, and it is removed from your calendar.`,
    againText: (url, phone) => `Want another time? Book at ${url} or call us at ${phone}.`,
    againLead: "Want another time? ",
    againLink: "Book another estimate",
    orCall: " or call us at ",
  },
  officeCancelled: {
    title: "We had to cancel your estimate visit",
    when: (when) => `We're sorry: we had to cancel your free in-home estimate (${when}). It is removed from your calendar.`,
    reply: "Reply to this email and we will find you another time.",
  },
  reminder: {
    when: { "day-before": "tomorrow", "morning-of": "today" },
    title: (when) => `Reminder: your free estimate visit is ${when}`,
    subject: (when, dayWindow) => `Reminder: your free in-home estimate ${when}, ${dayWindow}`,
    expectHeading: "What to expect",
    manageText: (url) => `Need to move or cancel? ${url}`,
    plansChanged: "Plans changed? ",
    manageLink: "Move or cancel your visit",
    lateCall: "Questions or running late? Call us at ",
  },
  ics: {
    summary: `Free in-home estimate – ${business.brand}`,
    description: (phone, url) =>
      [
        "Our estimator visits your home, measures the windows and doors you want replaced, shows options and leaves a written quote.",
        `Questions or running late? Call ${phone}.`,
        `Need to move or cancel? ${url}`,
      ].join("\n\n"),
  },
};

const es: CustomerEmailWords = {
  hi: (name) => `Hola ${name}:`,
  labels: { date: "Fecha", time: "Horario de llegada", length: "Duración", address: "Dirección", service: "Servicio", status: "Estado" },
  timeWindow: (window) => `${window} (hora de Arizona)`,
  arrival: (length) => `Nuestro estimador llega dentro de ese horario (hora de Arizona); la visita dura unas ${length}.`,
  duration: (minutes) => (minutes % 60 !== 0 ? `${minutes} minutos` : minutes === 60 ? "1 hora" : `${minutes / 60} horas`),
  about: (length) => `Unas ${length}`,
  dayAt: (day, window) => `${day}, ${window}`,
  serviceLabels: bookingCopy.es.form.serviceLabels,
  whatToExpect: [
    "Nuestro estimador llega dentro de su horario de llegada y lo llama si algo lo retrasa.",
    "Revisamos cada ventana y puerta que quiere reemplazar y tomamos las medidas exactas.",
    "Le enseñamos opciones de marcos, vidrios y puertas, incluido el vidrio de baja emisividad (Low-E) para el calor de Arizona.",
    "Antes de irnos le dejamos una cotización por escrito. El estimado es gratis y sin compromiso.",
  ],
  howToPrepare: [
    "Asegúrese de que un adulto que pueda decidir sobre el proyecto esté en casa durante toda la visita.",
    "Deje libre el paso a las ventanas y puertas que quiere que revisemos.",
    "Apunte los problemas que haya notado: corrientes de aire, vidrios empañados, puertas que se atoran, recibos de luz altos.",
    "Mantenga a sus mascotas en otro cuarto mientras medimos.",
  ],
  questionsCall: "¿Preguntas? Llámenos al ",
  signaturePath: "/es",
  confirmation: {
    title: "Su estimado gratis en casa está agendado",
    subject: (when) => `Su estimado gratis en casa: ${when}`,
    thanks: `Gracias por agendar un estimado gratis en su casa con ${business.brand}.`,
    confirmNote:
      "Nos comunicamos con usted en menos de 24 horas para confirmar su visita, por correo, con la invitación actualizada en su calendario.",
    expectHeading: (minutes) =>
      `Qué esperar durante la visita de ${minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? "hora" : "horas"}` : `${minutes} minutos`}`,
    prepareHeading: "Cómo prepararse",
    manageText: (url) => `¿Necesita cambiar o cancelar su cita? Use su enlace personal:\n${url}`,
    manageHeading: "¿Necesita cambiar o cancelar su cita?",
    manageLead: "Si cambian sus planes, por favor ",
    manageLink: "cambie o cancele su cita",
    manageTail: " para ofrecerle ese horario a otra persona.",
    questions: "¿Preguntas, o prefiere otro horario? Llámenos al ",
  },
  moved: {
    title: "Su visita para el estimado tiene un nuevo horario",
    subject: (when) => `Nuevo horario de su estimado gratis en casa: ${when}`,
    was: (previous) => `${endSentence(`Antes era el ${previous}`)} La invitación de su calendario ya tiene el nuevo horario.`,
    manageText: (url) => `¿Necesita cambiarla o cancelarla otra vez? ${url}`,
    plansChanged: "¿Cambiaron otra vez sus planes? ",
    manageLink: "Cambie o cancele su visita",
  },
  confirmed: {
    title: "Su visita para el estimado está confirmada",
    subject: (when) => `Confirmado: su estimado gratis en casa, ${when}`,
    lead: (when) => endSentence(`Confirmamos su estimado gratis en casa: ${when}`),
    calendarNote: "La invitación de su calendario ya muestra la visita como confirmada.",
    manageText: (url) => `¿Necesita cambiar o cancelar su cita? ${url}`,
    plansChanged: "¿Cambiaron sus planes? ",
    manageLink: "Cambie o cancele su visita",
  },
  cancelled: {
    title: "Su visita para el estimado está cancelada",
    subject: (when) => `Cancelado: su estimado gratis en casa, ${when}`,
    when: (when) => `Su estimado gratis en casa (${when}) está cancelado y ya no aparece en su calendario.`,
    againText: (url, phone) => `¿Quiere otro horario? Agende en ${url} o llámenos al ${phone}.`,
    againLead: "¿Quiere otro horario? ",
    againLink: "Agende otro estimado",
    orCall: " o llámenos al ",
  },
  officeCancelled: {
    title: "Tuvimos que cancelar su visita para el estimado",
    when: (when) => `Lo sentimos: tuvimos que cancelar su estimado gratis en casa (${when}). Ya no aparece en su calendario.`,
    reply: "Responda a este correo y le buscamos otro horario.",
  },
  reminder: {
    when: { "day-before": "mañana", "morning-of": "hoy" },
    title: (when) => `Recordatorio: su visita para el estimado gratis es ${when}`,
    subject: (when, dayWindow) => `Recordatorio: su estimado gratis en casa es ${when}, ${dayWindow}`,
    expectHeading: "Qué esperar",
    manageText: (url) => `¿Necesita cambiar o cancelar su cita? ${url}`,
    plansChanged: "¿Cambiaron sus planes? ",
    manageLink: "Cambie o cancele su visita",
    lateCall: "¿Preguntas, o se le hace tarde? Llámenos al ",
  },
  ics: {
    summary: `Estimado gratis en casa – ${business.brand}`,
    description: (phone, url) =>
      [
        "Nuestro estimador visita su casa, mide las ventanas y puertas que quiere reemplazar, le enseña opciones y le deja una cotización por escrito.",
        `¿Preguntas, o se le hace tarde? Llame al ${phone}.`,
        `¿Necesita cambiar o cancelar su cita? ${url}`,
      ].join("\n\n"),
  },
};

/** The customer emails' words, by language. */
export const customerEmailWords: Record<Locale, CustomerEmailWords> = { en, es };

/** A stored row's language, for its emails: English for anything unknown. */
export function rowLocale(row: { locale: string }): Locale {
  return toLocale(row.locale);
}

/** The visit's status in the words the customer reads everywhere (src/i18n/booking.ts): "Booked: we'll confirm it within 24 hours", "Confirmed". */
export function visitStatusWords(visit: { status: string }, locale: Locale): string {
  return bookingCopy[locale].status[visit.status] ?? visit.status;
}

/** A visit's day and arrival window in `locale`: "Tuesday, December 1, 2026, 10 a.m. to 12 p.m.". */
export function dayAndWindow(visit: { appointmentDate: string; appointmentTime: string; duration: number }, locale: Locale): string {
  return customerEmailWords[locale].dayAt(
    formatDay(visit.appointmentDate, locale, true),
    formatWindow(visit.appointmentTime, visit.duration, locale),
  );
}

/** The words of an appointment in its customer's language: its day, its arrival window, and both together (`when`). */
export function customerWording(appointment: { locale: string; appointmentDate: string; appointmentTime: string; duration: number }) {
  const locale = rowLocale(appointment);
  const window = formatWindow(appointment.appointmentTime, appointment.duration, locale);
  return {
    locale,
    w: customerEmailWords[locale],
    day: formatDay(appointment.appointmentDate, locale, true),
    window,
    when: dayAndWindow(appointment, locale),
  };
}
