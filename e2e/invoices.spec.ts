/**
 * An invoice as the office writes and sends it and the customer pays it, in a browser: the job
 * page's Money and Invoices sections, the invoice page open, its Pay button opening Stripe's page
 * (the stand-in), a bank payment on its way, then paid once Stripe settles it, in English and
 * Spanish, with the page's PDF (the invoice, then the receipt). The amounts, events and
 * emails are proved by tests/money/invoice*.test.ts; this sees the pages, and keeps their
 * pictures in screenshots/ for looking at. On a phone in Spanish, the customer back from Checkout
 * before Stripe's webhook reads that the payment is being processed, and never a raw error.
 */
import { writeFile, mkdir } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { wcagAudit } from "./axe";
import { bookFreeSlot, keepScreens, signedQuoteJob, signIn } from "./flows";
import { checkoutSessions, sendWebhook } from "./stripe-server";

/** A visit booked by `email` in `locale`, a quote sent and signed for it as the owner signed in on `page`: answers the job its signature began. */
async function signedJob(page: Page, email: string, locale: "en" | "es"): Promise<string> {
  await bookFreeSlot(page.request, { firstName: "Lucía", lastName: "Ortega", email, locale }, 13);
  await signIn(page, "/admin/quotes");
  return (await signedQuoteJob(page, email, locale)).jobId;
}

/** Saves the page as screenshots/invoice-{name}-{project}.png. */
async function shot(page: Page, name: string, project: string): Promise<void> {
  await mkdir("screenshots", { recursive: true });
  await page.screenshot({ path: `screenshots/invoice-${name}-${project}.png`, fullPage: true });
}

test("the office bills a job; the customer pays the invoice by bank, sees it on its way, then paid, with the receipt", async ({
  page,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const email = `factura-${project}-${Date.now()}@example.com`;
  const jobId = await signedJob(page, email, "es");
  const headers = { Origin: new URL(page.url()).origin };

  // The office: a progress invoice by percent, written and sent from the job page.
  await page.goto(`/admin/job?id=${jobId}`);
  const invoices = page.getByRole("region", { name: "Invoices" });
  await invoices.getByRole("textbox", { name: "Percent of the contract" }).fill("25");
  await expect(invoices.getByText("This invoice will ask $725.00.")).toBeVisible();
  await invoices.getByRole("button", { name: "Write the invoice" }).click();
  await expect(invoices.getByText("Invoice 5", { exact: false }).first()).toBeVisible();
  await invoices.getByRole("button", { name: "Send", exact: true }).click();
  const link = invoices.getByRole("status").filter({ hasText: "Sent. The link:" }).getByRole("link");
  const url = new URL((await link.getAttribute("href"))!);
  const token = url.pathname.split("/invoice/")[1]!;
  expect(url.pathname).toBe(`/es/invoice/${token}`);
  await expect(page.getByRole("region", { name: "Money" })).toContainText("May still be billed$2,175.00");
  await shot(page, "admin-open", project);

  // The customer: the invoice, open, in both languages, and its PDF.
  for (const [prefix, due, pay] of [
    ["/es", "Vence al recibirla", "Pagar con tarjeta o banco"],
    ["", "Due on receipt", "Pay by card or bank"],
  ] as const) {
    await page.goto(`${prefix}/invoice/${token}`);
    await expect(page.locator("[data-status=open]")).toHaveText(due);
    await expect(page.getByRole("button", { name: pay })).toBeVisible();
    await shot(page, `open${prefix.replace("/", "-")}`, project);
  }
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
  await writeFile(`screenshots/invoice-open-${project}.pdf`, await (await page.request.get(`/api/invoices/${token}/pdf?locale=es`)).body());

  // Pay opens Stripe's page for the invoice's amount.
  await page.getByRole("button", { name: "Pay by card or bank" }).click();
  await page.waitForURL(/\/pay\/cs_test_/);
  await expect(page.getByText("$725.00").first()).toBeVisible();
  const session = (await checkoutSessions()).find((candidate) => page.url().endsWith(candidate.id))!;
  expect(session.payment_method_types).toEqual(["card", "us_bank_account"]);

  // A bank debit: completed, its money not in yet. The page says it is on its way.
  expect(await sendWebhook(session.id, "checkout.session.completed")).toBe(200);
  for (const [prefix, words] of [
    ["/es", "En camino"],
    ["", "On its way"],
  ] as const) {
    await page.goto(`${prefix}/invoice/${token}`);
    await expect(page.locator("[data-status=processing]")).toHaveText(words);
    await shot(page, `on-its-way${prefix.replace("/", "-")}`, project);
  }

  // Stripe settles it: paid, with the receipt.
  expect(await sendWebhook(session.id, "checkout.session.async_payment_succeeded")).toBe(200);
  for (const [prefix, words, receipt] of [
    ["/es", "Pagada", "Descargar el recibo (PDF)"],
    ["", "Paid", "Download the receipt (PDF)"],
  ] as const) {
    await page.goto(`${prefix}/invoice/${token}`);
    await expect(page.locator("[data-status=paid]")).toHaveText(words);
    await expect(page.getByRole("link", { name: receipt })).toBeVisible();
    await shot(page, `paid${prefix.replace("/", "-")}`, project);
  }
  const pdf = await page.request.get(`/api/invoices/${token}/pdf?locale=es`);
  expect(pdf.headers()["content-disposition"]).toContain("recibo-factura-");
  await writeFile(`screenshots/invoice-receipt-${project}.pdf`, await pdf.body());

  // The office: the final invoice of the rest (its lines in the customer's language).
  const final = await page.request.post(`/api/admin/jobs/${jobId}/invoices`, { headers, data: { kind: "final", dueOn: "2026-12-14" } });
  expect(final.status(), await final.text()).toBe(201);
  await page.goto(`/admin/job?id=${jobId}`);
  await expect(page.getByRole("region", { name: "Invoices" }).getByText("Less paid")).toBeVisible();
  await shot(page, "admin-final", project);
});

test.describe("in Spanish, on a phone", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "A phone flow: the mobile project runs it.");
  });

  test("back from Checkout before the webhook, the invoice says the payment is being processed; Pay from an older page says why, never a raw error", async ({
    page,
  }) => {
    test.slow();
    const email = `devuelta-${Date.now()}@example.com`;
    const jobId = await signedJob(page, email, "es");
    const headers = { Origin: new URL(page.url()).origin };
    const written = await page.request.post(`/api/admin/jobs/${jobId}/invoices`, { headers, data: { kind: "progress", percent: 25 } });
    expect(written.status(), await written.text()).toBe(201);
    const sent = await page.request.post(`/api/admin/invoices/${(await written.json()).id}/send`, { headers });
    expect(sent.status(), await sent.text()).toBe(200);
    const token = new URL((await sent.json()).url).pathname.split("/invoice/")[1]!;
    await page.context().clearCookies();
    const rawError = (on: Page) => on.getByText(/API Error|\b409\b|Conflict/);

    // Paid by card on Stripe's page; the stand-in holds the webhook.
    await page.goto(`/es/invoice/${token}`);
    await page.getByRole("button", { name: "Pagar con tarjeta o banco" }).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    const session = (await checkoutSessions()).find((candidate) => page.url().endsWith(candidate.id))!;
    await page.getByRole("button", { name: /^Pay \$[\d,.]+$/ }).click();
    await page.waitForURL((url) => url.pathname === `/es/invoice/${token}` && url.searchParams.get("paid") === "returned");
    const returned = [
      [
        "/es",
        "Procesando",
        "Gracias: su pago se está procesando. Esta página se actualiza sola en cuanto llegue.",
        "Pagar con tarjeta o banco",
      ],
      [
        "",
        "Processing",
        "Thank you: your payment is being processed. This page updates by itself as soon as it is in.",
        "Pay by card or bank",
      ],
    ] as const;
    for (const [prefix, badge, words, pay] of returned) {
      if (prefix === "") {
        // "English" from the phone's menu keeps the link's token and the return.
        await page.getByRole("button", { name: "Abrir menú" }).click();
        await page.locator("#mobile-menu").getByRole("link", { name: "English" }).click();
        await page.waitForURL((url) => url.pathname === `/invoice/${token}` && url.searchParams.get("paid") === "returned");
      }
      await expect(page.getByText(words)).toBeInViewport();
      await expect(page.locator("[data-status=awaiting]")).toHaveText(badge);
      await expect(page.getByRole("button", { name: pay })).toHaveCount(0);
      await expect(rawError(page)).toHaveCount(0);
      expect((await wcagAudit(page).analyze()).violations).toEqual([]);
      await keepScreens(page, `invoice-returned${prefix.replace("/", "-")}`);
    }

    // The same invoice opened without the return (an older tab, the email's link): Pay is refused in the customer's words.
    const older = await page.context().newPage();
    const refusals = [
      ["/es", "Pagar con tarjeta o banco", "Ya tenemos su pago de esta factura y se está procesando: no hay nada más que pagar."],
      ["", "Pay by card or bank", "We have your payment of this invoice and it is being processed: there is nothing more to pay."],
    ] as const;
    for (const [prefix, pay, words] of refusals) {
      await older.goto(`${prefix}/invoice/${token}`);
      await older.getByRole("button", { name: pay }).click();
      const refused = older.getByRole("alert");
      await expect(refused).toHaveText(words);
      await expect(refused).toBeInViewport();
      await expect(refused).toBeFocused();
      await expect(rawError(older)).toHaveCount(0);
      await keepScreens(older, `invoice-refused${prefix.replace("/", "-")}`);
    }
    await older.close();

    // The webhook comes: the page that waited says paid, by itself.
    expect(await sendWebhook(session.id)).toBe(200);
    await expect(page.locator("[data-status=paid]")).toHaveText("Paid");
    await expect(page.getByText("Paid in full. Thank you!")).toBeVisible();
    await expect(page.getByText(returned[1][2])).toHaveCount(0);
  });
});
