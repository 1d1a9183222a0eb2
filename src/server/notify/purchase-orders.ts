/**
 * A purchase order to its supplier: one email to the supplier's order address with the order's
 * PDF and CSV attached (src/server/purchase-orders/order-documents.ts), a Reply-To of the office (the supplier's questions and confirmation go
 * to the people who order), in English. It names the job's units and our account, never the
 * customer or a price.
 */
import { openingWords } from "@/i18n/openings";
import type { PurchaseOrderLineView, PurchaseOrderView } from "@/schemas/purchase-orders";
import type { EmailAttachment, QueuedEmail } from "../db/emails/messages";
import { detailsTable, heading, htmlDocument, paragraph } from "../email/html";
import { oneLine, textDetails } from "./emails/templates";
import { EMAIL_KINDS } from "./kinds";

/** "PO 7001". */
export const orderTitle = (order: Pick<PurchaseOrderView, "number">) => `PO ${order.number}`;

/** A unit's size as the supplier reads it, with the typed fractions: "W 72 × H 48 in". */
export const unitSize = (line: Pick<PurchaseOrderLineView, "width" | "height">) => openingWords.en.size(line.width.text, line.height.text);

/** The order's email, its files attached (base64). */
export function purchaseOrderEmail(
  order: PurchaseOrderView,
  { buyer, officeEmail, attachments }: { buyer: string; officeEmail: string; attachments: EmailAttachment[] },
): QueuedEmail {
  const title = `${orderTitle(order)} from ${buyer}`;
  const lead = `Please build and confirm the ${order.lines.length === 1 ? "unit" : "units"} below, as attached (PDF and CSV). Reply to this email with your confirmation and ship date.`;
  const rows: [string, string][] = [
    ["Purchase order", String(order.number)],
    ...(order.supplier.accountNumber ? ([["Our account", order.supplier.accountNumber]] as [string, string][]) : []),
    ...order.lines.map((line): [string, string] => [`${line.position}. ${line.location}`, `${unitSize(line)} · ${line.product}`]),
  ];
  return {
    kind: EMAIL_KINDS.purchaseOrder,
    message: {
      to: order.supplier.email,
      subject: oneLine(title),
      text: [title, lead, textDetails(rows)].join("\n\n"),
      html: htmlDocument(title, [heading(title, 1), paragraph(lead), detailsTable(rows)]),
      replyTo: officeEmail,
      attachments,
    },
  };
}
