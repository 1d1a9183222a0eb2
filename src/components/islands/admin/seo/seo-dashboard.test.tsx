// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { auditSite } from "@/core/server/seo-audit";
import { SITE, pageHtml, words } from "@/core/server/seo-audit/fixtures";
import type { SeoAuditReport } from "@/core/seo-audit/types";
import { SeoDashboard } from "./seo-dashboard";
import { stubFetch } from "../../../../../tests/components/admin-test-support";

/** Four pages: /about lacks a title (an error), /contact declares a 600-wide share image (a warning), /login is noindex; the sitemap lists a page that was never built. */
const REPORT: SeoAuditReport = {
  generatedAt: "2026-12-01T17:00:00.000Z",
  ...auditSite(
    [
      {
        path: "/",
        html: pageHtml("/", {
          body: `<main><h1>Home</h1><p>${words(200)}</p><a href="/about">About</a> <a href="/contact">Contact</a></main>`,
        }),
      },
      { path: "/about", html: pageHtml("/about", { title: null }) },
      {
        path: "/contact",
        html: pageHtml("/contact", { ogWidth: "600", jsonLd: ['{"@type":"LocalBusiness"}', '{"@type":"BreadcrumbList"}'] }),
      },
      { path: "/login", html: pageHtml("/login", { robots: "noindex, nofollow" }) },
    ],
    ["/", "/about", "/contact", "/gone"],
    { site: SITE, ogImageExists: () => true },
  ),
};

const answerAudit = () => stubFetch((call) => (call.url === "/admin/seo-audit.json" ? { json: REPORT } : undefined));
const rowPaths = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((header) => header.textContent);

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("SeoDashboard", () => {
  it("returns the site score, the counts and the pages with problems first", async () => {
    answerAudit();
    render(<SeoDashboard supportEmail="help@example.com" rating={4.9} />);
    const summary = await screen.findByRole("region", { name: "Site summary" });
    expect(within(summary).getByText("Site score").nextElementSibling!.textContent).toBe("93 out of 100");
    expect(within(summary).getByText("Errors").nextElementSibling!.textContent).toBe("2");
    expect(within(summary).getByText("Noindex").nextElementSibling!.textContent).toBe("1");
    expect(screen.getByRole("table", { name: "Audited pages, lowest score first" })).toBeTruthy();
    expect(rowPaths()).toEqual(["/about", "/contact", "/", "/login noindex"]);
    expect(screen.getByText("Showing 4 of 4 pages.")).toBeTruthy();
  });

  it("returns the sitemap coverage, the site problems and Google's note on review stars", async () => {
    answerAudit();
    render(<SeoDashboard supportEmail="help@example.com" rating={4.9} />);
    const sitemap = await screen.findByRole("region", { name: "Sitemap coverage" });
    expect(within(sitemap).getByText(/The sitemap lists 3 of 3 indexable pages/)).toBeTruthy();
    expect(within(sitemap).getByText("/gone")).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Site problems" })).getByText("The sitemap lists /gone, which is not a built page."),
    ).toBeTruthy();
    const note = screen.getByRole("complementary", { name: "Review stars in Google results" });
    expect(note.textContent).toContain(
      "Google does not show review stars (rich results) for a LocalBusiness's reviews of itself published on its own site (self-serving reviews), so the 4.9 rating in our structured data helps search engines understand the business but will not appear as stars in results.",
    );
  });

  it("returns only the matching pages when a filter is chosen or a path searched", async () => {
    const user = userEvent.setup();
    answerAudit();
    render(<SeoDashboard supportEmail="help@example.com" />);
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "With errors" }));
    expect(screen.getByRole("button", { name: "With errors" }).getAttribute("aria-pressed")).toBe("true");
    expect(rowPaths()).toEqual(["/about"]);
    await user.click(screen.getByRole("button", { name: "With warnings" }));
    expect(rowPaths()).toEqual(["/contact"]);
    await user.click(screen.getByRole("button", { name: "Noindex" }));
    expect(rowPaths()).toEqual(["/login noindex"]);
    await user.click(screen.getByRole("button", { name: "All pages" }));
    await user.type(screen.getByRole("searchbox", { name: "Search by path" }), "CON");
    expect(rowPaths()).toEqual(["/contact"]);
    expect(screen.getByText("Showing 1 of 4 pages.")).toBeTruthy();
  });

  it("returns a page's checks, JSON-LD types and links when its row is expanded", async () => {
    const user = userEvent.setup();
    answerAudit();
    render(<SeoDashboard supportEmail="help@example.com" />);
    const toggle = await screen.findByRole("button", { name: "Details for /contact" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const details = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(details.hidden).toBe(false);
    const problems = within(details).getByRole("list", { name: "Problems on /contact" });
    expect(problems.textContent).toContain("og:image:width/height declare 600×630; use 1200×630.");
    expect(within(details).getByText("LocalBusiness; BreadcrumbList")).toBeTruthy();
    expect(within(details).getByText("Words in main text").nextElementSibling!.textContent).toBe("203");
    expect(within(details).getByText("h1 headings").nextElementSibling!.textContent).toBe("1");
    expect(within(details).getByText("2 pages linked from here")).toBeTruthy();
    expect(within(details).getByText("1 page linking here")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Hide for /contact" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("returns a message that the build writes the audit when there is none yet", async () => {
    stubFetch(() => undefined);
    render(<SeoDashboard supportEmail="help@example.com" />);
    expect((await screen.findByRole("alert")).textContent).toMatch(/^There is no SEO audit yet/);
  });
});
