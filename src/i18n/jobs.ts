/**
 * The words of a job after the signature, in each language: its stages, what happens next, the
 * notices that tell the customer of each step (email and text), the install-day chooser's
 * messages and the customer's own page link. `es` must have every key `en` has. Days come in
 * already written ("Tuesday, December 1"; src/i18n/dates.ts).
 */
import { formatDay } from "./dates";
import { endSentence } from "./end-sentence";
import type { Locale } from "./locales";

/** Each stage's name, as the board, the timeline and the customer read it. */
export const jobStageLabels: Record<Locale, Record<"signed" | "measured" | "ordered" | "delivered" | "scheduled" | "installed" | "completed" | "on_hold" | "cancelled", string>> = {
  en: { signed: "Signed", measured: "Measured", ordered: "Ordered", delivered: "Delivered", scheduled: "Scheduled", installed: "Installed", completed: "Completed", on_hold: "On hold", cancelled: "Cancelled" },
  es: { signed: "Firmado", measured: "Medido", ordered: "Pedido", delivered: "Entregado", scheduled: "Programado", installed: "Instalado", completed: "Terminado", on_hold: "En pausa", cancelled: "Cancelado" },
};

/** "What happens next", one sentence per step; days come written. */
export interface NextStepWords {
  remeasureOn: (day: string) => string;
  remeasureSoon: string;
  order: string;
  deliveryOn: (day: string) => string;
  deliveryWeekOf: (day: string) => string;
  deliveryUnknown: string;
  chooseInstall: string;
  install: (days: string) => string;
  completion: string;
  done: string;
  onHold: string;
  cancelled: string;
}

/** The install's days in words: "Tuesday, December 1" or "Tuesday, December 1 to Wednesday, December 2 (2 days)". */
export interface InstallDayWords {
  range: (first: string, last: string, count: number) => string;
}

/** One notice to the customer: its email's subject, title and lead, and its text. */
export interface NoticeWords {
  subject: (job: number) => string;
  title: string;
}

/** The words of the notices about a job. */
export interface JobMessageWords {
  hi: (name: string) => string;
  /** "What happens next: …". */
  nextHeading: string;
  questions: string;
  measured: NoticeWords & { lead: string; text: (brand: string, url: string) => string };
  ordered: NoticeWords & { lead: (manufacturer: string, orderNumber: string) => string; text: (brand: string, url: string) => string };
  delivered: NoticeWords & { lead: string; choose: string; chooseText: (url: string) => string; text: (brand: string, url: string) => string };
  installBooked: NoticeWords & { lead: (days: string) => string; calendar: string; text: (brand: string, days: string, url: string) => string };
  installMoved: NoticeWords & { lead: (days: string) => string; calendar: string; text: (brand: string, days: string, url: string) => string };
  installUnbooked: NoticeWords & { lead: string; calendar: string; text: (brand: string, url: string) => string };
  installReminder: NoticeWords & { lead: (days: string) => string; prepare: readonly string[]; text: (brand: string, days: string, url: string) => string };
  installed: NoticeWords & { lead: string; text: (brand: string, url: string) => string };
  completed: NoticeWords & {
    lead: string;
    manufacturerWarranty: (manufacturer: string) => string;
    register: (url: string, orderNumber: string) => string;
    keepOrderNumber: (orderNumber: string) => string;
    readMore: string;
    text: (brand: string, url: string) => string;
  };
  onMyWay: (brand: string, arrival: string) => string;
  /** The calendar event of the install. */
  ics: { summary: (brand: string) => string; description: (phone: string, url: string) => string };
  /** The email with a link to the customer's page, asked for on the public form. */
  myLink: { subject: string; title: string; lead: string; open: string; lasts: string; notYou: string };
}

const enNext: NextStepWords = {
  remeasureOn: (day) => `Next, we re-measure your openings on ${endSentence(day)}`,
  remeasureSoon: "Next, we call you to book a re-measure of your openings, usually within a few days.",
  order: "Next, we order your windows and doors, and tell you when to expect them.",
  deliveryOn: (day) => `Next, delivery: we expect your windows and doors on ${endSentence(day)}`,
  deliveryWeekOf: (day) => `Next, delivery: we expect your windows and doors the week of ${endSentence(day)}`,
  deliveryUnknown: "Next, delivery: we tell you as soon as the manufacturer gives us a date.",
  chooseInstall: "Next, choose your install days: pick the first day on your page.",
  install: (days) => `Next, the install: ${endSentence(days)}`,
  completion: "Next, we go over everything with you and mark the job complete.",
  done: "Nothing else to do: enjoy your new windows and doors. Your warranty is below.",
  onHold: "Your job is on hold. We will call you before anything moves.",
  cancelled: "This job is cancelled.",
};

const esNext: NextStepWords = {
  remeasureOn: (day) => `Lo siguiente: volvemos a medir sus aberturas el ${endSentence(day)}`,
  remeasureSoon: "Lo siguiente: lo llamamos para agendar una nueva medición de sus aberturas, normalmente en pocos días.",
  order: "Lo siguiente: pedimos sus ventanas y puertas y le decimos cuándo esperarlas.",
  deliveryOn: (day) => `Lo siguiente, la entrega: esperamos sus ventanas y puertas el ${endSentence(day)}`,
  deliveryWeekOf: (day) => `Lo siguiente, la entrega: esperamos sus ventanas y puertas la semana del ${endSentence(day)}`,
  deliveryUnknown: "Lo siguiente, la entrega: le avisamos en cuanto el fabricante nos dé una fecha.",
  chooseInstall: "Lo siguiente: elija sus días de instalación; escoja el primer día en su página.",
  install: (days) => `Lo siguiente, la instalación: ${endSentence(days)}`,
  completion: "Lo siguiente: revisamos todo con usted y damos el trabajo por terminado.",
  done: "No queda nada por hacer: disfrute sus ventanas y puertas nuevas. Su garantía está abajo.",
  onHold: "Su trabajo está en pausa. Lo llamaremos antes de que algo cambie.",
  cancelled: "Este trabajo está cancelado.",
};

/** What happens next, by language. */
export const nextStepWords: Record<Locale, NextStepWords> = { en: enNext, es: esNext };

/** The install's days, by language. */
export const installDayWords: Record<Locale, InstallDayWords> = {
  en: { range: (first, last, count) => (count === 1 ? first : `${first} to ${last} (${count} days)`) },
  es: { range: (first, last, count) => (count === 1 ? first : `del ${first} al ${last} (${count} días)`) },
};

/**
 * An install's days in words, as every notice and the customer's screens write them: "Monday,
 * January 18, 2027", or "Saturday, January 16 to Monday, January 18, 2027 (2 days)".
 */
export function installDaysInWords(dates: readonly string[], locale: Locale): string {
  if (dates.length === 0) return "";
  return installDayWords[locale].range(formatDay(dates[0]!, locale, dates.length === 1), formatDay(dates.at(-1)!, locale, true), dates.length);
}

const en: JobMessageWords = {
  hi: (name) => `Hi ${name},`,
  nextHeading: "What happens next",
  questions: "Questions? Call us at ",
  measured: {
    subject: (job) => `We measured your openings (job ${job})`,
    title: "Your openings are measured",
    lead: "Thank you for having us back. We took the exact measurements we order your windows and doors with.",
    text: (brand, url) => `${brand}: your openings are measured. Next we order your windows and doors. Your page: ${url}`,
  },
  ordered: {
    subject: (job) => `Your windows and doors are ordered (job ${job})`,
    title: "Your order is placed",
    lead: (manufacturer, orderNumber) => `We ordered your windows and doors from ${manufacturer}. The order number is ${endSentence(orderNumber)}`,
    text: (brand, url) => `${brand}: your windows and doors are ordered. Expected delivery and more: ${url}`,
  },
  delivered: {
    subject: (job) => `Your windows have arrived: choose your install days (job ${job})`,
    title: "Your windows and doors have arrived",
    lead: "Everything for your job is here and checked. Choose the day we start the install: the days offered are the ones a crew is free.",
    choose: "Choose your install days",
    chooseText: (url) => `Choose your install days: ${url}`,
    text: (brand, url) => `${brand}: your windows have arrived! Choose your install days here: ${url}`,
  },
  installBooked: {
    subject: (job) => `Your install is booked (job ${job})`,
    title: "Your install is booked",
    lead: (days) => `Our crew installs your windows and doors ${endSentence(days)}`,
    calendar: "The install is attached as a calendar event spanning its days.",
    text: (brand, days, url) => `${brand}: your install is booked: ${endSentence(days)} Details: ${url}`,
  },
  installMoved: {
    subject: (job) => `New days for your install (job ${job})`,
    title: "Your install has new days",
    lead: (days) => `Your install is now ${endSentence(days)}`,
    calendar: "The calendar event is updated to the new days.",
    text: (brand, days, url) => `${brand}: your install is moved to ${endSentence(days)} Details: ${url}`,
  },
  installUnbooked: {
    subject: (job) => `Your install days are cancelled (job ${job})`,
    title: "Your install days are cancelled",
    lead: "We cancelled the days booked for your install. We will agree new days with you.",
    calendar: "The event is removed from your calendar.",
    text: (brand, url) => `${brand}: your install days are cancelled; we will agree new ones with you. Details: ${url}`,
  },
  installReminder: {
    subject: (job) => `Reminder: your install starts tomorrow (job ${job})`,
    title: "Your install starts tomorrow",
    lead: (days) => `Our crew arrives in the morning. Your install: ${endSentence(days)}`,
    prepare: ["Clear a path to each window and door, and about three feet in front of them.", "Take down curtains and blinds, and move what sits on the sills.", "Keep pets in another room while we work."],
    text: (brand, days, url) => `${brand} reminder: your install starts tomorrow (${days}). Details: ${url}`,
  },
  installed: {
    subject: (job) => `Your windows and doors are installed (job ${job})`,
    title: "Your install is finished",
    lead: "Our crew finished installing your windows and doors and cleaned up. Thank you for your patience while we worked.",
    text: (brand, url) => `${brand}: your install is finished! Next we go over everything with you. Your page: ${url}`,
  },
  completed: {
    subject: (job) => `Your job is complete: your warranty (job ${job})`,
    title: "Your job is complete",
    lead: "Thank you for choosing us. Here is your warranty: keep this email.",
    manufacturerWarranty: (manufacturer) => `Your windows and doors carry ${manufacturer}'s warranty.`,
    register: (url, orderNumber) => `Register them with the manufacturer at ${url} with your order number ${endSentence(orderNumber)}`,
    keepOrderNumber: (orderNumber) => `Keep your order number, ${orderNumber}: the manufacturer asks for it with any warranty request.`,
    readMore: "Read what our warranty covers",
    text: (brand, url) => `${brand}: your job is complete. Your warranty and documents: ${url}`,
  },
  onMyWay: (brand, arrival) => `${brand}: your install crew is on the way, arriving about ${endSentence(arrival)}`,
  ics: {
    summary: (brand) => `Window and door install – ${brand}`,
    description: (phone, url) => [`Our crew installs your new windows and doors. Questions? Call ${phone}.`, `Your job: ${url}`].join("\n\n"),
  },
  myLink: {
    subject: "Your page with Windows & Doors Near Me",
    title: "Your page",
    lead: "Here is the link you asked for: your visits, quotes, contracts, jobs and payments with us, on one page.",
    open: "Open your page",
    lasts: "The link works for 30 days and is only for you: please do not forward it.",
    notYou: "Did not ask for it? You can ignore this email.",
  },
};

const es: JobMessageWords = {
  hi: (name) => `Hola, ${name}:`,
  nextHeading: "Lo que sigue",
  questions: "¿Preguntas? Llámenos al ",
  measured: {
    subject: (job) => `Medimos sus aberturas (trabajo ${job})`,
    title: "Sus aberturas están medidas",
    lead: "Gracias por recibirnos otra vez. Tomamos las medidas exactas con las que pedimos sus ventanas y puertas.",
    text: (brand, url) => `${brand}: sus aberturas están medidas. Ahora pedimos sus ventanas y puertas. Su página: ${url}`,
  },
  ordered: {
    subject: (job) => `Pedimos sus ventanas y puertas (trabajo ${job})`,
    title: "Su pedido está hecho",
    lead: (manufacturer, orderNumber) => `Pedimos sus ventanas y puertas a ${manufacturer}. El número de pedido es ${endSentence(orderNumber)}`,
    text: (brand, url) => `${brand}: pedimos sus ventanas y puertas. Fecha de entrega y más: ${url}`,
  },
  delivered: {
    subject: (job) => `Llegaron sus ventanas: elija sus días de instalación (trabajo ${job})`,
    title: "Llegaron sus ventanas y puertas",
    lead: "Todo lo de su trabajo ya llegó y está revisado. Elija el día en que empezamos la instalación: los días que le ofrecemos son los que tiene libres una cuadrilla.",
    choose: "Elija sus días de instalación",
    chooseText: (url) => `Elija sus días de instalación: ${url}`,
    text: (brand, url) => `${brand}: ¡llegaron sus ventanas! Elija sus días de instalación aquí: ${url}`,
  },
  installBooked: {
    subject: (job) => `Su instalación está agendada (trabajo ${job})`,
    title: "Su instalación está agendada",
    lead: (days) => `Nuestra cuadrilla instala sus ventanas y puertas ${endSentence(days)}`,
    calendar: "La instalación va adjunta como un evento de calendario que abarca sus días.",
    text: (brand, days, url) => `${brand}: su instalación está agendada: ${endSentence(days)} Detalles: ${url}`,
  },
  installMoved: {
    subject: (job) => `Nuevos días para su instalación (trabajo ${job})`,
    title: "Su instalación tiene nuevos días",
    lead: (days) => `Su instalación ahora es ${endSentence(days)}`,
    calendar: "El evento de su calendario ya tiene los nuevos días.",
    text: (brand, days, url) => `${brand}: su instalación se movió ${endSentence(days)} Detalles: ${url}`,
  },
  installUnbooked: {
    subject: (job) => `Se cancelaron sus días de instalación (trabajo ${job})`,
    title: "Se cancelaron sus días de instalación",
    lead: "Cancelamos los días agendados para su instalación. Acordaremos otros días con usted.",
    calendar: "El evento ya no aparece en su calendario.",
    text: (brand, url) => `${brand}: se cancelaron sus días de instalación; acordaremos otros con usted. Detalles: ${url}`,
  },
  installReminder: {
    subject: (job) => `Recordatorio: su instalación empieza mañana (trabajo ${job})`,
    title: "Su instalación empieza mañana",
    lead: (days) => `Nuestra cuadrilla llega por la mañana. Su instalación: ${endSentence(days)}`,
    prepare: ["Deje libre el paso a cada ventana y puerta, y cerca de un metro frente a ellas.", "Quite cortinas y persianas, y lo que esté en los marcos.", "Mantenga a sus mascotas en otro cuarto mientras trabajamos."],
    text: (brand, days, url) => `${brand}: recordatorio, su instalación empieza mañana (${days}). Detalles: ${url}`,
  },
  installed: {
    subject: (job) => `Sus ventanas y puertas están instaladas (trabajo ${job})`,
    title: "Terminamos su instalación",
    lead: "Nuestra cuadrilla terminó de instalar sus ventanas y puertas y dejó todo limpio. Gracias por su paciencia mientras trabajamos.",
    text: (brand, url) => `${brand}: ¡terminamos su instalación! Ahora revisamos todo con usted. Su página: ${url}`,
  },
  completed: {
    subject: (job) => `Su trabajo está terminado: su garantía (trabajo ${job})`,
    title: "Su trabajo está terminado",
    lead: "Gracias por elegirnos. Aquí está su garantía: guarde este correo.",
    manufacturerWarranty: (manufacturer) => `Sus ventanas y puertas tienen la garantía de ${manufacturer}.`,
    register: (url, orderNumber) => `Regístrelas con el fabricante en ${url} con su número de pedido ${endSentence(orderNumber)}`,
    keepOrderNumber: (orderNumber) => `Guarde su número de pedido, ${orderNumber}: el fabricante lo pide con cualquier reclamo de garantía.`,
    readMore: "Lea lo que cubre nuestra garantía",
    text: (brand, url) => `${brand}: su trabajo está terminado. Su garantía y documentos: ${url}`,
  },
  onMyWay: (brand, arrival) => `${brand}: su cuadrilla de instalación va en camino y llegará alrededor de las ${endSentence(arrival)}`,
  ics: {
    summary: (brand) => `Instalación de ventanas y puertas – ${brand}`,
    description: (phone, url) => [`Nuestra cuadrilla instala sus ventanas y puertas nuevas. ¿Preguntas? Llame al ${phone}.`, `Su trabajo: ${url}`].join("\n\n"),
  },
  myLink: {
    subject: "Su página con Windows & Doors Near Me",
    title: "Su página",
    lead: "Aquí está el enlace que pidió: sus visitas, cotizaciones, contratos, trabajos y pagos con nosotros, en una sola página.",
    open: "Abrir su página",
    lasts: "El enlace funciona por 30 días y es solo para usted: por favor no lo reenvíe.",
    notYou: "¿No lo pidió? Puede ignorar este correo.",
  },
};

/** The notices' words, by language. */
export const jobMessageWords: Record<Locale, JobMessageWords> = { en, es };

/** What the install chooser and the customer's page answer, by language. */
export const jobPageWords: Record<
  Locale,
  { chooseDay: string; notOffered: string; taken: string; notOpen: string; alreadyBooked: string; unknownLink: string; notYours: string; enterEmail: string }
> = {
  en: {
    chooseDay: "Choose the first install day.",
    notOffered: "That day is not offered for your install. Please choose one of the days shown.",
    taken: "Sorry, that day was just taken. Please choose another day.",
    notOpen: "Install days can be chosen once your windows and doors have arrived. We will send you a link.",
    alreadyBooked: "Your install days are booked. To change them, please call us.",
    unknownLink: "This link is not valid or has expired. Ask for a new one with your email.",
    notYours: "There is no such item on your page.",
    enterEmail: "Enter the email you gave us, like name@example.com.",
  },
  es: {
    chooseDay: "Elija el primer día de instalación.",
    notOffered: "Ese día no está disponible para su instalación. Elija uno de los días que se muestran.",
    taken: "Lo sentimos, ese día se acaba de ocupar. Elija otro día, por favor.",
    notOpen: "Podrá elegir sus días de instalación cuando lleguen sus ventanas y puertas. Le enviaremos un enlace.",
    alreadyBooked: "Sus días de instalación ya están agendados. Para cambiarlos, llámenos.",
    unknownLink: "Este enlace no es válido o ya venció. Pida uno nuevo con su correo.",
    notYours: "Eso no está en su página.",
    enterEmail: "Escriba el correo que nos dio, como nombre@ejemplo.com.",
  },
};
