import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { isPlainPage, markdownPageLayout } from "./markdown-page-layout";

const factory = markdownPageLayout as (context: { fileURL?: URL; data: object }) => unknown;
const run = (file: string, frontmatter: Record<string, unknown>) => {
  const data = { astro: { frontmatter } };
  expect(factory({ fileURL: pathToFileURL(`${process.cwd()}/${file}`), data })).toBeNull();
  return data.astro.frontmatter.layout;
};

describe("isPlainPage", () => {
  it("returns true for Markdown under src/pages, in any folder", () => {
    expect(isPlainPage("/site/src/pages/financing.md", "/site")).toBe(true);
    expect(isPlainPage("/site/src/pages/es/financing.md", "/site")).toBe(true);
  });

  it("returns false for content collections and other files", () => {
    expect(isPlainPage("/site/src/content/cities/mesa.md", "/site")).toBe(false);
    expect(isPlainPage("/site/src/pages/about.astro", "/site")).toBe(false);
    expect(isPlainPage("/other/src/pages/a.md", "/site")).toBe(false);
  });
});

describe("markdownPageLayout", () => {
  it("gives a plain page without a layout line the site's page layout", () => {
    expect(run("src/pages/financing.md", { title: "x" })).toBe("@/layouts/MarkdownPage.astro");
  });

  it("leaves a layout the page names, and content collections, as they are", () => {
    expect(run("src/pages/financing.md", { layout: "../layouts/MarkdownPage.astro" })).toBe("../layouts/MarkdownPage.astro");
    expect(run("src/content/posts/a.md", {})).toBeUndefined();
  });
});
