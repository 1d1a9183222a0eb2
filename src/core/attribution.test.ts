import { describe, expect, it } from "vitest";
import { isSourced, nextTouches, parseTouches, touchOf, TOUCH_LIFE_DAYS } from "./attribution";

const NOW = Date.parse("2026-12-01T16:00:00Z");
const DAY = 86_400_000;
const SITE = "https://www.windowsanddoorsnearme.com";

describe("touchOf", () => {
  it("returns the tags, click ids, the referring host and the landing path", () => {
    const touch = touchOf({
      url: `${SITE}/cities/mesa?utm_source=google&utm_medium=organic&utm_campaign=gbp&gclid=abc&other=1`,
      referrer: "https://www.google.com/search?q=windows",
      now: NOW,
    });
    expect(touch).toEqual({
      at: NOW,
      landing: "/cities/mesa",
      utm_source: "google",
      utm_medium: "organic",
      utm_campaign: "gbp",
      gclid: "abc",
      referrer: "www.google.com",
    });
  });

  it("returns no referrer when the visitor came from another of the site's pages", () => {
    expect(touchOf({ url: `${SITE}/estimate`, referrer: `${SITE}/cities/mesa`, now: NOW })).toEqual({ at: NOW, landing: "/estimate" });
  });

  it("returns values cut to 200 characters", () => {
    expect(touchOf({ url: `${SITE}/?utm_term=${"a".repeat(500)}`, referrer: "", now: NOW }).utm_term).toHaveLength(200);
  });
});

describe("isSourced", () => {
  it("returns true for a tag or a referrer and false for a direct view", () => {
    expect(isSourced({ at: NOW, utm_source: "gbp" })).toBe(true);
    expect(isSourced({ at: NOW, referrer: "nextdoor.com" })).toBe(true);
    expect(isSourced({ at: NOW, landing: "/" })).toBe(false);
  });
});

describe("nextTouches", () => {
  const gbp = { at: NOW, landing: "/cities/mesa", utm_source: "google", utm_campaign: "gbp" };

  it("returns the view as first and last touch when nothing is stored", () => {
    expect(nextTouches({}, gbp)).toEqual({ first: gbp, last: gbp });
  });

  it("keeps the last touch when the visitor moves on to a page without a source", () => {
    const touches = nextTouches({}, gbp);
    expect(nextTouches(touches, { at: NOW + 60_000, landing: "/estimate" })).toEqual({ first: gbp, last: gbp });
  });

  it("returns a new last touch for a later view with a source, keeping the first", () => {
    const later = { at: NOW + 5 * DAY, landing: "/", gclid: "x" };
    expect(nextTouches({ first: gbp, last: gbp }, later)).toEqual({ first: gbp, last: later });
  });

  it(`starts over once the first touch is ${TOUCH_LIFE_DAYS} days old`, () => {
    const late = { at: NOW + TOUCH_LIFE_DAYS * DAY, landing: "/" };
    expect(nextTouches({ first: gbp, last: gbp }, late)).toEqual({ first: late, last: late });
    const justInTime = { at: NOW + TOUCH_LIFE_DAYS * DAY - 1, landing: "/" };
    expect(nextTouches({ first: gbp, last: gbp }, justInTime)).toEqual({ first: gbp, last: gbp });
  });

  it("returns the first touch as the last once the last has expired", () => {
    const first = { at: NOW, landing: "/" };
    const old = { ...gbp, at: NOW - 100 * DAY };
    expect(nextTouches({ first, last: old }, { at: NOW + DAY, landing: "/about" })).toEqual({ first, last: first });
  });
});

describe("parseTouches", () => {
  it("returns no touches for nothing or for text that is not JSON", () => {
    expect(parseTouches(null)).toEqual({});
    expect(parseTouches("{oops")).toEqual({});
    expect(parseTouches("42")).toEqual({});
  });
});
