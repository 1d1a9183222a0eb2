import { describe, expect, it } from "vitest";
import { hreflangAlternates } from "./alternates";

const site = "https://www.example.com";
const has = (path: string) => ["/", "/contact"].includes(path);

describe("hreflangAlternates", () => {
  it("lists both languages and x-default on either language's page", () => {
    const expected = [
      { hreflang: "en", href: `${site}/contact` },
      { hreflang: "es", href: `${site}/es/contact` },
      { hreflang: "x-default", href: `${site}/contact` },
    ];
    expect(hreflangAlternates("/contact", site, has)).toEqual(expected);
    expect(hreflangAlternates("/es/contact", site, has)).toEqual(expected);
  });
  it("points the Spanish home at /es", () => {
    expect(hreflangAlternates("/es", site, has)[1]).toEqual({ hreflang: "es", href: `${site}/es` });
  });
  it("returns none for a page in one language or a noindex page", () => {
    expect(hreflangAlternates("/gallery", site, has)).toEqual([]);
    expect(hreflangAlternates("/contact", site, has, true)).toEqual([]);
  });
});
