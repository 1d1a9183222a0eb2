/**
 * The words of a quote for its customer, in each language: the quote page (/quote/{token},
 * /es/quote/{token}) and its island, the contract PDF, and the emails and texts about it.
 * The legal texts are in ./quote-terms.ts. Spanish says "usted".
 */
import { endSentence } from "./end-sentence";
import type { InvoicePageWords } from "./invoices";
import type { Locale } from "./locales";
import { typedNameHint } from "./signature";
import { formatPercent } from "./money";

export interface QuotePageCopy {
  /** The page's frame: h1, title and description (noindex). */
  heading: string;
  title: string;
  description: string;
  loading: string;
  loadError: string;
  notFoundTitle: string;
  notFoundText: string;
  quoteNumber: (number: number, revision: number) => string;
  validUntil: (day: string) => string;
  jobAddress: string;
  completion: string;
  licence: (number: string) => string;
  noteHeading: string;
  optionsHeading: string;
  optionCount: (count: number) => string;
  columns: { item: string; quantity: string; unitPrice: string; amount: string };
  subtotal: string;
  discount: string;
  tax: (percent: string) => string;
  taxNotIncluded: string;
  total: string;
  deposit: string;
  balance: string;
  chooseThis: string;
  chosen: string;
  signHeading: string;
  /** The link to the quote's PDF before signing, with its notice of cancellation. */
  pdfBeforeSigning: string;
  /** Instead of the signature, while the business facts lack what a contract must state. */
  notSignable: (phone: string) => string;
  consentHeading: string;
  fullName: string;
  /** Under the typed name, naming the signing button (./signature.ts). */
  fullNameHint: (button: string) => string;
  signButton: string;
  signing: string;
  /** A signature, a payment page or a cancellation that failed for a reason the page cannot name (no answer, a server error); the phone follows. */
  signFailed: string;
  payFailed: string;
  cancelFailed: string;
  declineFailed: string;
  declineButton: string;
  declineHeading: string;
  declineReason: string;
  declineConfirm: string;
  declineBack: string;
  declinedTitle: string;
  declinedText: string;
  signedTitle: string;
  signedText: (name: string, when: string) => string;
  payDeposit: string;
  payingDeposit: string;
  depositPending: string;
  depositPaid: string;
  depositFailed: string;
  depositRefunded: string;
  /** A paid deposit whose payment the customer's bank disputed. */
  depositDisputed: string;
  officeArrangesDeposit: string;
  financing: string;
  financingNote: string;
  downloadPdf: string;
  cancelHeading: string;
  /** After the deadline sentence (src/i18n/quote-terms.ts cancelUntilSentence). */
  cancelRefund: string;
  cancelButton: string;
  cancelConfirm: string;
  cancelBack: string;
  cancelledTitle: string;
  cancelledText: string;
  /** After cancelledText, when a deposit was paid and refunded: every payment under the contract goes back, and the cancellation email names each. */
  cancelledRefund: string;
  cancelClosed: string;
  callUs: string;
  changed: string;
  errors: { chooseOption: string; typeName: string; nameTooLong: string; agree: string };
}

const en: QuotePageCopy = {
  heading: "Your quote",
  title: "Your Quote | Windows & Doors Near Me",
  description: "Compare the options of your Windows & Doors Near Me quote, sign the one you choose and pay the deposit.",
  loading: "Loading your quote...",
  loadError: "We couldn't load your quote. Please try again, or call us at ",
  notFoundTitle: "This quote link is not valid",
  notFoundText: "It may have expired or been replaced. Please call us at ",
  quoteNumber: (number, revision) => `Quote ${number}${revision > 1 ? `, revision ${revision}` : ""}`,
  validUntil: (day) => `Valid until ${day}`,
  jobAddress: "Job address",
  completion: "Estimated completion",
  licence: (number) => `Arizona contractor license ${number}`,
  noteHeading: "A note from us",
  optionsHeading: "Your options",
  optionCount: (count) => (count === 1 ? "One option" : `${count} options to compare`),
  columns: { item: "Item", quantity: "Qty", unitPrice: "Unit price", amount: "Amount" },
  subtotal: "Subtotal",
  discount: "Discount",
  tax: (percent) => `Sales tax (${formatPercent(percent)})`,
  taxNotIncluded: "Sales tax: not included",
  total: "Total",
  deposit: "Deposit",
  balance: "Balance on completion",
  chooseThis: "Choose this option",
  chosen: "Chosen",
  signHeading: "Sign and accept",
  pdfBeforeSigning: "Open this quote as a PDF, with the notice of cancellation form",
  notSignable: (phone) => `This quote cannot be signed online yet. Please call us at ${phone} to go ahead.`,
  consentHeading: "Doing business electronically",
  fullName: "Your full name",
  fullNameHint: typedNameHint.en,
  signButton: "Sign and accept",
  signing: "Signing...",
  signFailed: "Your signature did not go through. Please try again, or call us at ",
  payFailed: "The payment page did not open. Please try again, or call us at ",
  cancelFailed: "Your cancellation did not go through. Please try again, or call us at ",
  declineFailed: "Your answer did not go through. Please try again, or call us at ",
  declineButton: "Decline this quote",
  declineHeading: "Decline this quote",
  declineReason: "What made you decide? (optional)",
  declineConfirm: "Decline the quote",
  declineBack: "Back",
  declinedTitle: "You declined this quote",
  declinedText: "Thank you for letting us know. If you change your mind or want a different option, call us at ",
  signedTitle: "Signed. Thank you!",
  signedText: (name, when) => `Signed by ${name} on ${endSentence(when)} We emailed you the contract as a PDF.`,
  payDeposit: "Pay the deposit",
  payingDeposit: "Opening the secure payment page...",
  depositPending: "Your deposit payment is being processed. Bank payments can take a few business days; this page updates when it is in.",
  depositPaid: "Deposit received. Thank you!",
  depositFailed: "The deposit payment did not go through. You can try again.",
  depositRefunded: "Your deposit was refunded in full.",
  depositDisputed:
    "Your bank told us this deposit payment is disputed, so it no longer counts as paid. Please call us so we can sort it out.",
  officeArrangesDeposit: "Our office will call you to arrange the deposit.",
  financing: "Apply for financing",
  financingNote: "Financing is offered by our lending partner, subject to credit approval.",
  downloadPdf: "Download the contract (PDF)",
  cancelHeading: "Your right to cancel",
  cancelRefund: "A deposit you paid is refunded in full.",
  cancelButton: "Cancel the contract",
  cancelConfirm: "Yes, cancel the contract",
  cancelBack: "Keep the contract",
  cancelledTitle: "This contract is cancelled",
  cancelledText: "We have cancelled the contract. You owe nothing.",
  cancelledRefund: "Every payment you made under it is given back in full; the email we sent you names each one and how it comes back.",
  cancelClosed: "The three business days to cancel online have passed. To change or cancel the work, please call us at ",
  callUs: "Questions? Call us at ",
  changed: "This quote was just updated. Please review the latest version before signing.",
  errors: {
    chooseOption: "Choose one of the options",
    typeName: "Type your full name to sign",
    nameTooLong: "Keep your name under 120 characters",
    agree: "Tick the box to agree to do business electronically",
  },
};

const es: QuotePageCopy = {
  heading: "Su cotización",
  title: "Su cotización | Windows & Doors Near Me",
  description: "Compare las opciones de su cotización de Windows & Doors Near Me, firme la que elija y pague el depósito.",
  loading: "Cargando su cotización...",
  loadError: "No pudimos cargar su cotización. Inténtelo de nuevo o llámenos al ",
  notFoundTitle: "Este enlace de cotización no es válido",
  notFoundText: "Es posible que haya vencido o que se haya reemplazado. Llámenos al ",
  quoteNumber: (number, revision) => `Cotización ${number}${revision > 1 ? `, versión ${revision}` : ""}`,
  validUntil: (day) => `Válida hasta el ${day}`,
  jobAddress: "Dirección del trabajo",
  completion: "Fecha estimada de terminación",
  licence: (number) => `Licencia de contratista de Arizona ${number}`,
  noteHeading: "Una nota de nuestra parte",
  optionsHeading: "Sus opciones",
  optionCount: (count) => (count === 1 ? "Una opción" : `${count} opciones para comparar`),
  columns: { item: "Concepto", quantity: "Cant.", unitPrice: "Precio unitario", amount: "Importe" },
  subtotal: "Subtotal",
  discount: "Descuento",
  tax: (percent) => `Impuesto sobre las ventas (${formatPercent(percent)})`,
  taxNotIncluded: "Impuesto sobre las ventas: no incluido",
  total: "Total",
  deposit: "Depósito",
  balance: "Saldo al terminar",
  chooseThis: "Elegir esta opción",
  chosen: "Elegida",
  signHeading: "Firmar y aceptar",
  pdfBeforeSigning: "Abrir esta cotización en PDF, con el formulario de aviso de cancelación",
  notSignable: (phone) => `Esta cotización todavía no se puede firmar en línea. Llámenos al ${phone} para seguir adelante.`,
  consentHeading: "Negocios por medios electrónicos",
  fullName: "Su nombre completo",
  fullNameHint: typedNameHint.es,
  signButton: "Firmar y aceptar",
  signing: "Firmando...",
  signFailed: "Su firma no se registró. Inténtelo de nuevo o llámenos al ",
  payFailed: "La página de pago no se abrió. Inténtelo de nuevo o llámenos al ",
  cancelFailed: "Su cancelación no se registró. Inténtelo de nuevo o llámenos al ",
  declineFailed: "Su respuesta no se registró. Inténtelo de nuevo o llámenos al ",
  declineButton: "Rechazar esta cotización",
  declineHeading: "Rechazar esta cotización",
  declineReason: "¿Qué le hizo decidir? (opcional)",
  declineConfirm: "Rechazar la cotización",
  declineBack: "Regresar",
  declinedTitle: "Usted rechazó esta cotización",
  declinedText: "Gracias por avisarnos. Si cambia de opinión o quiere otra opción, llámenos al ",
  signedTitle: "Firmada. ¡Gracias!",
  signedText: (name, when) => `Firmada por ${name} el ${endSentence(when)} Le enviamos el contrato en PDF por correo electrónico.`,
  payDeposit: "Pagar el depósito",
  payingDeposit: "Abriendo la página de pago segura...",
  depositPending:
    "Su pago del depósito se está procesando. Los pagos bancarios pueden tardar unos días hábiles; esta página se actualiza cuando llegue.",
  depositPaid: "Depósito recibido. ¡Gracias!",
  depositFailed: "El pago del depósito no se completó. Puede intentarlo de nuevo.",
  depositRefunded: "Le devolvimos el depósito completo.",
  depositDisputed:
    "Su banco nos informó que este pago del depósito está en disputa, así que ya no cuenta como pagado. Llámenos, por favor, para resolverlo.",
  officeArrangesDeposit: "Nuestra oficina se comunicará con usted para acordar el depósito.",
  financing: "Solicitar financiamiento",
  financingNote: "El financiamiento lo ofrece nuestro socio de crédito, sujeto a aprobación.",
  downloadPdf: "Descargar el contrato (PDF)",
  cancelHeading: "Su derecho a cancelar",
  cancelRefund: "Le devolvemos completo el depósito que haya pagado.",
  cancelButton: "Cancelar el contrato",
  cancelConfirm: "Sí, cancelar el contrato",
  cancelBack: "Conservar el contrato",
  cancelledTitle: "Este contrato está cancelado",
  cancelledText: "Cancelamos el contrato. No nos debe nada.",
  cancelledRefund:
    "Le devolvemos completo cada pago que hizo bajo este contrato; el correo que le enviamos detalla cada uno y cómo le llega.",
  cancelClosed: "Ya pasaron los tres días hábiles para cancelar en línea. Para cambiar o cancelar el trabajo, llámenos al ",
  callUs: "¿Preguntas? Llámenos al ",
  changed: "Esta cotización se acaba de actualizar. Revise la versión más reciente antes de firmar.",
  errors: {
    chooseOption: "Elija una de las opciones",
    typeName: "Escriba su nombre completo para firmar",
    nameTooLong: "Su nombre debe tener menos de 120 caracteres",
    agree: "Marque la casilla para aceptar hacer negocios por medios electrónicos",
  },
};

/** The quote page's words, by language. */
export const quotePageCopy: Record<Locale, QuotePageCopy> = { en, es };

/** The contract PDF's own words (its legal texts come from the document). */
export interface QuotePdfWords {
  title: string;
  draftTitle: string;
  seller: string;
  owner: string;
  ownerToSign: string;
  date: string;
  validUntil: string;
  chosenOption: (name: string) => string;
  optionsOffered: string;
  signatureHeading: string;
  signedBy: string;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  consentVersion: string;
  documentHash: string;
  notSigned: string;
  cancelled: (when: string) => string;
  cancellationTitle: string;
  page: (number: number, count: number) => string;
}

/** The contract PDF's words, by language. */
export const quotePdfWords: Record<Locale, QuotePdfWords> = {
  en: {
    title: "Contract for windows and doors",
    draftTitle: "Quote",
    seller: "Contractor",
    owner: "Owner",
    ownerToSign: "(signs below)",
    date: "Date",
    validUntil: "Valid until",
    chosenOption: (name) => `Option chosen: ${name}`,
    optionsOffered: "Options offered",
    signatureHeading: "Signature",
    signedBy: "Signed by (typed name)",
    signedAt: "Signed at",
    ipAddress: "IP address",
    userAgent: "Browser",
    consentVersion: "Consent to electronic records",
    documentHash: "SHA-256 of the document signed",
    notSigned: "Not signed yet.",
    cancelled: (when) => `CANCELLED by the buyer on ${endSentence(when)}`,
    cancellationTitle: "Notice of cancellation",
    page: (number, count) => `Page ${number} of ${count}`,
  },
  es: {
    title: "Contrato de ventanas y puertas",
    draftTitle: "Cotización",
    seller: "Contratista",
    owner: "Propietario",
    ownerToSign: "(firma abajo)",
    date: "Fecha",
    validUntil: "Válida hasta",
    chosenOption: (name) => `Opción elegida: ${name}`,
    optionsOffered: "Opciones ofrecidas",
    signatureHeading: "Firma",
    signedBy: "Firmado por (nombre escrito)",
    signedAt: "Firmado el",
    ipAddress: "Dirección IP",
    userAgent: "Navegador",
    consentVersion: "Consentimiento de documentos electrónicos",
    documentHash: "SHA-256 del documento firmado",
    notSigned: "Aún no firmado.",
    cancelled: (when) => `CANCELADO por el comprador el ${endSentence(when)}`,
    cancellationTitle: "Aviso de cancelación",
    page: (number, count) => `Página ${number} de ${count}`,
  },
};

/** The quote editor's names for a new quote's options, in the language the customer reads: the customer sees them as written. */
export const quoteOptionNames: Record<Locale, readonly [string, string, string]> = {
  en: ["Good", "Better", "Best"],
  es: ["Buena", "Mejor", "La mejor"],
};

/** The line Stripe's Checkout page shows for a deposit: "Deposit, quote 1042". */
export const depositCheckoutDescription: Record<Locale, (number: number) => string> = {
  en: (number) => `Deposit, quote ${number}`,
  es: (number) => `Depósito, cotización ${number}`,
};

/**
 * A payment the three-day cancel gives back, as the cancellation's emails name it
 * (src/server/payments/refunds.ts decides each one's state).
 */
export interface ReturnedPayment {
  /** The invoice it paid; null for the deposit. */
  invoiceNumber: number | null;
  amountCents: number;
  /**
   * refunded: through Stripe, now. pending: Stripe refused just now; the sweep refunds it and the
   * customer is emailed then. on-its-way: a bank payment not cleared yet, which Stripe cannot
   * refund before it clears; refunded once it does, nothing taken if it fails. by-hand: paid to
   * the office (check, cash, financing, other), which Stripe cannot return: the office returns it.
   */
  state: "refunded" | "pending" | "on-its-way" | "by-hand";
  /** How it was paid (src/core/payment-way.ts), and the office's reference of an offline payment. */
  way: keyof InvoicePageWords["method"];
  reference: string | null;
}

/** What the customer's emails and texts about a quote say. */
export interface QuoteMessageWords {
  hi: (name: string) => string;
  sent: {
    subject: (number: number) => string;
    title: string;
    lead: string;
    open: string;
    validUntil: (day: string) => string;
    text: (brand: string, url: string) => string;
  };
  followUp: {
    subject: (number: number) => string;
    title: string;
    lead: string;
    open: string;
    text: (brand: string, url: string) => string;
  };
  signed: { subject: (number: number) => string; title: string; lead: string; attached: string; cancelHow: string; open: string };
  paid: { subject: (number: number) => string; title: string; lead: (amount: string) => string };
  cancelled: {
    subject: (number: number) => string;
    title: string;
    lead: string;
    /** Before the payments given back, when there are any. */
    returnedIntro: string;
    /** One payment given back: the deposit (`invoiceNumber` null) or an invoice's, as it stands (ReturnedPayment); `amount` and `way` in the language's words. */
    returned: (payment: { amount: string; invoiceNumber: number | null; state: ReturnedPayment["state"]; way: string }) => string;
  };
  questions: string;
}

/** The customer's emails and texts about a quote, by language. */
export const quoteMessageWords: Record<Locale, QuoteMessageWords> = {
  en: {
    hi: (name) => `Hi ${name},`,
    sent: {
      subject: (number) => `Your quote ${number} from Windows & Doors Near Me`,
      title: "Your quote is ready",
      lead: "Thank you for having us out. Your quote is ready: compare the options, choose one and sign online, on your phone or computer.",
      open: "Open your quote",
      validUntil: (day) => `The quote is valid until ${endSentence(day)}`,
      text: (brand, url) => `${brand}: your quote is ready. Compare the options and sign here: ${url}`,
    },
    followUp: {
      subject: (number) => `Any questions about quote ${number}?`,
      title: "Any questions about your quote?",
      lead: "You opened your quote a few days ago. If anything is unclear, or you would like a different option, call us and we will gladly go through it with you.",
      open: "Open your quote",
      text: (brand, url) => `${brand}: any questions about your quote? Call us, or open it here: ${url}`,
    },
    signed: {
      subject: (number) => `Your signed contract (quote ${number})`,
      title: "Thank you for choosing us",
      lead: "Your signed contract is attached as a PDF. Keep it for your records.",
      attached: "contract.pdf",
      cancelHow: "To cancel, use the link below, or mail or email us the notice of cancellation at the end of the contract.",
      open: "Open your quote and contract",
    },
    paid: {
      subject: (number) => `Deposit received (quote ${number})`,
      title: "Deposit received",
      lead: (amount) => `We received your deposit of ${amount}. Thank you!`,
    },
    cancelled: {
      subject: (number) => `Your contract is cancelled (quote ${number})`,
      title: "Your contract is cancelled",
      lead: "As you asked, we cancelled the contract. You owe nothing.",
      returnedIntro: "Everything you paid under the contract comes back to you:",
      returned: ({ amount, invoiceNumber, state, way }) => {
        const yours = invoiceNumber === null ? `Your deposit of ${amount}` : `Your payment of ${amount} for invoice ${invoiceNumber}`;
        if (state === "refunded")
          return `${yours} is refunded in full to the card or account it came from; banks take 5 to 10 business days to show it.`;
        if (state === "pending")
          return `${yours} will be refunded in full to the card or account it came from. Our payment processor could not make the refund at this very moment, so we try again automatically and email you as soon as it is done.`;
        if (state === "on-its-way")
          return `Your bank payment of ${amount} ${invoiceNumber === null ? "for the deposit" : `for invoice ${invoiceNumber}`} is still on its way, and a payment on its way cannot be refunded yet. Once it clears, we refund it in full automatically and email you; if it does not go through, nothing is taken.`;
        return `${yours} (${way}) was made to our office, not online, so it cannot be refunded online: we return it to you within 10 business days and will call you to arrange how.`;
      },
    },
    questions: "Questions? Call us at ",
  },
  es: {
    hi: (name) => `Hola, ${name}:`,
    sent: {
      subject: (number) => `Su cotización ${number} de Windows & Doors Near Me`,
      title: "Su cotización está lista",
      lead: "Gracias por recibirnos. Su cotización está lista: compare las opciones, elija una y fírmela en línea, desde su teléfono o computadora.",
      open: "Abrir su cotización",
      validUntil: (day) => `La cotización es válida hasta el ${endSentence(day)}`,
      text: (brand, url) => `${brand}: su cotización está lista. Compare las opciones y fírmela aquí: ${url}`,
    },
    followUp: {
      subject: (number) => `¿Tiene preguntas sobre la cotización ${number}?`,
      title: "¿Tiene preguntas sobre su cotización?",
      lead: "Usted abrió su cotización hace unos días. Si algo no está claro o quiere otra opción, llámenos y con gusto la revisamos con usted.",
      open: "Abrir su cotización",
      text: (brand, url) => `${brand}: ¿tiene preguntas sobre su cotización? Llámenos o ábrala aquí: ${url}`,
    },
    signed: {
      subject: (number) => `Su contrato firmado (cotización ${number})`,
      title: "Gracias por elegirnos",
      lead: "Adjuntamos su contrato firmado en PDF. Guárdelo para sus registros.",
      attached: "contrato.pdf",
      cancelHow:
        "Para cancelar, use el enlace de abajo, o envíenos por correo o por correo electrónico el aviso de cancelación que está al final del contrato.",
      open: "Abrir su cotización y contrato",
    },
    paid: {
      subject: (number) => `Depósito recibido (cotización ${number})`,
      title: "Depósito recibido",
      lead: (amount) => `Recibimos su depósito de ${amount}. ¡Gracias!`,
    },
    cancelled: {
      subject: (number) => `Su contrato está cancelado (cotización ${number})`,
      title: "Su contrato está cancelado",
      lead: "Como lo pidió, cancelamos el contrato. No nos debe nada.",
      returnedIntro: "Todo lo que pagó bajo el contrato se le devuelve:",
      returned: ({ amount, invoiceNumber, state, way }) => {
        const yours = invoiceNumber === null ? `su depósito de ${amount}` : `su pago de ${amount} de la factura ${invoiceNumber}`;
        if (state === "refunded")
          return `Le devolvemos completo ${yours} a la tarjeta o cuenta de donde vino; los bancos tardan de 5 a 10 días hábiles en mostrarlo.`;
        if (state === "pending")
          return `Le devolveremos completo ${yours} a la tarjeta o cuenta de donde vino. Nuestro procesador de pagos no pudo hacer la devolución en este momento, así que lo intentamos de nuevo automáticamente y le avisamos por correo en cuanto esté hecha.`;
        if (state === "on-its-way")
          return `Su pago bancario de ${amount} ${invoiceNumber === null ? "del depósito" : `de la factura ${invoiceNumber}`} todavía está en camino, y un pago en camino aún no se puede devolver. En cuanto se acredite, se lo devolvemos completo automáticamente y le avisamos por correo; si no se completa, no se le cobra nada.`;
        return `${yours.charAt(0).toUpperCase()}${yours.slice(1)} (${way}) se hizo en nuestra oficina, no en línea, así que no se puede devolver en línea: se lo devolvemos dentro de 10 días hábiles y nos comunicaremos con usted para acordar cómo.`;
      },
    },
    questions: "¿Preguntas? Llámenos al ",
  },
};
