import { describe, expect, it } from "vitest";
import { SITE, pageHtml, words } from "./fixtures";
import { readPage } from "./read-page";

const read = (html: string, path = "/about", ogImageExists?: (path: string) => boolean) =>
  readPage(path, html, { site: SITE, ogImageExists });

describe("readPage", () => {
  it("returns the html lang and the hreflang alternates as site paths", () => {
    const html = `<html lang="es"><head><link rel="alternate" hreflang="EN" href="${SITE}/contact"><link rel="alternate" hreflang="es" href="/es/contact"><link rel="alternate" hreflang="fr" href="https://elsewhere.example/fr"></head><body></body></html>`;
    expect(read(html, "/es/contact")).toMatchObject({
      lang: "es",
      alternates: [
        { hreflang: "en", path: "/contact" },
        { hreflang: "es", path: "/es/contact" },
        { hreflang: "fr", path: null },
      ],
    });
  });

  it("returns the title and description with entities decoded and whitespace collapsed", () => {
    const page = read(pageHtml("/about", { title: "  About &amp; us\n ", description: "Doors &amp; windows,   installed." }));
    expect(page.title).toBe("About & us");
    expect(page.description).toBe("Doors & windows, installed.");
  });

  it("returns null title and description when they are missing or empty", () => {
    expect(read(pageHtml("/about", { title: null, description: null }))).toMatchObject({ title: null, description: null });
    expect(read(pageHtml("/about", { title: "  ", description: "" }))).toMatchObject({ title: null, description: null });
  });

  it("returns the canonical href as written, or null without one", () => {
    expect(read(pageHtml("/about")).canonical).toBe(`${SITE}/about`);
    expect(read(pageHtml("/about", { canonical: null })).canonical).toBeNull();
  });

  it("returns noindex when a robots or googlebot meta tag says so, in any case", () => {
    expect(read(pageHtml("/about")).noindex).toBe(false);
    expect(read(pageHtml("/about", { robots: "noindex, nofollow" })).noindex).toBe(true);
    expect(read(pageHtml("/about", { robots: "index, follow" })).noindex).toBe(false);
    expect(read(`<html><head><meta name="GoogleBot" content="NOINDEX"></head></html>`).noindex).toBe(true);
  });

  it("returns the og:image, its declared size and whether the same-site file exists", () => {
    const asked: string[] = [];
    const page = read(pageHtml("/about", { ogWidth: "600" }), "/about", (path) => (asked.push(path), false));
    expect(page.ogImage).toEqual({ url: `${SITE}/og/about.png`, width: 600, height: 630, exists: false });
    expect(asked).toEqual(["/og/about.png"]);
  });

  it("returns exists null when the og:image is on another host or nothing can check it", () => {
    expect(read(pageHtml("/about", { ogImage: "https://cdn.example.net/a.png" }), "/about", () => true).ogImage.exists).toBeNull();
    expect(read(pageHtml("/about")).ogImage.exists).toBeNull();
    expect(read(pageHtml("/about", { ogImage: null })).ogImage).toEqual({ url: null, width: 1200, height: 630, exists: null });
  });

  it("returns each JSON-LD block's types, reading the script text raw, and the parse error of a broken one", () => {
    const page = read(pageHtml("/about", { jsonLd: ['{"@type":"Organization","name":"A &amp; B"}', '{"@type": "WebPage",}'] }));
    expect(page.jsonLd[0]).toEqual({ types: ["Organization"], error: null });
    expect(page.jsonLd[1]!.types).toEqual([]);
    expect(page.jsonLd[1]!.error).toMatch(/JSON/);
  });

  it("returns the number of h1 headings", () => {
    expect(read(pageHtml("/about", { body: "<main><p>none</p></main>" })).h1Count).toBe(0);
    expect(read(pageHtml("/about", { body: "<h1>a</h1><main><h1>b</h1></main>" })).h1Count).toBe(2);
  });

  it('returns images without an alt attribute, treating alt="" as decorative', () => {
    const body = `<main><img src="/a.png"><img src="/b.png" alt=""><img src="/c.png" alt="A porch"><img></main>`;
    expect(read(pageHtml("/about", { body })).imagesWithoutAlt).toEqual(["/a.png", "(no src)"]);
  });

  it("returns the words of the visible main text, leaving out scripts, styles and the rest of the page", () => {
    const body = `<header>Menu items here</header><main><h1>Two words</h1><p>three <b>more</b> words &amp; —</p><script>var a = 1;</script><style>.x { color: red }</style><noscript>no script</noscript></main><footer>Footer</footer>`;
    expect(read(pageHtml("/about", { body })).wordCount).toBe(5);
  });

  it("returns the body's words when there is no main", () => {
    expect(read(pageHtml("/about", { body: `<div>${words(12)}</div>` })).wordCount).toBe(12);
  });

  it("returns the unique same-site paths the page links to, without itself, other sites or other schemes", () => {
    const body = [
      `<a href="/services/">Services</a>`,
      `<a href="/services#top">Services again</a>`,
      `<a href="${SITE}/contact?from=about">Contact</a>`,
      `<a href="team">Relative</a>`,
      `<a href="/about">Self</a>`,
      `<a href="#main">Skip</a>`,
      `<a href="https://other.example/x">Elsewhere</a>`,
      `<a href="mailto:a@example.com">Mail</a>`,
      `<a href="tel:+14805550142">Call</a>`,
      `<a>No href</a>`,
    ].join("");
    expect(read(pageHtml("/about", { body })).linksOut).toEqual(["/contact", "/services", "/team"]);
  });
});
