/**
 * The invoice and its receipt name the customer billed, beside the job's address, as the
 * contract and the change order name their owner: the invoice's PDF while open, the receipt's
 * once paid, and the receipt the customer is emailed.
 */
import { describe, expect, it } from "vitest";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { pdfText } from "../helpers/pdf-text";
import { signedJob } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { callInvoice, emailsOfKind, sentInvoice } from "./invoice-fixtures";

useFunctionDatabase({ now: new Date("2026-12-02T16:00:00Z") });
useAdminEnv();
useContractFacts();
useStripeStandIn();

const pdfOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return pdfText(await response.arrayBuffer());
};

describe("the invoice's and the receipt's PDF", () => {
  it("name the customer with the job's address, in the customer's language", async () => {
    const { jobId } = await signedJob({
      firstName: "Rosa María",
      lastName: "Quintero Ávila",
      locale: "es",
      address: "455 W Baseline Rd",
      city: "Mesa",
      zipCode: "85210",
    });
    const invoice = await sentInvoice(jobId);

    const open = await pdfOf(await callInvoice(`/api/invoices/${invoice.token}/pdf?locale=es`));
    expect(open).toContain("CLIENTE Rosa María Quintero Ávila");
    expect(open).toMatch(/Dirección del trabajo: 455 W Baseline Rd, Mesa, AZ 85210/);

    expect(
      (
        await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
          method: "POST",
          body: { method: "check", amountCents: invoice.amountCents, reference: "1042" },
        })
      ).status,
    ).toBe(201);
    const receipt = await pdfOf(await callInvoice(`/api/invoices/${invoice.token}/pdf?locale=es`));
    expect(receipt).toContain(`Recibo de la factura ${invoice.number}`);
    expect(receipt).toContain("CLIENTE Rosa María Quintero Ávila");
    expect(receipt).toMatch(/Dirección del trabajo: 455 W Baseline Rd, Mesa, AZ 85210/);

    const [email] = await emailsOfKind(EMAIL_KINDS.invoicePaid, invoice.id);
    const [attachment] = email!.attachments as { base64: string }[];
    expect(await pdfText(Buffer.from(attachment!.base64, "base64"))).toContain("CLIENTE Rosa María Quintero Ávila");
  });
});
