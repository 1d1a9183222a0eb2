/**
 * A purchase order as the supplier receives it: a PDF to read and a CSV to load, drawn from the
 * order's view. Each unit: room, style, W × H with fractions (and, in the CSV, in decimal inches),
 * product, options, tempered and obscure glass, the install method, and whether the size is the
 * re-measure's final one. The order names our account number and the ship-to address; it never
 * holds a price, the customer's name or their phone (the supplier builds units, it sells nothing
 * to the customer).
 */
import { formatDay } from "@/i18n/dates";
import { openingWords } from "@/i18n/openings";
import { phoenixDate } from "@/core/phoenix-time";
import type { PurchaseOrderLineView, PurchaseOrderView } from "@/schemas/purchase-orders";
import { toCsv, type CsvColumn } from "../admin/csv";
import { BRAND, heading, INK, labelled, MUTED, renderPdf } from "../documents/pdf";
import type { EmailAttachment } from "../db/emails/messages";
import { unitSize } from "../notify/purchase-orders";

/** What the order says of us and where the units go. */
export interface OrderParties {
  /** Our name, address, phone and the office's email. */
  buyer: { name: string; address: string; phone: string; email: string };
  /** Where the units are shipped: the company's address, or the job's when the office asks. */
  shipTo: { label: string; address: string };
}

const words = openingWords.en;

/** The style as people name it ("picture window"). */
const styleOf = (line: PurchaseOrderLineView) => words.styles[line.style];

/** "Low-E glass, Tempered glass", or "none". */
const optionsOf = (line: PurchaseOrderLineView) => line.options.map((option) => option.name).join(", ") || "none";

/** "final (re-measured)" or "as measured". */
const sizeFromOf = (line: PurchaseOrderLineView) => (line.sizeFrom === "final" ? "final (re-measured)" : "as measured");

/** The file names of the attachments. */
export const orderFileName = (order: Pick<PurchaseOrderView, "number">, extension: "pdf" | "csv") =>
  `purchase-order-${order.number}.${extension}`;

/** The CSV: one row per line, sizes as typed fractions and as decimal inches. */
export function purchaseOrderCsv(order: PurchaseOrderView): string {
  const columns: CsvColumn<PurchaseOrderLineView>[] = [
    { header: "PO number", value: () => order.number },
    { header: "Line", value: (line) => line.position },
    { header: "Room", value: (line) => line.location },
    { header: "Style", value: styleOf },
    { header: "Width (in)", value: (line) => line.width.text },
    { header: "Width (decimal in)", value: (line) => line.width.inches },
    { header: "Height (in)", value: (line) => line.height.text },
    { header: "Height (decimal in)", value: (line) => line.height.inches },
    { header: "Product", value: (line) => line.product },
    { header: "Options", value: (line) => line.options.map((option) => option.name).join("; ") },
    { header: "Tempered", value: (line) => (line.tempered ? "yes" : "no") },
    { header: "Obscure", value: (line) => (line.obscure ? "yes" : "no") },
    { header: "Install", value: (line) => line.installMethod },
    { header: "Size", value: sizeFromOf },
  ];
  return toCsv(columns, order.lines);
}

/** The order's PDF and CSV as an email carries them (the CSV with a byte order mark, so Excel reads UTF-8). */
export async function purchaseOrderFiles(order: PurchaseOrderView, parties: OrderParties, now: Date): Promise<EmailAttachment[]> {
  const pdf = await purchaseOrderPdf(order, parties, now);
  return [
    { filename: orderFileName(order, "pdf"), contentType: "application/pdf", base64: Buffer.from(pdf).toString("base64") },
    {
      filename: orderFileName(order, "csv"),
      contentType: "text/csv",
      base64: Buffer.from(`\uFEFF${purchaseOrderCsv(order)}`, "utf8").toString("base64"),
    },
  ];
}

/** The PDF's bytes. */
export function purchaseOrderPdf(order: PurchaseOrderView, parties: OrderParties, now: Date): Promise<Uint8Array<ArrayBuffer>> {
  const title = `Purchase order ${order.number}`;
  return renderPdf({ title, author: parties.buyer.name, locale: "en" }, (pdf) => {
    pdf.font("bold").fontSize(18).fillColor(BRAND).text(title);
    pdf.moveDown(0.2).font("regular").fontSize(10.5).fillColor(MUTED);
    pdf.text(`Revision ${order.revision} · ${formatDay(phoenixDate(now), "en", true)}`).moveDown(0.6);
    labelled(pdf, "To", [order.supplier.name, order.supplier.email]);
    if (order.supplier.accountNumber) labelled(pdf, "Our account number", [order.supplier.accountNumber]);
    labelled(pdf, "From", [parties.buyer.name, parties.buyer.address, `${parties.buyer.phone} · ${parties.buyer.email}`]);
    labelled(pdf, parties.shipTo.label, [parties.shipTo.address]);
    heading(pdf, `${order.lines.length} ${order.lines.length === 1 ? "unit" : "units"}`);
    for (const line of order.lines) drawLine(pdf, line);
  });
}

/** One unit: its number, room and size on the first line, then what it is made of. */
function drawLine(pdf: PDFKit.PDFDocument, line: PurchaseOrderLineView): void {
  const facts = [
    `${line.product} · ${styleOf(line)}`,
    `Options: ${optionsOf(line)}`,
    `Tempered glass: ${line.tempered ? "yes" : "no"} · Obscure glass: ${line.obscure ? "yes" : "no"} · Install: ${line.installMethod}`,
    `Size: ${sizeFromOf(line)}`,
  ];
  if (pdf.y + 80 > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  pdf
    .moveDown(0.3)
    .font("bold")
    .fontSize(11)
    .fillColor(INK)
    .text(`${line.position}. ${line.location} — ${unitSize(line)}`);
  pdf.font("regular").fontSize(10).fillColor(INK).text(facts.join("\n")).moveDown(0.3);
}
