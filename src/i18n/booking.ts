/**
 * The words of the booking islands in each language: the widget's (./booking-widget.ts:
 * calendar, success, toasts), the booking form's and the manage page's (move, cancel). The
 * islands take a `locale` prop and read `bookingCopy[locale]`; the booking widget reads its own
 * part alone, so the calendar a visitor sees first carries no other words. Validation messages
 * are in ./validation.ts, the server's answers in ./server-messages.ts. Plain data, so islands
 * may import it. `es` must have every key `en` has. It imports nothing from src/schemas: the
 * schema owns the list of services and checks there that `form.serviceLabels` names each one
 * (BOOKING_SERVICE_LABELS).
 */
import { endSentence } from "./dates";
import type { Locale } from "./locales";
import { bookingWidgetCopy } from "./booking-widget";

const en = {
  ...bookingWidgetCopy.en,
  /**
   * A visit's status as the customer reads it, the same words on the manage page, in the emails
   * and in the admin's account of what the customer was told: a new booking waits for the
   * office to confirm it (the invitation says TENTATIVE), then it is confirmed (CONFIRMED).
   */
  status: {
    pending: "Booked: we'll confirm it within 24 hours",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
    completed: "Done",
    "no-show": "Missed",
  } as Record<string, string>,
  form: {
    label: "Your details",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    address: "Street address",
    city: "City",
    zipCode: "ZIP code",
    service: "Service",
    projectDetails: "Project details",
    projectHint: "How many windows or doors, and anything we should know.",
    optional: "optional",
    back: "Back to Calendar",
    booking: "Booking...",
    book: "Book Appointment",
    serviceLabels: {
      "window-installation": "Window installation",
      "door-installation": "Door installation",
      "energy-efficiency": "Energy efficiency upgrade",
      consultation: "Consultation",
    },
  },
  manage: {
    notFoundTitle: "We couldn't find that appointment",
    notFoundText: "The link may be incomplete. Copy the whole link from your confirmation email, or call us at ",
    loadError: "Something went wrong loading your appointment. Please try again, or call us at ",
    loading: "Loading your appointment...",
    cancelledTitle: "Your appointment is cancelled",
    cancelledText: "The time is free again. Want a new one? ",
    bookAnother: "Book another estimate",
    orCall: " or call ",
    closedTitle: "This appointment can no longer be changed online",
    closedText:
      "Moving and cancelling online is for visits still to come, and this one has started or is already closed. Questions about it? Call us at ",
    movedTitle: "Your visit is moved",
    title: "Your free in-home estimate",
    movedNote: "We've emailed you the updated calendar invitation.",
    moveButton: "Move to another time",
    cancelButton: "Cancel visit",
    movedText: (when: string) => `${endSentence(`See you ${when}`)} We've emailed you the updated invitation.`,
    cancelQuestion: "Cancel this appointment?",
    cancelling: "Cancelling...",
    yesCancel: "Yes, cancel my appointment",
    keep: "Keep it",
    cancelError: "We couldn't cancel it just now. Please try again or call ",
    questions: "Questions? Call us at ",
    summary: { date: "Date", time: "Arrival window", city: "City", status: "Status" },
  },
  move: {
    failure: "We couldn't move your visit just now. Please try again.",
    movedTitle: "Visit moved",
    chooseFirst: "Choose a new day and time first.",
    loadingCalendar: "Loading the calendar...",
    heading: "Choose a new time",
    keepCurrent: "Keep the current time",
    moving: "Moving...",
    moveHere: "Move to this time",
  },
};

/** The booking islands' words in one language. */
export type BookingCopy = typeof en;

const es: BookingCopy = {
  ...bookingWidgetCopy.es,
  status: {
    pending: "Agendada: la confirmamos en menos de 24 horas",
    confirmed: "Confirmada",
    cancelled: "Cancelada",
    completed: "Realizada",
    "no-show": "No se realizó",
  },
  form: {
    label: "Sus datos",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
    address: "Dirección",
    city: "Ciudad",
    zipCode: "Código postal",
    service: "Servicio",
    projectDetails: "Detalles del proyecto",
    projectHint: "Cuántas ventanas o puertas, y lo que debamos saber.",
    optional: "opcional",
    back: "Volver al calendario",
    booking: "Agendando...",
    book: "Agendar cita",
    serviceLabels: {
      "window-installation": "Instalación de ventanas",
      "door-installation": "Instalación de puertas",
      "energy-efficiency": "Mejora de eficiencia energética",
      consultation: "Consulta",
    },
  },
  manage: {
    notFoundTitle: "No encontramos esa cita",
    notFoundText: "Puede que el enlace esté incompleto. Copie el enlace completo de su correo de confirmación, o llámenos al ",
    loadError: "Algo salió mal al cargar su cita. Intente de nuevo, o llámenos al ",
    loading: "Cargando su cita...",
    cancelledTitle: "Su cita está cancelada",
    cancelledText: "Ese horario quedó libre. ¿Quiere otro? ",
    bookAnother: "Agende otro estimado",
    orCall: " o llame al ",
    closedTitle: "Esta cita ya no se puede cambiar por internet",
    closedText:
      "Solo se pueden cambiar o cancelar por internet las visitas que todavía no empiezan, y esta ya empezó o ya está cerrada. ¿Preguntas? Llámenos al ",
    movedTitle: "Su visita tiene nuevo horario",
    title: "Su estimado gratis en casa",
    movedNote: "Le mandamos por correo la invitación actualizada para su calendario.",
    moveButton: "Cambiar de horario",
    cancelButton: "Cancelar la visita",
    movedText: (when) => `${endSentence(`Nos vemos el ${when}`)} Le mandamos por correo la invitación actualizada.`,
    cancelQuestion: "¿Cancelar esta cita?",
    cancelling: "Cancelando...",
    yesCancel: "Sí, cancelar mi cita",
    keep: "Mantenerla",
    cancelError: "No pudimos cancelarla en este momento. Intente de nuevo o llame al ",
    questions: "¿Preguntas? Llámenos al ",
    summary: { date: "Fecha", time: "Horario de llegada", city: "Ciudad", status: "Estado" },
  },
  move: {
    failure: "No pudimos cambiar su visita en este momento. Intente de nuevo.",
    movedTitle: "Visita cambiada",
    chooseFirst: "Primero escoja el nuevo día y la hora.",
    loadingCalendar: "Cargando el calendario...",
    heading: "Escoja el nuevo horario",
    keepCurrent: "Mantener el horario actual",
    moving: "Cambiando...",
    moveHere: "Cambiar a este horario",
  },
};

/** The booking islands' words, by language. */
export const bookingCopy: Record<Locale, BookingCopy> = { en, es };
