/**
 * The booking widget's words in each language: the calendar, the toasts and the success step.
 * Apart from the rest of the booking words (./booking.ts: the form, which loads when a day is
 * picked, and the manage page), so the calendar a visitor sees first carries only its own.
 * `es` must have every key `en` has.
 */
import { endSentence } from "./dates";
import type { Locale } from "./locales";

const en = {
  /** A day and its arrival window: "Tuesday, December 1, 10 a.m. to 12 p.m.". */
  dayAt: (day: string, window: string) => `${day}, ${window}`,
  widget: {
    bookedTitle: "Appointment Booked!",
    bookedText: "We've sent a confirmation email with your appointment details.",
    capTitle: "You can't book another visit yet",
    failedTitle: "Booking Failed",
    failedText: "Unable to book your appointment. Please try again or call us.",
    takenTitle: "That slot was just taken",
    takenText: "Someone booked it a moment ago. Please choose another time.",
    pickTitle: "Please select a date and time",
    pickText: "You must choose an appointment slot before submitting.",
    calendarError: (phone: string) => `The calendar could not load. Please refresh the page or call us at ${phone}.`,
    successTitle: "Your visit is booked",
    successText: (when: string, phone: string) =>
      `${endSentence(when)} We'll confirm it within 24 hours. An email with the details, a calendar invitation and a link to move or cancel is on its way to your inbox. Questions? Call ${phone}.`,
    bookAnother: "Book another visit",
    loadingCalendar: "Loading the calendar",
    /** A request kept for the office instead of booked (the site's hourly limit): the truth, on the page and in the toast. */
    heldToastTitle: "Request received",
    heldToastText: "The office will call to confirm a time.",
    heldTitle: "We have your request",
    heldText: (when: string, phone: string) =>
      `${endSentence(when)} This request does not hold the time yet: our office will call you to confirm a time. Questions? Call ${phone}.`,
  },
  calendar: {
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    previousWeek: "Previous week",
    previous: "Previous",
    nextWeek: "Next week",
    next: "Next",
    caption: (first: string, last: string) => `Choose a day: ${first} to ${last}`,
    /** Why a day cannot be picked, or "open" (src/core/availability.ts `dayState`). */
    dayStatus: {
      open: "open",
      closed: "closed",
      past: "past",
      "too-soon": "too soon to book",
      full: "fully booked",
      "beyond-window": "not yet bookable",
    },
    /** A public holiday's closed day, e.g. "closed (Christmas Day)". */
    closedFor: (holiday: string) => `closed (${holiday})`,
    slotStatus: { available: "available", booked: "Booked", unavailable: "Unavailable" },
    timesOn: (day: string) => `Times on ${day}`,
    chooseDay: "Choose a day to see times",
    continue: "Continue",
  },
};

/** The booking widget's words in one language. */
export type BookingWidgetCopy = typeof en;

const es: BookingWidgetCopy = {
  dayAt: (day, window) => `${day}, ${window}`,
  widget: {
    bookedTitle: "¡Cita agendada!",
    bookedText: "Le mandamos un correo de confirmación con los datos de su cita.",
    capTitle: "Todavía no puede agendar otra visita",
    failedTitle: "No se pudo agendar",
    failedText: "No pudimos agendar su cita. Intente de nuevo o llámenos.",
    takenTitle: "Alguien acaba de apartar ese horario",
    takenText: "Otra persona lo apartó hace un momento. Por favor escoja otra hora.",
    pickTitle: "Escoja la fecha y la hora",
    pickText: "Tiene que escoger un horario antes de continuar.",
    calendarError: (phone) => `No se pudo cargar el calendario. Vuelva a cargar la página o llámenos al ${phone}.`,
    successTitle: "Su visita está agendada",
    successText: (when, phone) =>
      `${endSentence(when)} La confirmamos en menos de 24 horas. Le llega a su correo un mensaje con los datos, la invitación para su calendario y un enlace para cambiarla o cancelarla. ¿Preguntas? Llame al ${phone}.`,
    bookAnother: "Agendar otra visita",
    loadingCalendar: "Cargando el calendario",
    heldToastTitle: "Solicitud recibida",
    heldToastText: "La oficina le llamará para confirmar una hora.",
    heldTitle: "Tenemos su solicitud",
    heldText: (when, phone) =>
      `${endSentence(when)} Esta solicitud todavía no aparta la hora: nuestra oficina le llamará para confirmar una hora. ¿Preguntas? Llame al ${phone}.`,
  },
  calendar: {
    weekdays: ["Dom", "Lun", "Mar", "Mié", "Jue", "Vie", "Sáb"],
    previousWeek: "Semana anterior",
    previous: "Anterior",
    nextWeek: "Semana siguiente",
    next: "Siguiente",
    caption: (first, last) => `Escoja un día: del ${first} al ${last}`,
    dayStatus: {
      open: "con horarios libres",
      closed: "cerrado",
      past: "ya pasó",
      "too-soon": "demasiado pronto para agendar",
      full: "sin horarios libres",
      "beyond-window": "todavía no se puede agendar",
    },
    closedFor: (holiday) => `cerrado (${holiday})`,
    slotStatus: { available: "disponible", booked: "Ocupado", unavailable: "No disponible" },
    timesOn: (day) => `Horarios del ${day}`,
    chooseDay: "Escoja un día para ver los horarios",
    continue: "Continuar",
  },
};

/** The booking widget's words, by language. */
export const bookingWidgetCopy: Record<Locale, BookingWidgetCopy> = { en, es };
