import { expect, test } from "@playwright/test";
import { signIn } from "./flows";
import { E2E_IDENTITY_COOKIE } from "./oidc-server";

// The second admin address (the default ADMIN_EMAILS), so ending every one of its sessions
// never signs out the other browser tests, which sign in as the first.
const ADMIN = "remodel@windowsanddoorsnearme.com";

test.skip(({ isMobile }) => isMobile, "one run is enough; the dashboard is checked at 390 px by the page tests");

test("Sign out everywhere in one browser signs the other out on its next admin request", async ({ browser, context, page }) => {
  test.slow(); // Two full sign-ins in two browsers.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const identity = { name: E2E_IDENTITY_COOKIE, value: ADMIN, domain: "127.0.0.1", path: "/" };
  await context.addCookies([identity]);
  await other.addCookies([identity]);
  const otherPage = await other.newPage();

  await signIn(page, "/admin/dashboard");
  await signIn(otherPage, "/admin/dashboard");
  await expect(otherPage.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  expect((await otherPage.request.get("/api/admin/dashboard")).status()).toBe(200);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.getByRole("dialog", { name: "Sign out everywhere?" }).getByRole("button", { name: "Yes, sign out everywhere" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Sign in with Google" })).toBeVisible();

  // The other browser still holds its cookie, but the session behind it is gone.
  expect((await other.cookies()).some((cookie) => cookie.name === "authjs.session-token")).toBe(true);
  expect((await otherPage.request.get("/api/admin/dashboard")).status()).toBe(401);
  await otherPage.goto("/admin/appointments");
  await expect(otherPage.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await other.close();
});
