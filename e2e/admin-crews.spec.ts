/**
 * The install crews' screen on a phone and at desktop width: the admin adds a named crew, renames
 * it and retires it, and the crews page passes the WCAG audit. E2E_SCREENSHOTS=<folder> also saves
 * the screen there for a look.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { wcagAudit } from "./axe";
import { keepScreens, signIn } from "./flows";

test("the admin adds a named crew, renames it and retires it", async ({ page }) => {
  await signIn(page, "/admin/crews");
  await expect(page.getByRole("heading", { name: "Crews", level: 1 })).toBeVisible();
  const name = `Crew ${randomUUID().slice(0, 6)}`;
  const added = page.getByRole("form", { name: "New crew" });
  await added.getByLabel(/Name/).fill(name);
  await added.getByRole("button", { name: "Add the crew" }).click();

  const crew = page.getByRole("form", { name: `Edit ${name}` });
  await expect(crew).toBeVisible();
  await expect(added.getByLabel(/Name/)).toHaveValue("");
  await crew.getByLabel(/Name/).fill(`${name} South`);
  await crew.getByRole("button", { name: "Save the crew" }).click();
  const renamed = page.getByRole("form", { name: `Edit ${name} South` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole("button", { name: "Retire the crew" }).click();
  await expect(renamed.getByText("Retired", { exact: true })).toBeVisible();
  await expect(renamed.getByRole("button", { name: "Bring the crew back" })).toBeVisible();

  await keepScreens(page, "admin-crews");
  const audit = await wcagAudit(page).analyze();
  expect(audit.violations).toEqual([]);
});
