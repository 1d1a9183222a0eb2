import { describe, expect, it } from "vitest";
import { hreflangProblems } from "./hreflang";
import type { PageFacts } from "@/core/seo-audit/types";

const page = (path: string, lang: string, alternates: PageFacts["alternates"]): PageFacts => ({
  path,
  title: path,
  description: null,
  canonical: null,
  noindex: false,
  ogImage: { url: null, width: null, height: null, exists: null },
  jsonLd: [],
  h1Count: 1,
  imagesWithoutAlt: [],
  wordCount: 200,
  linksOut: [],
  lang,
  alternates,
});
const pair = [
  { hreflang: "en", path: "/contact" },
  { hreflang: "es", path: "/es/contact" },
  { hreflang: "x-default", path: "/contact" },
];
const byPath = (...pages: PageFacts[]) => new Map(pages.map((entry) => [entry.path, entry]));

describe("hreflangProblems", () => {
  it("returns none for pages that name each other, themselves and x-default", () => {
    const english = page("/contact", "en", pair);
    const spanish = page("/es/contact", "es", pair);
    expect(hreflangProblems(english, byPath(english, spanish))).toEqual([]);
    expect(hreflangProblems(spanish, byPath(english, spanish))).toEqual([]);
  });

  it("returns none for a page without alternates", () => {
    expect(hreflangProblems(page("/gallery", "en", []), new Map())).toEqual([]);
  });

  it("flags a translation that does not link back", () => {
    const english = page("/contact", "en", pair);
    const spanish = page("/es/contact", "es", []);
    expect(hreflangProblems(english, byPath(english, spanish)).map((problem) => problem.message)).toEqual([
      '/es/contact (hreflang "es") does not link back to this page.',
    ]);
  });

  it("flags a missing self link, a missing x-default and a target that was not built", () => {
    const english = page("/contact", "en", [{ hreflang: "es", path: "/es/contact" }]);
    expect(hreflangProblems(english, byPath(english)).map((problem) => problem.message)).toEqual([
      "The hreflang links do not include this page itself.",
      "The hreflang links have no x-default.",
      'The hreflang "es" link points at /es/contact, which is not a built page.',
    ]);
  });

  it("flags a self link whose language differs from <html lang>", () => {
    const spanish = page("/es/contact", "en", pair);
    const english = page("/contact", "en", pair);
    expect(hreflangProblems(spanish, byPath(english, spanish))[0]!.message).toBe(
      'This page\'s hreflang is "es" but its <html lang> is "en".',
    );
  });
});
