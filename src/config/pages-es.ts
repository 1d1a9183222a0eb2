/**
 * Spanish titles and descriptions of the hand-built pages that have a Spanish version
 * (src/pages/es/*.astro). A path listed here is a Spanish page: the hreflang links, the
 * language switcher, the Open Graph cards and the sitemap read this list.
 */
import { business } from "./business";
import type { PageMeta, StaticPagePath } from "./pages";

export const pagesEs = {
  "/": {
    title: "Ventanas y puertas en Gilbert AZ | Estimado gratis",
    description: "Reemplazo de ventanas y puertas en Gilbert y el área de Phoenix: Pella y Milgard con instaladores propios, estimado gratis en su casa y garantía de por vida.",
    section: "Company",
  },
  "/estimate": {
    title: "Estimado gratis en su casa: ventanas y puertas",
    description: "Escoja el día y la hora para un estimado gratis de dos horas en su casa, en Gilbert o en cualquier parte del área de Phoenix. Medidas, opciones y cotización.",
    section: "Company",
  },
  "/contact": {
    title: "Contáctenos: cotización gratis de ventanas y puertas",
    description: `Llame al ${business.phone.display} o mándenos un mensaje sobre su proyecto de ventanas o puertas. Le respondemos en menos de 24 horas, de lunes a sábado, desde Gilbert.`,
    section: "Company",
  },
  "/reviews": {
    title: "Reseñas en Google de nuestras instalaciones",
    description: "Lea las reseñas en Google de propietarios de Gilbert, Mesa, Chandler y todo el área de Phoenix, y deje su propia reseña sobre su proyecto de ventanas o puertas.",
    section: "Company",
  },
} satisfies Partial<Record<StaticPagePath, PageMeta>>;

/** A hand-built page with a Spanish version. */
export type SpanishStaticPath = keyof typeof pagesEs;
