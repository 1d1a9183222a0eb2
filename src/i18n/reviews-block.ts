/**
 * The words of the Google reviews block and the header's rating badge in each language.
 * Plain data, so the badge's script and the island can import it. Review texts and Google's
 * relative dates come from Google, asked in the page's language.
 */
import type { Locale } from "./locales";

const en = {
  heading: "What homeowners say on Google",
  write: "Write a review on Google",
  from: "Reviews from Google.",
  seeAll: "See all reviews on Google Maps",
  loading: "Loading Google reviews",
  /** One review or many: "1 review", "287 reviews". */
  count: (count: string, one: boolean) => `${count} ${one ? "review" : "reviews"}`,
  rated: (rating: string, count: string) => `Rated ${rating} out of 5 from ${count} on Google`,
  stars: (rating: number) => `Rated ${rating} out of 5`,
  /** Shown above the reviewer's own words when Google translated them. */
  original: (language: string) => `Original (${language})`,
  translated: "Translated by Google",
  /** Language names for the original text's label. */
  languages: { en: "English", es: "Spanish" } as Record<string, string>,
  /** The badge's hidden words around the rating: "Rated", "out of 5 from", "on Google". */
  badge: { before: "Rated ", middle: " out of 5 from ", after: " on Google" },
};

/** The reviews block's words in one language. */
export type ReviewsBlockWords = typeof en;

const es: ReviewsBlockWords = {
  heading: "Lo que dicen los propietarios en Google",
  write: "Escriba una reseña en Google",
  from: "Reseñas de Google.",
  seeAll: "Vea todas las reseñas en Google Maps",
  loading: "Cargando las reseñas de Google",
  count: (count, one) => `${count} ${one ? "reseña" : "reseñas"}`,
  rated: (rating, count) => `Calificación de ${rating} de 5 con ${count} en Google`,
  stars: (rating) => `Calificación: ${rating} de 5`,
  original: (language) => `Texto original (${language})`,
  translated: "Traducida por Google",
  languages: { en: "inglés", es: "español" },
  badge: { before: "Calificación de ", middle: " de 5 con ", after: " en Google" },
};

/** The reviews block's words, by language. */
export const reviewsBlockWords: Record<Locale, ReviewsBlockWords> = { en, es };
