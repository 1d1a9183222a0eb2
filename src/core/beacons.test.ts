import { describe, expect, it } from "vitest";
import { countedPagePath, isObviousBot } from "./beacons";

describe("isObviousBot", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "facebookexternalhit/1.1",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    "curl/8.5.0",
    "python-requests/2.32",
    "",
  ])("returns true for %j", (agent) => {
    expect(isObviousBot(agent)).toBe(true);
  });

  it.each([
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  ])("returns false for a browser: %j", (agent) => {
    expect(isObviousBot(agent)).toBe(false);
  });
});

describe("countedPagePath", () => {
  const pages = new Set(["/", "/locations/mesa", "/es/locations/mesa", "/cancel", "/es/cancel", "/quote"]);

  it("returns a page the site has as it is", () => {
    expect(countedPagePath("/locations/mesa", pages)).toBe("/locations/mesa");
    expect(countedPagePath("/", pages)).toBe("/");
  });

  it("returns the page behind a token link, never the token", () => {
    expect(countedPagePath("/cancel/9f8e7d6c5b4a", pages)).toBe("/cancel");
    expect(countedPagePath("/es/cancel/9f8e7d6c5b4a", pages)).toBe("/es/cancel");
    expect(countedPagePath("/quote/abc", pages)).toBe("/quote");
  });

  it("returns null for a path the site does not have", () => {
    expect(countedPagePath("/made-up-page-123", pages)).toBeNull();
    expect(countedPagePath("/locations/mesa/extra", pages)).toBeNull();
    expect(countedPagePath("/cancelled", pages)).toBeNull();
    expect(countedPagePath("/es/quote/abc", pages)).toBeNull();
  });
});
