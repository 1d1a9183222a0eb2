import { describe, expect, it } from "vitest";
import { TOUCH_PARAMS, TOUCH_VALUE_MAX } from "@/core/attribution";
import { TOUCH_VALUE_LIMIT } from "@/core/touch-params";
import { attributionSchema, touchSchema } from "./attribution";

describe("touchSchema", () => {
  it("takes exactly the page script's touch fields and limit (src/core/touch-params.ts repeats them to keep the header's script inline)", () => {
    expect(Object.keys(touchSchema.shape)).toEqual([...TOUCH_PARAMS, "referrer", "landing", "at"]);
    expect(TOUCH_VALUE_LIMIT).toBe(TOUCH_VALUE_MAX);
  });
});

describe("attributionSchema", () => {
  it("returns the touches it was given, and refuses unknown keys", () => {
    const touches = { first: { at: 1, utm_source: "gbp", landing: "/" }, last: { at: 2, referrer: "www.bing.com" } };
    expect(attributionSchema.parse(touches)).toEqual(touches);
    expect(attributionSchema.safeParse({ first: { at: 1, email: "a@b.c" } }).success).toBe(false);
  });
});
