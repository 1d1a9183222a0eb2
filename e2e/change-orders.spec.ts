/**
 * A change order on a phone and at desktop width: the office writes one on a signed job from the
 * job page (a line added, a credit), sends it and copies the link; the customer opens it in
 * English and in Spanish (first without the consent ticked: its error brought on screen, focused),
 * signs it on the Spanish page, and sees it signed, on screen with focus, with its PDF. Each
 * screen passes the WCAG audit. E2E_SCREENSHOTS=<folder> also saves each screen (and the signed
 * PDF) there for a look.
 */
import { writeFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { wcagAudit } from "./axe";
import { bookFreeSlot, keepScreens, signedQuoteJob, signIn } from "./flows";

async function keepScreenshot(page: Page, name: string, project: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${project}.png`, fullPage: true, scale: "css" });
}

test("the office writes and sends a change order; the customer reads it in both languages and signs it", async ({ page }, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const lastName = `Change-${project}-${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  await bookFreeSlot(page.request, { firstName: "Rosa", lastName, email }, project === "mobile" ? 17 : 19);
  await signIn(page, "/admin/jobs");
  const { jobId } = await signedQuoteJob(page, email);

  await page.goto(`/admin/job?id=${jobId}`);
  const section = page.getByRole("region", { name: "Change orders" });
  const form = section.getByRole("form", { name: "Write a change order" });
  await form.getByLabel("Description").fill("One more Milgard Tuscany slider, 72 x 48");
  await form.getByLabel("Unit price ($)").fill("725");
  await form.getByRole("button", { name: "Add a line" }).click();
  await form.getByLabel("Description").nth(1).fill("Haul-away not needed");
  await form.getByLabel("Unit price ($)").nth(1).fill("-150");
  await expect(form.getByText(/New contract total: \$2,900\.00 → \$3,475\.00/)).toBeVisible();
  await form
    .getByLabel("Note to the customer (optional)")
    .fill("We measured again: one more slider in the back bedroom, and we keep the old frames.");
  await form.getByRole("button", { name: "Write the change order" }).click();
  await section.getByRole("button", { name: "Send to the customer" }).click();
  const link = section.getByLabel(/The customer's link/);
  await expect(link).toHaveValue(/\/change-order\/[A-Za-z0-9_-]{43}$/);
  const token = (await link.inputValue()).split("/change-order/")[1]!;
  await keepScreenshot(page, "admin-change-orders", project);
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);

  const languages = [
    [
      "",
      "Sign the change order",
      "Tick the box to agree before you sign.",
      "Typing your name and pressing “Sign the change order” is your signature.",
    ],
    [
      "/es",
      "Firmar la orden de cambio",
      "Marque la casilla para aceptar antes de firmar.",
      "Escribir su nombre y presionar “Firmar la orden de cambio” es su firma.",
    ],
  ] as const;
  for (const [prefix, sign, tick, hint] of languages) {
    await page.goto(`${prefix}/change-order/${token}`);
    await expect(page.getByText(prefix ? "Orden de cambio" : "Change order", { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/\$2,900\.00.*\$3,475\.00/)).toBeVisible();
    await expect(page.getByText(hint)).toBeVisible();
    await keepScreenshot(page, `change-order${prefix.replace("/", "-")}-unsigned`, project);
    expect((await wcagAudit(page).analyze()).violations).toEqual([]);
    // Signing without the tick: the box's error, above the button, is brought on screen with focus on it.
    await page.getByRole("button", { name: sign }).click();
    const error = page.getByText(tick);
    await expect(error).toBeFocused();
    await expect(error).toBeInViewport();
    await keepScreens(page, `change-order-consent-error${prefix.replace("/", "-")}-${project}`);
  }

  // Signed on the Spanish page, as the customer reads it: the form goes, and what replaces it is on screen with focus on it.
  await page.getByRole("checkbox").check();
  await page.getByLabel("Su nombre completo").fill("Rosa Quintero");
  await page.getByRole("button", { name: "Firmar la orden de cambio" }).click();
  const signed = page.getByRole("heading", { name: "Firmada. ¡Gracias!" });
  await expect(signed).toBeFocused();
  await expect(signed).toBeInViewport();
  expect((await signed.boundingBox())!.y, "below the sticky header").toBeGreaterThanOrEqual(
    (await page.locator("header[data-site-header]").boundingBox())!.height,
  );
  await keepScreenshot(page, "change-order-es-signed", project);
  await keepScreens(page, `change-order-signed-es-${project}`);
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
  await page.goto(`/change-order/${token}`);
  await expect(page.getByRole("heading", { name: "Signed. Thank you!" })).toBeVisible();
  await keepScreenshot(page, "change-order-signed", project);
  await keepScreens(page, `change-order-signed-${project}`);

  const pdf = await page.request.get(`/api/change-orders/${token}/pdf?locale=es`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  if (process.env.E2E_SCREENSHOTS) await writeFile(`${process.env.E2E_SCREENSHOTS}/change-order-${project}.pdf`, await pdf.body());

  await page.goto(`/admin/job?id=${jobId}`);
  await expect(page.getByRole("region", { name: "Change orders" }).getByText(/Signed/)).toBeVisible();
  await keepScreenshot(page, "admin-change-orders-signed", project);
});
