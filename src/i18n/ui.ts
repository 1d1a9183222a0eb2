/**
 * The words of the site's frame in each language: header, mobile menu, footer, breadcrumbs,
 * calls to action, cards and the labels of collection pages. Page copy lives beside its page
 * (src/i18n/copy/); business facts come from src/config. Plain data, so islands may import it.
 * `es` must have every key `en` has (the type says so).
 */
import type { Locale } from "./locales";

const en = {
  skipLink: "Skip to main content",
  /**
   * Names of the hand-built pages and outside links by English path, where the language needs
   * its own; content pages name themselves in their files (src/build-time/page-labels.ts).
   */
  pageNames: {} as Record<string, string>,
  nav: {
    main: "Main",
    mobile: "Mobile",
    menu: "Menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    call: "Call",
    account: "Account and dashboard",
    hours: "Business hours",
  },
  account: { signIn: "Sign in with Google", menu: "Account menu", dashboard: "Dashboard", logOut: "Log out" },
  switcher: { label: "Español", title: "Ver esta página en español", lang: "es" },
  breadcrumb: { label: "Breadcrumb", home: "Home" },
  footer: {
    blurb: (area: string, experience: string, warranty: string) =>
      `Window and door replacement for ${area}. ${experience} installing, a ${warranty.toLowerCase()} on our work, and a reply within 24 hours.`,
    services: "Services",
    areas: "Service Areas",
    resources: "Gilbert Resources",
    hours: "Hours",
    company: "Company",
    social: "Social profiles",
    external: " (external site)",
    rocExternal: " (Arizona Registrar of Contractors, external site)",
    rights: "Licensed, bonded and insured.",
  },
  /** Opening hours: each weekday's short name (a row of several reads "Mon-Fri"). */
  hours: {
    days: { Monday: "Mon", Tuesday: "Tue", Wednesday: "Wed", Thursday: "Thu", Friday: "Fri", Saturday: "Sat", Sunday: "Sun" } as Record<
      string,
      string
    >,
    closed: "Closed",
  },
  cta: {
    heading: "Ready for windows that handle Arizona summers?",
    text: "Book a free in-home estimate: we measure, walk you through options and prices, and leave a written quote. We contact you within 24 hours.",
    book: "Book Free Estimate",
    ask: "Ask a question",
    callNow: "Call Now",
    callPhone: (phone: string) => `Call ${phone}`,
  },
  faq: { heading: "Frequently asked questions" },
  /** Before the month a page's prices, rebates and programs were last checked (frontmatter `reviewed`). */
  reviewed: "Prices and rebates checked",
  product: {
    installedPrice: "Installed price",
    perWindow: "per window",
    rebate: "Rebate",
    taxCredit: "Tax credit",
    savings: "Savings",
    details: "View Details",
    detailsOf: (name: string) => ` of ${name}`,
    material: { vinyl: "vinyl", fiberglass: "fiberglass", wood: "wood" } as Record<string, string>,
    frame: "Frame",
    styles: "Styles",
    glass: "Glass",
    colors: "Colors",
    warranty: "Warranty",
    atAGlance: "At a glance",
    features: "Key features",
    designer: "Try it in the room designer",
    compare: (brand: string) => `Compare other ${brand} lines`,
    questions: (name: string) => `${name} questions`,
  },
  service: {
    eyebrow: "Services",
    typicalCost: "Typical cost:",
    moreAbout: (name: string) => `More about ${name.toLowerCase()}`,
    productLines: "Product lines for this job",
  },
  city: {
    glance: (city: string) => `${city} at a glance`,
    neighborhoods: "Neighborhoods we work in",
    visiting: (city: string) => `Visiting ${city}`,
    drive: "Drive from our Gilbert office",
    zips: "ZIP codes served",
    questions: (city: string) => `${city} window and door questions`,
    alsoServe: "We also serve",
    ctaHeading: (city: string) => `Free in-home estimates in ${city}`,
  },
  brand: {
    eyebrow: (brand: string) => `${brand} windows and doors`,
    lines: (brand: string) => `${brand} lines we install`,
    questions: (brand: string) => `${brand} questions`,
  },
  sections: {
    Company: "Company",
    Services: "Services",
    Locations: "Locations",
    Products: "Products",
    Projects: "Projects",
    Account: "Account",
  },
  og: { call: (phone: string) => `Call ${phone}`, tagline: "Free in-home estimates", area: "Gilbert & Phoenix Metro, AZ" },
};

/** The frame's words in one language. */
export type UiStrings = typeof en;

const es: UiStrings = {
  skipLink: "Saltar al contenido principal",
  pageNames: {
    "/": "Inicio",
    "/services": "Servicios",
    // A menu's "all" link is keyed by its index path with #index.
    "/services#index": "Todos los servicios",
    "/locations#index": "Todas las áreas de servicio",
    "/locations": "Ubicaciones",
    "/gallery": "Galería",
    "/reviews": "Reseñas",
    "/contact": "Contacto",
    "/estimate": "Estimado gratis",
    "/my": "Su trabajo y documentos",
    "/sitemap": "Mapa del sitio",
    "https://www.gilbertaz.gov/departments/development-service": "Permisos del municipio de Gilbert",
    "https://www.srpnet.com/energy-savings-rebates": "Reembolsos de energía de SRP",
    "https://www.energystar.gov/products/residential_windows_doors_and_skylights": "Ventanas ENERGY STAR",
  },
  nav: {
    main: "Principal",
    mobile: "Menú móvil",
    menu: "Menú",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    call: "Llamar",
    account: "Cuenta y panel",
    hours: "Horario de atención",
  },
  account: { signIn: "Entrar con Google", menu: "Menú de la cuenta", dashboard: "Mis citas", logOut: "Cerrar sesión" },
  switcher: { label: "English", title: "View this page in English", lang: "en" },
  breadcrumb: { label: "Ruta de navegación", home: "Inicio" },
  footer: {
    blurb: (area: string, experience: string) =>
      `Reemplazo de ventanas y puertas en ${area}. Más de ${experience.match(/\d+/)?.[0]} años instalando, garantía de por vida en nuestro trabajo y respuesta en menos de 24 horas.`,
    services: "Servicios",
    areas: "Áreas de servicio",
    resources: "Recursos en Gilbert",
    hours: "Horario",
    company: "Empresa",
    social: "Redes sociales",
    external: " (sitio externo)",
    rocExternal: " (Registro de Contratistas de Arizona, sitio externo)",
    rights: "Con licencia, fianza y seguro.",
  },
  hours: {
    days: { Monday: "Lun", Tuesday: "Mar", Wednesday: "Mié", Thursday: "Jue", Friday: "Vie", Saturday: "Sáb", Sunday: "Dom" },
    closed: "Cerrado",
  },
  cta: {
    heading: "¿Listo para ventanas que aguantan el verano de Arizona?",
    text: "Haga una cita para un estimado gratis en su casa: medimos, le explicamos opciones y precios, y le dejamos una cotización por escrito. Nos comunicamos con usted en menos de 24 horas.",
    book: "Pida su estimado gratis",
    ask: "Haga una pregunta",
    callNow: "Llame ahora",
    callPhone: (phone: string) => `Llame al ${phone}`,
  },
  faq: { heading: "Preguntas frecuentes" },
  reviewed: "Precios y reembolsos revisados en",
  product: {
    installedPrice: "Precio instalado",
    perWindow: "por ventana",
    rebate: "Reembolso",
    taxCredit: "Crédito fiscal",
    savings: "Ahorro",
    details: "Ver detalles",
    detailsOf: (name: string) => ` de ${name}`,
    material: { vinyl: "vinilo", fiberglass: "fibra de vidrio", wood: "madera" },
    frame: "Marco",
    styles: "Estilos",
    glass: "Vidrio",
    colors: "Colores",
    warranty: "Garantía",
    atAGlance: "En resumen",
    features: "Características principales",
    designer: "Pruébela en el diseñador de cuartos",
    compare: (brand: string) => `Compare otras líneas de ${brand}`,
    questions: (name: string) => `Preguntas sobre ${name}`,
  },
  service: {
    eyebrow: "Servicios",
    typicalCost: "Costo típico:",
    moreAbout: (name: string) => `Más sobre ${name.toLowerCase()}`,
    productLines: "Líneas de productos para este trabajo",
  },
  city: {
    glance: (city: string) => `${city} en resumen`,
    neighborhoods: "Vecindarios donde trabajamos",
    visiting: (city: string) => `Visitas en ${city}`,
    drive: "Distancia desde nuestra oficina en Gilbert",
    zips: "Códigos postales que atendemos",
    questions: (city: string) => `Preguntas sobre ventanas y puertas en ${city}`,
    alsoServe: "También atendemos",
    ctaHeading: (city: string) => `Estimados gratis en su casa en ${city}`,
  },
  brand: {
    eyebrow: (brand: string) => `Ventanas y puertas ${brand}`,
    lines: (brand: string) => `Líneas de ${brand} que instalamos`,
    questions: (brand: string) => `Preguntas sobre ${brand}`,
  },
  sections: {
    Company: "Empresa",
    Services: "Servicios",
    Locations: "Áreas de servicio",
    Products: "Productos",
    Projects: "Proyectos",
    Account: "Cuenta",
  },
  og: { call: (phone: string) => `Llame al ${phone}`, tagline: "Estimados gratis en su casa", area: "Gilbert y el área de Phoenix, AZ" },
};

/** The frame's words, by language. */
export const ui: Record<Locale, UiStrings> = { en, es };
