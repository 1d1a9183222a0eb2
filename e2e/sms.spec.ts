/**
 * Text messages on a phone: the Spanish booking form shows the unchecked "Text me" box with
 * its disclosure; booking with it ticked ends with the Twilio stand-in holding the Spanish
 * confirmation text, sent by the real twilio library. An admin on a phone sends "On my way"
 * from the day view, and the stand-in holds that text.
 */
import { expect, test } from "@playwright/test";
import { wcagAudit } from "./axe";
import { bookFreeSlot, chooseFreeSlot, signIn } from "./flows";
import { unbrokenPhone } from "../src/i18n/phone";
import { receivedTexts } from "./twilio-server";

test("books on /es/estimate with the text box ticked and gets a Spanish confirmation text", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a phone's flow");
  const digits = `480555${2000 + Math.floor(Math.random() * 8000)}`;
  await page.goto("/es/estimate");
  // A day some weeks out, away from the other tests' bookings.
  await chooseFreeSlot(page, { skip: 9, locale: "es" });
  await page.getByRole("button", { name: "Continuar" }).click();
  const form = page.getByRole("form", { name: "Sus datos" });
  await expect(form).toBeVisible();

  const box = form.getByRole("checkbox", { name: "Envíenme mensajes de texto sobre mi visita" });
  await expect(box).not.toBeChecked();
  await expect(form.getByText(/Responda ALTO para cancelar, AYUDA para ayuda\. No es necesario aceptar para reservar\./)).toBeVisible();

  await form.getByLabel(/^Nombre/).fill("Marta");
  await form.getByLabel("Apellido").fill("Soto");
  await form.getByLabel("Correo electrónico").fill(`sms-${digits}@example.com`);
  await form.getByLabel("Teléfono").fill(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
  await form.getByLabel("Dirección").fill("9 N Val Vista Dr");
  await form.getByLabel("Ciudad").fill("Gilbert");
  await form.getByLabel("Código postal").fill("85234");
  await box.check();
  await form.getByRole("button", { name: "Agendar cita" }).click();
  await expect(page.getByText("Su visita está agendada")).toBeVisible();

  await expect.poll(async () => (await receivedTexts()).filter((text) => text.To === `+1${digits}`).length).toBe(1);
  const [text] = (await receivedTexts()).filter((received) => received.To === `+1${digits}`);
  expect(text!.Body).toMatch(
    /^Windows & Doors Near Me: su estimado gratis es el .+, de \d{1,2} [ap]\.m\. a \d{1,2} [ap]\.m\. Cambiar o cancelar: http:\/\/127\.0\.0\.1:\d+\/es\/cancel\/[\w-]{43}$/,
  );
});

test("an admin on a phone opens the day view and texts 'On my way, 30 min'", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a phone's flow");
  const digits = `480555${2000 + Math.floor(Math.random() * 8000)}`;
  const lastName = `Day-View-${Date.now()}`;
  const slot = await bookFreeSlot(
    request,
    {
      firstName: "Omar",
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      smsConsent: true,
    },
    20,
  );

  await signIn(page, "/admin/today");
  await expect(page.getByRole("status").filter({ hasText: /(visits?|No visits) on/ })).toBeVisible();
  await page.getByLabel("Date").fill(slot.appointmentDate);
  const card = page.getByRole("article", { name: `${slot.appointmentTime} Omar ${lastName}` });
  await expect(
    card.getByRole("link", { name: `Call ${unbrokenPhone(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`)}` }),
  ).toHaveAttribute("href", `tel:${digits}`);
  const axe = await wcagAudit(page).analyze();
  expect(axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`)).toEqual([]);

  await card.getByRole("button", { name: "On my way, 30 min" }).click();
  await expect(card.getByText("Sent: arriving in about 30 minutes.")).toBeVisible();
  await expect
    .poll(async () => (await receivedTexts()).filter((text) => text.To === `+1${digits}` && /on the way/.test(text.Body)).length)
    .toBe(1);
  const onTheWay = (await receivedTexts()).find((text) => text.To === `+1${digits}` && /on the way/.test(text.Body));
  expect(onTheWay!.Body).toMatch(/^Windows & Doors Near Me: your estimator is on the way, arriving about \d{1,2}:\d{2} [AP]M\.?$/);
});
