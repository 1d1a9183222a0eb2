import { describe, expect, it } from "vitest";
import { isMarkdownPageLayout, MARKDOWN_PAGE_LAYOUT, pageSchema, withPageLayout } from "./page";

describe("isMarkdownPageLayout", () => {
  it("returns true for the alias, a root path and a path relative to the page", () => {
    expect(isMarkdownPageLayout("@/layouts/MarkdownPage.astro", "src/pages/financing-options.md")).toBe(true);
    expect(isMarkdownPageLayout("/src/layouts/MarkdownPage.astro", "src/pages/financing-options.md")).toBe(true);
    expect(isMarkdownPageLayout("../layouts/MarkdownPage.astro", "src/pages/financing-options.md")).toBe(true);
    expect(isMarkdownPageLayout("../../layouts/MarkdownPage.astro", "src/pages/es/financing-options.md")).toBe(true);
  });

  it("returns false for another layout, or a relative path from the wrong depth", () => {
    expect(isMarkdownPageLayout("@/layouts/BaseLayout.astro", "src/pages/a.md")).toBe(false);
    expect(isMarkdownPageLayout("../layouts/MarkdownPage.astro", "src/pages/es/a.md")).toBe(false);
    expect(isMarkdownPageLayout("layouts/MarkdownPage.astro", "src/pages/a.md")).toBe(false);
  });
});

describe("withPageLayout and pageSchema", () => {
  const page = {
    title: "How Paying for Your New Windows Works",
    seoTitle: "Paying for Window and Door Replacement",
    description:
      "How deposits, payments and written quotes work for a window or door replacement with us, from the free estimate to the final walk-through.",
  };

  it("accepts a page with no layout line, or one naming the layout by any path", () => {
    expect(pageSchema.safeParse(withPageLayout("src/pages/financing.md", page)).success).toBe(true);
    expect(pageSchema.parse(withPageLayout("src/pages/financing.md", { ...page, layout: "../layouts/MarkdownPage.astro" })).layout).toBe(
      MARKDOWN_PAGE_LAYOUT,
    );
  });

  it("refuses another layout, saying what to write", () => {
    const result = pageSchema.safeParse(withPageLayout("src/pages/financing.md", { ...page, layout: "../layouts/BaseLayout.astro" }));
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(
      "Plain pages use the site's page layout: leave the layout line out, or write layout: @/layouts/MarkdownPage.astro (a path to src/layouts/MarkdownPage.astro works too)",
    );
  });
});
