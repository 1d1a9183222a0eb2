/**
 * The measure sheet on a phone: four openings entered with the network cut in the middle, kept
 * on the phone, sent once the signal is back with nothing lost or doubled, even when the answer
 * to a POST is lost after the server wrote it. E2E_SCREENSHOTS=<folder> also saves the sheet at
 * 390 and 1280 px for a look.
 */
import { expect, test } from "@playwright/test";
import { wcagAudit } from "./axe";
import { bookFreeSlot, keepScreens, signIn } from "./flows";
import { FOUR_OPENINGS, measureFourOpenings, openingRow, openingsOf } from "./measure-sheet-flow";

test.skip(({ isMobile }) => !isMobile, "the measure sheet is a phone's screen");

test("an estimator measures four openings with the signal cut in the middle, and the office gets each once", async ({ page }) => {
  test.slow();
  const lastName = `Measure-${Date.now()}`;
  let lostPost: { clientId?: string } | undefined;
  let keptOnPhone: unknown;

  const { appointmentId, openings } = await measureFourOpenings(
    page,
    { firstName: "Ines", lastName, email: `${lastName.toLowerCase()}@example.com` },
    async () => {
      keptOnPhone = await page.evaluate(() => {
        const id = new URLSearchParams(location.search).get("appointment");
        return JSON.parse(localStorage.getItem(`wdnm-measure-sheet:${id}`) ?? "null");
      });
      await keepScreens(page, "measure-sheet-offline");
      // The first POST once online reaches the server, but its answer is lost on the way back:
      // the sheet must send it again, and the server must answer the same row.
      await page.route("**/api/admin/appointments/*/openings", async (route) => {
        if (route.request().method() !== "POST" || lostPost) return route.fallback();
        lostPost = route.request().postDataJSON();
        await route.fetch();
        await route.abort("connectionreset");
      });
    },
  );

  // While offline, the phone kept the two new openings as POSTs with their own ids.
  expect(keptOnPhone).toMatchObject({ writes: [{ op: "create" }, { op: "create" }] });
  expect(lostPost?.clientId).toMatch(/^[0-9a-f-]{36}$/);

  // Exactly four, in the order measured, with the sizes as typed (the slider's swapped).
  expect(openings.map((opening) => [opening.location, opening.width.text, opening.height.text])).toEqual(
    FOUR_OPENINGS.map((opening) => [opening.room, opening.kept.width, opening.kept.height]),
  );
  expect(new Set(openings.map((opening) => opening.clientId)).size).toBe(4);
  expect(openings.find((opening) => opening.location === "Family room")?.flags.temperedReasons).toContain("door");

  // The lost POST sent once more, by hand: the same row, still four.
  const resent = await page.request.post(`/api/admin/appointments/${appointmentId}/openings`, {
    headers: { Origin: new URL(page.url()).origin },
    data: lostPost,
  });
  expect(resent.status(), await resent.text()).toBeLessThan(300);
  expect((await resent.json()).id).toBe(openings.find((opening) => opening.clientId === lostPost?.clientId)?.id);
  expect(await openingsOf(page, appointmentId)).toHaveLength(4);

  // The sheet lists each once, read back as kept, and nothing waits on the phone.
  await expect(page.locator('[data-slot="opening"]')).toHaveCount(4);
  for (const opening of FOUR_OPENINGS) {
    await expect(openingRow(page, opening.room).getByText(`W ${opening.kept.width} × H ${opening.kept.height} in`)).toBeVisible();
  }
  expect(await page.evaluate((id) => localStorage.getItem(`wdnm-measure-sheet:${id}`), appointmentId)).toBeNull();
  // Nothing sticks out sideways on the phone (a badge that would not wrap made the page wider once).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await keepScreens(page, "measure-sheet-online");
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
});

test("the sheet checks a size as the server does, and names the width and height", async ({ page }) => {
  const lastName = `Measure-Check-${Date.now()}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  await bookFreeSlot(page.request, { firstName: "Ana", lastName, email }, 21);
  await signIn(page, "/admin/appointments");
  const visits = await (await page.request.get(`/api/admin/appointments?search=${encodeURIComponent(email)}`)).json();
  await page.goto(`/admin/measure?appointment=${visits.items[0].id}`);
  const form = page.getByRole("form", { name: "Add an opening" });
  await form.getByLabel("Room").fill("Bath");
  await form.getByLabel("W · Width (inches)").fill("24");
  await form.getByLabel("Height fraction").selectOption("1/2");
  await expect(form.getByLabel("H · Height (inches)")).toHaveValue("1/2");
  await form.getByLabel("H · Height (inches)").fill("35 1/3");
  await form.getByRole("button", { name: "Save opening" }).click();
  // The schema's own message, announced, and focus on the field to fix.
  await expect(form.getByRole("alert")).toContainText("Height: Measure to the nearest 1/16 inch");
  await expect(form.getByLabel("H · Height (inches)")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("36");
  await form.getByLabel("Height fraction").selectOption("3/8");
  await form.getByLabel("Wet area").check();
  await expect(form.locator('[data-slot="read-back"]')).toContainText("W 24 × H 36 3/8 in");
  await expect(form.locator('[data-slot="read-back"]')).toContainText("Tempered required: wet area, sill under 60 in");
  await keepScreens(page, "measure-sheet-form");
});
