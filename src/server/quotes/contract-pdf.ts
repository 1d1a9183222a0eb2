/**
 * The contract as a PDF, drawn on the server from the document the customer saw or signed
 * (src/core/quote-document.ts), in the document's language.
 *
 * Library: PDFKit (maintained, pure JavaScript, text layout and wrapping built in), which
 * embeds a subset of the site's own font, Inter (@fontsource/inter's WOFF files: the Latin
 * set, accents and ¿¡ñ included), so Spanish prints as typed. Functions ship the two font
 * files through netlify.toml's `included_files`; the library loads on the first PDF, off
 * every other call's cold start.
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
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { QuoteDocument } from "@/core/quote-document";
import { phoenixDate } from "@/core/phoenix-time";
import { basisPointsToPercent, type PricedOption } from "@/core/quote-pricing";
import { formatDay } from "@/i18n/dates";
import { formatCents } from "@/i18n/money";
import { formatMoment } from "@/i18n/moment";
import { quotePageCopy, quotePdfWords } from "@/i18n/quotes";
import { cancelDeadlineWords, cancelUntilSentence, consentVersionWords, quoteTerms } from "@/i18n/quote-terms";

/** The font files, relative to the function's folder (the repository's root locally). */
export const CONTRACT_FONTS = {
  regular: "node_modules/@fontsource/inter/files/inter-latin-400-normal.woff",
  bold: "node_modules/@fontsource/inter/files/inter-latin-700-normal.woff",
} as const;

/** The signature as the contract records it. */
export interface ContractSignature {
  optionId: string;
  typedName: string;
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  consentVersion: string;
  documentSha256: string;
}

/** What a contract PDF shows besides its document. */
export interface ContractState {
  signature: ContractSignature | null;
  /** When the buyer cancelled, if they did. */
  cancelledAt: Date | null;
  /** The last Phoenix day to cancel, once signed. */
  lastDayToCancel: string | null;
}

/** The page's margin and inks, shared by every PDF the site draws (the invoice's too). */
export const MARGIN = 54;
export const INK = "#1f2937";
export const BRAND = "#0f3d5e";
export const MUTED = "#4b5563";

let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** Inter, regular and bold, read once per process. */
export function loadFonts() {
  fonts ??= Promise.all([readFile(join(process.cwd(), CONTRACT_FONTS.regular)), readFile(join(process.cwd(), CONTRACT_FONTS.bold))]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

/** The contract (or, before signing, the quote) as PDF bytes. */
export async function contractPdf(document: QuoteDocument, state: ContractState): Promise<Uint8Array<ArrayBuffer>> {
  const [{ default: PDFDocument }, { regular, bold }] = await Promise.all([import("pdfkit"), loadFonts()]);
  const words = quotePdfWords[document.locale];
  const title = state.signature ? words.title : words.draftTitle;
  // Regular Inter is the default font, so PDFKit never opens its built-in Helvetica metrics.
  const pdf = new PDFDocument({ size: "LETTER", margin: MARGIN, bufferPages: true, font: regular as unknown as string, info: { Title: `${title} ${document.quote.number}`, Author: document.seller.legalName } });
  pdf.registerFont("regular", regular);
  pdf.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on("end", resolve);
    pdf.on("error", reject);
  });

  drawContract(pdf, document, state, title);
  drawNotices(pdf, document, state);
  numberPages(pdf, words.page);
  pdf.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

function drawContract(pdf: PDFKit.PDFDocument, document: QuoteDocument, state: ContractState, title: string): void {
  const words = quotePdfWords[document.locale];
  const page = quotePageCopy[document.locale];
  const { seller, quote } = document;
  const signature = state.signature;

  // "Contract for windows and doors · Quote 1042"; before signing, "Quote 1042" alone says it.
  pdf.font("bold").fontSize(18).fillColor(BRAND).text(signature ? `${title} · ${page.quoteNumber(quote.number, quote.revision)}` : page.quoteNumber(quote.number, quote.revision));
  if (state.cancelledAt) pdf.moveDown(0.3).font("bold").fontSize(14).fillColor("#b91c1c").text(words.cancelled(formatMoment(state.cancelledAt, document.locale)));
  pdf.moveDown(0.6);

  labelled(pdf, words.seller, [`${seller.name} (${seller.legalName})`, seller.address, `${seller.phone} · ${seller.email}`, ...(seller.rocLicense ? [page.licence(seller.rocLicense)] : [])]);
  labelled(pdf, words.owner, [signature ? signature.typedName : words.ownerToSign]);
  labelled(pdf, page.jobAddress, [document.jobAddress]);
  labelled(pdf, words.date, [formatDay(signature ? phoenixDate(signature.signedAt) : quote.issuedOn, document.locale, true)]);
  if (!signature) labelled(pdf, words.validUntil, [formatDay(quote.validUntil, document.locale, true)]);
  if (document.completion) labelled(pdf, page.completion, [document.completion]);

  const chosen = signature && document.options.find((option) => option.id === signature.optionId);
  if (chosen) {
    heading(pdf, words.chosenOption(chosen.name));
    drawOption(pdf, chosen, document);
  } else {
    heading(pdf, words.optionsOffered);
    for (const option of document.options) {
      pdf.font("bold").fontSize(11).fillColor(INK).text(option.name);
      drawOption(pdf, option, document);
    }
  }
  if (document.note) {
    heading(pdf, page.noteHeading);
    pdf.font("regular").fontSize(10).fillColor(INK).text(document.note);
  }

  pdf.moveDown(0.8);
  // Both notices in 10-point bold, as A.R.S. 32-1158 and 16 CFR 429.1(a) ask.
  pdf.font("bold").fontSize(10).fillColor(INK).text(document.terms.rocNotice);
  pdf.moveDown(0.6);
  pdf.font("bold").fontSize(10).text(document.terms.rightToCancel);
  // This contract's own deadline, in the words the quote page and the email use.
  if (signature && state.lastDayToCancel) pdf.moveDown(0.3).font("bold").fontSize(10).text(cancelUntilSentence(state.lastDayToCancel, document.locale));
  pdf.moveDown(0.3).font("regular").fontSize(10).text(document.terms.cancelOnline);

  if (signature) {
    const rows: [string, string][] = [
      [words.signedBy, signature.typedName],
      [words.signedAt, formatMoment(signature.signedAt, document.locale)],
      [words.ipAddress, signature.ipAddress ?? "—"],
      [words.userAgent, signature.userAgent ?? "—"],
      [words.consentVersion, consentVersionWords(signature.consentVersion, document.locale)],
      [words.documentHash, signature.documentSha256],
    ];
    // The record reads as one: it starts on a new page rather than break across two.
    keepTogether(pdf, HEADING_HEIGHT + rows.reduce((height, [label, value]) => height + labelledHeight(pdf, label, [value]), 0));
    heading(pdf, words.signatureHeading);
    for (const [label, value] of rows) labelled(pdf, label, [value]);
  } else {
    heading(pdf, words.signatureHeading);
    pdf.font("regular").fontSize(10).fillColor(INK).text(words.notSigned);
  }
  heading(pdf, page.consentHeading);
  pdf.font("regular").fontSize(9).fillColor(MUTED);
  for (const paragraph of document.terms.consent) pdf.text(paragraph).moveDown(0.3);
}

/** The notice of cancellation, twice (one for the buyer to keep, one to send), each on its own page. */
function drawNotices(pdf: PDFKit.PDFDocument, document: QuoteDocument, state: ContractState): void {
  const signedOn = state.signature ? formatDay(phoenixDate(state.signature.signedAt), document.locale, true) : "________________";
  const deadline = state.signature && state.lastDayToCancel ? cancelDeadlineWords(state.lastDayToCancel, document.locale) : "________________";
  // The notice names the seller as licensed: its legal name.
  const lines = quoteTerms[document.locale].noticeOfCancellation({ transactionDate: signedOn, deadline, seller: { ...document.seller, name: document.seller.legalName } });
  for (let copy = 0; copy < 2; copy++) {
    pdf.addPage();
    const [caption, ...body] = lines;
    pdf.font("bold").fontSize(14).fillColor(INK).text(caption!, { align: "center" }).moveDown(0.8);
    // The whole form in ten-point bold face, as 16 CFR 429.1(b) asks.
    for (const line of body) pdf.font("bold").fontSize(10).text(line).moveDown(0.6);
  }
}

function drawOption(pdf: PDFKit.PDFDocument, option: PricedOption, document: QuoteDocument): void {
  const page = quotePageCopy[document.locale];
  const money = (cents: number) => formatCents(cents, document.locale);
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const columns = [width * 0.52, width * 0.1, width * 0.19, width * 0.19];
  const row = (cells: string[], font: "regular" | "bold") => {
    pdf.font(font).fontSize(9.5).fillColor(INK);
    const height = Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: columns[index]! - 6 })));
    if (pdf.y + height > pdf.page.height - MARGIN - 20) pdf.addPage();
    const top = pdf.y;
    let x = left;
    cells.forEach((cell, index) => {
      pdf.text(cell, x, top, { width: columns[index]! - 6, align: index === 0 ? "left" : "right" });
      x += columns[index]!;
    });
    pdf.x = left;
    pdf.y = top + height + 4;
  };
  pdf.moveDown(0.3);
  row([page.columns.item, page.columns.quantity, page.columns.unitPrice, page.columns.amount], "bold");
  for (const item of option.items) row([item.description, String(item.quantity), money(item.unitPriceCents), money(item.lineTotalCents)], "regular");
  const total = (label: string, cents: number, strong = false) => row([label, "", "", money(cents)], strong ? "bold" : "regular");
  total(page.subtotal, option.subtotalCents);
  if (option.discountCents) total(page.discount, -option.discountCents);
  if (option.taxRateBasisPoints) total(page.tax(basisPointsToPercent(option.taxRateBasisPoints)), option.taxCents);
  else row([page.taxNotIncluded, "", "", ""], "regular");
  total(page.total, option.totalCents, true);
  total(page.deposit, option.depositCents);
  total(page.balance, option.balanceCents);
  pdf.font("regular").fontSize(9).fillColor(MUTED).text(document.terms.balanceDue).moveDown(0.6);
}

/** Room a heading takes, with the space around it (12-point text). */
const HEADING_HEIGHT = 30;

/** A section's heading, in the brand's ink. */
export function heading(pdf: PDFKit.PDFDocument, text: string): void {
  pdf.moveDown(0.6).font("bold").fontSize(12).fillColor(BRAND).text(text).moveDown(0.2);
}

/** A small capitalised label over its lines. */
export function labelled(pdf: PDFKit.PDFDocument, label: string, lines: string[]): void {
  pdf.font("bold").fontSize(9).fillColor(MUTED).text(label.toUpperCase());
  pdf.font("regular").fontSize(10.5).fillColor(INK).text(lines.join("\n")).moveDown(0.4);
}

/** The height `labelled` will take for these lines at the page's text width. */
function labelledHeight(pdf: PDFKit.PDFDocument, label: string, lines: string[]): number {
  const width = pdf.page.width - 2 * MARGIN;
  const labelHeight = pdf.font("bold").fontSize(9).heightOfString(label.toUpperCase(), { width });
  const valueHeight = pdf.font("regular").fontSize(10.5).heightOfString(lines.join("\n"), { width });
  return labelHeight + valueHeight + pdf.currentLineHeight() * 0.4;
}

/** Starts a new page unless `height` more fits above the bottom margin. */
function keepTogether(pdf: PDFKit.PDFDocument, height: number): void {
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}

/** "Page 1 of 2" at the foot of every page (the document buffers its pages). */
export function numberPages(pdf: PDFKit.PDFDocument, words: (number: number, count: number) => string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Below the bottom margin: lift it so writing there does not start a new page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font("regular").fontSize(8).fillColor(MUTED).text(words(index + 1, count), MARGIN, pdf.page.height - 36, { width: pdf.page.width - 2 * MARGIN, align: "center" });
    pdf.page.margins.bottom = bottom;
  }
}
