/**
 * The words of the emails a customer receives about their visit (confirmation, move,
 * cancellation, reminders) and of its calendar invitation, in each language. The templates
 * (templates.ts, visit-templates.ts, ics.ts) pick the table by the appointment's stored
 * `locale`; admin notices stay in English. Dates and times come from src/i18n/dates.ts.
 * To add a language: add it to src/i18n/locales.ts and give it a table here.
 */
import { business } from "@/config/business";
import { bookingCopy } from "@/i18n/booking";
import { endSentence, formatDay, formatSlot } from "@/i18n/dates";
import { toLocale, type Locale } from "@/i18n/locales";
import { durationAsAdjective, durationInWords } from "../../../core/visit-time";
import type { ReminderKind } from "@/core/reminders";

/** One language's words. */
export interface CustomerEmailWords {
  hi: (name: string) => string;
  labels: { date: string; time: string; length: string; address: string; service: string };
  /** "10:00 AM (Arizona time)". */
  arizonaTime: (time: string) => string;
  /** "10:00 AM to 12:00 PM (Arizona time)". */
  timeWindow: (start: string, end: string) => string;
  /** "Our estimator arrives between 10:00 AM and 12:00 PM; …". */
  arrival: (start: string, end: string, length: string) => string;
  /** "2 hours", "90 minutes". */
  duration: (minutes: number) => string;
  /** "About 2 hours". */
  about: (length: string) => string;
  /** "Tuesday, December 1, 2026 at 10:00 AM". */
  dayAt: (day: string, time: string) => string;
  serviceLabels: Record<string, string>;
  whatToExpect: readonly string[];
  howToPrepare: readonly string[];
  questionsCall: string;
  /** The site's page in this language, after the origin in the signature ("" or "/es"). */
  signaturePath: string;
  confirmation: {
    title: string;
    subject: (day: string, time: string) => string;
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
  moved: { title: string; subject: (day: string, time: string) => string; was: (previous: string) => string; manageText: (url: string) => string; plansChanged: string; manageLink: string };
  cancelled: { title: string; subject: (day: string, time: string) => string; when: (day: string, time: string) => string; againText: (url: string, phone: string) => string; againLead: string; againLink: string; orCall: string };
  reminder: {
    when: Record<ReminderKind, string>;
    title: (when: string) => string;
    subject: (when: string, day: string, time: string) => string;
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
  labels: { date: "Date", time: "Time", length: "Length", address: "Address", service: "Service" },
  arizonaTime: (time) => `${time} (Arizona time)`,
  timeWindow: (start, end) => `${start} to ${end} (Arizona time)`,
  arrival: (start, end, length) => `Our estimator arrives between ${start} and ${end} (Arizona time); the visit takes about ${length}.`,
  duration: durationInWords,
  about: (length) => `About ${length}`,
  dayAt: (day, time) => `${day} at ${time}`,
  serviceLabels: bookingCopy.en.form.serviceLabels,
  whatToExpect: [
    "Our estimator arrives at the start of your time slot and calls if anything delays them.",
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
    subject: (day, time) => `Your free in-home estimate on ${day} at ${time}`,
    thanks: `Thank you for booking a free in-home estimate with ${business.brand}.`,
    confirmNote: `${business.promises.responseTime} to confirm your visit.`,
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
    subject: (day, time) => `New time for your free in-home estimate: ${day} at ${time}`,
    was: (previous) => `${endSentence(`It was ${previous}`)} Your calendar invitation is updated to the new time.`,
    manageText: (url) => `Need to move or cancel again? ${url}`,
    plansChanged: "Plans changed again? ",
    manageLink: "Move or cancel your visit",
  },
  cancelled: {
    title: "Your estimate visit is cancelled",
    subject: (day, time) => `Cancelled: your free in-home estimate on ${day} at ${time}`,
    when: (day, time) => `Your free in-home estimate on ${day} at ${time} is cancelled, and it is removed from your calendar.`,
    againText: (url, phone) => `Want another time? Book at ${url} or call us at ${phone}.`,
    againLead: "Want another time? ",
    againLink: "Book another estimate",
    orCall: " or call us at ",
  },
  reminder: {
    when: { "day-before": "tomorrow", "morning-of": "today" },
    title: (when) => `Reminder: your free estimate visit is ${when}`,
    subject: (when, day, time) => `Reminder: your free in-home estimate ${when}, ${day} at ${time}`,
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
  labels: { date: "Fecha", time: "Hora", length: "Duración", address: "Dirección", service: "Servicio" },
  arizonaTime: (time) => `${time} (hora de Arizona)`,
  timeWindow: (start, end) => `de ${start} a ${end} (hora de Arizona)`,
  arrival: (start, end, length) => `Nuestro estimador llega entre las ${start} y las ${end} (hora de Arizona); la visita dura unas ${length}.`,
  duration: (minutes) => (minutes % 60 !== 0 ? `${minutes} minutos` : minutes === 60 ? "1 hora" : `${minutes / 60} horas`),
  about: (length) => `Unas ${length}`,
  dayAt: (day, time) => `${day} a las ${time}`,
  serviceLabels: bookingCopy.es.form.serviceLabels,
  whatToExpect: [
    "Nuestro estimador llega al inicio de su horario y lo llama si algo lo retrasa.",
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
    subject: (day, time) => `Su estimado gratis en casa el ${day} a las ${time}`,
    thanks: `Gracias por agendar un estimado gratis en su casa con ${business.brand}.`,
    confirmNote: "Nos comunicamos con usted en menos de 24 horas para confirmar su visita.",
    expectHeading: (minutes) => `Qué esperar durante la visita de ${minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? "hora" : "horas"}` : `${minutes} minutos`}`,
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
    subject: (day, time) => `Nuevo horario de su estimado gratis en casa: ${day} a las ${time}`,
    was: (previous) => `${endSentence(`Antes era el ${previous}`)} La invitación de su calendario ya tiene el nuevo horario.`,
    manageText: (url) => `¿Necesita cambiarla o cancelarla otra vez? ${url}`,
    plansChanged: "¿Cambiaron otra vez sus planes? ",
    manageLink: "Cambie o cancele su visita",
  },
  cancelled: {
    title: "Su visita para el estimado está cancelada",
    subject: (day, time) => `Cancelado: su estimado gratis en casa el ${day} a las ${time}`,
    when: (day, time) => `Su estimado gratis en casa del ${day} a las ${time} está cancelado y ya no aparece en su calendario.`,
    againText: (url, phone) => `¿Quiere otro horario? Agende en ${url} o llámenos al ${phone}.`,
    againLead: "¿Quiere otro horario? ",
    againLink: "Agende otro estimado",
    orCall: " o llámenos al ",
  },
  reminder: {
    when: { "day-before": "mañana", "morning-of": "hoy" },
    title: (when) => `Recordatorio: su visita para el estimado gratis es ${when}`,
    subject: (when, day, time) => `Recordatorio: su estimado gratis en casa es ${when}, ${day} a las ${time}`,
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

/** The words, day and slot of an appointment in its customer's language. */
export function customerWording(appointment: { locale: string; appointmentDate: string; appointmentTime: string }) {
  const locale = rowLocale(appointment);
  return { locale, w: customerEmailWords[locale], day: formatDay(appointment.appointmentDate, locale, true), time: formatSlot(appointment.appointmentTime, locale) };
}
