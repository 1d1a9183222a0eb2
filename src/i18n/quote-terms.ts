/**
 * The legal words of a quote and its contract, in each language: the consent to do business
 * electronically (ESIGN Act, 15 U.S.C. 7001(c)), the buyer's right to cancel and its notice of
 * cancellation (FTC Cooling-Off Rule, 16 CFR 429.1; A.R.S. 44-5002), and the Registrar of
 * Contractors notice a contract needs (A.R.S. 32-1158). They are part of the document the
 * customer signs and its hash (src/core/quote-document.ts), so changing a word changes every
 * new signature's hash, and changing the consent means raising QUOTE_CONSENT_VERSION.
 * The Spanish texts say "usted" and follow the FTC's own Spanish notice.
 */
import { formatClock, formatDay, formatMonth } from "./dates";
import type { Locale } from "./locales";

/** The version of the consent words below; every signature records the one it was given to. */
export const QUOTE_CONSENT_VERSION = "esign-2026-12";

/** The version of a change order's consent (the quote's, its first paragraph naming the change order). */
export const CHANGE_ORDER_CONSENT_VERSION = `${QUOTE_CONSENT_VERSION}-change-order`;

/** The first paragraph of a change order's consent: what it covers is the change and the contract it changes. */
const changeOrderConsentOpening: Record<Locale, string> = {
  en: "Consent to do business electronically. By ticking the box you agree that this change order, your signature, the contract it changes and the notices that come with them may be given to you electronically instead of on paper. This consent covers this change order and the contract it changes.",
  es: "Consentimiento para hacer negocios por medios electrónicos. Al marcar la casilla, usted acepta que esta orden de cambio, su firma, el contrato que modifica y los avisos que los acompañan se le entreguen por medios electrónicos en lugar de en papel. Este consentimiento cubre esta orden de cambio y el contrato que modifica.",
};

/** A change order's consent in `locale`: the quote's paragraphs, the first naming the change order. */
export function changeOrderConsent(locale: Locale, seller: SellerContact): string[] {
  return [changeOrderConsentOpening[locale], ...quoteTerms[locale].consent(seller).slice(1)];
}

/** How to reach the seller, named in the consent and the notices. */
export interface SellerContact {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** The Arizona Registrar of Contractors, as the contract names it. */
export const REGISTRAR = { phone: "(602) 542-1525", tollFree: "1-877-692-9762", web: "roc.az.gov" } as const;

export interface QuoteTerms {
  /** The consent to electronic records, paragraph by paragraph (ESIGN §101(c)). */
  consent: (seller: SellerContact) => string[];
  /** What the box next to the consent says. */
  consentCheckbox: string;
  /** The statement next to the signature (16 CFR 429.1(a)), in 10-point bold or larger. */
  rightToCancel: string;
  /** The notice of cancellation form (16 CFR 429.1(b)), line by line; the first line is its caption. `deadline` is cancelDeadline's words (or a blank to fill). */
  noticeOfCancellation: (facts: { transactionDate: string; deadline: string; seller: SellerContact }) => string[];
  /** The last moment to cancel, from its day and time in words: "11:59 p.m. on Tuesday, December 1, 2026". */
  deadline: (time: string, day: string) => string;
  /** The one sentence that tells a buyer until when they may cancel, from `deadline`'s words. */
  cancelUntil: (deadline: string) => string;
  /** The version of the consent a signature gave, for people: "consent text, version of December 2026". */
  consentVersion: (month: string) => string;
  /** Cancelling from the link, besides the form. */
  cancelOnline: string;
  /** The Registrar of Contractors notice (A.R.S. 32-1158(A)(9)), in 10-point bold. */
  rocNotice: string;
  /** When the balance is due. */
  balanceDue: string;
}

const en: QuoteTerms = {
  consent: (seller) => [
    "Consent to do business electronically. By ticking the box you agree that this quote, your signature, the contract and the notices that come with it may be given to you electronically instead of on paper. This consent covers this quote and the contract that results from it.",
    `You have the right to a paper copy of the signed contract and its notices at any time, free of charge: call ${seller.phone} or write to ${seller.email}.`,
    `You may withdraw this consent at any time by calling or writing to us at the same number or address. Withdrawing it is free and does not undo a signature already given; from then on we send you everything on paper. If your email address changes, tell us the same way.`,
    "To open and keep these records you need a phone, tablet or computer with a current web browser (a recent Chrome, Safari, Edge or Firefox), a program that opens PDF files, an email address, and a way to save or print a PDF.",
  ],
  consentCheckbox: "I have read the consent above and agree to do business electronically. I can open the PDF of this quote.",
  rightToCancel:
    "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.",
  noticeOfCancellation: ({ transactionDate, deadline, seller }) => [
    "NOTICE OF CANCELLATION",
    transactionDate,
    "You may CANCEL this transaction, without any Penalty or Obligation, within THREE BUSINESS DAYS from the above date.",
    "If you cancel, any property traded in, any payments made by you under the contract or sale, and any negotiable instrument executed by you will be returned within TEN BUSINESS DAYS following receipt by the seller of your cancellation notice, and any security interest arising out of the transaction will be cancelled.",
    "If you cancel, you must make available to the seller at your residence, in substantially as good condition as when received, any goods delivered to you under this contract or sale, or you may, if you wish, comply with the instructions of the seller regarding the return shipment of the goods at the seller's expense and risk.",
    "If you do make the goods available to the seller and the seller does not pick them up within 20 days of the date of your Notice of Cancellation, you may retain or dispose of the goods without any further obligation. If you fail to make the goods available to the seller, or if you agree to return the goods to the seller and fail to do so, then you remain liable for performance of all obligations under the contract.",
    `To cancel this transaction, mail or deliver a signed and dated copy of this Cancellation Notice or any other written notice to ${seller.name}, at ${seller.address}, or email it to ${seller.email}, NOT LATER THAN ${deadline}.`,
    `Seller's telephone: ${seller.phone}. You may also cancel from the link to your quote until the same time.`,
    "I HEREBY CANCEL THIS TRANSACTION.",
    "(Date) ______________________    (Buyer's signature) ______________________________",
  ],
  cancelOnline:
    "You may also cancel from the link to this quote, or by email, until the same time. A deposit you paid is refunded in full.",
  rocNotice: `Arizona Registrar of Contractors: the property owner has the right to file a written complaint with the Registrar of Contractors for an alleged violation of A.R.S. 32-1154(A). Telephone ${REGISTRAR.phone} (toll-free in Arizona ${REGISTRAR.tollFree}); website ${REGISTRAR.web}. Complaints must be made within the time set in A.R.S. 32-1162(A): in most cases, two years after the work was completed.`,
  balanceDue: "The balance is due when the work is completed.",
  deadline: (time, day) => `${time} on ${day}`,
  cancelUntil: (deadline) => `You may cancel this contract, without any penalty or obligation, until ${deadline}.`,
  consentVersion: (month) => `consent text, version of ${month}`,
};

const es: QuoteTerms = {
  consent: (seller) => [
    "Consentimiento para hacer negocios por medios electrónicos. Al marcar la casilla, usted acepta que esta cotización, su firma, el contrato y los avisos que lo acompañan se le entreguen por medios electrónicos en lugar de en papel. Este consentimiento cubre esta cotización y el contrato que resulte de ella.",
    `Usted tiene derecho a recibir una copia en papel del contrato firmado y de sus avisos en cualquier momento, sin costo: llame al ${seller.phone} o escriba a ${seller.email}.`,
    "Usted puede retirar este consentimiento en cualquier momento llamándonos o escribiéndonos al mismo número o dirección. Retirarlo no tiene costo y no anula una firma ya dada; desde entonces le enviaremos todo en papel. Si su correo electrónico cambia, avísenos de la misma forma.",
    "Para abrir y guardar estos documentos necesita un teléfono, tableta o computadora con un navegador actualizado (una versión reciente de Chrome, Safari, Edge o Firefox), un programa que abra archivos PDF, una dirección de correo electrónico y una forma de guardar o imprimir un PDF.",
  ],
  consentCheckbox: "Leí el consentimiento anterior y acepto hacer negocios por medios electrónicos. Puedo abrir el PDF de esta cotización.",
  rightToCancel:
    "Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del tercer día hábil después de la fecha de esta transacción. Vea el formulario de aviso de cancelación adjunto para una explicación de este derecho.",
  noticeOfCancellation: ({ transactionDate, deadline, seller }) => [
    "AVISO DE CANCELACIÓN",
    transactionDate,
    "Usted puede CANCELAR esta transacción, sin ninguna multa ni obligación, dentro de los TRES DÍAS HÁBILES siguientes a la fecha arriba indicada.",
    "Si usted cancela, cualquier bien entregado como parte de pago, cualquier pago hecho por usted bajo el contrato o la venta, y cualquier instrumento negociable firmado por usted le serán devueltos dentro de los DIEZ DÍAS HÁBILES siguientes a la fecha en que el vendedor reciba su aviso de cancelación, y cualquier garantía que surja de la transacción será cancelada.",
    "Si usted cancela, debe poner a disposición del vendedor en su residencia, en condiciones sustancialmente tan buenas como cuando los recibió, los bienes que se le hayan entregado bajo este contrato o venta; o, si lo desea, puede seguir las instrucciones del vendedor para devolverle los bienes por envío, a costo y riesgo del vendedor.",
    "Si usted pone los bienes a disposición del vendedor y el vendedor no los recoge dentro de los 20 días siguientes a la fecha de su aviso de cancelación, usted puede quedarse con ellos o deshacerse de ellos sin ninguna otra obligación. Si usted no pone los bienes a disposición del vendedor, o si acepta devolvérselos y no lo hace, seguirá siendo responsable de cumplir todas las obligaciones del contrato.",
    `Para cancelar esta transacción, envíe por correo o entregue una copia firmada y fechada de este aviso de cancelación, o cualquier otro aviso por escrito, a ${seller.name}, en ${seller.address}, o envíelo por correo electrónico a ${seller.email}, A MÁS TARDAR A ${deadline}.`,
    `Teléfono del vendedor: ${seller.phone}. También puede cancelar desde el enlace de su cotización hasta la misma hora.`,
    "POR LA PRESENTE CANCELO ESTA TRANSACCIÓN.",
    "(Fecha) ______________________    (Firma del comprador) ______________________________",
  ],
  cancelOnline:
    "También puede cancelar desde el enlace de esta cotización, o por correo electrónico, hasta la misma hora. Le devolvemos completo el depósito que haya pagado.",
  rocNotice: `Registro de Contratistas de Arizona (Registrar of Contractors): el dueño de la propiedad tiene derecho a presentar una queja por escrito ante el Registro de Contratistas por una supuesta infracción de A.R.S. 32-1154(A). Teléfono ${REGISTRAR.phone} (gratis dentro de Arizona ${REGISTRAR.tollFree}); sitio web ${REGISTRAR.web}. Las quejas deben presentarse dentro del plazo que fija A.R.S. 32-1162(A): en la mayoría de los casos, dos años después de terminado el trabajo.`,
  balanceDue: "El saldo se paga al terminar el trabajo.",
  deadline: (time, day) => `las ${time} del ${day}`,
  cancelUntil: (deadline) => `Puede cancelar este contrato, sin ninguna multa ni obligación, hasta ${deadline}.`,
  consentVersion: (month) => `texto del consentimiento, versión de ${month}`,
};

/** The legal words, by language. */
export const quoteTerms: Record<Locale, QuoteTerms> = { en, es };

/** The last minute of the last day to cancel, as every text writes it: the right lasts until midnight, and "11:59 p.m." cannot be read as the night before. */
const LAST_MINUTE = "23:59";

/**
 * The last moment to cancel a contract whose last day to cancel is `lastDay` (a Phoenix day,
 * src/core/server/cooling-off.ts lastDayToCancel): "11:59 p.m. on Tuesday, December 1, 2026" /
 * "las 11:59 p.m. del martes, 1 de diciembre de 2026". The notice of cancellation fills its date with it.
 */
export function cancelDeadlineWords(lastDay: string, locale: Locale): string {
  return quoteTerms[locale].deadline(formatClock(LAST_MINUTE, locale), formatDay(lastDay, locale, true));
}

/**
 * The sentence that says until when the buyer may cancel, the same on the quote page, in the
 * signed contract's email and in the contract PDF: "You may cancel this contract, without any
 * penalty or obligation, until 11:59 p.m. on Tuesday, December 1, 2026."
 */
export function cancelUntilSentence(lastDay: string, locale: Locale): string {
  return quoteTerms[locale].cancelUntil(cancelDeadlineWords(lastDay, locale));
}

/** A signature's consent version ("esign-2026-12") for people: "consent text, version of December 2026"; an unknown shape as it is. */
export function consentVersionWords(version: string, locale: Locale): string {
  const match = /^esign-(\d{4})-(\d{2})(?:-change-order)?$/.exec(version);
  return match ? quoteTerms[locale].consentVersion(formatMonth(`${match[1]}-${match[2]}-01`, locale)) : version;
}
