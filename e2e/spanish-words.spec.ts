/**
 * No English sentence on a Spanish page (read over dist/, no browser): every built page
 * under /es, its visible text cut into blocks, each checked for English stop-words
 * (tests/helpers/english-words.ts). Parts marked in another language (`lang="en"`: the language
 * switcher, a review's original words), scripts and a few proper names are left out.
 * Text the islands draw in the browser is covered by their own tests.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { expect, test } from "@playwright/test";
import { findEnglishText } from "../tests/helpers/english-words";
import { builtHtmlFiles } from "./site";

test("no Spanish page holds an English sentence", ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the build is files: reading it once is enough");
  const spanish = builtHtmlFiles().filter((file) => relative(process.cwd(), file).startsWith("dist/es/"));
  expect(spanish.length).toBeGreaterThan(40);
  const found = spanish.flatMap((file) =>
    findEnglishText(readFileSync(file, "utf8")).map((hit) => `${relative("dist", file)}: "${hit.text}" (${hit.word})`),
  );
  expect(found, `English on Spanish pages:\n${found.join("\n")}`).toEqual([]);
});

test("sitemap.xml lists the Spanish twins, each paired with its English page", ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the build is files: reading it once is enough");
  const xml = readFileSync("dist/sitemap-0.xml", "utf8");
  for (const path of [
    "/es/blog",
    "/es/blog/gilbert-windows-doors-guide",
    "/es/gallery",
    "/es/showcase",
    "/es/testimonials",
    "/es/room-designer",
    "/es/sitemap",
    "/es/locations",
    "/es/services",
    "/es/privacy",
    "/es/terms",
    "/es/licensing",
    "/es/procore",
  ]) {
    expect(xml, path).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
    expect(xml, path).toMatch(new RegExp(`hreflang="en" href="[^"]*${path.slice(3)}"`));
  }
  // Sign-in and the customer's appointments are kept out of search in both languages.
  expect(xml).not.toContain("/es/login");
  expect(xml).not.toContain("/es/dashboard");
});
