import { describe, expect, it } from "vitest";
import { sourceSummary, touchSummary } from "./source-summary";

const AT = Date.parse("2026-12-01T16:00:00Z");

describe("sourceSummary", () => {
  it("returns the channel with the first touch once when the last is the same", () => {
    const gbp = { at: AT, landing: "/cities/mesa", utm_source: "google", utm_medium: "organic", utm_campaign: "gbp" };
    expect(sourceSummary("google-business-profile", { first: gbp, last: gbp })).toBe(
      "Google Business Profile (first: utm_source=google, utm_medium=organic, utm_campaign=gbp, landed on /cities/mesa)",
    );
  });

  it("returns both touches when they differ, and the channel alone without any", () => {
    expect(
      sourceSummary("google-ads", {
        first: { at: AT, referrer: "www.bing.com", landing: "/" },
        last: { at: AT, gclid: "abc", landing: "/estimate" },
      }),
    ).toBe("Google Ads (first: from www.bing.com, landed on /; last: gclid=abc, landed on /estimate)");
    expect(sourceSummary("direct", null)).toBe("Direct");
  });
});

describe("touchSummary", () => {
  it("returns an empty text for no touch", () => {
    expect(touchSummary(undefined)).toBe("");
  });
});
