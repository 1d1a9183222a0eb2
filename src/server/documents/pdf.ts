/**
 * The PDF machinery every signed document is drawn with (a quote's contract, a change order):
 * PDFKit, which embeds a subset of the site's own font, Inter (@fontsource/inter's WOFF files:
 * the Latin set, accents and ¿¡ñ included), so Spanish prints as typed; the headings, labelled
 * facts, table rows and page numbers they share; and the signature record and the consent to
 * electronic records, drawn the same way on every signed document. Functions ship the two font
 * files through netlify.toml's `included_files`; the library loads on the first PDF, off every
 * other call's cold start.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Locale } from "@/i18n/locales";
import { formatMoment } from "@/i18n/moment";
import { quotePageCopy, quotePdfWords } from "@/i18n/quotes";
import { consentVersionWords } from "@/i18n/quote-terms";

/** The font files, relative to the function's folder (the repository's root locally). */
export const CONTRACT_FONTS = {
  regular: "node_modules/@fontsource/inter/files/inter-latin-400-normal.woff",
  bold: "node_modules/@fontsource/inter/files/inter-latin-700-normal.woff",
} as const;

/** What a signature records, on every signed document: who, when, from where, under which consent, over which text. */
export interface SignatureRecord {
  typedName: string;
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  consentVersion: string;
  documentSha256: string;
}

export const MARGIN = 54;
export const INK = "#1f2937";
export const BRAND = "#0f3d5e";
export const MUTED = "#4b5563";

let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function loadFonts() {
  fonts ??= Promise.all([readFile(join(process.cwd(), CONTRACT_FONTS.regular)), readFile(join(process.cwd(), CONTRACT_FONTS.bold))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fonts;
}

/** A document drawn by `draw` on Letter pages with the site's font, its pages numbered in `locale`, as PDF bytes. */
export async function renderPdf(
  info: { title: string; author: string; locale: Locale },
  draw: (pdf: PDFKit.PDFDocument) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const [{ default: PDFDocument }, { regular, bold }] = await Promise.all([import("pdfkit"), loadFonts()]);
  // Regular Inter is the default font, so PDFKit never opens its built-in Helvetica metrics.
  const pdf = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true,
    font: regular as unknown as string,
    info: { Title: info.title, Author: info.author },
  });
  pdf.registerFont("regular", regular);
  pdf.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on("end", resolve);
    pdf.on("error", reject);
  });
  draw(pdf);
  numberPages(pdf, quotePdfWords[info.locale].page);
  pdf.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Room a heading takes, with the space around it (12-point text). */
export const HEADING_HEIGHT = 30;

export function heading(pdf: PDFKit.PDFDocument, text: string): void {
  pdf.moveDown(0.6).font("bold").fontSize(12).fillColor(BRAND).text(text).moveDown(0.2);
}

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
export function keepTogether(pdf: PDFKit.PDFDocument, height: number): void {
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}

/** One row of a table: its cells and their weight. */
export type TableRow = readonly [cells: string[], font: "regular" | "bold"];

/** The columns' widths in points, from their shares of the text width. */
function columnWidths(pdf: PDFKit.PDFDocument, widths: readonly number[]): number[] {
  const width = pdf.page.width - 2 * MARGIN;
  return widths.map((share) => width * share);
}

/** The height of a row's tallest cell (set in the row's font, as `tableRows` draws it). */
function cellsHeight(pdf: PDFKit.PDFDocument, columns: readonly number[], [cells, font]: TableRow): number {
  pdf.font(font).fontSize(9.5);
  return Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: columns[index]! - 6 })));
}

/** Room a row takes below the bottom margin's edge before `tableRows` starts a page. */
const TABLE_FOOT = 20;

/** The height `rows` of a table of `widths` take, drawn by `tableRows`, with its room at the page's foot. */
export function tableHeight(pdf: PDFKit.PDFDocument, widths: readonly number[], rows: readonly TableRow[]): number {
  const columns = columnWidths(pdf, widths);
  return rows.reduce((height, row) => height + cellsHeight(pdf, columns, row) + 4, TABLE_FOOT);
}

/**
 * A table's row drawer: `widths` are the columns' shares of the text width; the first column is
 * left-aligned, the others right-aligned (amounts). A row that would cross the bottom starts a page.
 */
export function tableRows(pdf: PDFKit.PDFDocument, widths: readonly number[]): (cells: string[], font: "regular" | "bold") => void {
  const left = MARGIN;
  const columns = columnWidths(pdf, widths);
  return (cells, font) => {
    const height = cellsHeight(pdf, columns, [cells, font]);
    pdf.fillColor(INK);
    if (pdf.y + height > pdf.page.height - MARGIN - TABLE_FOOT) pdf.addPage();
    const top = pdf.y;
    let x = left;
    cells.forEach((cell, index) => {
      pdf.text(cell, x, top, { width: columns[index]! - 6, align: index === 0 ? "left" : "right" });
      x += columns[index]!;
    });
    pdf.x = left;
    pdf.y = top + height + 4;
  };
}

/** The signature record, kept on one page (it starts a new one rather than break across two); "not signed yet" before. */
export function drawSignatureRecord(pdf: PDFKit.PDFDocument, locale: Locale, signature: SignatureRecord | null): void {
  const words = quotePdfWords[locale];
  if (!signature) {
    heading(pdf, words.signatureHeading);
    pdf.font("regular").fontSize(10).fillColor(INK).text(words.notSigned);
    return;
  }
  const rows: [string, string][] = [
    [words.signedBy, signature.typedName],
    [words.signedAt, formatMoment(signature.signedAt, locale)],
    [words.ipAddress, signature.ipAddress ?? "—"],
    [words.userAgent, signature.userAgent ?? "—"],
    [words.consentVersion, consentVersionWords(signature.consentVersion, locale)],
    [words.documentHash, signature.documentSha256],
  ];
  keepTogether(pdf, HEADING_HEIGHT + rows.reduce((height, [label, value]) => height + labelledHeight(pdf, label, [value]), 0));
  heading(pdf, words.signatureHeading);
  for (const [label, value] of rows) labelled(pdf, label, [value]);
}

/** The consent to electronic records the signer gave, paragraph by paragraph, in small print. */
export function drawConsent(pdf: PDFKit.PDFDocument, locale: Locale, consent: readonly string[]): void {
  heading(pdf, quotePageCopy[locale].consentHeading);
  pdf.font("regular").fontSize(9).fillColor(MUTED);
  for (const paragraph of consent) pdf.text(paragraph).moveDown(0.3);
}

function numberPages(pdf: PDFKit.PDFDocument, words: (number: number, count: number) => string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Below the bottom margin: lift it so writing there does not start a new page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(words(index + 1, count), MARGIN, pdf.page.height - 36, { width: pdf.page.width - 2 * MARGIN, align: "center" });
    pdf.page.margins.bottom = bottom;
  }
}
