/**
 * The words of the customer's own screens, in each language: their page (/my/{token}), the form
 * that asks for its link (/my), and the job as the quote page shows it after the signature (its
 * timeline, what happens next, the install-day chooser). Stage names and the "what happens next"
 * sentence come from src/i18n/jobs.ts (the notices say the same). Days come in already written
 * (src/i18n/dates.ts). `es` must have every key `en` has.
 */
import { endSentence } from "./end-sentence";
import type { Locale } from "./locales";

/** The frame of /my and /my/{token}: the h1 and the line under it, and the title and description of the Spanish page (the English ones are in src/config/pages.ts). */
interface MyPageFrame {
  heading: string;
  lead: string;
  title: string;
  description: string;
}

const enFrame: MyPageFrame = {
  heading: "Your page",
  lead: "Your visits, quotes, contracts, jobs and payments with us, on one private page.",
  title: "Your Page | Windows & Doors Near Me",
  description:
    "Your visits, quotes, contracts, jobs, install days, payments and warranty with Windows & Doors Near Me, on one private page.",
};

const esFrame: MyPageFrame = {
  heading: "Su página",
  lead: "Sus visitas, cotizaciones, contratos, trabajos y pagos con nosotros, en una página privada.",
  title: "Su página | Windows & Doors Near Me",
  description:
    "Sus visitas, cotizaciones, contratos, trabajos, días de instalación, pagos y garantía con Windows & Doors Near Me, en una página privada.",
};

/** The frame of the customer's page, by language. */
export const myPageFrame: Record<Locale, MyPageFrame> = { en: enFrame, es: esFrame };

/** The form that asks for the page's link. */
export interface MyLinkFormWords {
  heading: string;
  lead: string;
  email: string;
  emailHint: string;
  /** The same words as src/i18n/validation.ts's, which the page does not load (they come with zod). */
  emailRequired: string;
  send: string;
  sending: string;
  /** Shown when the server's answer has no message of its own. */
  sent: string;
  sentNext: string;
  tooMany: string;
  failed: string;
  callUs: string;
}

/** The job as its customer sees it, on the quote page and on their page. */
export interface JobViewWords {
  heading: (job: number) => string;
  nextHeading: string;
  timelineHeading: string;
  /** A reached step's day ("Done Tuesday, December 1"), for screen readers and the eye. */
  reachedOn: (day: string) => string;
  /** A step passed without a day of its own (the office skipped ahead). */
  done: string;
  current: string;
  upcoming: string;
  expectedDelivery: (day: string) => string;
  expectedDeliveryWeek: (day: string) => string;
  /** `days`: the install's days after a verb ("on Tuesday, December 1"). */
  installDays: (days: string) => string;
  /** Shown on the page where the chooser sits. */
  chooseBelow: string;
  photosHeading: string;
  photo: (n: number) => string;
  warrantyHeading: string;
  manufacturerWarranty: (manufacturer: string) => string;
  orderNumber: (orderNumber: string) => string;
  register: string;
  manufacturerTerms: string;
  workmanshipMore: string;
  external: string;
}

/** The install-day chooser; `days` is the install's length in open days (one day is said in the singular). */
export interface InstallChooserWords {
  heading: (days: number) => string;
  lead: (days: number) => string;
  legend: (days: number) => string;
  loading: string;
  none: string;
  book: (days: number) => string;
  booking: string;
  chooseFirst: string;
  /** 409: someone took the day meanwhile; the list is fresh. */
  taken: string;
  /** 400: the day is not offered (any more). */
  notOffered: string;
  failed: string;
  booked: (days: string) => string;
  more: string;
  fewer: string;
}

/** The customer's page. */
export interface MyPageWords {
  loading: string;
  loadError: string;
  hello: (name: string) => string;
  lead: string;
  expiredTitle: string;
  expiredText: string;
  requestHeading: string;
  linkLasts: (day: string) => string;
  newLink: string;
  nothingYet: string;
  bookEstimate: string;
  jobsHeading: string;
  chooseInstall: (days: number) => string;
  opening: string;
  openFailed: string;
  visitsHeading: string;
  estimateVisit: string;
  remeasureVisit: string;
  moveOrCancel: string;
  quotesHeading: string;
  quoteNumber: (n: number) => string;
  validUntil: (day: string) => string;
  readAndSign: string;
  contractsHeading: string;
  signedOn: (day: string) => string;
  downloadPdf: string;
  /** A signed change order: what it changed, then the contract it left ("+$916.30; the contract is now $4,165.30"). */
  changeOrderChange: (change: string, contract: string) => string;
  changeOrderSignedOn: (day: string) => string;
  downloadChangeOrder: string;
  openQuote: string;
  cancelledContract: string;
  paymentsHeading: string;
  paymentFor: (n: number) => string;
  paymentStatus: Record<"paid" | "pending" | "failed" | "refunded", string>;
  paidOn: (day: string) => string;
  refundedOn: (day: string) => string;
  callUs: string;
}

const enForm: MyLinkFormWords = {
  heading: "Get the link to your page",
  lead: "Your page shows your visits, quotes, contracts, jobs, install days, payments and warranty with us. Enter the email you gave us and we send a private link to it.",
  email: "Your email",
  emailHint: "The email your estimate or quote was sent to.",
  emailRequired: "Enter your email address",
  send: "Email me my link",
  sending: "Sending…",
  sent: "If that email has visits or quotes with us, we've sent a link to it.",
  sentNext: "It can take a minute or two. Check your spam folder too; the link works for 30 days.",
  tooMany: "You have asked for several links in a short time. Please wait an hour and try again, or call us at ",
  failed: "We could not send that just now. Please try again, or call us at ",
  callUs: "Questions? Call us at ",
};

const esForm: MyLinkFormWords = {
  heading: "Reciba el enlace a su página",
  lead: "Su página muestra sus visitas, cotizaciones, contratos, trabajos, días de instalación, pagos y garantía con nosotros. Escriba el correo que nos dio y le enviamos un enlace privado.",
  email: "Su correo electrónico",
  emailHint: "El correo al que le enviamos su estimado o su cotización.",
  emailRequired: "Escriba su correo electrónico",
  send: "Envíenme mi enlace",
  sending: "Enviando…",
  sent: "Si ese correo tiene visitas o cotizaciones con nosotros, le enviamos un enlace.",
  sentNext: "Puede tardar un par de minutos. Revise también la carpeta de spam; el enlace funciona durante 30 días.",
  tooMany: "Pidió varios enlaces en poco tiempo. Espere una hora y vuelva a intentarlo, o llámenos al ",
  failed: "No pudimos enviarlo en este momento. Vuelva a intentarlo o llámenos al ",
  callUs: "¿Preguntas? Llámenos al ",
};

/** The link form's words, by language. */
export const myLinkFormWords: Record<Locale, MyLinkFormWords> = { en: enForm, es: esForm };

const enJob: JobViewWords = {
  heading: (job) => `Your job ${job}`,
  nextHeading: "What happens next",
  timelineHeading: "Your job step by step",
  reachedOn: (day) => `Done ${day}`,
  done: "Done",
  current: "Where your job is now",
  upcoming: "Coming up",
  expectedDelivery: (day) => `Expected delivery: ${day}`,
  expectedDeliveryWeek: (day) => `Expected delivery: the week of ${day}`,
  installDays: (days) => `Our crew installs your windows and doors ${endSentence(days)}`,
  chooseBelow: "Choose the day your install starts, below.",
  photosHeading: "Photos of your job",
  photo: (n) => `Photo ${n} of your job (opens full size)`,
  warrantyHeading: "Your warranty",
  manufacturerWarranty: (manufacturer) => `Your windows and doors carry ${manufacturer}'s warranty.`,
  orderNumber: (orderNumber) => `Your order number: ${orderNumber}. The manufacturer asks for it with any warranty request.`,
  register: "Register your windows with the manufacturer",
  manufacturerTerms: "Read the manufacturer's warranty",
  workmanshipMore: "Read what our warranty covers",
  external: " (external site)",
};

const esJob: JobViewWords = {
  heading: (job) => `Su trabajo ${job}`,
  nextHeading: "Lo que sigue",
  timelineHeading: "Su trabajo paso a paso",
  reachedOn: (day) => `Hecho el ${day}`,
  done: "Hecho",
  current: "Donde está su trabajo ahora",
  upcoming: "Próximamente",
  expectedDelivery: (day) => `Entrega prevista: ${day}`,
  expectedDeliveryWeek: (day) => `Entrega prevista: la semana del ${day}`,
  installDays: (days) => `Nuestra cuadrilla instala sus ventanas y puertas ${endSentence(days)}`,
  chooseBelow: "Elija abajo el día en que empieza su instalación.",
  photosHeading: "Fotos de su trabajo",
  photo: (n) => `Foto ${n} de su trabajo (se abre en tamaño completo)`,
  warrantyHeading: "Su garantía",
  manufacturerWarranty: (manufacturer) => `Sus ventanas y puertas tienen la garantía de ${manufacturer}.`,
  orderNumber: (orderNumber) => `Su número de pedido: ${orderNumber}. El fabricante lo pide en cualquier reclamo de garantía.`,
  register: "Registre sus ventanas con el fabricante",
  manufacturerTerms: "Lea la garantía del fabricante",
  workmanshipMore: "Lea lo que cubre nuestra garantía",
  external: " (sitio externo)",
};

/** The job's words, by language. */
export const jobViewWords: Record<Locale, JobViewWords> = { en: enJob, es: esJob };

const enChooser: InstallChooserWords = {
  heading: (days) => `Choose your install ${days === 1 ? "day" : "days"}`,
  lead: (days) =>
    days === 1
      ? "Your install takes one day. Choose the day we come: the days shown are the ones a crew is free."
      : `Your install takes ${days} days in a row (open days). Choose the first day: the days shown are the ones a crew is free for all of them.`,
  legend: (days) => (days === 1 ? "Day of your install" : "First day of your install"),
  loading: "Loading the days a crew is free…",
  none: "No day is open right now. We will call you to agree when we install, or call us at ",
  book: (days) => (days === 1 ? "Book this day" : "Book these days"),
  booking: "Booking…",
  chooseFirst: "Choose a day first.",
  taken: "That day was just taken. Please choose another: the list is up to date.",
  notOffered: "That day is not offered any more. Please choose another from the list.",
  failed: "We could not book that just now. Please try again, or call us at ",
  booked: (days) => `Booked: ${endSentence(days)} We sent you the details and a calendar event.`,
  more: "Show more days",
  fewer: "Show fewer days",
};

const esChooser: InstallChooserWords = {
  heading: (days) => `Elija ${days === 1 ? "su día" : "sus días"} de instalación`,
  lead: (days) =>
    days === 1
      ? "Su instalación toma un día. Elija el día en que vamos: los días que ve son los que un equipo tiene libres."
      : `Su instalación toma ${days} días seguidos (días hábiles). Elija el primer día: los días que ve son los que un equipo tiene libres para todos ellos.`,
  legend: (days) => (days === 1 ? "Día de su instalación" : "Primer día de su instalación"),
  loading: "Cargando los días en que un equipo está libre…",
  none: "No hay días libres en este momento. Lo llamaremos para acordar cuándo instalamos, o llámenos al ",
  book: (days) => (days === 1 ? "Reservar este día" : "Reservar estos días"),
  booking: "Reservando…",
  chooseFirst: "Elija un día primero.",
  taken: "Alguien acaba de tomar ese día. Elija otro, por favor: la lista está al día.",
  notOffered: "Ese día ya no se ofrece. Elija otro de la lista, por favor.",
  failed: "No pudimos reservarlo en este momento. Vuelva a intentarlo o llámenos al ",
  booked: (days) => `Reservado: ${endSentence(days)} Le enviamos los detalles y un evento de calendario.`,
  more: "Ver más días",
  fewer: "Ver menos días",
};

/** The install-day chooser's words, by language. */
export const installChooserWords: Record<Locale, InstallChooserWords> = { en: enChooser, es: esChooser };

const enPage: MyPageWords = {
  loading: "Loading your page…",
  loadError: "We could not load your page just now. Please try again in a moment, or call us at ",
  hello: (name) => (name ? `Hello, ${name}` : "Hello"),
  lead: "Only you have this link: please do not forward it.",
  expiredTitle: "This link has expired or is not valid",
  expiredText:
    "Links to your page work for 30 days, and each email we send you carries a new one. Ask for a fresh link below: it goes only to your email.",
  requestHeading: "Get a new link",
  linkLasts: (day) => `This link works until ${endSentence(day)}`,
  newLink: "Get a new link",
  nothingYet: "There is nothing under this email yet. Book a free in-home estimate and your visit shows here.",
  bookEstimate: "Book a free estimate",
  jobsHeading: "Your jobs",
  chooseInstall: (days) => `Choose your install ${days === 1 ? "day" : "days"}`,
  opening: "Opening…",
  openFailed: "We could not open that just now. Please try again, or call us at ",
  visitsHeading: "Upcoming visits",
  estimateVisit: "Free in-home estimate",
  remeasureVisit: "Re-measure of your openings",
  moveOrCancel: "Move or cancel",
  quotesHeading: "Quotes to read and sign",
  quoteNumber: (n) => `Quote ${n}`,
  validUntil: (day) => `Valid until ${day}`,
  readAndSign: "Read and sign",
  contractsHeading: "Your contracts",
  signedOn: (day) => `Signed ${day}`,
  downloadPdf: "Download the contract (PDF)",
  changeOrderChange: (change, contract) => `${change}; the contract is now ${contract}`,
  changeOrderSignedOn: (day) => `Signed ${day}`,
  downloadChangeOrder: "Download the change order (PDF)",
  openQuote: "Open",
  cancelledContract: "Cancelled",
  paymentsHeading: "Payments",
  paymentFor: (n) => `Deposit, quote ${n}`,
  paymentStatus: { paid: "Paid", pending: "Being processed", failed: "Did not go through", refunded: "Refunded" },
  paidOn: (day) => `Paid ${day}`,
  refundedOn: (day) => `Refunded ${day}`,
  callUs: "Questions? Call us at ",
};

const esPage: MyPageWords = {
  loading: "Cargando su página…",
  loadError: "No pudimos cargar su página en este momento. Vuelva a intentarlo en un momento o llámenos al ",
  hello: (name) => (name ? `Hola, ${name}` : "Hola"),
  lead: "Solo usted tiene este enlace: no lo reenvíe, por favor.",
  expiredTitle: "Este enlace venció o no es válido",
  expiredText:
    "Los enlaces a su página funcionan durante 30 días, y cada correo que le enviamos trae uno nuevo. Pida un enlace nuevo abajo: llega solo a su correo.",
  requestHeading: "Reciba un enlace nuevo",
  linkLasts: (day) => `Este enlace funciona hasta el ${endSentence(day)}`,
  newLink: "Pedir un enlace nuevo",
  nothingYet: "Todavía no hay nada con este correo. Agende un estimado gratis en casa y su visita aparecerá aquí.",
  bookEstimate: "Agendar un estimado gratis",
  jobsHeading: "Sus trabajos",
  chooseInstall: (days) => `Elegir ${days === 1 ? "su día" : "sus días"} de instalación`,
  opening: "Abriendo…",
  openFailed: "No pudimos abrirlo en este momento. Vuelva a intentarlo o llámenos al ",
  visitsHeading: "Próximas visitas",
  estimateVisit: "Estimado gratis en casa",
  remeasureVisit: "Nueva medición de sus aberturas",
  moveOrCancel: "Cambiar o cancelar",
  quotesHeading: "Cotizaciones para leer y firmar",
  quoteNumber: (n) => `Cotización ${n}`,
  validUntil: (day) => `Válida hasta el ${day}`,
  readAndSign: "Leer y firmar",
  contractsHeading: "Sus contratos",
  signedOn: (day) => `Firmado el ${day}`,
  downloadPdf: "Descargar el contrato (PDF)",
  changeOrderChange: (change, contract) => `${change}; el contrato queda en ${contract}`,
  changeOrderSignedOn: (day) => `Firmada el ${day}`,
  downloadChangeOrder: "Descargar la orden de cambio (PDF)",
  openQuote: "Abrir",
  cancelledContract: "Cancelado",
  paymentsHeading: "Pagos",
  paymentFor: (n) => `Depósito, cotización ${n}`,
  paymentStatus: { paid: "Pagado", pending: "En proceso", failed: "No se completó", refunded: "Reembolsado" },
  paidOn: (day) => `Pagado el ${day}`,
  refundedOn: (day) => `Reembolsado el ${day}`,
  callUs: "¿Preguntas? Llámenos al ",
};

/** The customer's page's words, by language. */
export const myPageWords: Record<Locale, MyPageWords> = { en: enPage, es: esPage };

/** A job's money on the customer's page: the contract, paid and balance, its invoices and payments. */
export interface MyMoneyWords {
  heading: string;
  contractTotal: string;
  paid: string;
  balance: string;
  invoicesHeading: string;
  invoice: (n: number) => string;
  invoiceStatus: Record<"open" | "processing" | "paid", string>;
  dueOn: (day: string) => string;
  dueOnReceipt: string;
  viewAndPay: string;
  viewInvoice: string;
  paymentsHeading: string;
  deposit: (n: number) => string;
  invoicePayment: (n: number) => string;
  /** How a payment was made (src/core/payment-way.ts names them). */
  ways: Record<"card" | "bank" | "check" | "cash" | "financing" | "other" | "online", string>;
  onItsWay: string;
  paidOn: (day: string) => string;
  refunded: string;
  disputed: string;
  noPayments: string;
}

const enMoney: MyMoneyWords = {
  heading: "Payments and balance",
  contractTotal: "Contract total, signed change orders included",
  paid: "Paid",
  balance: "Balance",
  invoicesHeading: "Invoices",
  invoice: (n) => `Invoice ${n}`,
  invoiceStatus: { open: "To pay", processing: "Payment on its way", paid: "Paid" },
  dueOn: (day) => `due ${day}`,
  dueOnReceipt: "due on receipt",
  viewAndPay: "View and pay",
  viewInvoice: "View invoice",
  paymentsHeading: "Payments",
  deposit: (n) => `Deposit, quote ${n}`,
  invoicePayment: (n) => `Invoice ${n}`,
  ways: { card: "card", bank: "bank account", check: "check", cash: "cash", financing: "financing", other: "other", online: "online" },
  onItsWay: "on its way",
  paidOn: (day) => `paid ${day}`,
  refunded: "refunded",
  disputed: "disputed",
  noPayments: "No payments yet.",
};

const esMoney: MyMoneyWords = {
  heading: "Pagos y saldo",
  contractTotal: "Total del contrato, con las órdenes de cambio firmadas",
  paid: "Pagado",
  balance: "Saldo",
  invoicesHeading: "Facturas",
  invoice: (n) => `Factura ${n}`,
  invoiceStatus: { open: "Por pagar", processing: "Pago en camino", paid: "Pagada" },
  dueOn: (day) => `vence el ${day}`,
  dueOnReceipt: "vence al recibirla",
  viewAndPay: "Ver y pagar",
  viewInvoice: "Ver la factura",
  paymentsHeading: "Pagos",
  deposit: (n) => `Depósito, cotización ${n}`,
  invoicePayment: (n) => `Factura ${n}`,
  ways: {
    card: "tarjeta",
    bank: "cuenta bancaria",
    check: "cheque",
    cash: "efectivo",
    financing: "financiamiento",
    other: "otro",
    online: "en línea",
  },
  onItsWay: "en camino",
  paidOn: (day) => `pagado el ${day}`,
  refunded: "reembolsado",
  disputed: "en disputa",
  noPayments: "Todavía no hay pagos.",
};

/** A job's money words, by language. */
export const myMoneyWords: Record<Locale, MyMoneyWords> = { en: enMoney, es: esMoney };
