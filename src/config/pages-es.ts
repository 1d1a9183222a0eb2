/**
 * Spanish titles and descriptions of the hand-built pages that have a Spanish version
 * (src/pages/es/*.astro). A path listed here is a Spanish page: the hreflang links, the
 * language switcher, the Open Graph cards and the sitemap read this list.
 */
import { manageCopy } from "@/i18n/copy/manage";
import { changeOrderCopy } from "@/i18n/change-orders";
import { invoicePageWords } from "@/i18n/invoices";
import { myPageFrame } from "@/i18n/my-page";
import { quotePageCopy } from "@/i18n/quotes";
import { business } from "./business";
import type { PageMeta, StaticPagePath } from "./pages";

/** A page a private link opens, worded beside its island: its Spanish title and description from its word table. */
function linkPage({ title, description }: { title: string; description: string }): PageMeta {
  return { title, description, section: "Account", noindex: true };
}

export const pagesEs = {
  "/": {
    title: "Ventanas y puertas en Gilbert AZ | Estimado gratis",
    description:
      "Reemplazo de ventanas y puertas en Gilbert y el área de Phoenix: Pella y Milgard con instaladores propios, estimado gratis en su casa y garantía de por vida.",
    section: "Company",
  },
  "/estimate": {
    title: "Estimado gratis en su casa: ventanas y puertas",
    description:
      "Escoja el día y la hora para un estimado gratis de dos horas en su casa, en Gilbert o en cualquier parte del área de Phoenix. Medidas, opciones y cotización.",
    section: "Company",
  },
  "/contact": {
    title: "Contáctenos: cotización gratis de ventanas y puertas",
    description: `Llame al ${business.phone.display} o mándenos un mensaje sobre su proyecto de ventanas o puertas. Le respondemos en menos de 24 horas, de lunes a sábado, desde Gilbert.`,
    section: "Company",
  },
  "/reviews": {
    title: "Reseñas en Google de nuestras instalaciones",
    description:
      "Lea las reseñas en Google de propietarios de Gilbert, Mesa, Chandler y todo el área de Phoenix, y deje su propia reseña sobre su proyecto de ventanas o puertas.",
    section: "Company",
  },
  "/services": {
    title: "Servicios de ventanas y puertas en el área de Phoenix",
    description:
      "Reemplazo de ventanas, puertas de entrada y de patio, puertas interiores, formas a la medida, eficiencia energética y trabajos comerciales en Gilbert y Phoenix.",
    section: "Services",
  },
  "/locations": {
    title: "Áreas de servicio: Gilbert, Mesa, Phoenix y más",
    description:
      "Cambiamos ventanas y puertas desde Gilbert por el East Valley, Phoenix y el West Valley. Busque su ciudad, lo que sabemos de sus casas y su estimado gratis.",
    section: "Locations",
  },
  "/blog": {
    title: "Guías de ventanas y puertas para propietarios en Arizona",
    description:
      "Guías prácticas para propietarios del área de Phoenix: cuándo cambiar ventanas y puertas, qué escoger para el calor del desierto, la HOA, permisos y costos.",
    section: "Company",
  },
  "/gallery": {
    title: "Galería de reemplazo de ventanas: antes y después",
    description:
      "Vea el antes, el durante y el después de reemplazos de ventanas y puertas en casas del área de Phoenix, de marcos viejos de aluminio a ventanas nuevas Low-E.",
    section: "Projects",
  },
  "/showcase": {
    title: "Proyectos terminados por ciudad y por línea de producto",
    description:
      "Proyectos de ventanas y puertas terminados en Gilbert y el área de Phoenix, agrupados por ciudad y por línea de producto, con fotos de antes y después.",
    section: "Projects",
  },
  "/testimonials": {
    title: "Testimonios de clientes | Windows & Doors Near Me",
    description:
      "Lo que dicen los propietarios del área de Phoenix sobre el cambio de sus ventanas y puertas con nosotros: el estimado, la instalación y el resultado.",
    section: "Company",
  },
  "/room-designer": {
    title: "Diseñador de cuartos: planee sus ventanas y puertas",
    description:
      "Escoja un cuarto, el tipo de ventana o puerta, el estilo, el color del marco y el vidrio, vea un dibujo con el rango de precio y pida un estimado con su diseño.",
    section: "Products",
  },
  "/sitemap": {
    title: "Mapa del sitio | Windows & Doors Near Me",
    description:
      "Todas las páginas de nuestro sitio en un solo lugar: servicios, áreas de servicio, líneas de productos Pella y Milgard, proyectos, guías y datos de la empresa.",
    section: "Company",
  },
  "/login": {
    title: "Entrar | Windows & Doors Near Me",
    description:
      "Entre con su cuenta de Google para ver sus citas de estimado con Windows & Doors Near Me, o para cancelar una cita que ya no le sirve.",
    section: "Account",
    noindex: true,
  },
  "/dashboard": {
    title: "Sus citas | Windows & Doors Near Me",
    description:
      "Sus próximas citas de estimado gratis con Windows & Doors Near Me, con el día, la hora y la dirección, y la opción de cancelar cada una.",
    section: "Account",
    noindex: true,
  },
  // The pages a private link opens (/es/quote/{token}, …): listed so that the language switcher
  // and the footer's links lead to them, as to every page that exists in Spanish.
  "/cancel": linkPage(manageCopy.es),
  "/quote": linkPage(quotePageCopy.es),
  "/change-order": linkPage(changeOrderCopy.es),
  "/invoice": linkPage({ title: invoicePageWords.es.metaTitle, description: invoicePageWords.es.metaDescription }),
  "/my": linkPage(myPageFrame.es),
} satisfies Partial<Record<StaticPagePath, PageMeta>>;

/** A hand-built page with a Spanish version. */
export type SpanishStaticPath = keyof typeof pagesEs;
