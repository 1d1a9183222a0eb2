/** The reviews page's words in each language. */
import type { Locale } from "../locales";

const en = {
  crumb: "Reviews",
  title: "Reviews from Phoenix-area homeowners",
  eyebrow: "Reviews",
  lead: "Our reviews come straight from Google, written by the homeowners we worked for. We do not edit or pick them.",
  leaveTitle: "Worked with us?",
  leaveText:
    "A short review on Google helps your neighbors choose an installer, and tells us what to keep doing. If something is not right with your windows or doors, call us first at",
  covered: (promise: string) => `: your installation is covered by our ${promise.toLowerCase()}.`,
};

/** The reviews page's words in one language. */
export type ReviewsCopy = typeof en;

const es: ReviewsCopy = {
  crumb: "Reseñas",
  title: "Reseñas de propietarios del área de Phoenix",
  eyebrow: "Reseñas",
  lead: "Nuestras reseñas vienen directamente de Google y las escriben los propietarios para quienes trabajamos. No las editamos ni las escogemos. Google traduce al español las que se escribieron en otro idioma, y debajo de cada traducción mostramos el texto original.",
  leaveTitle: "¿Ya trabajó con nosotros?",
  leaveText:
    "Una reseña breve en Google ayuda a sus vecinos a escoger un instalador y nos dice qué debemos seguir haciendo. Si algo no está bien con sus ventanas o puertas, llámenos primero al",
  covered: () => ": su instalación está cubierta por nuestra garantía de por vida.",
};

/** The reviews page's words, by language. */
export const reviewsCopy: Record<Locale, ReviewsCopy> = { en, es };
