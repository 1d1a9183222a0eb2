/**
 * Before the browser tests: the test site's owner raises the site-wide limits on the calendar
 * settings screen, as an owner expecting a crowd would. The tests are that crowd: a few hundred
 * bookings, leads and texts within the hour from one site, which the learned limits (ten
 * bookings an hour on a new site) would rightly hold for review. The limits themselves are
 * proved by the function tests (tests/abuse/site-ceilings.test.ts).
 */
import { expect, test as setup } from "@playwright/test";
import { CEILING_KEYS, CEILING_RULES } from "../src/core/site-ceilings";
import { signIn } from "./flows";

setup("the owner raises the site-wide limits for a crowd of tests", async ({ page }) => {
  await signIn(page, "/admin/calendar-settings");
  const card = page.getByRole("region", { name: "Site-wide limits" });
  for (const key of CEILING_KEYS) await card.getByLabel(CEILING_RULES[key].label).fill("100000");
  await card.getByRole("button", { name: "Save site-wide limits" }).click();
  await expect(page.getByText("Site-wide limits saved", { exact: true })).toBeVisible();
});
