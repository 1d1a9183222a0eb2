/**
 * The words of invoices, in both languages: the lines an invoice bills, the invoice page and its
 * PDF (a receipt once paid), and the customer's emails and texts about an invoice. The admins'
 * notices are in English, in src/server/notify/invoices.ts.
 */
import { formatDay, formatShortDay } from "./dates";
import type { Locale } from "./locales";
import { formatPercent } from "./money";

/** The lines an invoice bills, as its page and PDF print them. */
export interface InvoiceLineWords {
  /** "25% of the contract". */
  percentOfContract: (percent: string) => string;
  progressPayment: string;
  /** The final invoice: the contract and what is taken off it. */
  signedContract: (quoteNumber: number) => string;
  changeOrder: (number: number) => string;
  lessPaid: string;
  lessOnItsWay: string;
  lessOtherInvoices: string;
}

export const invoiceLineWords: Record<Locale, InvoiceLineWords> = {
  en: {
    percentOfContract: (percent) => `${formatPercent(percent)} of the contract`,
    progressPayment: "Progress payment",
    signedContract: (quoteNumber) => `Signed contract (quote ${quoteNumber})`,
    changeOrder: (number) => `Change order ${number}`,
    lessPaid: "Less paid",
    lessOnItsWay: "Less a payment on its way",
    lessOtherInvoices: "Less other open invoices",
  },
  es: {
    percentOfContract: (percent) => `${formatPercent(percent)} del contrato`,
    progressPayment: "Pago parcial",
    signedContract: (quoteNumber) => `Contrato firmado (cotización ${quoteNumber})`,
    changeOrder: (number) => `Orden de cambio ${number}`,
    lessPaid: "Menos lo pagado",
    lessOnItsWay: "Menos un pago en camino",
    lessOtherInvoices: "Menos otras facturas abiertas",
  },
};

/** The invoice page and its PDF. */
export interface InvoicePageWords {
  /** The page's heading (drawn by the static shell) and its meta. */
  heading: string;
  metaTitle: string;
  metaDescription: string;
  loading: string;
  notFoundTitle: string;
  title: (number: number) => string;
  receiptTitle: (number: number) => string;
  status: { open: string; processing: string; paid: string; void: string };
  dueOnReceipt: string;
  /** "Due Dec 14", the day already in the page's words. */
  dueOn: (day: string) => string;
  job: (number: number) => string;
  jobAddress: string;
  seller: string;
  /** The customer billed, on the invoice and its receipt. */
  customer: string;
  licence: (number: string) => string;
  linesHeading: string;
  description: string;
  amount: string;
  total: string;
  contractHeading: string;
  contractTotal: string;
  contractPaid: string;
  balance: string;
  paymentsHeading: string;
  noPayments: string;
  /** How a payment was made (src/core/payment-way.ts decides which way). */
  method: Record<"card" | "bank" | "check" | "cash" | "financing" | "other" | "online", string>;
  paymentStatus: { open: string; processing: string; paid: string; failed: string; expired: string; mismatched: string };
  reference: (reference: string) => string;
  pay: string;
  payHint: string;
  paying: string;
  onItsWay: string;
  /** Back from Checkout, Stripe has the payment and its news is still to come: the badge and the sentence. */
  beingProcessedBadge: string;
  beingProcessed: string;
  paidThanks: string;
  voided: string;
  payOffline: string;
  receiptPdf: string;
  invoicePdf: string;
  notFound: string;
  loadFailed: string;
  /** The payment page did not open for a reason the page cannot name; the phone follows. */
  payFailed: string;
  page: (current: number, total: number) => string;
  issued: string;
  paidOn: string;
  questions: string;
}

export const invoicePageWords: Record<Locale, InvoicePageWords> = {
  en: {
    heading: "Your invoice",
    metaTitle: "Your Invoice | Windows & Doors Near Me",
    metaDescription: "See your Windows & Doors Near Me invoice, pay it by card or bank account, and download the receipt once it is paid.",
    loading: "Loading your invoice…",
    notFoundTitle: "We couldn't find this invoice",
    title: (number) => `Invoice ${number}`,
    receiptTitle: (number) => `Receipt for invoice ${number}`,
    status: { open: "Open", processing: "On its way", paid: "Paid", void: "Void" },
    dueOnReceipt: "Due on receipt",
    dueOn: (day) => `Due ${day}`,
    job: (number) => `Job ${number}`,
    jobAddress: "Job address",
    seller: "From",
    customer: "Customer",
    licence: (number) => `Arizona contractor license ${number}`,
    linesHeading: "What this invoice bills",
    description: "Description",
    amount: "Amount",
    total: "Invoice total",
    contractHeading: "Your contract",
    contractTotal: "Contract total",
    contractPaid: "Paid so far",
    balance: "Balance",
    paymentsHeading: "Payments",
    noPayments: "No payment yet.",
    method: { online: "Online", card: "Card", bank: "Bank account", check: "Check", cash: "Cash", financing: "Financing", other: "Other" },
    paymentStatus: {
      open: "Started",
      processing: "On its way",
      paid: "Paid",
      failed: "Failed",
      expired: "Not finished",
      mismatched: "Under review",
    },
    reference: (reference) => `Reference ${reference}`,
    pay: "Pay by card or bank",
    payHint: "Stripe's secure page takes your card or US bank account. A bank payment takes a few business days to arrive.",
    paying: "Opening the payment page…",
    onItsWay: "Your bank payment is on its way. It usually takes a few business days; we email you when it arrives.",
    beingProcessedBadge: "Processing",
    beingProcessed: "Thank you: your payment is being processed. This page updates by itself as soon as it is in.",
    paidThanks: "Paid in full. Thank you!",
    voided: "This invoice was cancelled. Nothing is due on it.",
    payOffline: "This invoice is paid by check, cash or financing: please call us to arrange it.",
    receiptPdf: "Download the receipt (PDF)",
    invoicePdf: "Download the invoice (PDF)",
    notFound: "This invoice link is not valid. It may have been replaced by a newer one; please call us at ",
    loadFailed: "We couldn't load this invoice. Please try again, or call us at ",
    payFailed: "We couldn't open the payment page. Please try again, or call us at ",
    page: (current, total) => `Page ${current} of ${total}`,
    issued: "Issued",
    paidOn: "Paid",
    questions: "Questions? Call us at ",
  },
  es: {
    heading: "Su factura",
    metaTitle: "Su factura | Windows & Doors Near Me",
    metaDescription:
      "Vea su factura de Windows & Doors Near Me, páguela con tarjeta o cuenta bancaria y descargue el recibo cuando esté pagada.",
    loading: "Cargando su factura…",
    notFoundTitle: "No encontramos esta factura",
    title: (number) => `Factura ${number}`,
    receiptTitle: (number) => `Recibo de la factura ${number}`,
    status: { open: "Pendiente", processing: "En camino", paid: "Pagada", void: "Anulada" },
    dueOnReceipt: "Vence al recibirla",
    dueOn: (day) => `Vence el ${day}`,
    job: (number) => `Trabajo ${number}`,
    jobAddress: "Dirección del trabajo",
    seller: "De",
    customer: "Cliente",
    licence: (number) => `Licencia de contratista de Arizona ${number}`,
    linesHeading: "Lo que cobra esta factura",
    description: "Descripción",
    amount: "Importe",
    total: "Total de la factura",
    contractHeading: "Su contrato",
    contractTotal: "Total del contrato",
    contractPaid: "Pagado hasta ahora",
    balance: "Saldo",
    paymentsHeading: "Pagos",
    noPayments: "Aún no hay pagos.",
    method: {
      online: "En línea",
      card: "Tarjeta",
      bank: "Cuenta bancaria",
      check: "Cheque",
      cash: "Efectivo",
      financing: "Financiamiento",
      other: "Otro",
    },
    paymentStatus: {
      open: "Iniciado",
      processing: "En camino",
      paid: "Pagado",
      failed: "Rechazado",
      expired: "Sin terminar",
      mismatched: "En revisión",
    },
    reference: (reference) => `Referencia ${reference}`,
    pay: "Pagar con tarjeta o banco",
    payHint:
      "La página segura de Stripe acepta su tarjeta o su cuenta bancaria de EE. UU. Un pago bancario tarda unos días hábiles en llegar.",
    paying: "Abriendo la página de pago…",
    onItsWay: "Su pago bancario está en camino. Suele tardar unos días hábiles; le avisamos por correo cuando llegue.",
    beingProcessedBadge: "Procesando",
    beingProcessed: "Gracias: su pago se está procesando. Esta página se actualiza sola en cuanto llegue.",
    paidThanks: "Pagada por completo. ¡Gracias!",
    voided: "Esta factura se anuló. No se debe nada por ella.",
    payOffline: "Esta factura se paga con cheque, efectivo o financiamiento: llámenos para acordarlo.",
    receiptPdf: "Descargar el recibo (PDF)",
    invoicePdf: "Descargar la factura (PDF)",
    notFound: "Este enlace de factura no es válido. Puede que lo haya reemplazado uno más nuevo; llámenos al ",
    loadFailed: "No pudimos cargar esta factura. Inténtelo de nuevo o llámenos al ",
    payFailed: "No pudimos abrir la página de pago. Inténtelo de nuevo o llámenos al ",
    page: (current, total) => `Página ${current} de ${total}`,
    issued: "Emitida",
    paidOn: "Pagada",
    questions: "¿Preguntas? Llámenos al ",
  },
};

/** The customer's emails and texts about an invoice. */
export interface InvoiceMessageWords {
  sent: {
    subject: (number: number) => string;
    title: string;
    lead: (amount: string, due: string) => string;
    open: string;
    text: (brand: string, number: number, amount: string, url: string) => string;
  };
  paid: {
    subject: (number: number) => string;
    title: string;
    lead: (amount: string) => string;
    balance: (amount: string) => string;
    attached: (number: number) => string;
  };
  onItsWay: { subject: (number: number) => string; title: string; lead: (amount: string) => string };
  failed: { subject: (number: number) => string; title: string; lead: (amount: string) => string; again: string; open: string };
}

export const invoiceMessageWords: Record<Locale, InvoiceMessageWords> = {
  en: {
    sent: {
      subject: (number) => `Invoice ${number} from Windows & Doors Near Me`,
      title: "Your invoice",
      lead: (amount, due) =>
        `Your invoice for ${amount} is ready (${due.toLowerCase()}). You can pay it online by card or bank account, or call us to pay another way.`,
      open: "See and pay the invoice",
      text: (brand, number, amount, url) => `${brand}: invoice ${number} for ${amount} is ready. See and pay it: ${url}`,
    },
    paid: {
      subject: (number) => `Receipt: invoice ${number} is paid`,
      title: "Thank you for your payment",
      lead: (amount) => `We received your payment of ${amount}. Your receipt is attached.`,
      balance: (amount) => `The balance of your contract is now ${amount}.`,
      attached: (number) => `receipt-invoice-${number}.pdf`,
    },
    onItsWay: {
      subject: (number) => `Your bank payment of invoice ${number} is on its way`,
      title: "Your bank payment is on its way",
      lead: (amount) =>
        `Your bank payment of ${amount} is on its way. Bank payments take a few business days; we email you a receipt when it arrives.`,
    },
    failed: {
      subject: (number) => `Your payment of invoice ${number} did not go through`,
      title: "Your payment did not go through",
      lead: (amount) => `Your bank told us the payment of ${amount} did not go through, so the invoice is open again.`,
      again: "You can pay it again online, by card or another account, or call us.",
      open: "Pay the invoice",
    },
  },
  es: {
    sent: {
      subject: (number) => `Factura ${number} de Windows & Doors Near Me`,
      title: "Su factura",
      lead: (amount, due) =>
        `Su factura por ${amount} está lista (${due.toLowerCase()}). Puede pagarla en línea con tarjeta o cuenta bancaria, o llamarnos para pagar de otra forma.`,
      open: "Ver y pagar la factura",
      text: (brand, number, amount, url) => `${brand}: la factura ${number} por ${amount} está lista. Véala y páguela: ${url}`,
    },
    paid: {
      subject: (number) => `Recibo: la factura ${number} está pagada`,
      title: "Gracias por su pago",
      lead: (amount) => `Recibimos su pago de ${amount}. Le adjuntamos el recibo.`,
      balance: (amount) => `El saldo de su contrato es ahora ${amount}.`,
      attached: (number) => `recibo-factura-${number}.pdf`,
    },
    onItsWay: {
      subject: (number) => `Su pago bancario de la factura ${number} está en camino`,
      title: "Su pago bancario está en camino",
      lead: (amount) =>
        `Su pago bancario de ${amount} está en camino. Los pagos bancarios tardan unos días hábiles; le enviamos el recibo cuando llegue.`,
    },
    failed: {
      subject: (number) => `Su pago de la factura ${number} no se completó`,
      title: "Su pago no se completó",
      lead: (amount) => `Su banco nos informó que el pago de ${amount} no se completó, así que la factura vuelve a estar pendiente.`,
      again: "Puede pagarla de nuevo en línea, con tarjeta u otra cuenta, o llamarnos.",
      open: "Pagar la factura",
    },
  },
};

/** How a payment was made, in the page's words: "Card", "Bank account", "Check · Reference 1042". */
export function paymentMethodWords(payment: { way: keyof InvoicePageWords["method"]; reference: string | null }, locale: Locale): string {
  const how = invoicePageWords[locale].method[payment.way];
  return payment.reference ? `${how} · ${invoicePageWords[locale].reference(payment.reference)}` : how;
}

/** An invoice's status in words: when it is due while open ("Due Dec 14"; `long`: "Due Monday, December 14, 2026"), else its state. */
export function invoiceStatusWords(
  { status, dueOn }: { status: keyof InvoicePageWords["status"]; dueOn: string | null },
  locale: Locale,
  long = false,
): string {
  const t = invoicePageWords[locale];
  if (status !== "open") return t.status[status];
  if (!dueOn) return t.dueOnReceipt;
  return t.dueOn(long ? formatDay(dueOn, locale, true) : formatShortDay(dueOn, locale));
}

/** The API's 404 for an unknown or retired invoice link, in the page's language. */
export const unknownInvoiceLink: Record<Locale, string> = {
  en: "This invoice link is not valid. It may have been replaced by a newer one; please call us.",
  es: "Este enlace de factura no es válido. Puede que lo haya reemplazado uno más nuevo; llámenos.",
};
