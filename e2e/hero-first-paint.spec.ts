/**
 * The hero paints with the page (src/components/Photo.astro): on a phone the first paint shows
 * the picture's placeholder in the hero's frame, which is then the page's largest paint, and the
 * full picture is requested only after that paint and covers the placeholder in the same place,
 * nothing moving. The full pictures are held back until the first paint is on screen, as a phone's
 * connection would deliver them after the page's first round trips. Without scripts the picture
 * shows all the same; wider screens preload it and have it in the page for their first paint.
 */
import { expect, test, type Page } from "@playwright/test";
import { consoleProblems } from "./flows";

/** Holds every full-size picture of the site until `release` is called. */
async function holdPictures(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/[^/]+\.(webp|jpg)$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records the largest-contentful-paint entries and the layout shifts of anything in <main>. */
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { largest: [] as { time: number; inHero: boolean }[], shifts: [] as string[] };
    (window as unknown as { paints: typeof record }).paints = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { startTime: number; element: Element | null }[])
        record.largest.push({ time: entry.startTime, inHero: Boolean(entry.element?.closest("#first-screen .grid")) });
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const moved = entry.sources.map((source) => source.node).filter((node) => node && document.querySelector("main")?.contains(node));
        if (moved.length)
          record.shifts.push(
            `${entry.value.toFixed(4)}: ${moved.map((node) => (node as Element).outerHTML?.slice(0, 80) ?? node!.nodeName).join(", ")}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const firstPaint = (page: Page) => page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);

for (const path of ["/locations/gilbert", "/es/locations/gilbert", "/milgard/tuscany-v400", "/"]) {
  test(`${path}: the hero paints with the page on a phone, and its picture follows in the same place`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "a phone's first paint");
    const problems = await consoleProblems(page);
    await recordPaints(page);
    const release = await holdPictures(page);
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const painted = (await firstPaint(page))!;
    release();

    const picture = page.locator("#first-screen picture img");
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth), "the full picture, loaded").toBeGreaterThan(0);
    // Painted, and its paint's entries delivered: decoded, two frames on, then a task.
    await picture.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    });

    const { largest, shifts } = await page.evaluate(
      () => (window as unknown as { paints: { largest: { time: number; inHero: boolean }[]; shifts: string[] } }).paints,
    );
    expect(largest.at(-1)?.time, "the largest paint is the first paint").toBe(painted);
    if (path !== "/") expect(largest.at(-1)?.inHero, "the largest paint is the hero's placeholder").toBe(true);
    const requested = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter(
          (entry) =>
            /\/_astro\/[^/]+\.(webp|jpg)$/.test(entry.name) &&
            document.querySelector<HTMLImageElement>("#first-screen picture img")?.currentSrc === entry.name,
        )
        .map((entry) => entry.startTime),
    );
    expect(requested, "the full picture, requested once").toHaveLength(1);
    expect(requested[0], "the full picture's request starts after the first paint").toBeGreaterThanOrEqual(painted);

    expect(shifts).toEqual([]);
    const placeholder = page.locator("#first-screen .grid > img");
    expect(await picture.boundingBox(), "the picture covers the placeholder exactly").toEqual(await placeholder.boundingBox());
    expect(problems).toEqual([]);
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("the hero's picture shows all the same", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "one project is enough");
    await page.goto("/locations/gilbert");
    const picture = page.locator("#first-screen picture img");
    await expect(picture).toBeVisible();
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.boundingBox()).toEqual(await page.locator("#first-screen .grid > img").boundingBox());
  });
});

test("a screen wider than a phone preloads the hero's picture and puts it in place before the first paint", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "a wide screen");
  await page.addInitScript(() => {
    const seen = { at: undefined as number | undefined };
    (window as unknown as { picturePlaced: typeof seen }).picturePlaced = seen;
    new MutationObserver(() => (seen.at ??= document.querySelector("#first-screen picture") ? performance.now() : undefined)).observe(
      document,
      { childList: true, subtree: true },
    );
  });
  await page.goto("/locations/gilbert");
  const picture = page.locator("#first-screen picture img");
  await expect(picture).toHaveJSProperty("complete", true);
  const initiator = await picture.evaluate(
    (image: HTMLImageElement) =>
      (performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined)?.initiatorType,
  );
  expect(initiator, "fetched by the preload link").toBe("link");
  const placed = await page.evaluate(() => (window as unknown as { picturePlaced: { at?: number } }).picturePlaced.at);
  expect(placed, "the picture, in the page before its first paint").toBeLessThan((await firstPaint(page))!);
});
