/**
 * Lead-safe work in a home built in 1962, on a phone in Spanish: the quote page links EPA's
 * pamphlet in Spanish and signing asks for "Recibí el folleto" (refused without it, signed with
 * it); seventy days later the install chooser asks for the acknowledgment again before it shows a
 * day, since the signature's lies more than 60 days before any day it offers. The site is a second
 * copy whose clock the test moves seventy days ahead once the office is done (e2e/clock-shift.cjs):
 * never today's real date, whatever it is.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { request as newRequest, expect, test, type Page } from "@playwright/test";
import { bookFreeSlot, recordYearBuilt, signIn } from "./flows";
import { CLOCK_SITE_PORT, startSecondSite } from "./second-site";

test.skip(({ isMobile }) => !isMobile, "The customer's phone: the mobile project runs it.");

/** Payments left out: the signature stays on the page rather than going to Checkout. */
const NO_PAYMENTS = { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" };

/** A 1962 home's quote written and sent in Spanish by the owner signed in on `page`, its job to be; answers its id and link. */
async function sentQuoteFor1962(page: Page, origin: string, email: string): Promise<{ id: string; url: string }> {
  const headers = { Origin: origin };
  const visits = await (await page.request.get(`${origin}/api/admin/appointments?search=${encodeURIComponent(email)}`)).json();
  await recordYearBuilt(page, visits.items[0].id, 1962);
  const created = await page.request.post(`${origin}/api/admin/quotes`, {
    headers,
    data: {
      appointmentId: visits.items[0].id,
      options: [{ name: "Mejor", items: [{ description: "Milgard Tuscany V400, corrediza", quantity: 3, unitPriceCents: 72_500 }] }],
      depositPercent: 20,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const sent = await page.request.post(`${origin}/api/admin/quotes/${id}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  return { id, url: (await sent.json()).url as string };
}

test("a 1962 home: the quote signed with the pamphlet box, and the install chooser asking again seventy days later", async ({ page }) => {
  test.slow();
  const folder = mkdtempSync(join(tmpdir(), "wdnm-lead-safe-"));
  const shift = join(folder, "clock-shift-days");
  writeFileSync(shift, "0");
  const site = await startSecondSite(
    {
      ...NO_PAYMENTS,
      NODE_OPTIONS: `--require ${resolve("e2e/clock-shift.cjs")}`,
      E2E_CLOCK_SHIFT_FILE: shift,
    },
    CLOCK_SITE_PORT,
  );
  try {
    const email = `plomo-${Date.now()}@example.com`;
    const request = await newRequest.newContext({ baseURL: site.url });
    await bookFreeSlot(request, { firstName: "Rosa", lastName: "Quintero", email, locale: "es" }, 20);
    await request.dispose();
    await signIn(page, `${site.url}/admin/quotes`);
    const quote = await sentQuoteFor1962(page, site.url, email);
    expect(new URL(quote.url).pathname).toMatch(/^\/es\/quote\//);

    // The customer, on the phone: EPA's pamphlet in Spanish, and its box.
    const admin = await page.context().cookies();
    await page.context().clearCookies();
    await page.goto(quote.url);
    await expect(page.getByText(/^Su casa se construyó en 1962, antes de 1978/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Lea el folleto Renueve correctamente de la EPA" })).toHaveAttribute(
      "href",
      /^https:\/\/espanol\.epa\.gov\//,
    );
    // Its one option is chosen already.
    await expect(page.getByRole("button", { name: "Elegida: Mejor" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("checkbox", { name: /acepto hacer negocios por medios electrónicos/ }).check();
    await page.getByLabel("Su nombre completo").fill("Rosa Quintero");
    const signButton = page.getByRole("button", { name: "Firmar y aceptar" });
    await signButton.click();
    await expect(page.getByText("Marque la casilla para confirmar que recibió el folleto Renueve correctamente")).toBeVisible();
    await page.getByRole("checkbox", { name: "Recibí el folleto Renueve correctamente de la EPA." }).check();
    await signButton.click();
    await expect(page.getByText("Firmada. ¡Gracias!")).toBeVisible();

    // The office opens the install's scheduling early: the customer may choose the day.
    await page.context().addCookies(admin);
    const { jobId } = await (await page.request.get(`${site.url}/api/admin/quotes/${quote.id}`)).json();
    const delivered = await page.request.patch(`${site.url}/api/admin/jobs/${jobId}`, {
      headers: { Origin: site.url },
      data: { schedulingOpen: true },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
    expect((await delivered.json()).next).toEqual({ step: "choose-install" });
    await page.context().clearCookies();

    // Seventy days later.
    writeFileSync(shift, "70");
    // A page of its own first: the same address with only #install added would not load it again.
    await page.goto("about:blank");
    await page.goto(`${quote.url}#install`);
    const chooser = page.locator('[data-slot="install-chooser"]');
    await expect(chooser.getByText(/^Su casa se construyó antes de 1978\. La ley le pide confirmar/)).toBeVisible();
    await expect(chooser.getByRole("radio")).toHaveCount(0);
    await chooser.getByRole("button", { name: "Confirmar y continuar" }).click();
    await expect(chooser.getByText("Marque la casilla para confirmar que recibió el folleto")).toBeVisible();
    await chooser.getByRole("checkbox", { name: "Recibí el folleto Renueve correctamente de la EPA." }).check();
    await chooser.getByLabel("Su nombre completo").fill("Rosa Quintero");
    await chooser.getByRole("button", { name: "Confirmar y continuar" }).click();

    // Then the days, and one booked.
    await expect(chooser.getByRole("group", { name: "Día de su instalación" })).toBeVisible();
    await chooser.getByRole("radio").first().check();
    await chooser.getByRole("button", { name: "Reservar este día" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Reservado/ })).toBeVisible();
  } finally {
    await site.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
