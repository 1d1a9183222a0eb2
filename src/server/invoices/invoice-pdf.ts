/**
 * An invoice as a PDF, drawn from the view its page shows (src/schemas/invoice.ts), in the
 * page's language; once paid, the same document as a receipt: the seller and its ROC licence,
 * the customer and the job's address, the lines, the payments and the contract's balance. PDFKit and the site's
 * Inter font, drawn by the machinery every signed document shares (src/server/documents/pdf.ts).
 */
import { formatDay } from "@/i18n/dates";
import { invoicePageWords, invoiceStatusWords, paymentMethodWords } from "@/i18n/invoices";
import { formatCents } from "@/i18n/money";
import { formatMoment } from "@/i18n/moment";
import type { InvoiceView } from "@/schemas/invoice";
import { phoenixDate } from "@/core/phoenix-time";
import { BRAND, heading, INK, labelled, MUTED, renderPdf, tableRows } from "../documents/pdf";

/** Whether the PDF is a receipt: the invoice is paid. */
export function isReceipt(view: Pick<InvoiceView, "status">): boolean {
  return view.status === "paid";
}

/** The invoice's (or, once paid, the receipt's) file name. */
export function invoicePdfName(view: Pick<InvoiceView, "status" | "number" | "locale">): string {
  const es = view.locale === "es";
  return isReceipt(view)
    ? `${es ? "recibo-factura" : "receipt-invoice"}-${view.number}.pdf`
    : `${es ? "factura" : "invoice"}-${view.number}.pdf`;
}

/** The invoice, or its receipt once paid, as PDF bytes. */
export function invoicePdf(view: InvoiceView, now: Date): Promise<Uint8Array<ArrayBuffer>> {
  const w = invoicePageWords[view.locale];
  const title = isReceipt(view) ? w.receiptTitle(view.number) : w.title(view.number);
  return renderPdf({ title, author: view.seller.legalName, locale: view.locale }, (pdf) => drawInvoice(pdf, view, title, now));
}

function drawInvoice(pdf: PDFKit.PDFDocument, view: InvoiceView, title: string, now: Date): void {
  const w = invoicePageWords[view.locale];
  const money = (cents: number) => formatCents(cents, view.locale);
  pdf.font("bold").fontSize(18).fillColor(BRAND).text(title);
  const status = invoiceStatusWords(view, view.locale, true);
  pdf
    .moveDown(0.2)
    .font("bold")
    .fontSize(11)
    .fillColor(view.status === "paid" ? "#166534" : INK)
    .text(status)
    .moveDown(0.6);

  const { seller } = view;
  labelled(pdf, w.seller, [
    `${seller.name} (${seller.legalName})`,
    seller.address,
    `${seller.phone} · ${seller.email}`,
    ...(seller.rocLicense ? [w.licence(seller.rocLicense)] : []),
  ]);
  labelled(pdf, w.customer, [view.customer]);
  labelled(pdf, w.job(view.job.number), [`${w.jobAddress}: ${view.job.address}`]);
  labelled(pdf, w.issued, [formatDay(phoenixDate(view.sentAt ? new Date(view.sentAt) : now), view.locale, true)]);

  heading(pdf, w.linesHeading);
  const row = tableRows(pdf, [0.7, 0.3]);
  row([w.description, w.amount], "bold");
  for (const line of view.lines) row([line.description, money(line.amountCents)], "regular");
  row([w.total, money(view.amountCents)], "bold");
  // The tax is inside the total, so it follows it: the TPT it holds, or the sentence that none is added.
  if (view.tax?.kind === "line") row([view.tax.label, money(view.tax.cents)], "regular");
  if (view.tax?.kind === "note") pdf.font("regular").fontSize(9).fillColor(MUTED).text(view.tax.text).moveDown(0.3);

  heading(pdf, w.paymentsHeading);
  const paid = view.payments.filter((payment) => payment.status === "paid" || payment.status === "processing");
  if (!paid.length) pdf.font("regular").fontSize(10).fillColor(INK).text(w.noPayments);
  for (const payment of paid) {
    const when = payment.paidAt ? formatMoment(new Date(payment.paidAt), view.locale) : w.paymentStatus[payment.status];
    row([`${paymentMethodWords(payment, view.locale)} · ${when}`, money(payment.amountCents)], "regular");
  }

  heading(pdf, w.contractHeading);
  row([w.contractTotal, money(view.contractTotalCents)], "regular");
  row([w.contractPaid, money(view.contractPaidCents)], "regular");
  row([w.balance, money(view.balanceCents)], "bold");

  pdf.moveDown(0.8).font("regular").fontSize(9).fillColor(MUTED).text(`${w.questions}${seller.phone}.`);
}
