/** The /services and /locations index pages' and the site map page's words in each language. */
import type { Locale } from "../locales";

const en = {
  services: {
    crumb: "Services",
    title: "Window and door services for Phoenix-area homes and businesses",
    eyebrow: "Services",
    lead: "From a single sticking patio door to every window in a two-story home, our own crews measure, order and install. Start with the service that fits your project.",
    listLabel: "All services",
  },
  locations: {
    crumb: "Locations",
    title: "Where we install windows and doors",
    eyebrow: "Service areas",
    lead: "Our crews leave the Gilbert office every morning for homes across the East Valley, Phoenix and the West Valley. Each city has its own housing stock, HOAs and permit habits; here is what we know about yours.",
    listLabel: "Cities we serve",
    cityTitle: (city: string) => `${city}, AZ`,
  },
  sitemap: {
    crumb: "Site map",
    title: "Site map",
    eyebrow: "Every page",
    lead: "All of our pages in one place.",
    /** The heading of the list of pages in the other language. */
    otherLanguage: "En español",
  },
};

/** The index pages' words in one language. */
export type IndexPagesCopy = typeof en;

const es: IndexPagesCopy = {
  services: {
    crumb: "Servicios",
    title: "Servicios de ventanas y puertas para casas y negocios del área de Phoenix",
    eyebrow: "Servicios",
    lead: "Desde una puerta de patio que se atora hasta todas las ventanas de una casa de dos pisos, nuestros propios equipos miden, hacen el pedido e instalan. Empiece por el servicio que corresponde a su proyecto.",
    listLabel: "Todos los servicios",
  },
  locations: {
    crumb: "Áreas de servicio",
    title: "Dónde instalamos ventanas y puertas",
    eyebrow: "Áreas de servicio",
    lead: "Cada mañana nuestros equipos salen de la oficina de Gilbert hacia casas de todo el East Valley, Phoenix y el West Valley. Cada ciudad tiene su propio tipo de casas, sus HOA y sus costumbres para los permisos; esto es lo que sabemos de la suya.",
    listLabel: "Ciudades donde trabajamos",
    cityTitle: (city) => `${city}, AZ`,
  },
  sitemap: {
    crumb: "Mapa del sitio",
    title: "Mapa del sitio",
    eyebrow: "Todas las páginas",
    lead: "Todas nuestras páginas en un solo lugar.",
    otherLanguage: "In English",
  },
};

/** The index pages' words, by language. */
export const indexPagesCopy: Record<Locale, IndexPagesCopy> = { en, es };
