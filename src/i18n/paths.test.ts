import { describe, expect, it } from "vitest";
import { linkIn, localizePath, splitLocale, switchHref } from "./paths";

const spanish = new Set(["/", "/contact", "/services/windows"]);
const has = (path: string) => spanish.has(path);

describe("localizePath", () => {
  it("keeps English paths and prefixes Spanish ones", () => {
    expect(localizePath("/contact", "en")).toBe("/contact");
    expect(localizePath("/contact", "es")).toBe("/es/contact");
    expect(localizePath("/", "es")).toBe("/es");
  });
});

describe("splitLocale", () => {
  it("returns the language and base path of a Spanish path", () => {
    expect(splitLocale("/es/services/windows")).toEqual({ locale: "es", basePath: "/services/windows" });
    expect(splitLocale("/es")).toEqual({ locale: "es", basePath: "/" });
  });
  it("returns English for unprefixed paths, including ones that merely start with es", () => {
    expect(splitLocale("/estimate")).toEqual({ locale: "en", basePath: "/estimate" });
    expect(splitLocale("/")).toEqual({ locale: "en", basePath: "/" });
  });
});

describe("linkIn", () => {
  it("points Spanish pages at Spanish pages that exist and at English ones that do not", () => {
    expect(linkIn("es", "/contact", has)).toBe("/es/contact");
    expect(linkIn("es", "/gallery", has)).toBe("/gallery");
    expect(linkIn("es", "/", has)).toBe("/es");
  });
  it("keeps queries and anchors, external links and English links", () => {
    expect(linkIn("es", "/contact#form", has)).toBe("/es/contact#form");
    expect(linkIn("es", "https://www.srpnet.com", has)).toBe("https://www.srpnet.com");
    expect(linkIn("en", "/contact", has)).toBe("/contact");
  });
});

describe("switchHref", () => {
  it("keeps the visitor on the same page when the other language has it", () => {
    expect(switchHref("/services/windows", "es", has)).toBe("/es/services/windows");
    expect(switchHref("/es/services/windows", "en", has)).toBe("/services/windows");
    expect(switchHref("/", "es", has)).toBe("/es");
    expect(switchHref("/es", "en", has)).toBe("/");
  });
  it("falls back to the other language's home page when the page has no translation", () => {
    expect(switchHref("/gallery", "es", has)).toBe("/es");
  });
  it("leads from a not-found page to the other language's home page", () => {
    expect(switchHref("/es/404", "en", has)).toBe("/");
    expect(switchHref("/404", "es", has)).toBe("/es");
  });
});
