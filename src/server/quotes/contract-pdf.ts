/**
 * The contract as a PDF, drawn on the server from the document the customer saw or signed
 * (src/core/quote-document.ts), in the document's language.
 *
 * Drawn with the machinery every signed document shares (src/server/documents/pdf.ts).
 *
 * What the rules ask of it: the contractor's name, address and ROC licence, the owner and job
 * address, the work, total with tax, deposit and balance (A.R.S. 32-1158), the Registrar's
 * complaint notice in 10-point bold (32-1158(A)(9)), the buyer's right-to-cancel statement in
 * 10-point bold beside the signature, with this contract's deadline in the words the page and
 * the email use, and the notice of cancellation in duplicate, in 10-point bold, naming the street
 * address to mail it to, an email address and the seller's phone (16 CFR 429.1(a), (b);
 * A.R.S. 44-5002), and the signature record, kept on one page. The business facts a contract
 * needs are checked before any contract is made (src/core/server/contract-facts.ts).
 */
import type { QuoteDocument } from "@/core/quote-document";
import { phoenixDate } from "@/core/phoenix-time";
import { taxShown, type TaxShown } from "@/core/tax-line";
import type { PricedOption } from "@/core/quote-pricing";
import { formatDay } from "@/i18n/dates";
import { formatCents } from "@/i18n/money";
import { formatMoment } from "@/i18n/moment";
import { quotePageCopy, quotePdfWords } from "@/i18n/quotes";
import { cancelDeadlineWords, cancelUntilSentence, quoteTerms } from "@/i18n/quote-terms";
import {
  drawConsent,
  drawSignatureRecord,
  heading,
  HEADING_HEIGHT,
  INK,
  keepTogether,
  labelled,
  MARGIN,
  renderPdf,
  tableHeight,
  tableRows,
  MUTED,
  BRAND,
  type SignatureRecord,
  type TableRow,
} from "../documents/pdf";

/** The signature as the contract records it. */
export interface ContractSignature extends SignatureRecord {
  optionId: string;
}

/** What a contract PDF shows besides its document. */
export interface ContractState {
  signature: ContractSignature | null;
  /** When the buyer cancelled, if they did. */
  cancelledAt: Date | null;
  /** The last Phoenix day to cancel, once signed. */
  lastDayToCancel: string | null;
}

/** The contract (or, before signing, the quote) as PDF bytes. */
export async function contractPdf(document: QuoteDocument, state: ContractState): Promise<Uint8Array<ArrayBuffer>> {
  const words = quotePdfWords[document.locale];
  const title = state.signature ? words.title : words.draftTitle;
  return renderPdf({ title: `${title} ${document.quote.number}`, author: document.seller.legalName, locale: document.locale }, (pdf) => {
    drawContract(pdf, document, state, title);
    drawNotices(pdf, document, state);
  });
}

function drawContract(pdf: PDFKit.PDFDocument, document: QuoteDocument, state: ContractState, title: string): void {
  const words = quotePdfWords[document.locale];
  const page = quotePageCopy[document.locale];
  const { seller, quote } = document;
  const signature = state.signature;

  // "Contract for windows and doors · Quote 1042"; before signing, "Quote 1042" alone says it.
  pdf
    .font("bold")
    .fontSize(18)
    .fillColor(BRAND)
    .text(signature ? `${title} · ${page.quoteNumber(quote.number, quote.revision)}` : page.quoteNumber(quote.number, quote.revision));
  if (state.cancelledAt)
    pdf
      .moveDown(0.3)
      .font("bold")
      .fontSize(14)
      .fillColor("#b91c1c")
      .text(words.cancelled(formatMoment(state.cancelledAt, document.locale)));
  pdf.moveDown(0.6);

  labelled(pdf, words.seller, [
    `${seller.name} (${seller.legalName})`,
    seller.address,
    `${seller.phone} · ${seller.email}`,
    ...(seller.rocLicense ? [page.licence(seller.rocLicense)] : []),
    ...(document.leadSafe?.firmCertification ? [document.leadSafe.firmCertification] : []),
  ]);
  labelled(pdf, words.owner, [signature ? signature.typedName : words.ownerToSign]);
  labelled(pdf, page.jobAddress, [document.jobAddress]);
  labelled(pdf, words.date, [formatDay(signature ? phoenixDate(signature.signedAt) : quote.issuedOn, document.locale, true)]);
  if (!signature) labelled(pdf, words.validUntil, [formatDay(quote.validUntil, document.locale, true)]);
  if (document.completion) labelled(pdf, page.completion, [document.completion]);

  const chosen = signature && document.options.find((option) => option.id === signature.optionId);
  if (chosen) {
    keepTogether(pdf, HEADING_HEIGHT + optionHeight(pdf, chosen, document, false));
    heading(pdf, words.chosenOption(chosen.name));
    drawOption(pdf, chosen, document);
  } else {
    // The heading stays with the first option; each option is kept whole on one page.
    keepTogether(pdf, HEADING_HEIGHT + optionHeight(pdf, document.options[0]!, document, true));
    heading(pdf, words.optionsOffered);
    for (const option of document.options) {
      keepTogether(pdf, optionHeight(pdf, option, document, true));
      pdf.font("bold").fontSize(11).fillColor(INK).text(option.name);
      drawOption(pdf, option, document);
    }
  }
  if (document.note) {
    heading(pdf, page.noteHeading);
    pdf.font("regular").fontSize(10).fillColor(INK).text(document.note);
  }
  // A home built before 1978: why lead-safe work applies, and the pamphlet the owner is given.
  if (document.leadSafe) {
    const { notice, pamphlet } = document.leadSafe;
    pdf.moveDown(0.6).font("regular").fontSize(10).fillColor(INK).text(notice);
    pdf.moveDown(0.2).fontSize(9).fillColor(MUTED).text(`${pamphlet.title} (${pamphlet.edition}): ${pamphlet.url}`);
  }

  pdf.moveDown(0.8);
  // Both notices in 10-point bold, as A.R.S. 32-1158 and 16 CFR 429.1(a) ask.
  pdf.font("bold").fontSize(10).fillColor(INK).text(document.terms.rocNotice);
  pdf.moveDown(0.6);
  pdf.font("bold").fontSize(10).text(document.terms.rightToCancel);
  // This contract's own deadline, in the words the quote page and the email use.
  if (signature && state.lastDayToCancel)
    pdf.moveDown(0.3).font("bold").fontSize(10).text(cancelUntilSentence(state.lastDayToCancel, document.locale));
  pdf.moveDown(0.3).font("regular").fontSize(10).text(document.terms.cancelOnline);

  drawSignatureRecord(pdf, document.locale, signature);
  drawConsent(pdf, document.locale, document.terms.consent);
}

/** The notice of cancellation, twice (one for the buyer to keep, one to send), each on its own page. */
function drawNotices(pdf: PDFKit.PDFDocument, document: QuoteDocument, state: ContractState): void {
  const signedOn = state.signature ? formatDay(phoenixDate(state.signature.signedAt), document.locale, true) : "________________";
  const deadline =
    state.signature && state.lastDayToCancel ? cancelDeadlineWords(state.lastDayToCancel, document.locale) : "________________";
  // The notice names the seller as licensed: its legal name.
  const lines = quoteTerms[document.locale].noticeOfCancellation({
    transactionDate: signedOn,
    deadline,
    seller: { ...document.seller, name: document.seller.legalName },
  });
  for (let copy = 0; copy < 2; copy++) {
    pdf.addPage();
    const [caption, ...body] = lines;
    pdf.font("bold").fontSize(14).fillColor(INK).text(caption!, { align: "center" }).moveDown(0.8);
    // The whole form in ten-point bold face, as 16 CFR 429.1(b) asks.
    for (const line of body) pdf.font("bold").fontSize(10).text(line).moveDown(0.6);
  }
}

/**
 * A line's first cell: typed words as typed; an opening on four lines or more (room and style; the
 * size; product, options and install; each flag). The size has its line so a wrap never parts the
 * whole inches from their fraction ("Al 59" above "15/16 pulg"), the misreading a remade unit costs.
 */
function itemText(item: PricedOption["items"][number]): string {
  const o = item.opening;
  if (!o) return item.description;
  return [`${o.room} · ${o.style}`, o.size, [o.product, ...o.options, o.install].join(" · "), ...o.flags].join("\n");
}

/** An option's table: item, quantity, unit price, amount. */
const OPTION_COLUMNS = [0.52, 0.1, 0.19, 0.19];

/** An option's rows: the columns' names, its lines, then its totals. */
function optionRows(option: PricedOption, document: QuoteDocument): TableRow[] {
  const page = quotePageCopy[document.locale];
  const money = (cents: number) => formatCents(cents, document.locale);
  const total = (label: string, cents: number, strong = false): TableRow => [[label, "", "", money(cents)], strong ? "bold" : "regular"];
  const taxRow = (tax: TaxShown): TableRow => (tax.kind === "line" ? total(tax.label, tax.cents) : [[tax.text, "", "", ""], "regular"]);
  return [
    [[page.columns.item, page.columns.quantity, page.columns.unitPrice, page.columns.amount], "bold"],
    ...option.items.map((item): TableRow => [
      [itemText(item), String(item.quantity), money(item.unitPriceCents), money(item.lineTotalCents)],
      "regular",
    ]),
    total(page.subtotal, option.subtotalCents),
    ...(option.discountCents ? [total(page.discount, -option.discountCents)] : []),
    taxRow(taxShown(option, document.locale, { tax: page.tax, none: page.taxNotIncluded })),
    total(page.total, option.totalCents, true),
    total(page.deposit, option.depositCents),
    total(page.balance, option.balanceCents),
  ];
}

/** The height an option's block takes: its name (when `named`), its table and the balance's terms. */
function optionHeight(pdf: PDFKit.PDFDocument, option: PricedOption, document: QuoteDocument, named: boolean): number {
  const width = pdf.page.width - 2 * MARGIN;
  const name = named ? pdf.font("bold").fontSize(11).heightOfString(option.name, { width }) : 0;
  const gap = pdf.currentLineHeight() * 0.3;
  const terms = pdf.font("regular").fontSize(9).heightOfString(document.terms.balanceDue, { width });
  return name + gap + tableHeight(pdf, OPTION_COLUMNS, optionRows(option, document)) + terms;
}

function drawOption(pdf: PDFKit.PDFDocument, option: PricedOption, document: QuoteDocument): void {
  const row = tableRows(pdf, OPTION_COLUMNS);
  pdf.moveDown(0.3);
  for (const [cells, font] of optionRows(option, document)) row(cells, font);
  pdf.font("regular").fontSize(9).fillColor(MUTED).text(document.terms.balanceDue).moveDown(0.6);
}
