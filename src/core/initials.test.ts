import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("returns the first and last initials of a full name", () => expect(initialsOf("ana maria lopez")).toBe("AL"));
  it("returns one initial for a single name", () => expect(initialsOf("Cher")).toBe("C"));
  it("returns U when there is no name", () => {
    expect(initialsOf(null)).toBe("U");
    expect(initialsOf("   ")).toBe("U");
  });
});
