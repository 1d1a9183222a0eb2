/** The guides' index page and the article frame, in each language (the articles' own words are in src/content/posts). */
import type { Locale } from "../locales";

const en = {
  crumb: "Guides",
  title: "Guides for Arizona homeowners",
  eyebrow: "Guides",
  lead: "Straight answers about windows and doors in the desert, from the crews who install them.",
  listLabel: "Articles",
  articleEyebrow: "Homeowner guide",
  by: "By",
  published: "Published",
  updated: "Updated",
};

/** The guides' words in one language. */
export type BlogCopy = typeof en;

const es: BlogCopy = {
  crumb: "Guías",
  title: "Guías para propietarios en Arizona",
  eyebrow: "Guías",
  lead: "Respuestas claras sobre ventanas y puertas en el desierto, de los equipos que las instalan.",
  listLabel: "Artículos",
  articleEyebrow: "Guía para propietarios",
  by: "Por",
  published: "Publicada el",
  updated: "Actualizada el",
};

/** The guides' words, by language. */
export const blogCopy: Record<Locale, BlogCopy> = { en, es };
