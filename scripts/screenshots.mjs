/**
 * Screenshots for looking at what we build: `node scripts/screenshots.mjs [base URL] [path...]`
 * saves each path at 390 px and 1280 px wide into screenshots/, plus the phone menu open
 * and a desktop dropdown open. Serve the site first (`npm start`).
 */
import { mkdir } from "node:fs/promises";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:4321", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/"];
await mkdir("screenshots", { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: CHROMIUM_FLAGS,
});
const name = (path, suffix) => `screenshots/${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-${suffix}.png`;

for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 }, deviceScaleFactor: 1 });
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll through once so lazy images load and islands below the fold hydrate.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    await page.screenshot({ path: name(path, `${width}-full`), fullPage: true });
  }
  await page.goto(base + targets[0], { waitUntil: "networkidle" });
  if (width < 768) {
    // By attribute, not name, so pages in any language work.
    await page.locator("[data-mobile-menu-open]").click();
    await page.locator("#mobile-menu summary").first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: name(targets[0], `${width}-menu`) });
  } else {
    await page.locator("[data-dropdown] button").first().hover();
    await page.screenshot({ path: name(targets[0], `${width}-dropdown`) });
  }
  await page.close();
}
await browser.close();
console.log("Screenshots in screenshots/");
