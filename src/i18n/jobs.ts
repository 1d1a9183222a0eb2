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
export const jobStageLabels: Record<
  Locale,
  Record<"signed" | "measured" | "ordered" | "delivered" | "scheduled" | "installed" | "completed" | "on_hold" | "cancelled", string>
> = {
  en: {
    signed: "Signed",
    measured: "Measured",
    ordered: "Ordered",
    delivered: "Delivered",
    scheduled: "Scheduled",
    installed: "Installed",
    completed: "Completed",
    on_hold: "On hold",
    cancelled: "Cancelled",
  },
  es: {
    signed: "Firmado",
    measured: "Medido",
    ordered: "Pedido",
    delivered: "Entregado",
    scheduled: "Programado",
    installed: "Instalado",
    completed: "Terminado",
    on_hold: "En pausa",
    cancelled: "Cancelado",
  },
};

/**
 * "What happens next", one sentence per step; days come written. Each stands under a "What
 * happens next" heading (the emails, their plain text, the customer's screens), so none starts
 * with "Next".
 */
export interface NextStepWords {
  remeasureOn: (day: string) => string;
  remeasureSoon: string;
  order: string;
  deliveryOn: (day: string) => string;
  deliveryWeekOf: (day: string) => string;
  deliveryUnknown: string;
  chooseInstall: string;
  /** The install's days as they follow a verb ("on Tuesday, December 1"). */
  install: (days: string) => string;
  completion: string;
  /** Completed with nothing owed. */
  done: string;
  /** Completed with `amount` still owed, billed on an open invoice. */
  payInvoice: (amount: string) => string;
  /** Completed with `amount` still owed and no invoice for it yet. */
  payBalanceSoon: (amount: string) => string;
  onHold: string;
  cancelled: string;
}

/** The install's days in words, alone or after a verb (where Spanish needs its article). */
export interface InstallDayWords {
  /** "Tuesday, December 1" or "Tuesday, December 1 to Wednesday, December 2 (2 days)". */
  range: (first: string, last: string, count: number) => string;
  /** "on Tuesday, December 1" / "el martes, 1 de diciembre", or "from … to … (2 days)" / "del … al … (2 días)". */
  afterVerb: (first: string, last: string, count: number) => string;
}

/** One notice to the customer: its email's subject, title and lead, and its text. */
export interface NoticeWords {
  subject: (job: number) => string;
  title: string;
}

/** A notice whose words name the install's day or days: each is said in the singular for a one-day install (`days`, its length). */
export interface DaysNoticeWords {
  subject: (job: number, days: number) => string;
  title: (days: number) => string;
}

/** The words of the notices about a job. */
export interface JobMessageWords {
  hi: (name: string) => string;
  /** "What happens next: …". */
  nextHeading: string;
  questions: string;
  measured: NoticeWords & { lead: string; text: (brand: string, url: string) => string };
  ordered: NoticeWords & { lead: (manufacturer: string, orderNumber: string) => string; text: (brand: string, url: string) => string };
  delivered: Pick<DaysNoticeWords, "subject"> & {
    title: string;
    lead: (days: number) => string;
    choose: (days: number) => string;
    text: (brand: string, url: string, days: number) => string;
  };
  /** The days themselves are said once, as what happens next; `days` in `text`: alone. */
  installBooked: NoticeWords & { calendar: (days: number) => string; text: (brand: string, days: string, url: string) => string };
  installMoved: DaysNoticeWords & {
    calendar: (days: number) => string;
    text: (brand: string, days: string, url: string, count: number) => string;
  };
  installUnbooked: DaysNoticeWords & {
    lead: (days: number) => string;
    calendar: string;
    text: (brand: string, url: string, days: number) => string;
  };
  installReminder: NoticeWords & { lead: string; prepare: readonly string[]; text: (brand: string, days: string, url: string) => string };
  installed: NoticeWords & { lead: string; text: (brand: string, url: string) => string };
  completed: NoticeWords & {
    lead: string;
    manufacturerWarranty: (manufacturer: string) => string;
    register: (url: string, orderNumber: string) => string;
    keepOrderNumber: (orderNumber: string) => string;
    readMore: string;
    text: (brand: string, url: string) => string;
    /** The text when a balance of `amount` is still owed. */
    textOwed: (brand: string, amount: string, url: string) => string;
  };
  onMyWay: (brand: string, arrival: string) => string;
  /** The calendar event of the install. */
  ics: { summary: (brand: string) => string; description: (phone: string, url: string) => string };
  /** The email with a link to the customer's page, asked for on the public form. */
  myLink: { subject: string; title: string; lead: string; open: string; lasts: string; notYou: string };
}

const enNext: NextStepWords = {
  remeasureOn: (day) => `We re-measure your openings on ${endSentence(day)}`,
  remeasureSoon: "We call you to book a re-measure of your openings, usually within a few days.",
  order: "We order your windows and doors, and tell you when to expect them.",
  deliveryOn: (day) => `We expect your windows and doors on ${endSentence(day)}`,
  deliveryWeekOf: (day) => `We expect your windows and doors the week of ${endSentence(day)}`,
  deliveryUnknown: "We tell you when to expect your windows and doors as soon as the manufacturer gives us a date.",
  chooseInstall: "Choose the day your install starts.",
  install: (days) => `Our crew installs your windows and doors ${endSentence(days)}`,
  completion: "We go over everything with you and mark the job complete.",
  done: "Nothing else to do: enjoy your new windows and doors.",
  payInvoice: (amount) => `Your balance of ${amount} is due: pay it from your invoice, or call us.`,
  payBalanceSoon: (amount) => `Your balance of ${amount} is due: we send you the final invoice for it, and you pay it from there.`,
  onHold: "Your job is on hold. We will call you before anything moves.",
  cancelled: "This job is cancelled.",
};

const esNext: NextStepWords = {
  remeasureOn: (day) => `Volvemos a medir sus aberturas el ${endSentence(day)}`,
  remeasureSoon: "Lo llamamos para agendar una nueva medición de sus aberturas, normalmente en pocos días.",
  order: "Pedimos sus ventanas y puertas y le decimos cuándo esperarlas.",
  deliveryOn: (day) => `Esperamos sus ventanas y puertas el ${endSentence(day)}`,
  deliveryWeekOf: (day) => `Esperamos sus ventanas y puertas la semana del ${endSentence(day)}`,
  deliveryUnknown: "Le avisamos cuándo esperar sus ventanas y puertas en cuanto el fabricante nos dé una fecha.",
  chooseInstall: "Elija el día en que empieza su instalación.",
  install: (days) => `Nuestra cuadrilla instala sus ventanas y puertas ${endSentence(days)}`,
  completion: "Revisamos todo con usted y damos el trabajo por terminado.",
  done: "No queda nada por hacer: disfrute sus ventanas y puertas nuevas.",
  payInvoice: (amount) => `Su saldo de ${amount} está pendiente: páguelo desde su factura o llámenos.`,
  payBalanceSoon: (amount) => `Su saldo de ${amount} está pendiente: le enviamos la factura final y la paga desde ahí.`,
  onHold: "Su trabajo está en pausa. Lo llamaremos antes de que algo cambie.",
  cancelled: "Este trabajo está cancelado.",
};

/** What happens next, by language. */
export const nextStepWords: Record<Locale, NextStepWords> = { en: enNext, es: esNext };

/** The install's days, by language. */
export const installDayWords: Record<Locale, InstallDayWords> = {
  en: {
    range: (first, last, count) => (count === 1 ? first : `${first} to ${last} (${count} days)`),
    afterVerb: (first, last, count) => (count === 1 ? `on ${first}` : `from ${first} to ${last} (${count} days)`),
  },
  es: {
    range: (first, last, count) => (count === 1 ? first : `del ${first} al ${last} (${count} días)`),
    afterVerb: (first, last, count) => (count === 1 ? `el ${first}` : `del ${first} al ${last} (${count} días)`),
  },
};

/**
 * An install's days in words, as every notice and the customer's screens write them: "Monday,
 * January 18, 2027", or "Saturday, January 16 to Monday, January 18, 2027 (2 days)"; after a
 * verb (`place`), "on Monday, …" / "el lunes, …", "from … to …" / "del … al …".
 */
export function installDaysInWords(dates: readonly string[], locale: Locale, place: "alone" | "after-verb" = "alone"): string {
  if (dates.length === 0) return "";
  return installDayWords[locale][place === "alone" ? "range" : "afterVerb"](
    formatDay(dates[0]!, locale, dates.length === 1),
    formatDay(dates.at(-1)!, locale, true),
    dates.length,
  );
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
    lead: (manufacturer, orderNumber) =>
      `We ordered your windows and doors from ${manufacturer}. The order number is ${endSentence(orderNumber)}`,
    text: (brand, url) => `${brand}: your windows and doors are ordered. Expected delivery and more: ${url}`,
  },
  delivered: {
    subject: (job, days) => `Your windows have arrived: choose your install ${days === 1 ? "day" : "days"} (job ${job})`,
    title: "Your windows and doors have arrived",
    lead: (days) =>
      `Everything for your job is here and checked. ${days === 1 ? "Choose the day we install" : "Choose the day we start the install"}: the days offered are the ones a crew is free.`,
    choose: (days) => `Choose your install ${days === 1 ? "day" : "days"}`,
    text: (brand, url, days) => `${brand}: your windows have arrived! Choose your install ${days === 1 ? "day" : "days"} here: ${url}`,
  },
  installBooked: {
    subject: (job) => `Your install is booked (job ${job})`,
    title: "Your install is booked",
    calendar: (days) =>
      days === 1
        ? "The install is attached as a calendar event on its day."
        : `The install is attached as a calendar event spanning its ${days} days.`,
    text: (brand, days, url) => `${brand}: your install is booked: ${endSentence(days)} Details: ${url}`,
  },
  installMoved: {
    subject: (job, days) => `${days === 1 ? "A new day" : "New days"} for your install (job ${job})`,
    title: (days) => `Your install has ${days === 1 ? "a new day" : "new days"}`,
    calendar: (days) => `The calendar event is updated to the new ${days === 1 ? "day" : "days"}.`,
    text: (brand, days, url, count) => `${brand}: your install's new ${count === 1 ? "day" : "days"}: ${endSentence(days)} Details: ${url}`,
  },
  installUnbooked: {
    subject: (job, days) => `Your install ${days === 1 ? "day is" : "days are"} cancelled (job ${job})`,
    title: (days) => `Your install ${days === 1 ? "day is" : "days are"} cancelled`,
    lead: (days) => `We cancelled the ${days === 1 ? "day" : "days"} booked for your install.`,
    calendar: "The event is removed from your calendar.",
    text: (brand, url, days) =>
      `${brand}: your install ${days === 1 ? "day is cancelled; we will agree a new one" : "days are cancelled; we will agree new ones"} with you. Details: ${url}`,
  },
  installReminder: {
    subject: (job) => `Reminder: your install starts tomorrow (job ${job})`,
    title: "Your install starts tomorrow",
    lead: "Our crew arrives in the morning.",
    prepare: [
      "Clear a path to each window and door, and about three feet in front of them.",
      "Take down curtains and blinds, and move what sits on the sills.",
      "Keep pets in another room while we work.",
    ],
    text: (brand, days, url) => `${brand} reminder: your install starts tomorrow: ${endSentence(days)} Details: ${url}`,
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
    textOwed: (brand, amount, url) => `${brand}: your job is complete. Your balance of ${amount} is due; pay it from your page: ${url}`,
  },
  onMyWay: (brand, arrival) => `${brand}: your install crew is on the way, arriving about ${endSentence(arrival)}`,
  ics: {
    summary: (brand) => `Window and door install – ${brand}`,
    description: (phone, url) =>
      [`Our crew installs your new windows and doors. Questions? Call ${phone}.`, `Your job: ${url}`].join("\n\n"),
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
    lead: (manufacturer, orderNumber) =>
      `Pedimos sus ventanas y puertas a ${manufacturer}. El número de pedido es ${endSentence(orderNumber)}`,
    text: (brand, url) => `${brand}: pedimos sus ventanas y puertas. Fecha de entrega y más: ${url}`,
  },
  delivered: {
    subject: (job, days) => `Llegaron sus ventanas: elija ${days === 1 ? "su día" : "sus días"} de instalación (trabajo ${job})`,
    title: "Llegaron sus ventanas y puertas",
    lead: (days) =>
      `Todo lo de su trabajo ya llegó y está revisado. ${days === 1 ? "Elija el día en que instalamos" : "Elija el día en que empezamos la instalación"}: los días que le ofrecemos son los que tiene libres una cuadrilla.`,
    choose: (days) => `Elija ${days === 1 ? "su día" : "sus días"} de instalación`,
    text: (brand, url, days) => `${brand}: ¡llegaron sus ventanas! Elija ${days === 1 ? "su día" : "sus días"} de instalación aquí: ${url}`,
  },
  installBooked: {
    subject: (job) => `Su instalación está agendada (trabajo ${job})`,
    title: "Su instalación está agendada",
    calendar: (days) =>
      days === 1
        ? "La instalación va adjunta como un evento de calendario en su día."
        : `La instalación va adjunta como un evento de calendario que abarca sus ${days} días.`,
    text: (brand, days, url) => `${brand}: su instalación está agendada: ${endSentence(days)} Detalles: ${url}`,
  },
  installMoved: {
    subject: (job, days) => `${days === 1 ? "Nuevo día" : "Nuevos días"} para su instalación (trabajo ${job})`,
    title: (days) => `Su instalación tiene ${days === 1 ? "un nuevo día" : "nuevos días"}`,
    calendar: (days) => `El evento de su calendario ya tiene ${days === 1 ? "el nuevo día" : "los nuevos días"}.`,
    text: (brand, days, url, count) =>
      `${brand}: ${count === 1 ? "nuevo día" : "nuevos días"} de su instalación: ${endSentence(days)} Detalles: ${url}`,
  },
  installUnbooked: {
    subject: (job, days) => `${days === 1 ? "Se canceló su día" : "Se cancelaron sus días"} de instalación (trabajo ${job})`,
    title: (days) => `${days === 1 ? "Se canceló su día" : "Se cancelaron sus días"} de instalación`,
    lead: (days) => `Cancelamos ${days === 1 ? "el día agendado" : "los días agendados"} para su instalación.`,
    calendar: "El evento ya no aparece en su calendario.",
    text: (brand, url, days) =>
      `${brand}: ${days === 1 ? "se canceló su día" : "se cancelaron sus días"} de instalación; acordaremos ${days === 1 ? "otro" : "otros"} con usted. Detalles: ${url}`,
  },
  installReminder: {
    subject: (job) => `Recordatorio: su instalación empieza mañana (trabajo ${job})`,
    title: "Su instalación empieza mañana",
    lead: "Nuestra cuadrilla llega por la mañana.",
    prepare: [
      "Deje libre el paso a cada ventana y puerta, y cerca de un metro frente a ellas.",
      "Quite cortinas y persianas, y lo que esté en los marcos.",
      "Mantenga a sus mascotas en otro cuarto mientras trabajamos.",
    ],
    text: (brand, days, url) => `${brand}: recordatorio, su instalación empieza mañana: ${endSentence(days)} Detalles: ${url}`,
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
    keepOrderNumber: (orderNumber) =>
      `Guarde su número de pedido, ${orderNumber}: el fabricante lo pide con cualquier reclamo de garantía.`,
    readMore: "Lea lo que cubre nuestra garantía",
    text: (brand, url) => `${brand}: su trabajo está terminado. Su garantía y documentos: ${url}`,
    textOwed: (brand, amount, url) =>
      `${brand}: su trabajo está terminado. Su saldo de ${amount} está pendiente; páguelo desde su página: ${url}`,
  },
  onMyWay: (brand, arrival) => `${brand}: su cuadrilla de instalación va en camino y llegará alrededor de las ${endSentence(arrival)}`,
  ics: {
    summary: (brand) => `Instalación de ventanas y puertas – ${brand}`,
    description: (phone, url) =>
      [`Nuestra cuadrilla instala sus ventanas y puertas nuevas. ¿Preguntas? Llame al ${phone}.`, `Su trabajo: ${url}`].join("\n\n"),
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
  {
    chooseDay: string;
    notOffered: string;
    taken: string;
    notOpen: string;
    alreadyBooked: string;
    unknownLink: string;
    notYours: string;
    enterEmail: string;
  }
> = {
  en: {
    chooseDay: "Choose the day your install starts.",
    notOffered: "That day is not offered for your install. Please choose one of the days shown.",
    taken: "Sorry, that day was just taken. Please choose another day.",
    notOpen: "You can choose when we install once your windows and doors have arrived. We will send you a link.",
    alreadyBooked: "Your install is booked. To change it, please call us.",
    unknownLink: "This link is not valid or has expired. Ask for a new one with your email.",
    notYours: "There is no such item on your page.",
    enterEmail: "Enter the email you gave us, like name@example.com.",
  },
  es: {
    chooseDay: "Elija el día en que empieza su instalación.",
    notOffered: "Ese día no está disponible para su instalación. Elija uno de los días que se muestran.",
    taken: "Lo sentimos, ese día se acaba de ocupar. Elija otro día, por favor.",
    notOpen: "Podrá elegir cuándo instalamos cuando lleguen sus ventanas y puertas. Le enviaremos un enlace.",
    alreadyBooked: "Su instalación ya está agendada. Para cambiarla, llámenos.",
    unknownLink: "Este enlace no es válido o ya venció. Pida uno nuevo con su correo.",
    notYours: "Eso no está en su página.",
    enterEmail: "Escriba el correo que nos dio, como nombre@ejemplo.com.",
  },
};

/** Who made a change, after the timeline's time: a person of the firm by name, the customer, or the site itself. */
export const timelineActorWords: Record<Locale, { person: (name: string) => string; customer: string; system: string }> = {
  en: { person: (name) => `by ${name}`, customer: "by the customer", system: "by the system" },
  es: { person: (name) => `por ${name}`, customer: "por el cliente", system: "por el sistema" },
};
