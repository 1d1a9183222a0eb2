/**
 * The content editor at /cms, built and served like the site, in its local mode over a copy of
 * the project's content (e2e/cms-local-folder.ts): it loads under its own security policy with no
 * request blocked, its fonts and its Spanish words served from the site, lists the collections,
 * shows English and Spanish side by side, and writes back exactly the files it read. An entry opened, changed, saved, changed back and saved again leaves
 * its English and Spanish files byte for byte as the repository holds them (`git diff` empty);
 * the first save changes the edited line and nothing else, so the CMS writes the frontmatter and
 * the Markdown the way they are written by hand.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { CMS_PATH } from "../src/config/cms";
import { cmsContentSecurityPolicy } from "../src/integrations/security-headers";
import { readCopy, useCopyAsLocalRepository } from "./cms-local-folder";

test.describe.configure({ mode: "serial" });

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the editor is a desktop tool; once is enough");
  test.setTimeout(900_000);
});

/**
 * Every request the security policy blocked on `page`, as the console reports it and as the
 * request fails (net::ERR_BLOCKED_BY_CSP); each test expects none at its end. (A request the
 * policy allows may still fail here, where there is no internet, such as GitHub's status page;
 * that is not the policy's doing.)
 */
function blockedRequests(page: Page): string[] {
  const blocked: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) blocked.push(text);
  });
  page.on("requestfailed", (request) => {
    if (/BLOCKED_BY_CSP/.test(request.failure()?.errorText ?? "")) blocked.push(`${request.url()}: ${request.failure()!.errorText}`);
  });
  return blocked;
}

/** Opens the CMS on the copy; resolves to the requests the policy blocked, which each test expects empty at its end. */
async function openCms(page: Page): Promise<string[]> {
  const violations = blockedRequests(page);
  await page.goto("/robots.txt");
  await useCopyAsLocalRepository(page);
  await page.goto(CMS_PATH);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("grid", { name: "Entries" })).toBeVisible();
  return violations;
}

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true });

/** Opens an entry by its address, English on the left and Spanish on the right when it has both. */
async function openEntry(page: Page, hash: string, sideBySide: boolean): Promise<void> {
  await page.goto(`${CMS_PATH}#${hash}`);
  await expect(save(page)).toBeVisible();
  if (sideBySide) await page.getByRole("radio", { name: "Spanish" }).last().click();
}

/** Scrolls both panes to the end, so every field (the Markdown editors too) is on screen once. */
async function scrollThrough(page: Page): Promise<void> {
  for (const x of [300, 900]) {
    await page.mouse.move(x, 500);
    for (let step = 0; step < 30; step++) await page.mouse.wheel(0, 800);
  }
}

/** The text box holding `value` (a title), found by what it holds now. */
async function boxWithValue(page: Page, value: string) {
  const boxes = page.locator("input[type=text], input:not([type])");
  await expect
    .poll(() => boxes.evaluateAll((inputs, wanted) => inputs.some((input) => (input as HTMLInputElement).value === wanted), value))
    .toBe(true);
  const index = await boxes.evaluateAll(
    (inputs, wanted) => inputs.findIndex((input) => (input as HTMLInputElement).value === wanted),
    value,
  );
  return boxes.nth(index);
}

/** Saves the open entry; the CMS goes back to the entry list once the files are written. */
async function saveEntry(page: Page): Promise<void> {
  await save(page).click();
  await expect(page).not.toHaveURL(/\/entries\//);
  await expect(page.getByText("Entry saved.").last()).toBeVisible();
}

const lines = (text: string) => text.split("\n");
const changedLines = (before: string, after: string) => lines(after).filter((line, index) => line !== lines(before)[index]);
const frontmatterTitle = (text: string) => /^title: (.*)$/m.exec(text)![1]!.replace(/^'(.*)'$/, "$1");

test("loads under its own policy, out of search, with every collection", async ({ page, request }) => {
  const fonts: string[] = [];
  page.on("requestfinished", (done) => {
    const { pathname } = new URL(done.url());
    if (/^\/_astro\/[^/]+\.woff2$/.test(pathname)) fonts.push(pathname);
  });
  const response = await request.get(CMS_PATH);
  expect(response.headers()["content-security-policy"]).toBe(cmsContentSecurityPolicy());
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  const config = await request.get(`${CMS_PATH}/config.yml`);
  expect(await config.text()).toContain("publish_mode: editorial_workflow");

  const violations = await openCms(page);
  const collections = page.getByRole("navigation", { name: "Contents" });
  for (const name of ["Cities", "Services", "Product lines", "Brands", "Blog posts", "Plain pages", "Business facts"])
    await expect(collections.getByText(name, { exact: true })).toBeVisible();
  const entries = page.getByRole("grid", { name: "Entries" });
  for (const city of ["Gilbert", "Mesa", "Chandler", "Phoenix", "Scottsdale", "Tempe", "Glendale"])
    await expect(entries.getByText(city, { exact: true })).toBeVisible();
  // Its icon font (without it its icons read as words, "arrow_back") and its text font, served from the site itself.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((font) => font.family.includes("Material Symbols Outlined") && font.status === "loaded"),
      ),
    )
    .toBe(true);
  expect(fonts.some((path) => path.includes("material-symbols-outlined"))).toBe(true);
  expect(fonts.some((path) => path.includes("source-sans-3"))).toBe(true);
  await page.screenshot({ path: test.info().outputPath("cms-collections.png") });
  expect(violations).toEqual([]);
});

test("in a Spanish-speaking editor's browser, speaks Spanish with words served from the site, nothing blocked", async ({ browser }) => {
  const context = await browser.newContext({ locale: "es-US", baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const violations = blockedRequests(page);
  const words = page.waitForRequest((sent) => /^\/_astro\/es-CO\.[^/]+\.js$/.test(new URL(sent.url()).pathname));
  await page.goto(CMS_PATH);
  expect(new URL((await words).url()).origin).toBe(new URL(page.url()).origin);
  await expect(page.getByRole("button", { name: "Trabajar con un repositorio local" })).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});

test("shows an entry in English and Spanish side by side, with the schema's labels and hints", async ({ page }) => {
  const violations = await openCms(page);
  await openEntry(page, "/collections/cities/entries/mesa", true);
  const english = frontmatterTitle(readFileSync("src/content/cities/mesa.md", "utf8"));
  const spanish = frontmatterTitle(readFileSync("src/content/cities/mesa.es.md", "utf8"));
  await expect(await boxWithValue(page, english)).toBeVisible();
  await expect(await boxWithValue(page, spanish)).toBeVisible();
  await expect(page.getByText("Search title").first()).toBeVisible();
  await expect(
    page.getByText("What search results show, 10-60 characters; the business name is added when it fits.").first(),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("cms-side-by-side.png") });
  expect(violations).toEqual([]);
});

const entries = [
  { hash: "/collections/cities/entries/mesa", english: "src/content/cities/mesa.md", spanish: "src/content/cities/mesa.es.md" },
  {
    hash: "/collections/services/entries/interior-doors/barn-doors",
    english: "src/content/services/interior-doors/barn-doors.md",
    spanish: "src/content/services/interior-doors/barn-doors.es.md",
  },
  {
    hash: "/collections/products/entries/milgard/tuscany-v400",
    english: "src/content/products/milgard/tuscany-v400.md",
    spanish: "src/content/products/milgard/tuscany-v400.es.md",
  },
  { hash: "/collections/brands/entries/pella", english: "src/content/brands/pella.md", spanish: "src/content/brands/pella.es.md" },
  {
    hash: "/collections/posts/entries/gilbert-windows-doors-guide",
    english: "src/content/posts/gilbert-windows-doors-guide.md",
    spanish: "src/content/posts/gilbert-windows-doors-guide.es.md",
  },
  { hash: "/collections/pages/entries/warranty", english: "src/pages/warranty.md", spanish: "src/pages/es/warranty.md" },
];

test("writes back exactly the files it read: one edited line, then nothing once changed back", async ({ page }) => {
  const violations = await openCms(page);
  for (const { hash, english, spanish } of entries) {
    const files = { english: readFileSync(english, "utf8"), spanish: readFileSync(spanish, "utf8") };
    const titles = { english: frontmatterTitle(files.english), spanish: frontmatterTitle(files.spanish) };
    await openEntry(page, hash, true);
    await scrollThrough(page);
    // Opening it (its Markdown shown in the editor) changed nothing the CMS would save.
    await expect(save(page), `${english} opens unchanged`).toBeDisabled();
    await (await boxWithValue(page, titles.english)).fill(`${titles.english} (edited)`);
    await (await boxWithValue(page, titles.spanish)).fill(`${titles.spanish} (editado)`);
    await saveEntry(page);
    expect(changedLines(files.english, await readCopy(page, english)), english).toEqual([`title: ${titles.english} (edited)`]);
    expect(changedLines(files.spanish, await readCopy(page, spanish)), spanish).toEqual([`title: ${titles.spanish} (editado)`]);

    await openEntry(page, hash, true);
    await (await boxWithValue(page, `${titles.english} (edited)`)).fill(titles.english);
    await (await boxWithValue(page, `${titles.spanish} (editado)`)).fill(titles.spanish);
    await saveEntry(page);
    expect(await readCopy(page, english), english).toBe(files.english);
    expect(await readCopy(page, spanish), spanish).toBe(files.spanish);
  }
  expect(violations).toEqual([]);
});

test("writes the business facts back as the JSON file holds them", async ({ page }) => {
  const violations = await openCms(page);
  const path = "src/content/business/business.json";
  const file = readFileSync(path, "utf8");
  const brand = (JSON.parse(file) as { brand: string }).brand;
  await openEntry(page, "/collections/business/entries/business", false);
  await (await boxWithValue(page, brand)).fill(`${brand} (edited)`);
  await saveEntry(page);
  expect(changedLines(file, await readCopy(page, path))).toEqual([`  "brand": "${brand} (edited)",`]);
  await openEntry(page, "/collections/business/entries/business", false);
  await (await boxWithValue(page, `${brand} (edited)`)).fill(brand);
  await saveEntry(page);
  expect(await readCopy(page, path)).toBe(file);
  await page.screenshot({ path: test.info().outputPath("cms-business.png") });
  expect(violations).toEqual([]);
});
