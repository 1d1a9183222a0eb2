import { describe, expect, it } from "vitest";
import { detailsTable, escapeHtml, htmlDocument, link, paragraph } from "../../src/server/email/html";

describe("escapeHtml", () => {
  it("replaces the five characters that are special in content and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("escapes an ampersand that already starts an entity, so text shows as typed", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });

  it("leaves other text, accents and emoji as they are", () => {
    expect(escapeHtml("José's 2 doors ✓")).toBe("José&#39;s 2 doors ✓");
    expect(escapeHtml("Plain text 123")).toBe("Plain text 123");
  });
});

describe("html blocks", () => {
  it("escape their text and keep line breaks in paragraphs", () => {
    expect(paragraph("<b>one</b>\ntwo")).toBe('<p style="margin:0 0 12px">&lt;b&gt;one&lt;/b&gt;<br>two</p>');
  });

  it("escape a link's address and text", () => {
    expect(link(`https://example.com/?a=1&b="2"`, "<Cancel>")).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(link("https://example.com", "<Cancel>")).toContain("&lt;Cancel&gt;</a>");
  });

  it("give table rows headers for screen readers", () => {
    expect(detailsTable([["Name", "<i>Ana</i>"]])).toContain('<th scope="row"');
    expect(detailsTable([["Name", "<i>Ana</i>"]])).toContain("&lt;i&gt;Ana&lt;/i&gt;");
  });

  it("wrap the blocks in an English document with an escaped title", () => {
    const html = htmlDocument("Tom & Jerry", [paragraph("Hi")]);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain("<title>Tom &amp; Jerry</title>");
  });
});
