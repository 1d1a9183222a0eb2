/**
 * The contact form's words in each language: labels, the service options and the toasts.
 * The island takes a `locale` prop and reads `contactFormCopy[locale]`; its validation
 * messages are in ./validation.ts and the server's thanks in ./server-messages.ts.
 * Plain data, so the island may import it. `es` must have every key `en` has. It imports
 * nothing from src/schemas: the schema owns the list of services and checks there that
 * `serviceLabels` names each one (LEAD_SERVICE_LABELS).
 */
import type { Locale } from "./locales";

const en = {
  label: "Contact us",
  person: { firstName: "First name", lastName: "Last name", email: "Email", phone: "Phone" },
  service: "Service",
  chooseService: "Choose a service",
  projectDetails: "Project details",
  optional: "optional",
  sending: "Sending...",
  send: "Send Message",
  sentTitle: "Message Sent!",
  errorTitle: "Error",
  failed: "Failed to send message. Please try again or call us directly.",
  /** Shown when the server's answer carries no message (the spec's text). */
  thanks: "Thank you for your inquiry. We'll contact you within 24 hours.",
  serviceLabels: {
    "window-installation": "Window installation",
    "door-installation": "Door installation",
    "energy-efficiency": "Energy efficiency upgrade",
    "general-inquiry": "General inquiry",
  },
};

/** The contact form's words in one language. */
export type ContactFormCopy = typeof en;

const es: ContactFormCopy = {
  label: "Contáctenos",
  person: { firstName: "Nombre", lastName: "Apellido", email: "Correo electrónico", phone: "Teléfono" },
  service: "Servicio",
  chooseService: "Escoja un servicio",
  projectDetails: "Detalles del proyecto",
  optional: "opcional",
  sending: "Enviando...",
  send: "Enviar mensaje",
  sentTitle: "¡Mensaje enviado!",
  errorTitle: "Error",
  failed: "No se pudo enviar el mensaje. Intente de nuevo o llámenos directamente.",
  thanks: "Gracias por escribirnos. Nos comunicamos con usted en menos de 24 horas.",
  serviceLabels: {
    "window-installation": "Instalación de ventanas",
    "door-installation": "Instalación de puertas",
    "energy-efficiency": "Mejora de eficiencia energética",
    "general-inquiry": "Consulta general",
  },
};

/** The contact form's words, by language. */
export const contactFormCopy: Record<Locale, ContactFormCopy> = { en, es };
