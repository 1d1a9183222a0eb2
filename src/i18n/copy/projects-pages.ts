/** The gallery, showcase and testimonials pages' words in each language (the projects' own words are in copy/projects.ts). */
import type { Locale } from "../locales";

const en = {
  gallery: {
    crumb: "Gallery",
    title: "Before, during and after: window and door projects",
    eyebrow: "Gallery",
    lead: "Every project follows the same path: old units out, openings prepared and sealed, new windows or doors in, trim and cleanup. Select a photo to see it larger.",
  },
  showcase: {
    crumb: "Showcase",
    title: "Project showcase",
    eyebrow: "Finished work",
    lead: "Finished installs across the Valley, by city and by product line. Select a photo to see it larger; the gallery shows each job before, during and after.",
    finished: "Finished projects",
    byCity: "By city",
    byProduct: "By product line",
    recentWork: (neighborhoods: string) => `Recent work across ${neighborhoods}.`,
  },
  testimonials: {
    crumb: "Testimonials",
    title: "What our customers say",
    eyebrow: "Testimonials",
    lead: "The best testimonial is a finished job. Here are recent projects in our customers' own neighborhoods, with what was done and why, and below, their Google reviews.",
    reviews: "Their Google reviews",
  },
};

/** The three pages' words in one language. */
export type ProjectsPagesCopy = typeof en;

const es: ProjectsPagesCopy = {
  gallery: {
    crumb: "Galería",
    title: "Antes, durante y después: proyectos de ventanas y puertas",
    eyebrow: "Galería",
    lead: "Todos los proyectos siguen el mismo camino: se quitan las unidades viejas, se preparan y sellan las aberturas, se instalan las ventanas o puertas nuevas, y se terminan las molduras y la limpieza. Seleccione una foto para verla más grande.",
  },
  showcase: {
    crumb: "Proyectos terminados",
    title: "Muestra de proyectos",
    eyebrow: "Trabajos terminados",
    lead: "Instalaciones terminadas en todo el Valle, por ciudad y por línea de producto. Seleccione una foto para verla más grande; la galería muestra cada trabajo antes, durante y después.",
    finished: "Proyectos terminados",
    byCity: "Por ciudad",
    byProduct: "Por línea de producto",
    recentWork: (neighborhoods) => `Trabajos recientes en ${neighborhoods}.`,
  },
  testimonials: {
    crumb: "Testimonios",
    title: "Lo que dicen nuestros clientes",
    eyebrow: "Testimonios",
    lead: "El mejor testimonio es un trabajo terminado. Aquí están proyectos recientes en los vecindarios de nuestros clientes, con lo que se hizo y por qué, y más abajo, sus reseñas en Google.",
    reviews: "Sus reseñas en Google",
  },
};

/** The three pages' words, by language. */
export const projectsPagesCopy: Record<Locale, ProjectsPagesCopy> = { en, es };
