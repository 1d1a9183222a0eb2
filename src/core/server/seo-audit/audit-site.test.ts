import { describe, expect, it } from "vitest";
import { auditSite } from "./audit-site";
import { SITE, pageHtml } from "./fixtures";
import type { PageParts } from "./fixtures";
import type { SiteAudit } from "@/core/seo-audit/types";

/** A healthy three-page site (plus a noindex login page) with one page changed by `broken`. */
function audit(broken: Record<string, PageParts> = {}, sitemap = ["/", "/about", "/contact"]): SiteAudit {
  const pages = ["/", "/about", "/contact"].map((path) => ({ path, html: pageHtml(path, broken[path]) }));
  pages.push({ path: "/login", html: pageHtml("/login", { robots: "noindex, nofollow", ...broken["/login"] }) });
  // The fixture pages link to / and /about; the home page links to /contact too.
  pages[0]!.html = pageHtml("/", {
    ...broken["/"],
    body: `<main><h1>Home</h1><p>${"word ".repeat(200)}</p><a href="/about">About</a><a href="/contact">Contact</a></main>`,
  });
  return auditSite(pages, sitemap, { site: SITE, ogImageExists: () => true });
}

const errorsOf = (site: SiteAudit, path: string) =>
  site.pages.find((page) => page.path === path)!.problems.filter((problem) => problem.severity === "error");

describe("auditSite", () => {
  it("returns score 100 and no problems for a healthy site", () => {
    const site = audit();
    expect(site.score).toBe(100);
    expect(site.pages.flatMap((page) => page.problems)).toEqual([]);
    expect(site.siteProblems).toEqual([]);
    expect(site.counts).toEqual({ pages: 4, indexable: 3, noindex: 1, errors: 0, warnings: 0, pagesWithErrors: 0, pagesWithWarnings: 0 });
    expect(site.sitemap).toEqual({ listed: 3, indexableListed: 3, indexableMissing: [], noindexListed: [], notBuilt: [] });
  });

  it("returns each page's links in and out and whether the sitemap lists it", () => {
    const about = audit().pages.find((page) => page.path === "/about")!;
    expect(about.linksOut).toEqual(["/"]);
    expect(about.linksIn).toEqual(["/", "/contact", "/login"]);
    expect(about.inSitemap).toBe(true);
  });

  it("returns an error when a page is missing its title", () => {
    expect(errorsOf(audit({ "/about": { title: null } }), "/about")).toEqual([
      { check: "title", severity: "error", message: "The page has no <title>." },
    ]);
  });

  it("returns an error on both pages when two share a description", () => {
    const description = "The same description on two pages, which search results would show twice over.";
    const site = audit({ "/about": { description }, "/contact": { description } });
    expect(errorsOf(site, "/about")).toEqual([
      { check: "description", severity: "error", message: "The description is also used by /contact." },
    ]);
    expect(errorsOf(site, "/contact")).toEqual([
      { check: "description", severity: "error", message: "The description is also used by /about." },
    ]);
  });

  it("returns an error when a JSON-LD block does not parse", () => {
    const [problem] = errorsOf(audit({ "/contact": { jsonLd: ['{"@type":"LocalBusiness","name":"x",}'] } }), "/contact");
    expect(problem).toMatchObject({ check: "json-ld", severity: "error" });
  });

  it("returns an error when a public page is missing from the sitemap", () => {
    const site = audit({}, ["/", "/about"]);
    expect(errorsOf(site, "/contact")).toEqual([
      { check: "sitemap", severity: "error", message: "This indexable page is missing from the sitemap." },
    ]);
    expect(site.sitemap.indexableMissing).toEqual(["/contact"]);
  });

  it("returns a site problem when the sitemap lists a path that is not a built page", () => {
    expect(audit({}, ["/", "/about", "/contact", "/old-page/"]).siteProblems).toEqual([
      { check: "sitemap", severity: "error", message: "The sitemap lists /old-page, which is not a built page." },
    ]);
  });

  it("returns the pages lowest score first, errors before warnings, with the counts and the mean score", () => {
    const site = audit({ "/contact": { title: null, ogWidth: "600" }, "/login": { ogWidth: "600" } });
    expect(site.pages.map((page) => [page.path, page.score])).toEqual([
      ["/contact", 70],
      ["/login", 95],
      ["/", 100],
      ["/about", 100],
    ]);
    expect(site.pages[0]!.problems.map((problem) => problem.severity)).toEqual(["error", "warning"]);
    expect(site.score).toBe(91);
    expect(site.counts).toMatchObject({ errors: 1, warnings: 2, pagesWithErrors: 1, pagesWithWarnings: 2 });
  });
});
