/**
 * The audit itself: the settings that make it fast (the minified axe, violations only) must leave
 * it as strict as before. A page that breaks WCAG 2.2 AA in several ways (no language, an image
 * without alt text, faint text, an unlabelled field) fails with each of them.
 */
import { expect, test } from "@playwright/test";
import { wcagAudit } from "./axe";

test("the WCAG audit names each violation of a broken page, and passes a sound one", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the audit is the same on both projects");
  await page.setContent(`<!doctype html><html><head><title>Broken</title></head><body><main>
    <h1>Broken</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">
    <p style="color:#bbb;background:#fff">Faint text on white</p>
    <label>Name <input id="a"></label><input id="b" type="text">
  </main></body></html>`);
  const broken = await wcagAudit(page).analyze();
  expect(broken.violations.map((violation) => violation.id).sort()).toEqual(["color-contrast", "html-has-lang", "image-alt", "label"]);
  expect(broken.violations.find((violation) => violation.id === "label")!.nodes.map((node) => node.target)).toEqual([["#b"]]);

  await page.setContent(`<!doctype html><html lang="en"><head><title>Sound</title></head><body><main>
    <h1>Sound</h1><p>Dark text on white.</p><label>Name <input></label>
  </main></body></html>`);
  expect((await wcagAudit(page).analyze()).violations).toEqual([]);
});
