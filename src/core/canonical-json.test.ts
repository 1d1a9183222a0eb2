import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json";

describe("canonicalJson", () => {
  it("returns keys sorted at every depth and no whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null], c: "x" } })).toBe('{"a":{"c":"x","d":[true,null]},"b":1}');
  });

  it("returns the same text whatever order the keys were written in", () => {
    expect(canonicalJson({ total: 100, name: "Best" })).toBe(canonicalJson({ name: "Best", total: 100 }));
  });

  it("escapes strings as JSON does and keeps accents as they are", () => {
    expect(canonicalJson({ línea: 'Año "nuevo"\n' })).toBe('{"línea":"Año \\"nuevo\\"\\n"}');
  });

  it("refuses a fraction, which no amount in cents can be", () => {
    expect(() => canonicalJson({ cents: 1.5 })).toThrow("Only whole numbers are hashed, not 1.5");
  });
});
