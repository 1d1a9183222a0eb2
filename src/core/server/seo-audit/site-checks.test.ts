import { describe, expect, it } from "vitest";
import { SITE, pageHtml } from "./fixtures";
import type { PageParts } from "./fixtures";
import { readPage } from "./read-page";
import { duplicateProblems, incomingLinks, orphanProblems, sitemapCoverage, sitemapProblems } from "./site-checks";
import type { PageAudit } from "@/core/seo-audit/types";

const facts = (path: string, parts: PageParts = {}) => readPage(path, pageHtml(path, parts), { site: SITE });

describe("duplicateProblems", () => {
  it("returns an error on each page that shares a title with another, naming the others", () => {
    const problems = duplicateProblems([facts("/a", { title: "Same" }), facts("/b", { title: "same " }), facts("/c")]);
    expect(problems.get("/a")).toEqual([{ check: "title", severity: "error", message: "The title is also used by /b." }]);
    expect(problems.get("/b")).toEqual([{ check: "title", severity: "error", message: "The title is also used by /a." }]);
    expect(problems.has("/c")).toBe(false);
  });

  it("returns an error on each page that shares a description with another", () => {
    const description = "One description written once and pasted on three pages of the site by mistake.";
    const problems = duplicateProblems(["/a", "/b", "/c"].map((path) => facts(path, { description })));
    expect(problems.get("/b")).toEqual([{ check: "description", severity: "error", message: "The description is also used by /a, /c." }]);
  });

  it("returns nothing for pages that both lack a title (the missing-title check reports those)", () => {
    expect(duplicateProblems([facts("/a", { title: null }), facts("/b", { title: null })]).size).toBe(0);
  });
});

describe("incomingLinks", () => {
  it("returns, for each audited page, the pages that link to it", () => {
    const incoming = incomingLinks([
      facts("/", { body: `<a href="/a">a</a><a href="/b">b</a><a href="/elsewhere">x</a>` }),
      facts("/a", { body: `<a href="/">home</a>` }),
      facts("/b", { body: `<a href="/a">a</a>` }),
    ]);
    expect(Object.fromEntries(incoming)).toEqual({ "/": ["/a"], "/a": ["/", "/b"], "/b": ["/"] });
  });
});

describe("orphanProblems", () => {
  it("returns a warning when no page links to an indexable page", () => {
    expect(orphanProblems(facts("/a"), [])).toEqual([{ check: "links", severity: "warning", message: "No other page links here." }]);
  });

  it("returns nothing for a linked page, the home page or a noindex page", () => {
    expect(orphanProblems(facts("/a"), ["/"])).toEqual([]);
    expect(orphanProblems(facts("/"), [])).toEqual([]);
    expect(orphanProblems(facts("/a", { robots: "noindex" }), [])).toEqual([]);
  });
});

describe("sitemapProblems", () => {
  it("returns an error when an indexable page is missing from the sitemap", () => {
    expect(sitemapProblems(facts("/a"), false)).toEqual([
      { check: "sitemap", severity: "error", message: "This indexable page is missing from the sitemap." },
    ]);
  });

  it("returns an error when the sitemap lists a noindex page", () => {
    expect(sitemapProblems(facts("/a", { robots: "noindex" }), true)[0]?.message).toBe("The sitemap lists this page, but it is noindex.");
  });

  it("returns nothing for a listed indexable page or an unlisted noindex page", () => {
    expect(sitemapProblems(facts("/a"), true)).toEqual([]);
    expect(sitemapProblems(facts("/a", { robots: "noindex" }), false)).toEqual([]);
  });
});

describe("sitemapCoverage", () => {
  it("returns the counts and the pages on the wrong side of the sitemap", () => {
    const audit = (path: string, noindex: boolean, inSitemap: boolean) => ({ path, noindex, inSitemap }) as PageAudit;
    const pages = [audit("/", false, true), audit("/a", false, false), audit("/login", true, true), audit("/admin", true, false)];
    expect(sitemapCoverage(pages, new Set(["/", "/login", "/gone"]))).toEqual({
      listed: 3,
      indexableListed: 1,
      indexableMissing: ["/a"],
      noindexListed: ["/login"],
      notBuilt: ["/gone"],
    });
  });
});
