/**
 * The words of a change order for its customer, in each language: its page (/change-order/{token},
 * /es/change-order/{token}) and island, its PDF, and the emails and text about it. The consent and
 * the Registrar's notice are the quote's own (./quote-terms.ts); the table's column names, the
 * licence and the job address are the quote page's (./quotes.ts). Spanish says "usted".
 */
import { endSentence } from "./end-sentence";
import type { Locale } from "./locales";
import { typedNameHint, type SignatureWords } from "./signature";
import { formatPercent } from "./money";

export interface ChangeOrderCopy {
  /** The page's frame: h1, title and description (noindex). */
  heading: string;
  title: string;
  description: string;
  loading: string;
  loadError: string;
  notFoundTitle: string;
  notFoundText: string;
  /** "Change order 3001". */
  number: (number: number) => string;
  /** "For job 1001 (quote 1042)". */
  forJob: (job: number, quote: number) => string;
  intro: string;
  changesHeading: string;
  /** A negative line, after its amount. */
  credit: string;
  subtotal: string;
  /** The tax line, with the signed quote's rate. */
  tax: (percent: string) => string;
  noTax: string;
  changeTotal: string;
  /** "Contract total: $X → $Y". */
  contractTotal: string;
  contractBefore: string;
  contractAfter: string;
  voidTitle: string;
  voidText: string;
  signHeading: string;
  signButton: string;
  signing: string;
  signFailed: string;
  signedTitle: string;
  signedText: (name: string, when: string) => string;
  downloadPdf: string;
  pdfBeforeSigning: string;
  callUs: string;
  changed: string;
  /** The 409 of a signature the floor refuses: the credit would take the total below what is paid or billed. */
  belowPaid: string;
  alreadySigned: string;
  errors: { typeName: string; nameTooLong: string; agree: string };
  jobAddress: string;
  licence: (number: string) => string;
  noteHeading: string;
  /** Instead of the signature, while the business facts lack what a contract must state. */
  notSignable: (phone: string) => string;
  /** The signing form's words (as the quote page's: src/components/islands/quote/signature-fields.tsx). */
  signature: SignatureWords;
}

const en: ChangeOrderCopy = {
  heading: "Your change order",
  title: "Your Change Order | Windows & Doors Near Me",
  description: "Read the change to your Windows & Doors Near Me contract and sign it.",
  loading: "Loading your change order...",
  loadError: "We couldn't load your change order. Please try again, or call us at ",
  notFoundTitle: "This change order link is not valid",
  notFoundText: "It may have been replaced by a newer link or withdrawn. Please call us at ",
  number: (number) => `Change order ${number}`,
  forJob: (job, quote) => `For job ${job} (the contract of quote ${quote})`,
  intro: "After measuring your home, we need to change your contract as shown below. Nothing changes until you sign.",
  changesHeading: "What changes",
  credit: "credit",
  subtotal: "Net change",
  tax: (percent) => `Sales tax (${formatPercent(percent)}, as on your contract)`,
  noTax: "Sales tax: not included, as on your contract",
  changeTotal: "Change, tax included",
  contractTotal: "Contract total",
  contractBefore: "Contract total before this change",
  contractAfter: "Contract total after this change",
  voidTitle: "This change order was withdrawn",
  voidText: "We withdrew this change order, so your contract stays as it was. Questions? Call us at ",
  signHeading: "Sign and accept the change",
  signButton: "Sign the change order",
  signing: "Signing...",
  signFailed: "Your signature did not go through. Please try again, or call us at ",
  signedTitle: "Signed. Thank you!",
  signedText: (name, when) =>
    `Signed by ${name} on ${endSentence(when)} Your contract total is now the new one, and we emailed you this change order as a PDF.`,
  downloadPdf: "Download the signed change order (PDF)",
  pdfBeforeSigning: "Open this change order as a PDF",
  callUs: "Questions? Call us at ",
  changed: "This change order changed since you opened it. Please read it again before you sign.",
  belowPaid:
    "This change can no longer be signed: it would take your contract total below what has already been paid or billed. Please call us.",
  alreadySigned: "This change order has already been signed or withdrawn.",
  errors: {
    typeName: "Type your full name to sign.",
    nameTooLong: "Your name is too long: keep it under 120 characters.",
    agree: "Tick the box to agree before you sign.",
  },
  jobAddress: "Job address",
  licence: (number) => `Arizona contractor license ${number}`,
  noteHeading: "A note from us",
  notSignable: (phone) => `This change order cannot be signed online yet. Please call us at ${phone} to go ahead.`,
  signature: {
    consentHeading: "Doing business electronically",
    consentCheckbox: "I have read the consent above and agree to do business electronically. I can open the PDF of this change order.",
    fullName: "Your full name",
    fullNameHint: typedNameHint.en,
  },
};

const es: ChangeOrderCopy = {
  heading: "Su orden de cambio",
  title: "Su orden de cambio | Windows & Doors Near Me",
  description: "Lea el cambio a su contrato con Windows & Doors Near Me, vea el nuevo total y fírmelo.",
  loading: "Cargando su orden de cambio...",
  loadError: "No pudimos cargar su orden de cambio. Inténtelo de nuevo o llámenos al ",
  notFoundTitle: "Este enlace de la orden de cambio no es válido",
  notFoundText: "Puede que lo hayamos reemplazado por un enlace más nuevo o retirado. Llámenos al ",
  number: (number) => `Orden de cambio ${number}`,
  forJob: (job, quote) => `Para el trabajo ${job} (el contrato de la cotización ${quote})`,
  intro: "Después de medir su casa, necesitamos cambiar su contrato como se indica abajo. Nada cambia hasta que usted firme.",
  changesHeading: "Qué cambia",
  credit: "crédito",
  subtotal: "Cambio neto",
  tax: (percent) => `Impuesto sobre las ventas (${formatPercent(percent)}, como en su contrato)`,
  noTax: "Impuesto sobre las ventas: no incluido, como en su contrato",
  changeTotal: "Cambio, impuesto incluido",
  contractTotal: "Total del contrato",
  contractBefore: "Total del contrato antes de este cambio",
  contractAfter: "Total del contrato después de este cambio",
  voidTitle: "Esta orden de cambio fue retirada",
  voidText: "Retiramos esta orden de cambio, así que su contrato queda como estaba. ¿Preguntas? Llámenos al ",
  signHeading: "Firmar y aceptar el cambio",
  signButton: "Firmar la orden de cambio",
  signing: "Firmando...",
  signFailed: "Su firma no se registró. Inténtelo de nuevo o llámenos al ",
  signedTitle: "Firmada. ¡Gracias!",
  signedText: (name, when) =>
    `Firmada por ${name} el ${endSentence(when)} El total de su contrato ya es el nuevo, y le enviamos esta orden de cambio en PDF por correo electrónico.`,
  downloadPdf: "Descargar la orden de cambio firmada (PDF)",
  pdfBeforeSigning: "Abrir esta orden de cambio en PDF",
  callUs: "¿Preguntas? Llámenos al ",
  changed: "Esta orden de cambio cambió desde que la abrió. Léala de nuevo antes de firmar.",
  belowPaid:
    "Este cambio ya no se puede firmar: dejaría el total de su contrato por debajo de lo ya pagado o facturado. Por favor, llámenos.",
  alreadySigned: "Esta orden de cambio ya fue firmada o retirada.",
  errors: {
    typeName: "Escriba su nombre completo para firmar.",
    nameTooLong: "Su nombre es demasiado largo: menos de 120 caracteres.",
    agree: "Marque la casilla para aceptar antes de firmar.",
  },
  jobAddress: "Dirección del trabajo",
  licence: (number) => `Licencia de contratista de Arizona ${number}`,
  noteHeading: "Una nota de nuestra parte",
  notSignable: (phone) => `Esta orden de cambio todavía no se puede firmar en línea. Llámenos al ${phone} para continuar.`,
  signature: {
    consentHeading: "Negocios por medios electrónicos",
    consentCheckbox:
      "Leí el consentimiento anterior y acepto hacer negocios por medios electrónicos. Puedo abrir el PDF de esta orden de cambio.",
    fullName: "Su nombre completo",
    fullNameHint: typedNameHint.es,
  },
};

export const changeOrderCopy: Record<Locale, ChangeOrderCopy> = { en, es };

/** The emails and the text about a change order, to its customer. */
export interface ChangeOrderMessageWords {
  sent: { subject: (number: number) => string; title: string; lead: string; open: string; text: (brand: string, url: string) => string };
  signed: {
    subject: (number: number) => string;
    title: string;
    lead: (after: string) => string;
    open: string;
    attached: (number: number) => string;
  };
}

export const changeOrderMessageWords: Record<Locale, ChangeOrderMessageWords> = {
  en: {
    sent: {
      subject: (number) => `Change order ${number} to your Windows & Doors Near Me contract`,
      title: "A change to your contract",
      lead: "After measuring your home, we wrote a change to your contract. Please read it and, if you agree, sign it online. Nothing changes until you sign.",
      open: "Read and sign the change order",
      text: (brand, url) => `${brand}: a change to your contract is ready to read and sign: ${url}`,
    },
    signed: {
      subject: (number) => `Signed: change order ${number}`,
      title: "Your change order is signed",
      lead: (after) => `Thank you for signing. Your contract total is now ${after}. The signed change order is attached as a PDF.`,
      open: "Open the change order",
      attached: (number) => `change-order-${number}.pdf`,
    },
  },
  es: {
    sent: {
      subject: (number) => `Orden de cambio ${number} a su contrato con Windows & Doors Near Me`,
      title: "Un cambio a su contrato",
      lead: "Después de medir su casa, escribimos un cambio a su contrato. Léalo y, si está de acuerdo, fírmelo en línea. Nada cambia hasta que usted firme.",
      open: "Leer y firmar la orden de cambio",
      text: (brand, url) => `${brand}: un cambio a su contrato está listo para leer y firmar: ${url}`,
    },
    signed: {
      subject: (number) => `Firmada: orden de cambio ${number}`,
      title: "Su orden de cambio está firmada",
      lead: (after) => `Gracias por firmar. El total de su contrato ahora es ${after}. Adjuntamos la orden de cambio firmada en PDF.`,
      open: "Abrir la orden de cambio",
      attached: (number) => `orden-de-cambio-${number}.pdf`,
    },
  },
};
