/**
 * A Spanish booking end to end: /es/estimate at phone width in Spanish, the Spanish success
 * view, and a Spanish confirmation email (with its .ics) at the SMTP stand-in, whose manage
 * link opens the Spanish manage page. Axe checks the Spanish widget and form.
 */
import { expect, test, type Page } from "@playwright/test";
import { wcagAudit } from "./axe";
import { chooseFreeSlot, uniquePhone } from "./flows";
import { decodeQuotedPrintable, messagesContaining } from "./mail-server";

const toast = (page: Page) => page.locator('[data-slot="toast"]');

async function toSpanishForm(page: Page, day: number): Promise<void> {
  await page.goto("/es/estimate");
  await expect(page.getByRole("heading", { name: "Escoja la fecha y la hora" })).toBeVisible();
  await expect(page.locator("table th").first()).toHaveText("Dom");
  await chooseFreeSlot(page, { skip: day, time: "last", locale: "es" });
  await expect(page.getByText(/^Horarios del /)).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("form", { name: "Sus datos" })).toBeVisible();
}

test("books on /es/estimate in Spanish at phone width and gets a Spanish confirmation email", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the Spanish booking is the phone's flow; the desktop run checks the widget with axe");
  const email = `es-booking-${Date.now()}@example.com`;
  await toSpanishForm(page, 6);
  const form = page.getByRole("form", { name: "Sus datos" });
  // The day and its arrival window: "…, 1 de diciembre de 2026, de 10 a.m. a 12 p.m.".
  await expect(form.getByText(/\d{4}, de \d{1,2}\s[ap]\.m\. a \d{1,2}\s[ap]\.m\./)).toBeVisible();

  // Errors from the shared schema, in Spanish.
  await form.getByLabel("Código postal").fill("852");
  await form.getByRole("button", { name: "Agendar cita" }).click();
  await expect(form.getByText("Escriba su nombre")).toBeVisible();
  await expect(form.getByText("Escriba un código postal de 5 dígitos")).toBeVisible();

  await form.getByLabel(/^Nombre/).fill("Lucía");
  await form.getByLabel("Apellido").fill("Ramírez");
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Teléfono").fill(uniquePhone());
  await form.getByLabel("Dirección").fill("42 W Elliot Rd");
  await form.getByLabel("Ciudad").fill("Gilbert");
  await form.getByLabel("Código postal").fill("85233");
  await form.getByLabel("Servicio").selectOption("window-installation");
  await form.getByRole("button", { name: "Agendar cita" }).click();

  await expect(toast(page).getByText("¡Cita agendada!")).toBeVisible();
  await expect(page.getByText("Su visita está agendada")).toBeVisible();
  // The arrival window ends its sentence with one full stop: "… de 10 a.m. a 12 p.m. La confirmamos …", never "p.m..".
  await expect(page.getByText(/[ap]\.m\. La confirmamos en menos de 24 horas\./)).toBeVisible();

  await expect.poll(() => messagesContaining(email).length).toBeGreaterThan(0);
  const message = decodeQuotedPrintable(messagesContaining(email)[0]!);
  expect(message).toContain("Hola Lucía:");
  expect(message).toContain("Gracias por agendar un estimado gratis en su casa");
  expect(message).toContain("Cómo prepararse");
  expect(message).toContain("SUMMARY:Estimado gratis en casa");
  const manageUrl = /https?:\/\/[^\s"<>]+\/es\/cancel\/[A-Za-z0-9_-]{43}/.exec(message)![0];

  await page.goto(new URL(manageUrl).pathname);
  await expect(page.getByRole("heading", { name: "Administre su visita" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Su estimado gratis en casa" })).toBeVisible();
  await expect(page.getByText(/^(lunes|martes|miércoles|jueves|viernes|sábado), \d{1,2} de \w+ de \d{4}$/)).toBeVisible();
  await page.getByRole("button", { name: "Cancelar la visita" }).click();
  await page.getByRole("button", { name: "Sí, cancelar mi cita" }).click();
  await expect(page.getByRole("heading", { name: "Su cita está cancelada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Agende otro estimado" })).toHaveAttribute("href", "/es/estimate");
});

test("the Spanish widget and form pass axe", async ({ page }) => {
  await page.goto("/es/estimate");
  await expect(page.locator("table").getByRole("button").first()).toBeVisible();
  // Continue looks inactive (aria-disabled) until a time is chosen, yet stays focusable and
  // answers a keyboard press with what is missing.
  const next = page.getByRole("button", { name: "Continuar" });
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(toast(page).getByText("Escoja la fecha y la hora")).toBeVisible();
  const axe = () => wcagAudit(page).analyze();
  expect((await axe()).violations).toEqual([]);
  await toSpanishForm(page, 1);
  await page.getByRole("button", { name: "Agendar cita" }).click();
  await expect(page.getByLabel(/^Nombre/)).toHaveAttribute("aria-invalid", "true");
  expect((await axe()).violations).toEqual([]);
  await page.getByRole("button", { name: "Volver al calendario" }).click();
  await expect(page.locator("table")).toBeVisible();
});

test("an unknown Spanish manage link gets a clear Spanish page", async ({ page }) => {
  await page.goto("/es/cancel/" + "x".repeat(43));
  await expect(page.getByRole("heading", { name: "No encontramos esa cita" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("the Spanish contact form sends a lead and thanks in Spanish", async ({ page }) => {
  await page.goto("/es/contact");
  await page.waitForFunction(() => [...document.querySelectorAll("astro-island")].every((island) => !island.hasAttribute("ssr")));
  const form = page.getByRole("form", { name: "Contáctenos" });
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(form.getByText("Escriba su nombre")).toBeVisible();
  await form.getByLabel(/^Nombre/).fill("Lucía");
  await form.getByLabel("Apellido").fill("Ramírez");
  await form.getByLabel("Correo electrónico").fill(`es-lead-${Date.now()}@example.com`);
  await form.getByLabel("Teléfono").fill(uniquePhone());
  await form.getByLabel("Servicio").selectOption("general-inquiry");
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(toast(page).getByText("¡Mensaje enviado!")).toBeVisible();
  await expect(toast(page).getByText("Gracias por escribirnos. Nos comunicamos con usted en menos de 24 horas.")).toBeVisible();
});
