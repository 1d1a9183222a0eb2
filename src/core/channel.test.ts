import { describe, expect, it } from "vitest";
import { channelOf, classifyTouch } from "./channel";

const AT = Date.parse("2026-12-01T16:00:00Z");

describe("classifyTouch", () => {
  it.each([
    [{ gclid: "Cj0KCQ" }, "google-ads"],
    [{ gbraid: "0AAAAA" }, "google-ads"],
    [{ wbraid: "CjkKCQ" }, "google-ads"],
    [{ utm_source: "google", utm_medium: "cpc" }, "google-ads"],
    [{ utm_source: "Google", utm_medium: "PPC" }, "google-ads"],
    [{ utm_source: "google", utm_medium: "organic", utm_campaign: "gbp" }, "google-business-profile"],
    [{ utm_source: "gbp" }, "google-business-profile"],
    [{ utm_source: "google", utm_medium: "gbp" }, "google-business-profile"],
    [{ referrer: "www.google.com" }, "google-organic"],
    [{ referrer: "www.google.com.mx" }, "google-organic"],
    [{ utm_source: "google", utm_medium: "organic" }, "google-organic"],
    [{ msclkid: "abc" }, "bing"],
    [{ referrer: "www.bing.com" }, "bing"],
    [{ utm_source: "bing", utm_medium: "cpc" }, "bing"],
    [{ fbclid: "IwAR" }, "facebook-instagram"],
    [{ referrer: "l.facebook.com" }, "facebook-instagram"],
    [{ referrer: "l.instagram.com" }, "facebook-instagram"],
    [{ utm_source: "instagram", utm_medium: "social" }, "facebook-instagram"],
    [{ utm_medium: "email", utm_source: "newsletter" }, "email"],
    [{ referrer: "mail.google.com" }, "email"],
    [{ referrer: "nextdoor.com" }, "referral"],
    [{ utm_source: "yelp" }, "referral"],
    [{ landing: "/estimate" }, "direct"],
  ] as const)("returns the channel of %j: %s", (fields, channel) => {
    expect(classifyTouch({ at: AT, ...fields })).toBe(channel);
  });

  it("returns direct when there is no touch", () => {
    expect(classifyTouch(undefined)).toBe("direct");
  });
});

describe("channelOf", () => {
  it("returns the last touch's channel when it says where the visitor came from", () => {
    expect(channelOf({ first: { at: AT, referrer: "www.bing.com" }, last: { at: AT, gclid: "x" } })).toBe("google-ads");
  });

  it("returns the first touch's channel when the last is direct", () => {
    expect(channelOf({ first: { at: AT, utm_source: "gbp" }, last: { at: AT, landing: "/" } })).toBe("google-business-profile");
  });

  it("returns direct for no touches", () => {
    expect(channelOf(undefined)).toBe("direct");
    expect(channelOf({})).toBe("direct");
  });
});
