import { describe, expect, it } from "vitest";
import { readSitemapPaths } from "./sitemap";

describe("readSitemapPaths", () => {
  it("returns the path of each listed page without trailing slashes, ignoring image locations", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
      <url><loc>https://example.com/</loc><image:image><image:loc>https://example.com/hero.png</image:loc></image:image></url>
      <url><loc> https://example.com/services/doors/ </loc><lastmod>2026-01-01</lastmod></url>
    </urlset>`;
    expect(readSitemapPaths(xml)).toEqual(["/", "/services/doors"]);
  });

  it("returns nothing for a location that is not an absolute URL", () => {
    expect(readSitemapPaths("<urlset><url><loc>/relative</loc></url></urlset>")).toEqual([]);
  });
});
