import { describe, expect, it } from "vitest";
import { isWellFormedText, malformedTextFields } from "./plain-text";

describe("isWellFormedText", () => {
  it("returns true for text with whole surrogate pairs (an emoji, a CJK extension letter)", () => {
    expect(isWellFormedText("Ana 😀 𠀀 López")).toBe(true);
  });

  it("returns false for a lone high or low surrogate, at either end or inside", () => {
    for (const value of ["\ud800", "a\ud800", "\udc00b", "a\udc00\ud800b", "😀".slice(0, 1)])
      expect(isWellFormedText(value), JSON.stringify(value)).toBe(false);
  });
});

describe("malformedTextFields", () => {
  it("names each top-level field that holds a malformed string, however deep", () => {
    expect(
      malformedTextFields({
        firstName: "\ud800",
        email: "a@example.com",
        attribution: { first: { source: "x\udfff" } },
        photoIds: ["ok", "\ud801"],
      }),
    ).toEqual(["firstName", "attribution", "photoIds"]);
  });

  it("answers _form for a malformed key or a body that is itself a malformed string, and nothing for a clean body", () => {
    expect(malformedTextFields({ "\ud800": "x" })).toEqual(["_form"]);
    expect(malformedTextFields("\ud800")).toEqual(["_form"]);
    expect(malformedTextFields({ name: "Zoë", count: 3, ok: true, none: null })).toEqual([]);
  });
});
