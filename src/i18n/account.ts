/**
 * The customer's account screens in each language: the sign-in card, the route guard's
 * states and "my appointments" on /dashboard. The admin screens stay English.
 */
import type { Locale } from "./locales";

const en = {
  signIn: {
    heading: "Sign in to your account",
    welcome: "Welcome back",
    lead: "Sign in with your Google account to continue",
    unavailable: "Sign-in is not set up on this site yet, so the button below cannot sign you in. Please contact support.",
    button: "Continue with Google",
    agree: "By signing in, you agree to our",
    terms: "Terms of Service",
    and: "and",
    privacy: "Privacy Policy",
    noAccess: "Don't have access?",
    support: "Contact support",
  },
  guard: { loading: "Loading...", denied: "Access Denied", deniedText: "You don't have permission to access this page." },
  mine: {
    heading: "Your upcoming appointments",
    hello: (name: string) => `Hi ${name}. `,
    bookedWith: "These are the free estimates booked with",
    loadError: "We couldn't load your appointments. Refresh the page to try again, or call us at",
    loading: "Loading your appointments...",
    none: "You have no upcoming appointments.",
    otherEmail: "Booked with a different email? Your confirmation email has the details and a cancel link. Or call us at",
    orWrite: "or write to",
    book: "Book a free estimate",
    differentTime: "Need a different time? Cancel here and",
    bookNew: "book a new one",
    orCall: ", or call us at",
    /** A visit's day and arrival window: "Thursday, December 3, 2026, 10 a.m. to 12 p.m.". */
    at: (day: string, window: string) => `${day}, ${window}`,
    cancel: "Cancel appointment",
    cancelled: "Appointment cancelled",
    isFree: (when: string) => `${when} is free again.`,
    confirmTitle: "Cancel this appointment?",
    /** "Your free estimate on {day}, {window} will be cancelled...": the words around the day and its arrival window. */
    confirmText: { before: "Your free estimate on ", middle: ", ", after: " will be cancelled and the time given to someone else." },
    cancelError: "We couldn't cancel it just now. Please try again.",
    cancelling: "Cancelling...",
    yes: "Yes, cancel it",
    keep: "Keep it",
  },
};

/** The account screens' words in one language. */
export type AccountWords = typeof en;

const es: AccountWords = {
  signIn: {
    heading: "Entre a su cuenta",
    welcome: "Bienvenido de nuevo",
    lead: "Entre con su cuenta de Google para continuar",
    unavailable:
      "El inicio de sesión todavía no está configurado en este sitio, así que el botón de abajo no puede hacerlo entrar. Comuníquese con soporte, por favor.",
    button: "Continuar con Google",
    agree: "Al entrar, usted acepta nuestras",
    terms: "Condiciones de uso",
    and: "y nuestro",
    privacy: "Aviso de privacidad",
    noAccess: "¿No tiene acceso?",
    support: "Comuníquese con soporte",
  },
  guard: { loading: "Cargando...", denied: "Acceso denegado", deniedText: "No tiene permiso para ver esta página." },
  mine: {
    heading: "Sus próximas citas",
    hello: (name) => `Hola, ${name}. `,
    bookedWith: "Estos son los estimados gratis reservados con",
    loadError: "No pudimos cargar sus citas. Vuelva a cargar la página para intentarlo de nuevo, o llámenos al",
    loading: "Cargando sus citas...",
    none: "No tiene citas próximas.",
    otherEmail: "¿Reservó con otro correo? Su correo de confirmación trae los datos y un enlace para cancelar. También puede llamarnos al",
    orWrite: "o escribirnos a",
    book: "Reserve un estimado gratis",
    differentTime: "¿Necesita otro horario? Cancele aquí y",
    bookNew: "reserve uno nuevo",
    orCall: ", o llámenos al",
    at: (day, window) => `${day}, ${window}`,
    cancel: "Cancelar la cita",
    cancelled: "Cita cancelada",
    isFree: (when) => `El horario del ${when} quedó libre.`,
    confirmTitle: "¿Cancelar esta cita?",
    confirmText: { before: "Su estimado gratis del ", middle: ", ", after: " se cancelará y el horario se le dará a otra persona." },
    cancelError: "No pudimos cancelarla en este momento. Intente de nuevo, por favor.",
    cancelling: "Cancelando...",
    yes: "Sí, cancelarla",
    keep: "Conservarla",
  },
};

/** The account screens' words, by language. */
export const accountWords: Record<Locale, AccountWords> = { en, es };
