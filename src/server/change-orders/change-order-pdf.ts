/**
 * A change order as a PDF, drawn from the document the customer saw or signed
 * (src/core/change-order.ts) in its language, with the machinery every signed document shares
 * (src/server/documents/pdf.ts): the seller with its address and ROC licence, the job and its
 * address, the lines (credits as credits), the tax, the change and the contract total before and
 * after, the note, the Registrar's notice in 10-point bold (A.R.S. 32-1158), the signature record
 * and the consent to electronic records.
 */
import type { ChangeOrderDocument } from "@/core/change-order-document";
import { phoenixDate } from "@/core/phoenix-time";
import { taxShown } from "@/core/tax-line";
import { changeOrderCopy } from "@/i18n/change-orders";
import { formatDay } from "@/i18n/dates";
import { formatCents } from "@/i18n/money";
import { quotePageCopy, quotePdfWords } from "@/i18n/quotes";
import {
  BRAND,
  drawConsent,
  drawSignatureRecord,
  heading,
  INK,
  labelled,
  renderPdf,
  tableRows,
  type SignatureRecord,
} from "../documents/pdf";

/** The change order (signed, with its record, or to sign) as PDF bytes. */
export function changeOrderPdf(document: ChangeOrderDocument, signature: SignatureRecord | null): Promise<Uint8Array<ArrayBuffer>> {
  const words = changeOrderCopy[document.locale];
  const title = words.number(document.changeOrder.number);
  return renderPdf({ title, author: document.seller.legalName, locale: document.locale }, (pdf) => draw(pdf, document, signature, title));
}

function draw(pdf: PDFKit.PDFDocument, document: ChangeOrderDocument, signature: SignatureRecord | null, title: string): void {
  const words = changeOrderCopy[document.locale];
  const page = quotePageCopy[document.locale];
  const pdfWords = quotePdfWords[document.locale];
  const money = (cents: number) => formatCents(cents, document.locale);
  const { seller } = document;

  pdf.font("bold").fontSize(18).fillColor(BRAND).text(title);
  pdf.font("regular").fontSize(11).fillColor(INK).text(words.forJob(document.job.number, document.job.quoteNumber));
  pdf.moveDown(0.6);
  labelled(pdf, pdfWords.seller, [
    `${seller.name} (${seller.legalName})`,
    seller.address,
    `${seller.phone} · ${seller.email}`,
    ...(seller.rocLicense ? [page.licence(seller.rocLicense)] : []),
  ]);
  labelled(pdf, pdfWords.owner, [signature ? signature.typedName : pdfWords.ownerToSign]);
  labelled(pdf, page.jobAddress, [document.jobAddress]);
  labelled(pdf, pdfWords.date, [
    formatDay(signature ? phoenixDate(signature.signedAt) : document.changeOrder.issuedOn, document.locale, true),
  ]);

  heading(pdf, words.changesHeading);
  const row = tableRows(pdf, [0.52, 0.1, 0.19, 0.19]);
  pdf.moveDown(0.3);
  row([page.columns.item, page.columns.quantity, page.columns.unitPrice, page.columns.amount], "bold");
  for (const line of document.lines)
    row(
      [
        line.description,
        String(line.quantity),
        money(line.unitPriceCents),
        line.amountCents < 0 ? `${money(line.amountCents)} ${words.credit}` : money(line.amountCents),
      ],
      "regular",
    );
  const total = (label: string, cents: number, strong = false) => row([label, "", "", money(cents)], strong ? "bold" : "regular");
  total(words.subtotal, document.subtotalCents);
  const tax = taxShown(document, document.locale, { tax: words.tax, none: words.noTax });
  if (tax.kind === "line") total(tax.label, tax.cents);
  else row([tax.text, "", "", ""], "regular");
  total(words.changeTotal, document.totalCents, true);
  pdf.moveDown(0.3);
  total(words.contractBefore, document.contract.beforeCents);
  total(words.contractAfter, document.contract.afterCents, true);

  if (document.note) {
    heading(pdf, page.noteHeading);
    pdf.font("regular").fontSize(10).fillColor(INK).text(document.note);
  }
  pdf.moveDown(0.8);
  // The Registrar's notice in 10-point bold, as on the contract (A.R.S. 32-1158).
  pdf.font("bold").fontSize(10).fillColor(INK).text(document.terms.rocNotice);
  drawSignatureRecord(pdf, document.locale, signature);
  drawConsent(pdf, document.locale, document.terms.consent);
}
