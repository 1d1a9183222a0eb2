/** The 404 page's words in each language. */
import type { Locale } from "../locales";

const en = {
  title: "Page Not Found",
  description: "The page you were looking for has moved or never existed. Find windows, doors, service areas and free estimates from here.",
  eyebrow: "Error 404",
  heading: "We couldn't find that page",
  text: "The link may be old, or the address mistyped. Everything we do is one click away from here, and we are happy to help by phone.",
  home: "Go to the home page",
  sitemap: "Browse the site map",
  call: (phone: string) => `Call ${phone}`,
};

/** The 404 page's words in one language. */
export type NotFoundCopy = typeof en;

const es: NotFoundCopy = {
  title: "Página no encontrada",
  description:
    "La página que buscaba cambió de lugar o nunca existió. Desde aquí encuentra ventanas, puertas, áreas de servicio y estimados gratis.",
  eyebrow: "Error 404",
  heading: "No encontramos esa página",
  text: "Puede que el enlace sea viejo o que la dirección tenga un error. Todo lo que hacemos está a un clic de aquí, y con gusto le ayudamos por teléfono.",
  home: "Ir a la página de inicio",
  sitemap: "Ver el mapa del sitio",
  call: (phone: string) => `Llame al ${phone}`,
};

/** The 404 page's words, by language. */
export const notFoundCopy: Record<Locale, NotFoundCopy> = { en, es };
