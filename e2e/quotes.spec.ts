import { expect, test, type Page } from "@playwright/test";
import { wcagAudit } from "./axe";
import { bookFreeSlot, signIn } from "./flows";
import { checkoutSessions, sendWebhook, STRIPE_URL } from "./stripe-server";

/** Writes and sends a three-option quote for the visit booked by `email`, as the admin; answers its token. */
async function sendQuoteFor(page: Page, email: string): Promise<string> {
  await signIn(page, "/admin/quotes");
  const origin = new URL(page.url()).origin;
  const list = await (await page.request.get(`/api/admin/appointments?search=${encodeURIComponent(email)}`)).json();
  const appointmentId = list.items[0].id as string;
  const created = await page.request.post("/api/admin/quotes", {
    headers: { Origin: origin },
    data: {
      appointmentId,
      options: [
        { name: "Buena", items: [{ description: "Pella Vinyl 250, ventana de guillotina", quantity: 3, unitPriceCents: 45_000 }] },
        { name: "Mejor", items: [{ description: "Milgard Tuscany V400, corrediza", quantity: 3, unitPriceCents: 72_500 }] },
        { name: "La mejor", items: [{ description: "Pella Impervia, fibra de vidrio", quantity: 3, unitPriceCents: 85_000 }] },
      ],
      depositPercent: 20,
      note: "Incluye retiro de las ventanas viejas.",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sent = await page.request.post(`/api/admin/quotes/${(await created.json()).id}/send`, { headers: { Origin: origin } });
  expect(sent.status()).toBe(200);
  return ((await sent.json()).url as string).split("/quote/")[1]!;
}

test("a customer compares the options on a phone in Spanish, signs, pays the deposit through Checkout and sees it paid after the webhook", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "A phone flow: the mobile project runs it.");
  test.slow();
  const email = `firma-${Date.now()}@example.com`;
  await bookFreeSlot(page.request, { firstName: "Rosa", lastName: "Quintero", email }, 20);
  const token = await sendQuoteFor(page, email);

  const response = await page.goto(`/es/quote/${token}`);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["netlify-cdn-cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: "Su cotización", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sus opciones" })).toBeVisible();
  // Three options, one above the other on a 390 px phone.
  const cards = page.locator("li[data-option]");
  await expect(cards).toHaveCount(3);
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(first!.width).toBeGreaterThan(300);
  await expect(cards.nth(1)).toContainText("$2,175.00");
  await expect(page.getByText("Impuesto sobre las ventas: no incluido").first()).toBeVisible();

  await page.getByRole("button", { name: "Elegir esta opción: Mejor" }).click();
  await expect(page.getByRole("button", { name: "Elegida: Mejor" })).toHaveAttribute("aria-pressed", "true");
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
  await page.getByRole("checkbox", { name: /acepto hacer negocios por medios electrónicos/ }).check();
  await page.getByLabel("Su nombre completo").fill("Rosa Quintero");
  await page.getByRole("button", { name: "Firmar y aceptar" }).click();

  // Stripe's Checkout (the stand-in), for the server's deposit: 20% of $2,175.00.
  await page.waitForURL((url) => url.href.startsWith(`${STRIPE_URL}/pay/`));
  await expect(page.getByText("Deposit $435.00")).toBeVisible();
  const session = (await checkoutSessions()).find((candidate) => page.url().endsWith(candidate.id))!;
  expect(session.locale).toBe("es-419");
  await page.getByRole("button", { name: "Pay $435.00" }).click();

  await page.waitForURL((url) => url.pathname === `/es/quote/${token}` && url.searchParams.get("deposit") === "returned");
  await expect(page.getByRole("heading", { name: "Firmada. ¡Gracias!" })).toBeVisible();
  await expect(page.getByText(/Su pago del depósito se está procesando/)).toBeVisible();
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);

  expect(await sendWebhook(session.id)).toBe(200);
  await expect(page.getByText("Depósito recibido. ¡Gracias! Nos comunicaremos con usted para programar la instalación.")).toBeVisible();
  await expect(page.getByText(/Puede cancelar este contrato hasta el/)).toBeVisible();

  const pdf = await page.request.get(`/api/quotes/${token}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("an unknown quote link says so, in Spanish", async ({ page }) => {
  await page.goto(`/es/quote/${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Este enlace de cotización no es válido" })).toBeVisible();
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
});
