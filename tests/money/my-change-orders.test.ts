/**
 * A signed change order on the customer's own page: /es/my lists it among their contracts (its
 * number, the job and contract it changes, what it changed), and its PDF downloads through the
 * page's link, in the language it was signed in; a change order not signed, or of anyone else,
 * is a 404.
 */
import { describe, expect, it } from "vitest";
import changeOrdersHandler from "../../netlify/functions/change-orders.mts";
import { SITE, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { pdfText } from "../helpers/pdf-text";
import { jobPage, signedJob } from "../jobs/fixtures";
import { callMy, linkFor } from "../jobs/my-fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { callChangeOrder, sendChangeOrder, writeChangeOrder } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
useFunctionDatabase({ now: new Date("2026-12-02T16:00:00Z") });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLiftedSiteCeilings();

const myPdf = (token: string, id: string) =>
  changeOrdersHandler(new Request(`${SITE}/api/my/${token}/change-orders/${id}/pdf`), { ip: "203.0.113.40" });

async function signedChangeOrder(jobId: string) {
  const order = await writeChangeOrder(jobId, [{ description: "Puerta mosquitera", quantity: 1, unitPriceCents: 30_000 }]);
  const { token } = await sendChangeOrder(order.id);
  expect(
    (
      await callChangeOrder(`/api/change-orders/${token}/sign`, {
        method: "POST",
        body: { name: "Rosa Quintero", agree: true, locale: "es" },
      })
    ).status,
  ).toBe(200);
  return order;
}

describe("a signed change order on /es/my", () => {
  it("is listed with the job's contract, and its PDF downloads through the page's link", async () => {
    const mine = await signedJob({ locale: "es" });
    const order = await signedChangeOrder(mine.jobId);
    const unsigned = await writeChangeOrder(mine.jobId, [{ description: "Moldura", quantity: 1, unitPriceCents: 5_000 }]);
    const job = await jobPage(mine.jobId);
    const token = await linkFor(mine.email, "es");

    const page = await (await callMy(`/api/my/${token}?locale=es`)).json();
    const [listed] = page.jobs;
    expect(listed.money.changeOrders).toEqual([
      {
        id: order.id,
        number: expect.any(Number),
        jobNumber: job.number,
        quoteNumber: job.quoteNumber,
        totalCents: order.totalCents,
        contractAfterCents: order.newContractTotalCents,
        signedAt: "2026-12-02T16:00:00.000Z",
      },
    ]);
    expect(listed.money.contractTotalCents).toBe(order.newContractTotalCents);

    const pdf = await myPdf(token, order.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain(`Orden de cambio ${listed.money.changeOrders[0].number}`);
    expect(text).toContain("Rosa Quintero");
    expect((await myPdf(token, unsigned.id)).status).toBe(404);
  });

  it("is a 404 for anyone else's change order, and under an unknown link", async () => {
    const theirs = await signedJob();
    const order = await signedChangeOrder(theirs.jobId);
    const mine = await signedJob({ email: "someone.else@example.com" });
    const token = await linkFor(mine.email);
    expect((await myPdf(token, order.id)).status).toBe(404);
    expect((await myPdf("A".repeat(43), order.id)).status).toBe(404);
  });
});
