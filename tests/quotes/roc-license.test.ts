/**
 * The ROC licence reads once on every document, whichever way the owner typed ROC_LICENSE ("ROC
 * 123456" as the settings suggest, the digits alone, or "roc123456"): the quote and the signed
 * contract (PDF and page), the change order (PDF and page), the invoice and the receipt (PDF and
 * page), and every email the flow writes, with the PDFs they carry.
 */
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { callAdmin, seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { pdfText } from "../helpers/pdf-text";
import { callChangeOrder, sendChangeOrder, writeChangeOrder } from "../money/fixtures";
import { callInvoice, invoicePage, sentInvoice } from "../money/invoice-fixtures";
import { callQuote, sentQuote, useContractFacts } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
useFunctionDatabase({ now: new Date("2026-12-02T16:00:00Z") });
useAdminEnv();
useContractFacts();

/** How many times a text names ROC as a word (the Registrar's site, roc.az.gov, is not the licence). */
const rocCount = (text: string) => text.match(/\bROC\b/g)?.length ?? 0;

const pdfOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return pdfText(await response.arrayBuffer());
};

describe.each(["ROC 123456", "123456", "roc123456"])("ROC_LICENSE typed as %j", (typed) => {
  it("reads ROC 123456 once on the quote, the contract, the change order, the invoice, the receipt and their emails", async () => {
    vi.stubEnv("ROC_LICENSE", typed);
    resetServerEnv();
    const before = (await getDb().select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const visit = await seedAppointment({ locale: "es" });
    const quote = await sentQuote({ appointmentId: visit.id });
    const documents: Record<string, string> = {};

    documents["quote PDF"] = await pdfOf(await callQuote(`/api/quotes/${quote.token}/pdf`));
    const page = await (await callQuote(`/api/quotes/${quote.token}?locale=es`)).json();
    expect(page.document.seller.rocLicense).toBe("ROC 123456");
    expect(
      (
        await callQuote(`/api/quotes/${quote.token}/sign`, {
          method: "POST",
          body: { optionId: quote.options[1]!.id, name: "Ana López", agree: true, locale: "es" },
        })
      ).status,
    ).toBe(200);
    documents["contract PDF"] = await pdfOf(await callQuote(`/api/quotes/${quote.token}/pdf`));
    const { jobId } = (await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json()) as { jobId: string };

    const order = await writeChangeOrder(jobId, [{ description: "Puerta mosquitera", quantity: 1, unitPriceCents: 30_000 }]);
    const { token: orderToken } = await sendChangeOrder(order.id);
    const orderPage = await (await callChangeOrder(`/api/change-orders/${orderToken}?locale=es`)).json();
    expect(orderPage.document.seller.rocLicense).toBe("ROC 123456");
    documents["change order PDF"] = await pdfOf(await callChangeOrder(`/api/change-orders/${orderToken}/pdf?locale=es`));
    expect(
      (await callChangeOrder(`/api/change-orders/${orderToken}/sign`, { method: "POST", body: { name: "Ana López", agree: true } })).status,
    ).toBe(200);

    const invoice = await sentInvoice(jobId);
    expect((await invoicePage(invoice.token, "es")).seller.rocLicense).toBe("ROC 123456");
    documents["invoice PDF"] = await pdfOf(await callInvoice(`/api/invoices/${invoice.token}/pdf?locale=es`));
    expect(
      (
        await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
          method: "POST",
          body: { method: "check", amountCents: invoice.amountCents, reference: "1042" },
        })
      ).status,
    ).toBe(201);
    documents["receipt PDF"] = await pdfOf(await callInvoice(`/api/invoices/${invoice.token}/pdf?locale=es`));

    for (const [name, text] of Object.entries(documents)) {
      expect(text, name).toContain("ROC 123456");
      expect(rocCount(text), name).toBe(1);
    }
    const emails = (await getDb().select().from(emailOutbox)).filter((email) => email.id > before);
    expect(emails.length).toBeGreaterThan(4);
    for (const email of emails) {
      expect(rocCount(email.text), email.kind).toBeLessThanOrEqual(1);
      expect(rocCount(email.html ?? ""), email.kind).toBeLessThanOrEqual(1);
      for (const attachment of (email.attachments ?? []) as { contentType: string; base64: string }[]) {
        if (attachment.contentType === "application/pdf")
          expect(rocCount(await pdfText(Buffer.from(attachment.base64, "base64"))), email.kind).toBe(1);
      }
    }
  });
});
