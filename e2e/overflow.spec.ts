/**
 * No page scrolls sideways on a phone: every built page at 320, 360 and 390 px wide, in one
 * page of one browser context (the width changes with setViewportSize), so the test stays fast.
 * A failure names the page, the width and the elements that reach past the right edge.
 */
import { expect, test, type Page } from "@playwright/test";
import { builtPagePaths } from "./site";

/** Phone widths, CSS pixels: the narrowest common phone, a mid-size Android, a current iPhone. */
const WIDTHS = [320, 360, 390] as const;

/** How far the document is wider than the viewport, and the outermost elements that make it so. */
async function overflowAt(page: Page, width: number): Promise<{ excess: number; culprits: string[] }> {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (excess > 0) {
      for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
        const parent = element.parentElement;
        const beyond = (node: Element) => node.getBoundingClientRect().right > root.clientWidth + 0.5;
        if (beyond(element) && parent && !beyond(parent) && culprits.length < 5) {
          culprits.push(`${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(/\s+/).slice(0, 4).join(".")}` : ""}`);
        }
      }
    }
    return { excess, culprits };
  });
}

test("no page scrolls sideways at 320, 360 or 390 px", async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one pass over the phone widths is enough");
  // Every page at three widths: three times the time any one flow gets.
  test.slow();
  const context = await browser.newContext({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of builtPagePaths()) {
    await page.goto(path, { waitUntil: "load" });
    for (const width of WIDTHS) {
      const { excess, culprits } = await overflowAt(page, width);
      if (excess > 0) problems.push(`${path} at ${width} px is ${excess} px too wide: ${culprits.join(", ")}`);
    }
  }
  await context.close();
  expect(problems, problems.join("\n")).toEqual([]);
});
