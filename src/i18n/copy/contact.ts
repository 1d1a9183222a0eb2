/** The contact page's words in each language. */
import type { Locale } from "../locales";

const en = {
  crumb: "Contact",
  title: "Contact Windows & Doors Near Me",
  eyebrow: "Contact",
  lead: "Call, email or send the form. A real person from our Gilbert office replies within 24 hours, Monday to Saturday.",
  messageTitle: "Send us a message",
  messageText:
    "Tell us what you would like replaced, roughly how many windows or doors, and the best time to reach you. Prefer to pick a time for a visit yourself?",
  bookLink: "Book a free estimate",
  detailsLabel: "Contact details",
  callTitle: "Call or email",
  office: "Head office:",
  hoursTitle: "Hours",
};

/** The contact page's words in one language. */
export type ContactCopy = typeof en;

const es: ContactCopy = {
  crumb: "Contacto",
  title: "Comuníquese con Windows & Doors Near Me",
  eyebrow: "Contacto",
  lead: "Llámenos, escríbanos un correo o mande el formulario. Una persona de verdad de nuestra oficina en Gilbert le responde en menos de 24 horas, de lunes a sábado.",
  messageTitle: "Mándenos un mensaje",
  messageText:
    "Díganos qué le gustaría reemplazar, más o menos cuántas ventanas o puertas, y a qué hora es mejor comunicarnos con usted. ¿Prefiere escoger usted mismo la hora de la visita?",
  bookLink: "Pida un estimado gratis",
  detailsLabel: "Datos de contacto",
  callTitle: "Llámenos o escríbanos",
  office: "Oficina principal:",
  hoursTitle: "Horario",
};

/** The contact page's words, by language. */
export const contactCopy: Record<Locale, ContactCopy> = { en, es };
