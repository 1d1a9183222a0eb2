import { describe, expect, it } from "vitest";
import { normalizePath, sameSitePath, siteOrigin } from "./urls";

describe("normalizePath", () => {
  it("returns the path without a trailing slash, and / for the root", () => {
    expect(normalizePath("/about/")).toBe("/about");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("")).toBe("/");
  });
});

describe("siteOrigin", () => {
  it("returns the origin of the site URL", () => {
    expect(siteOrigin("https://example.com/base/")).toBe("https://example.com");
  });

  it("returns a placeholder no real absolute URL matches when the site is unknown", () => {
    expect(siteOrigin()).toBe("http://site.invalid");
  });
});

describe("sameSitePath", () => {
  const origin = "https://example.com";

  it("returns the path of root-relative, relative and same-origin absolute hrefs", () => {
    expect(sameSitePath("/a/b/?q=1#x", "/", origin)).toBe("/a/b");
    expect(sameSitePath("c", "/a/b", origin)).toBe("/a/c");
    expect(sameSitePath("https://example.com/", "/a", origin)).toBe("/");
  });

  it("returns null when the href leaves the site or is not a URL", () => {
    expect(sameSitePath("https://other.example/a", "/", origin)).toBeNull();
    expect(sameSitePath("//other.example/a", "/", origin)).toBeNull();
    expect(sameSitePath("mailto:a@example.com", "/", origin)).toBeNull();
    expect(sameSitePath("http://[bad", "/", origin)).toBeNull();
  });
});
