/** The home page's words in each language; facts (phone, warranty, experience) come from src/config/business.ts, the savings banner from the incentives in force (src/build-time/incentives.ts). */
import type { Locale } from "../locales";

const en = {
  heroEyebrow: "Gilbert · Mesa · Chandler · Phoenix · Scottsdale",
  heroTitle: "Windows and Doors Near Me - Gilbert AZ",
  heroLead:
    "Energy-efficient Pella and Milgard windows and doors for Arizona heat, measured and installed by our own crews. Free in-home estimates, and we contact you within 24 hours.",
  heroAlt: "A two-story Gilbert stucco home at golden hour with new dark bronze windows and a glass entry door",
  call: (phone: string) => `Call ${phone}`,
  estimate: "Free Estimate",
  trustLabel: "Why homeowners trust us",
  trust: {
    licensed: "Licensed & insured",
    experience: (years: string) => `${years} experience`,
    warranty: (promise: string) => promise,
    fast: "Fast service",
  },
  savingsLabel: "Savings",
  savingsLink: "How the savings work",
  bookTitle: "Book a free in-home estimate",
  bookText:
    "Choose a day in the next five weeks, Monday to Saturday, and a two-hour window. We measure every opening, show samples and leave a written quote.",
  /** A brand section's heading and link; its line under the heading is the brand file's homeLead. */
  brandTitle: (brand: string) => `${brand} windows`,
  brandLink: (brand: string) => `All about ${brand}`,
  galleryTitle: "Before, during and after",
  galleryLink: "More projects",
  gilbertTitle: "Serving Gilbert neighborhoods",
  gilbertText: "Our office is in Gilbert, so most of our crews' days start in town. We regularly work in:",
  gilbertLink: "Windows and doors in Gilbert",
  installTitle: "What we install",
  relatedTitle: "Helpful pages",
  related: [
    { label: "Window replacement process", href: "/services/window-replacement" },
    { label: "Energy-efficient windows", href: "/services/energy-efficiency" },
    { label: "Milgard energy-efficient windows", href: "/milgard/energy-efficient-windows" },
    { label: "Gilbert window & door guide", href: "/blog/gilbert-windows-doors-guide" },
    { label: "Before & after gallery", href: "/gallery" },
    { label: "Plan a room in the designer", href: "/room-designer" },
    { label: "Our lifetime warranty", href: "/warranty" },
    { label: "All service areas", href: "/locations" },
  ],
  reasonsTitle: "Why homeowners choose us",
  reasons: [
    ["Our own crews", "Trained installers on our payroll, not day labor, on every job."],
    ["Contact within 24 hours", "Every call, form and booking gets a reply within a day."],
    ["Lifetime warranty", "Our installation workmanship is covered for as long as you own the home."],
    ["15+ years in the Valley", "We know stucco retrofits, HOA submittals and monsoon-proof sealing."],
    ["Clear written quotes", "Prices per window, incentives and timelines in writing, no pressure."],
  ] as [string, string][],
  contactTitle: "Get a free estimate",
  contactText: "Tell us about your project and we will contact you within 24 hours.",
};

/** The home page's words in one language. */
export type HomeCopy = typeof en;

const es: HomeCopy = {
  heroEyebrow: "Gilbert · Mesa · Chandler · Phoenix · Scottsdale",
  heroTitle: "Ventanas y puertas cerca de usted en Gilbert, AZ",
  heroLead:
    "Ventanas y puertas Pella y Milgard que ahorran energía y aguantan el calor de Arizona, medidas e instaladas por nuestros propios equipos. Estimado gratis en su casa, y nos comunicamos con usted en menos de 24 horas.",
  heroAlt: "Casa de estuco de dos pisos en Gilbert al atardecer, con ventanas nuevas color bronce oscuro y una puerta de entrada de vidrio",
  call: (phone: string) => `Llame al ${phone}`,
  estimate: "Estimado gratis",
  trustLabel: "Por qué confían en nosotros",
  trust: {
    licensed: "Con licencia y seguro",
    experience: (years: string) => `Más de ${years.match(/\d+/)?.[0]} años de experiencia`,
    warranty: () => "Garantía de por vida",
    fast: "Servicio rápido",
  },
  savingsLabel: "Ahorros",
  savingsLink: "Cómo funcionan los ahorros",
  bookTitle: "Pida un estimado gratis en su casa",
  bookText:
    "Escoja un día en las próximas cinco semanas, de lunes a sábado, y un horario de dos horas. Medimos cada abertura, le mostramos muestras y le dejamos una cotización por escrito.",
  brandTitle: (brand: string) => `Ventanas ${brand}`,
  brandLink: (brand: string) => `Todo sobre ${brand}`,
  galleryTitle: "Antes, durante y después",
  galleryLink: "Más proyectos",
  gilbertTitle: "Trabajamos en los vecindarios de Gilbert",
  gilbertText:
    "Nuestra oficina está en Gilbert, así que la mayoría de los días nuestros equipos empiezan aquí mismo. Trabajamos seguido en:",
  gilbertLink: "Ventanas y puertas en Gilbert",
  installTitle: "Lo que instalamos",
  relatedTitle: "Páginas útiles",
  related: [
    { label: "Cómo reemplazamos ventanas", href: "/services/window-replacement" },
    { label: "Ventanas que ahorran energía", href: "/services/energy-efficiency" },
    { label: "Ventanas Milgard eficientes", href: "/milgard/energy-efficient-windows" },
    { label: "Guía de Gilbert", href: "/blog/gilbert-windows-doors-guide" },
    { label: "Galería de antes y después", href: "/gallery" },
    { label: "Diseñador de cuartos", href: "/room-designer" },
    { label: "Nuestra garantía de por vida", href: "/warranty" },
    { label: "Todas las áreas de servicio", href: "/locations" },
  ],
  reasonsTitle: "Por qué nos escogen los propietarios",
  reasons: [
    ["Equipos propios", "Instaladores capacitados en nuestra nómina, no trabajadores por día, en cada trabajo."],
    ["Respuesta en 24 horas", "Cada llamada, formulario y cita recibe respuesta en menos de un día."],
    ["Garantía de por vida", "Nuestra mano de obra de instalación está cubierta mientras la casa sea suya."],
    ["Más de 15 años en el Valle", "Conocemos los reemplazos en estuco, los trámites con la HOA y el sellado contra el monzón."],
    ["Cotizaciones claras por escrito", "Precios por ventana, incentivos y tiempos por escrito, sin presiones."],
  ],
  contactTitle: "Pida un estimado gratis",
  contactText: "Cuéntenos de su proyecto y nos comunicamos con usted en menos de 24 horas.",
};

/** The home page's words, by language. */
export const homeCopy: Record<Locale, HomeCopy> = { en, es };
