/**
 * The business facts reach every built file from src/config/business.ts (read over dist/, no
 * browser): the tests' build is made with BUSINESS_PHONE set to another number (see
 * playwright.config.ts), so the default number typed out anywhere in content, a page, a script
 * or a feed shows up here. Open Graph cards draw the number from business.ts too (src/build-time/og-image.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DEFAULT_PHONE, E2E_CONTRACT_FACTS, E2E_PHONE } from "./site";

const dist = join(process.cwd(), "dist");
const TEXT_FILE = /\.(html|js|mjs|css|xml|txt|json|webmanifest|ics|svg)$/;

function textFiles(): string[] {
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => TEXT_FILE.test(file))
    .sort();
}

const read = (file: string) => readFileSync(join(dist, file), "utf8");

/** The text a page shows: its body without scripts, styles or tags (attributes and links' addresses gone), no-break spaces decoded. */
const shownText = (html: string) =>
  html
    .replace(/^[\s\S]*?<body[^>]*>/, "")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, "\u00A0")
    .replace(/&#8209;|&#x2011;/gi, "\u2011");

test.describe("business configuration in the build", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the build is files: reading it once is enough");
  });

  test("no built file holds the default phone number", () => {
    const files = textFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.filter((file) => {
      const text = read(file);
      return text.includes(DEFAULT_PHONE.display) || text.includes(DEFAULT_PHONE.digits) || text.includes("480-555-0142");
    });
    expect(found, `the default number is typed out in: ${found.join(", ")}`).toEqual([]);
  });

  test("the configured number is on the pages, in text and in tel: links, in both languages", () => {
    for (const page of [
      "index.html",
      "about.html",
      "es/about.html",
      "warranty.html",
      "es/warranty.html",
      "locations/mesa.html",
      "es/locations/mesa.html",
    ]) {
      const html = read(page);
      expect(shownText(html), page).toContain(E2E_PHONE.shown);
      expect(html, page).toContain(`href="${E2E_PHONE.href}"`);
    }
  });

  test("no page shows the number where a line may break inside it: a no-break space and hyphen hold it together", () => {
    const pages = textFiles().filter((file) => file.endsWith(".html"));
    const breakable = pages.filter((file) => /\(602\)[ \t\n]*555|555-0199/.test(shownText(read(file))));
    expect(breakable, breakable.join(", ")).toEqual([]);
  });

  test("no page shows an unfilled {{token}}", () => {
    const found = textFiles().filter((file) => file.endsWith(".html") && /\{\{\s*[A-Za-z]+\s*\}\}/.test(read(file)));
    expect(found, found.join(", ")).toEqual([]);
  });

  test("with ROC_LICENSE set, every public page's footer shows that licence number, linked to the Registrar's search, and no other", () => {
    // The admin's screens have a frame of their own, the CMS its app and the crew's phone its own page; every other page has the site's footer.
    const pages = textFiles().filter((file) => file.endsWith(".html") && !/^(admin\/|cms\.html$|crew\.html$)/.test(file));
    expect(pages.length).toBeGreaterThan(50);
    const footless = pages.filter((file) => !read(file).includes("<footer"));
    expect(footless, footless.join(", ")).toEqual([]);
    const linked = new RegExp(
      `href="https://azroc\\.my\\.site\\.com/AZRoc/s/contractor-search"[^>]*>\\s*${E2E_CONTRACT_FACTS.ROC_LICENSE}<`,
    );
    const without = pages.filter((file) => !linked.test(read(file)));
    expect(without, without.join(", ")).toEqual([]);
    const others = pages.filter((file) =>
      [...read(file).matchAll(/ROC\s?\d{5,6}/g)].some(([number]) => number !== E2E_CONTRACT_FACTS.ROC_LICENSE),
    );
    expect(others, others.join(", ")).toEqual([]);
  });
});
