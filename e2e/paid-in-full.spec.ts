/**
 * Paid in full, as a Spanish-speaking homeowner meets it on a phone: after the re-measure the
 * office sends a change order (one more window), the customer signs it on /es/change-order; the
 * office bills the rest with the final invoice; the customer pays it by bank on Stripe's page
 * (the stand-in), comes back to "En camino" once Stripe says the debit is on its way, and to
 * "Pagada" with the receipt once Stripe settles it, and the receipt email arrives with its PDF.
 * The rules and every event order are the function tests' (tests/money/); this walks the pages.
 */
import { expect, test } from "@playwright/test";
import { wcagAudit } from "./axe";
import { bookFreeSlot, signedQuoteJob, signIn } from "./flows";
import { decodeQuotedPrintable, messagesContaining } from "./mail-server";
import { checkoutSessions, sendWebhook, settleBankPayment } from "./stripe-server";

/** Messages to `email` whose decoded text contains `needle`, decoded. */
const mailTo = (email: string, needle: string) =>
  messagesContaining(email)
    .map(decodeQuotedPrintable)
    .filter((text) => text.includes(needle));

test.describe("in Spanish, on a phone", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "A phone flow: the mobile project runs it.");
  });

  test("the customer signs a change order, pays the final invoice by bank, sees it on its way, then paid, and gets the receipt", async ({
    page,
  }) => {
    test.slow();
    const email = `pagado-${Date.now()}@example.com`;
    await bookFreeSlot(page.request, { firstName: "Rosa", lastName: "Quintero", email, locale: "es" }, 11);
    await signIn(page, "/admin/quotes");
    const { jobId } = await signedQuoteJob(page, email, "es");
    const headers = { Origin: new URL(page.url()).origin };

    // The office: one more slider found at the re-measure, sent to the customer.
    const written = await page.request.post(`/api/admin/jobs/${jobId}/change-orders`, {
      headers,
      data: {
        items: [{ description: "Una corrediza Milgard Tuscany más, recámara de atrás", quantity: 1, unitPriceCents: 72_500 }],
        note: "Medimos de nuevo: una ventana más.",
      },
    });
    expect(written.status(), await written.text()).toBe(201);
    const changeOrder = (await written.json()) as { id: string; totalCents: number; newContractTotalCents: number };
    // $725.00 and no tax (the signed quote is a replacement), on the $2,900.00 contract.
    expect(changeOrder).toMatchObject({ totalCents: 72_500, newContractTotalCents: 362_500 });
    const sent = await page.request.post(`/api/admin/change-orders/${changeOrder.id}/send`, { headers });
    expect(sent.status(), await sent.text()).toBe(200);
    const changeOrderPath = new URL((await sent.json()).url as string).pathname;
    expect(changeOrderPath).toMatch(/^\/es\/change-order\/[A-Za-z0-9_-]{40,}$/);
    await page.context().clearCookies();

    // The customer signs it on the phone.
    await page.goto(changeOrderPath);
    await expect(page.getByText(/\$2,900\.00.*\$3,625\.00/)).toBeVisible();
    expect((await wcagAudit(page).analyze()).violations).toEqual([]);
    await page.getByRole("checkbox").check();
    await page.getByLabel("Su nombre completo").fill("Rosa Quintero");
    await page.getByRole("button", { name: "Firmar la orden de cambio" }).click();
    await expect(page.getByRole("heading", { name: "Firmada. ¡Gracias!" })).toBeVisible();

    // The office bills the rest: the whole contract with the change (no deposit was paid here).
    await signIn(page, "/admin/jobs");
    const final = await page.request.post(`/api/admin/jobs/${jobId}/invoices`, { headers, data: { kind: "final" } });
    expect(final.status(), await final.text()).toBe(201);
    const invoice = (await final.json()) as { id: string; number: number; amountCents: number };
    expect(invoice.amountCents).toBe(362_500);
    const sentInvoice = await page.request.post(`/api/admin/invoices/${invoice.id}/send`, { headers });
    expect(sentInvoice.status(), await sentInvoice.text()).toBe(200);
    const invoicePath = new URL((await sentInvoice.json()).url as string).pathname;
    expect(invoicePath).toMatch(/^\/es\/invoice\//);
    await page.context().clearCookies();

    // The customer opens it and pays by bank on Stripe's page.
    await page.goto(invoicePath);
    await expect(page.locator("[data-status=open]")).toHaveText("Vence al recibirla");
    await expect(page.getByText("$3,625.00").first()).toBeVisible();
    expect((await wcagAudit(page).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Pagar con tarjeta o banco" }).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    const session = (await checkoutSessions()).find((candidate) => page.url().endsWith(candidate.id))!;
    expect(session).toMatchObject({ amount_total: 362_500, payment_method_types: ["card", "us_bank_account"], locale: "es-419" });
    await page.getByRole("button", { name: "Pay $3625.00 by bank" }).click();
    await page.waitForURL((url) => url.pathname === invoicePath);

    // Stripe says the debit is on its way: "En camino", nothing to pay.
    expect(await sendWebhook(session.id, "checkout.session.completed")).toBe(200);
    await page.reload();
    await expect(page.locator("[data-status=processing]")).toHaveText("En camino");
    await expect(page.getByRole("button", { name: "Pagar con tarjeta o banco" })).toHaveCount(0);

    // Stripe settles it: paid, the receipt on the page and in the email.
    expect(await settleBankPayment(session.id, "succeeded")).toBe(200);
    await page.reload();
    await expect(page.locator("[data-status=paid]")).toHaveText("Pagada");
    const receiptLink = page.getByRole("link", { name: "Descargar el recibo (PDF)" });
    await expect(receiptLink).toBeVisible();
    expect((await wcagAudit(page).analyze()).violations).toEqual([]);
    const receipt = await page.request.get((await receiptLink.getAttribute("href"))!);
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()["content-type"]).toBe("application/pdf");
    expect(receipt.headers()["content-disposition"]).toContain(`recibo-factura-${invoice.number}`);
    await expect.poll(() => mailTo(email, "Recibimos su pago de").length).toBe(1);
    expect(mailTo(email, "Recibimos su pago de")[0]).toContain(`recibo-factura-${invoice.number}.pdf`);
  });
});
