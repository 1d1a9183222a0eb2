/**
 * Quotes as their people meet them: a Spanish-speaking homeowner on a phone opens the quote, opens
 * its PDF before signing, signs (first without ticking the consent), pays the deposit through
 * Checkout and reads until when they may cancel, in the same words on the page, in the email and in
 * the contract PDF; the owner writes a quote in the editor, picking a product line; and a site whose
 * owner has not set the ROC licence number refuses to send one, saying why.
 */
import { request as newRequest, expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pdfText } from "../tests/helpers/pdf-text";
import { wcagAudit } from "./axe";
import { bookFreeSlot, keepScreens, recordYearBuilt, signIn } from "./flows";
import { decodeQuotedPrintable, messagesContaining } from "./mail-server";
import { startSecondSite } from "./second-site";
import { E2E_CONTRACT_FACTS } from "./site";
import { checkoutSessions, sendWebhook, STRIPE_URL } from "./stripe-server";

/** The id of the visit booked by `email`, read as the admin signed in on the page's site. */
async function visitOf(page: Page, email: string): Promise<string> {
  const list = await (
    await page.request.get(`${new URL(page.url()).origin}/api/admin/appointments?search=${encodeURIComponent(email)}`)
  ).json();
  // Built after 1978: these tests sign without EPA's lead pamphlet (e2e/lead-safe.spec.ts signs with it).
  await recordYearBuilt(page, list.items[0].id, 1995);
  return list.items[0].id as string;
}

/** Writes a three-option quote in Spanish for the visit booked by `email`, as the admin signed in on the page's site; answers its id. */
async function writeQuoteFor(page: Page, email: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const created = await page.request.post(`${origin}/api/admin/quotes`, {
    headers: { Origin: origin },
    data: {
      appointmentId: await visitOf(page, email),
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
  return (await created.json()).id as string;
}

/** Writes and sends that quote, as the admin; answers its token. */
async function sendQuoteFor(page: Page, email: string): Promise<string> {
  await signIn(page, "/admin/quotes");
  const id = await writeQuoteFor(page, email);
  const sent = await page.request.post(`/api/admin/quotes/${id}/send`, { headers: { Origin: new URL(page.url()).origin } });
  expect(sent.status()).toBe(200);
  return ((await sent.json()).url as string).split("/quote/")[1]!;
}

/** The text of the quote's PDF, as its link serves it. */
async function pdfOf(request: APIRequestContext, href: string): Promise<string> {
  const response = await request.get(href);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return pdfText(await response.body());
}

/** White space as one space, a no-break space too: the page, the email and the PDF keep it each their own way. */
const words = (text: string) => text.replace(/\s+/g, " ").trim();

test.describe("in Spanish, on a phone", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "A phone flow: the mobile project runs it.");
  });

  test("a customer opens the quote and its PDF, signs (the consent box first forgotten), pays the deposit, and reads the same deadline on the page, in the email and in the contract", async ({
    page,
  }) => {
    test.slow();
    const email = `firma-${Date.now()}@example.com`;
    await bookFreeSlot(page.request, { firstName: "Rosa", lastName: "Quintero", email, locale: "es" }, 20);
    const token = await sendQuoteFor(page, email);

    const response = await page.goto(`/es/quote/${token}`);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["netlify-cdn-cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Su cotización", level: 1 })).toBeVisible();
    await expect(
      page.getByText(`Windows & Doors Near Me LLC · Licencia de contratista de Arizona ${E2E_CONTRACT_FACTS.ROC_LICENSE}`),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sus opciones" })).toBeVisible();
    // Three options, one above the other on a 390 px phone.
    const cards = page.locator("li[data-option]");
    await expect(cards).toHaveCount(3);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(first!.width).toBeGreaterThan(300);
    await expect(cards.nth(1)).toContainText("$2,175.00");
    await expect(
      page.getByText(/^A este precio no se le agrega el impuesto sobre el privilegio de transacción \(TPT\) de Arizona/).first(),
    ).toBeVisible();
    await expect(page.getByText(/no incluido/)).toHaveCount(0);

    // Its PDF, with the notice of cancellation the right-to-cancel statement points to, before signing.
    const pdfLink = page.getByRole("link", { name: "Abrir esta cotización en PDF, con el formulario de aviso de cancelación" });
    await expect(pdfLink).toBeVisible();
    const draft = await pdfOf(page.request, (await pdfLink.getAttribute("href"))!);
    expect(draft).toContain("Opciones ofrecidas");
    expect(draft).toContain(`Licencia de contratista de Arizona ${E2E_CONTRACT_FACTS.ROC_LICENSE}`);
    expect(draft.match(/AVISO DE CANCELACIÓN/g)).toHaveLength(2);
    expect(draft).toContain(`en ${E2E_CONTRACT_FACTS.BUSINESS_STREET}, Gilbert, AZ 85233, o envíelo por correo electrónico a`);

    await page.getByRole("button", { name: "Elegir esta opción: Mejor" }).click();
    await expect(page.getByRole("button", { name: "Elegida: Mejor" })).toHaveAttribute("aria-pressed", "true");
    expect((await wcagAudit(page).analyze()).violations).toEqual([]);
    await page.getByLabel("Su nombre completo").fill("Rosa Quintero");

    // The typed name's hint names the button as it reads.
    await expect(page.getByText("Escribir su nombre y presionar “Firmar y aceptar” es su firma.")).toBeVisible();

    // Signing without the consent: the box's own error, brought on screen (it sits above the
    // button, under the sticky header) with focus on it, and nothing saying the quote did not load.
    await page.getByRole("button", { name: "Firmar y aceptar" }).click();
    const consentError = page.getByText("Marque la casilla para aceptar hacer negocios por medios electrónicos");
    await expect(consentError).toBeFocused();
    await expect(consentError).toBeInViewport();
    expect((await consentError.boundingBox())!.y, "below the sticky header").toBeGreaterThanOrEqual(
      (await page.locator("header[data-site-header]").boundingBox())!.height,
    );
    await keepScreens(page, "quote-consent-error-es");
    await expect(page.getByRole("checkbox", { name: /acepto hacer negocios por medios electrónicos/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByText(/No pudimos cargar su cotización/)).toHaveCount(0);

    await page.getByRole("checkbox", { name: /acepto hacer negocios por medios electrónicos/ }).check();
    await page.getByRole("button", { name: "Firmar y aceptar" }).click();

    // Stripe's Checkout (the stand-in), for the server's deposit: 20% of $2,175.00.
    await page.waitForURL((url) => url.href.startsWith(`${STRIPE_URL}/pay/`));
    await expect(page.getByText("Deposit $435.00")).toBeVisible();
    const session = (await checkoutSessions()).find((candidate) => page.url().endsWith(candidate.id))!;
    expect(session.locale).toBe("es-419");
    await page.getByRole("button", { name: "Pay $435.00", exact: true }).click();

    await page.waitForURL((url) => url.pathname === `/es/quote/${token}` && url.searchParams.get("deposit") === "returned");
    await expect(page.getByRole("heading", { name: "Firmada. ¡Gracias!" })).toBeVisible();
    // Back from paying, the deposit's state is the answer: on screen, with focus on it.
    const pending = page.getByText(/Su pago del depósito se está procesando/);
    await expect(pending).toBeInViewport();
    await expect(pending).toBeFocused();
    await keepScreens(page, "quote-deposit-returned-es");
    expect((await wcagAudit(page).analyze()).violations).toEqual([]);

    expect(await sendWebhook(session.id)).toBe(200);
    await expect(page.getByText("Depósito recibido. ¡Gracias!", { exact: true })).toBeVisible();
    // One next step on the page: the job's.
    await expect(page.locator('[data-slot="job-next"]')).toContainText("Lo llamamos para agendar una nueva medición de sus aberturas");
    await expect(page.getByText(/programar la instalación/)).toHaveCount(0);

    // Until when they may cancel: one sentence, the last minute of a named day, the same everywhere.
    const onPage = words((await page.locator('[data-slot="cancel-deadline"]').textContent())!);
    expect(onPage).toMatch(
      /^Puede cancelar este contrato, sin ninguna multa ni obligación, hasta las 11:59 p\.m\. del (lunes|martes|miércoles|jueves|viernes|sábado), \d{1,2} de [a-z]+ de \d{4}\.$/,
    );
    const contractEmails = () =>
      messagesContaining(email).filter((raw) => decodeQuotedPrintable(raw).includes("Adjuntamos su contrato firmado en PDF"));
    await expect.poll(() => contractEmails().length).toBe(1);
    const signedEmail = words(decodeQuotedPrintable(contractEmails()[0]!));
    expect(signedEmail).toContain(onPage);
    const contract = await pdfOf(page.request, `/api/quotes/${token}/pdf`);
    expect(contract).toContain(onPage);
    // The notice of cancellation's blank, twice, with the same moment.
    const moment = onPage.slice(onPage.indexOf("las 11:59"), -1);
    expect(contract.split(`A MÁS TARDAR A ${moment}.`)).toHaveLength(3);
    expect(contract).toContain(`DIRECCIÓN IP`);
  });

  test("a site without the ROC licence number refuses to send a quote, and the Send button says why and where to set it", async ({
    page,
  }) => {
    test.slow();
    const site = await startSecondSite({ ROC_LICENSE: "" });
    const request = await newRequest.newContext({ baseURL: site.url });
    try {
      const email = `sin-licencia-${Date.now()}@example.com`;
      await bookFreeSlot(request, { firstName: "Lucía", lastName: "Ortega", email, locale: "es" }, 20);
      await signIn(page, `${site.url}/admin/quotes`);
      const id = await writeQuoteFor(page, email);
      await page.goto(`${site.url}/admin/quotes?id=${id}`);
      const why =
        /^No quote can be sent or signed until the business facts give the Arizona ROC license number \(A\.R\.S\. 32-1158 asks for it in every residential contract\)\. Set rocLicense in Business facts in the CMS at \/cms\/ \(src\/content\/business\/business\.json\), or ROC_LICENSE/;
      await expect(page.getByRole("button", { name: "Send to the customer" })).toBeDisabled();
      await expect(page.getByText(why)).toBeVisible();
      // The function refuses too, whatever a page does.
      const refused = await page.request.post(`${site.url}/api/admin/quotes/${id}/send`, { headers: { Origin: site.url } });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).error).toMatch(why);
      expect(messagesContaining(email).filter((raw) => decodeQuotedPrintable(raw).includes("Su cotización"))).toEqual([]);
      // The dashboard lists it for the owner, among the setup notices folded below the day.
      await page.goto(`${site.url}/admin/dashboard`);
      await page.locator('[data-slot="setup-notices"] summary').click();
      await expect(page.getByRole("region", { name: "For the owner" }).getByText(why)).toBeVisible();
    } finally {
      await request.dispose();
      await site.stop();
    }
  });
});

test("the owner writes a quote in the editor: whom it is for at the top, then a typed line", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "The owner's desk: the desktop project runs it.");
  test.slow();
  const email = `editor-${Date.now()}@example.com`;
  const visit = await bookFreeSlot(page.request, { firstName: "Marta", lastName: "Ibarra", email, locale: "es" }, 21);
  await signIn(page, "/admin/quotes");
  const appointmentId = await visitOf(page, email);
  await page.goto(`/admin/quote?appointmentId=${appointmentId}`);

  const top = page.getByRole("region", { name: "Who the quote is for" });
  await expect(top.getByText("Marta Ibarra")).toBeVisible();
  await expect(top.getByText(new RegExp(`, ${visit.appointmentTime}$`))).toBeVisible();
  await expect(page.getByLabel("Job address")).toHaveValue("7 S Gilbert Rd, Gilbert, AZ 85233");
  await expect(page.getByLabel("Name")).toHaveValue("Buena");

  // Typed lines are suggested from the price book's active lines (none in this database); a line is typed.
  const item = page.getByLabel("Item 1");
  await item.fill("Milgard Tuscany V400");
  await page.getByLabel("Unit price ($)").fill("700");
  await page.getByLabel("Quantity").fill("4");
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Save the draft" }).click();

  await page.waitForURL((url) => url.pathname === "/admin/quotes" && url.searchParams.has("id"));
  const saved = await (await page.request.get(`/api/admin/quotes/${new URL(page.url()).searchParams.get("id")}`)).json();
  expect(saved.options[0].items).toEqual([
    { description: "Milgard Tuscany V400", quantity: 4, unitPriceCents: 70_000, lineTotalCents: 280_000 },
  ]);
  expect(saved.jobAddress).toBe("7 S Gilbert Rd, Gilbert, AZ 85233");
});

test("an unknown quote link says so, in Spanish", async ({ page }) => {
  await page.goto(`/es/quote/${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Este enlace de cotización no es válido" })).toBeVisible();
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
});
