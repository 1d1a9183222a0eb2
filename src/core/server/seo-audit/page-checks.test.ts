import { describe, expect, it } from "vitest";
import { SITE, pageHtml, words } from "./fixtures";
import {
  canonicalProblems,
  contentProblems,
  descriptionProblems,
  jsonLdProblems,
  ogImageProblems,
  pageProblems,
  titleProblems,
} from "./page-checks";
import { readPage } from "./read-page";
import type { PageParts } from "./fixtures";

const facts = (parts: PageParts = {}, path = "/about") => readPage(path, pageHtml(path, parts), { site: SITE, ogImageExists: () => true });
const summary = (problems: { severity: string; message: string }[]) => problems.map((problem) => `${problem.severity}: ${problem.message}`);

describe("pageProblems", () => {
  it("returns nothing for a healthy page", () => {
    expect(pageProblems(facts(), { site: SITE })).toEqual([]);
  });
});

describe("titleProblems", () => {
  it("returns an error when the title is missing", () => {
    expect(summary(titleProblems(facts({ title: null })))).toEqual(["error: The page has no <title>."]);
  });

  it("returns a warning when the title is longer than 60 characters, and nothing at 60", () => {
    expect(summary(titleProblems(facts({ title: "x".repeat(61) })))).toEqual([
      "warning: The title is 61 characters; keep it to 60 or fewer.",
    ]);
    expect(titleProblems(facts({ title: "x".repeat(60) }))).toEqual([]);
  });
});

describe("descriptionProblems", () => {
  it("returns an error when the description is missing", () => {
    expect(summary(descriptionProblems(facts({ description: null })))).toEqual(["error: The page has no meta description."]);
  });

  it("returns a warning when the description is shorter than 70 or longer than 160 characters", () => {
    expect(summary(descriptionProblems(facts({ description: "x".repeat(69) })))).toEqual([
      "warning: The description is 69 characters; aim for 70-160.",
    ]);
    expect(descriptionProblems(facts({ description: "x".repeat(161) }))[0]?.severity).toBe("warning");
    expect(descriptionProblems(facts({ description: "x".repeat(70) }))).toEqual([]);
    expect(descriptionProblems(facts({ description: "x".repeat(160) }))).toEqual([]);
  });
});

describe("canonicalProblems", () => {
  it("returns a warning when the canonical link is missing", () => {
    expect(summary(canonicalProblems(facts({ canonical: null }), SITE))).toEqual(["warning: The page has no canonical link."]);
  });

  it("returns nothing when the canonical names the page, with or without a trailing slash", () => {
    expect(canonicalProblems(facts({ canonical: `${SITE}/about/` }), SITE)).toEqual([]);
    expect(canonicalProblems(facts({ canonical: `${SITE}/` }, "/"), SITE)).toEqual([]);
  });

  it("returns an error when an indexable page's canonical points to another path", () => {
    expect(summary(canonicalProblems(facts({ canonical: `${SITE}/contact` }), SITE))).toEqual([
      "error: The canonical URL points to /contact, not to /about.",
    ]);
  });

  it("returns a warning, not an error, when the page is noindex", () => {
    expect(canonicalProblems(facts({ canonical: `${SITE}/contact`, robots: "noindex" }), SITE)[0]?.severity).toBe("warning");
  });

  it("returns an error when the canonical is on another host", () => {
    expect(summary(canonicalProblems(facts({ canonical: "https://staging.example.com/about" }), SITE))).toEqual([
      "error: The canonical URL https://staging.example.com/about is not on https://example.com.",
    ]);
  });

  it("compares only the path when the site is unknown", () => {
    expect(canonicalProblems(facts({ canonical: "https://anywhere.example/about" }))).toEqual([]);
  });
});

describe("ogImageProblems", () => {
  it("returns a warning when there is no og:image", () => {
    expect(summary(ogImageProblems(facts({ ogImage: null })))).toEqual(["warning: The page has no og:image."]);
  });

  it("returns a warning when the declared size is not 1200×630", () => {
    expect(summary(ogImageProblems(facts({ ogWidth: "1200", ogHeight: "627" })))).toEqual([
      "warning: og:image:width/height declare 1200×627; use 1200×630.",
    ]);
    expect(ogImageProblems(facts({ ogWidth: "", ogHeight: "" }))[0]?.message).toContain("?×?");
  });

  it("returns an error when the image file is not in the build", () => {
    const page = readPage("/about", pageHtml("/about"), { site: SITE, ogImageExists: () => false });
    expect(summary(ogImageProblems(page))).toEqual([`error: The og:image ${SITE}/og/about.png is not in the build.`]);
  });
});

describe("jsonLdProblems", () => {
  it("returns an error naming the block when JSON-LD does not parse", () => {
    const problems = jsonLdProblems(facts({ jsonLd: ['{"@type":"WebPage"}', '{"@type":"LocalBusiness", "name": }'] }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ check: "json-ld", severity: "error" });
    expect(problems[0]!.message).toMatch(/^JSON-LD block 2 does not parse: /);
  });

  it("returns a warning when a block declares no @type", () => {
    expect(summary(jsonLdProblems(facts({ jsonLd: ['{"name":"x"}'] })))).toEqual(["warning: JSON-LD block 1 declares no @type."]);
  });

  it("returns nothing for a page without JSON-LD", () => {
    expect(jsonLdProblems(facts({ jsonLd: [] }))).toEqual([]);
  });
});

describe("contentProblems", () => {
  it("returns a warning when there is no h1 or more than one", () => {
    expect(summary(contentProblems(facts({ body: `<main>${words(200)}</main>` })))).toEqual([
      "warning: The page has 0 h1 headings; it should have exactly 1.",
    ]);
    expect(contentProblems(facts({ body: `<main><h1>a</h1><h1>b</h1>${words(200)}</main>` }))[0]?.message).toContain("2 h1 headings");
  });

  it('returns one warning listing the images without alt, and none for alt=""', () => {
    const body = `<main><h1>a</h1>${words(200)}<img src="/a.png"><img src="/b.png"><img src="/c.png" alt=""></main>`;
    expect(summary(contentProblems(facts({ body })))).toEqual(["warning: 2 images have no alt attribute: /a.png, /b.png."]);
    expect(contentProblems(facts({ body: `<main><h1>a</h1>${words(200)}<img src="/c.png" alt=""></main>` }))).toEqual([]);
  });

  it("returns a warning when an indexable page has fewer than 150 words, and none for a noindex page", () => {
    const body = `<main><h1>Short</h1><p>${words(100)}</p></main>`;
    expect(summary(contentProblems(facts({ body })))).toEqual([
      "warning: The main text has 101 words; an indexable page with fewer than 150 reads as thin.",
    ]);
    expect(contentProblems(facts({ body, robots: "noindex" }))).toEqual([]);
  });
});
