// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { loadSheetQueue, measureSheetKey, saveSheetQueue } from "./measure-sheet-store";

afterEach(() => localStorage.clear());

describe("saveSheetQueue and loadSheetQueue", () => {
  it("keeps a visit's writes under its own key, read back as written", () => {
    expect(saveSheetQueue("a1", { writes: [{ op: "delete", id: "o1" }] })).toBe(true);
    expect(loadSheetQueue("a1")).toEqual({ writes: [{ op: "delete", id: "o1" }] });
    expect(loadSheetQueue("a2")).toEqual({ writes: [] });
  });

  it("removes the key once nothing waits", () => {
    saveSheetQueue("a1", { writes: [{ op: "delete", id: "o1" }] });
    saveSheetQueue("a1", { writes: [] });
    expect(localStorage.getItem(measureSheetKey("a1"))).toBeNull();
  });

  it("reads nothing from a kept value that is not a queue", () => {
    localStorage.setItem(measureSheetKey("a1"), "{not json");
    expect(loadSheetQueue("a1")).toEqual({ writes: [] });
    localStorage.setItem(measureSheetKey("a1"), JSON.stringify({ writes: "no" }));
    expect(loadSheetQueue("a1")).toEqual({ writes: [] });
  });
});
