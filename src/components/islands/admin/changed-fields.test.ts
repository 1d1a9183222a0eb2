import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields";

describe("changedFields", () => {
  it("returns only what changed, trimmed", () => {
    expect(changedFields({ status: "pending", notes: "a" }, { status: "confirmed", notes: " a " })).toEqual({ status: "confirmed" });
  });
  it("returns null when nothing changed", () => expect(changedFields({ status: "new" }, { status: "new" })).toBeNull());
});
