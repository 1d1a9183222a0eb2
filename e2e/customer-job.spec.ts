/**
 * After the signature, as a Spanish-speaking homeowner meets it on a phone: the quote is signed,
 * the office marks the windows ordered and then delivered (through the admin API, signed in as
 * the owner), the customer follows the "choose your install days" email to the quote page and
 * books the first day offered, asks for the link to their own page on /es/my, and reads the job's
 * steps and install days there; then the office's board, on the owner's phone, shows the job in
 * the column of the stage the customer's choice moved it to.
 */
import { expect, test, type Page } from "@playwright/test";
import { addDays, phoenixDate } from "../src/core/phoenix-time";
import { wcagAudit } from "./axe";
import { bookFreeSlot, keepScreens, signIn, recordYearBuilt } from "./flows";
import { decodeQuotedPrintable, messagesContaining } from "./mail-server";

/** Messages to `email` whose decoded text contains `needle`, decoded. */
const mailTo = (email: string, needle: string) =>
  messagesContaining(email)
    .map(decodeQuotedPrintable)
    .filter((text) => text.includes(needle));

/** The path (and hash) of the first link under `prefix` in `text`, e.g. "/es/my/abc". */
function linkIn(text: string, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/\//g, "\\/")}[A-Za-z0-9_-]{20,}(#[a-z]+)?`).exec(text);
  expect(match, `a link under ${prefix}`).not.toBeNull();
  return match![0];
}

/**
 * A visit booked by `email`, a quote written, sent and signed for it, as the owner signed in on
 * `page`: answers the quote's id and the job its signature began.
 */
async function signedQuote(page: Page, email: string): Promise<{ quoteId: string; jobId: string }> {
  await bookFreeSlot(page.request, { firstName: "Lucía", lastName: "Ortega", email, locale: "es" }, 24);
  await signIn(page, "/admin/quotes");
  const headers = { Origin: new URL(page.url()).origin };
  const visits = await (await page.request.get(`/api/admin/appointments?search=${encodeURIComponent(email)}`)).json();
  // A home built after 1978: this test is not about EPA's pamphlet (e2e/lead-safe.spec.ts is).
  await recordYearBuilt(page, visits.items[0].id, 1995);
  const created = await page.request.post("/api/admin/quotes", {
    headers,
    data: {
      appointmentId: visits.items[0].id,
      options: [{ name: "Mejor", items: [{ description: "Milgard Tuscany V400, corrediza", quantity: 4, unitPriceCents: 72_500 }] }],
      depositPercent: 20,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quoteId = (await created.json()).id as string;
  const sent = await page.request.post(`/api/admin/quotes/${quoteId}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = ((await sent.json()).url as string).split("/quote/")[1]!;
  // Signed as the quote page signs it (the page's signature itself is e2e/quotes.spec.ts's).
  const view = await (await page.request.get(`/api/quotes/${token}?locale=es`)).json();
  const signed = await page.request.post(`/api/quotes/${token}/sign`, {
    headers,
    data: {
      optionId: view.document.options[0].id,
      name: "Lucía Ortega",
      agree: true,
      revision: view.document.quote.revision,
      documentSha256: view.documentSha256,
      locale: "es",
    },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  const { jobId } = await (await page.request.get(`/api/admin/quotes/${quoteId}`)).json();
  expect(jobId).toBeTruthy();
  return { quoteId, jobId };
}

test.describe("in Spanish, on a phone", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "A phone flow: the mobile project runs it.");
  });

  test("the office orders and delivers, the customer chooses install days from the email's link and sees the job's steps on their own page", async ({
    page,
  }) => {
    test.slow();
    const email = `trabajo-${Date.now()}@example.com`;
    const { jobId } = await signedQuote(page, email);

    // The office: ordered from Milgard with an expected day, then delivered.
    const headers = { Origin: new URL(page.url()).origin };
    const today = phoenixDate(new Date());
    const ordered = await page.request.patch(`/api/admin/jobs/${jobId}`, {
      headers,
      data: { stage: "ordered", manufacturer: "Milgard", orderNumber: "SO-4471", orderedOn: today, expectedDelivery: addDays(today, 10) },
    });
    expect(ordered.status(), await ordered.text()).toBe(200);
    const delivered = await page.request.patch(`/api/admin/jobs/${jobId}`, { headers, data: { stage: "delivered", deliveredOn: today } });
    expect(delivered.status(), await delivered.text()).toBe(200);
    const jobNumber = (await delivered.json()).number as number;
    await page.context().clearCookies();

    // The customer follows the delivered email's link to the quote page's chooser.
    // A one-day install: its day, in the singular.
    await expect.poll(() => mailTo(email, "Elija su día de instalación").length).toBeGreaterThan(0);
    await page.goto(linkIn(mailTo(email, "Elija su día de instalación")[0]!, "/es/quote/"));
    const chooser = page.getByRole("region", { name: "Elija su día de instalación" });
    await expect(chooser).toBeInViewport();
    await expect(page.getByText("Elija abajo el día en que empieza su instalación.")).toBeVisible();
    expect((await wcagAudit(page).analyze()).violations).toEqual([]);
    // "Book" before a day is chosen: the chooser says so, on screen, with focus on it.
    await chooser.getByRole("button", { name: "Reservar este día" }).click();
    const chooseFirst = chooser.getByText("Elija un día primero.");
    await expect(chooseFirst).toBeFocused();
    await expect(chooseFirst).toBeInViewport();
    await keepScreens(page, "install-choose-first-es");
    // The office's test may book the first day for the one crew in between: the page then says
    // the day was just taken and lists the days still free, and the customer chooses again.
    let dayName: string;
    for (let attempt = 1; ; attempt++) {
      const firstDay = chooser.getByRole("radio").first();
      dayName = (await firstDay.locator("xpath=..").textContent())!.trim();
      await firstDay.check();
      await chooser.getByRole("button", { name: "Reservar este día" }).click();
      const booked = page.getByText(new RegExp(`^Reservado: ${dayName}`));
      await expect(booked.or(page.getByText("Alguien acaba de tomar ese día."))).toBeVisible();
      if (await booked.isVisible()) {
        // The chooser and its button are gone: the confirmation is on screen, with focus on it.
        await expect(booked).toBeFocused();
        await expect(booked).toBeInViewport();
        await keepScreens(page, "install-booked-es");
        break;
      }
      expect(attempt, "the first day offered was taken three times").toBeLessThan(3);
    }
    await expect(page.getByRole("region", { name: "Elija su día de instalación" })).toHaveCount(0);
    await expect(page.locator('li[data-stage="scheduled"]')).toHaveAttribute("aria-current", "step");

    // Their own page: asked for with the email on /es/my, the same answer whoever asks.
    await page.goto("/es/my");
    await page.getByRole("textbox", { name: /Su correo electrónico/ }).fill(email);
    await page.getByRole("button", { name: "Envíenme mi enlace" }).click();
    await expect(page.getByText("Si ese correo tiene visitas o cotizaciones con nosotros, le enviamos un enlace.")).toBeVisible();
    await expect.poll(() => mailTo(email, "Aquí está el enlace que pidió").length).toBe(1);
    const myPath = linkIn(mailTo(email, "Aquí está el enlace que pidió")[0]!, "/es/my/");

    const response = await page.goto(myPath);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByRole("heading", { level: 1, name: "Su página" })).toBeVisible();
    await expect(page.getByText("Hola, Lucía")).toBeVisible();
    const job = page.getByRole("article", { name: `Su trabajo ${jobNumber}` });
    await expect(job).toBeVisible();
    const steps = job.getByRole("list", { name: "Su trabajo paso a paso" });
    await expect(steps.locator('[aria-current="step"]')).toContainText("Programado");
    await expect(steps.locator('li[data-state="done"]')).toHaveCount(4);
    await expect(job.getByText(/^Nuestra cuadrilla instala sus ventanas y puertas el /)).toContainText(dayName);
    await expect(page.getByRole("heading", { level: 2, name: "Sus contratos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Descargar el contrato (PDF)" })).toBeVisible();
    expect((await wcagAudit(page).analyze()).violations).toEqual([]);

    // The office's board on the owner's phone: the customer's choice moved the job to Scheduled.
    await signIn(page, "/admin/jobs");
    await page.getByLabel("Stage").selectOption("scheduled");
    const card = page.locator('[data-column="scheduled"]').locator(`[data-job="Job ${jobNumber}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText("Lucía Ortega");
  });

  test("an unknown link says so kindly and offers the form for a new one", async ({ page }) => {
    await page.goto("/es/my/no-existe-este-enlace-0000000000000000");
    await expect(page.getByRole("heading", { name: "Este enlace venció o no es válido" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reciba un enlace nuevo" })).toBeVisible();
    await page.getByRole("button", { name: "Envíenme mi enlace" }).click();
    await expect(page.getByText("Escriba su correo electrónico", { exact: true })).toBeVisible();
    expect((await wcagAudit(page).analyze()).violations).toEqual([]);
  });
});
