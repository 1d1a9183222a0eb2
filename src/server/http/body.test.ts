import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./body";

describe("nestsDeeperThan", () => {
  it("returns false for bodies nested up to the limit, arrays and objects alike", () => {
    expect(nestsDeeperThan('{"options":[{"items":[{"description":"Slider","quantity":2}]}]}', 5)).toBe(false);
    expect(nestsDeeperThan(`${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan('"just a string"', 0)).toBe(false);
  });

  it("returns true one level past the limit, objects or arrays", () => {
    expect(nestsDeeperThan(`${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`, MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(5)}1${"}".repeat(5)}`, 4)).toBe(true);
  });

  it("returns false when the brackets are inside strings, escaped quotes and backslashes included", () => {
    expect(nestsDeeperThan(`{"note":"${"[{".repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(String.raw`{"note":"a \" [[[[ \\"}`, 1)).toBe(false);
    expect(nestsDeeperThan(String.raw`{"note":"\\", "x":[[1]]}`, 2)).toBe(true);
  });

  it("returns true for unbalanced text that only opens (JSON.parse refuses it anyway)", () => {
    expect(nestsDeeperThan("[".repeat(40), MAX_JSON_DEPTH)).toBe(true);
  });
});
