import { describe, expect, it } from "vitest";
import { readJsonLd } from "./json-ld";

describe("readJsonLd", () => {
  it("returns the @type of a single item", () => {
    expect(readJsonLd('{"@context":"https://schema.org","@type":"LocalBusiness"}')).toEqual({ types: ["LocalBusiness"], error: null });
  });

  it("returns every type of an item with several, of an array of items and of a @graph", () => {
    expect(readJsonLd('{"@type":["LocalBusiness","GeneralContractor"]}').types).toEqual(["LocalBusiness", "GeneralContractor"]);
    expect(readJsonLd('[{"@type":"WebPage"},{"@type":"BreadcrumbList"}]').types).toEqual(["WebPage", "BreadcrumbList"]);
    expect(readJsonLd('{"@context":"https://schema.org","@graph":[{"@type":"Organization"},{"@type":"WebSite"}]}').types).toEqual([
      "Organization",
      "WebSite",
    ]);
  });

  it("returns no types when the JSON declares none", () => {
    expect(readJsonLd('{"name":"x"}')).toEqual({ types: [], error: null });
    expect(readJsonLd("42")).toEqual({ types: [], error: null });
  });

  it("returns the parse error when the text is not JSON", () => {
    const block = readJsonLd('{"@type":"LocalBusiness",}');
    expect(block.types).toEqual([]);
    expect(block.error).toEqual(expect.any(String));
    expect(readJsonLd("  ").error).toEqual(expect.any(String));
  });
});
