import { describe, expect, it } from "vitest";
import { openingFlags, temperedReasons, type GlazingFacts } from "./safety-glazing";

/** A small window (24 × 36 in, 6 sq ft) in a dry room, far from any door, its sill at 36 in. */
const window: GlazingFacts = {
  kind: "window",
  widthSixteenths: 24 * 16,
  heightSixteenths: 36 * 16,
  wetArea: false,
  nearDoor: false,
  sillSixteenths: 36 * 16,
};
const sill = (inches: number, sixteenths = 0) => inches * 16 + sixteenths;

describe("temperedReasons", () => {
  it("finds nothing for a small window in a dry room away from doors", () => {
    expect(temperedReasons(window)).toEqual([]);
  });

  it("always flags the glass of a door, whatever its sill", () => {
    expect(
      temperedReasons({ ...window, kind: "patio-door", widthSixteenths: 72 * 16, heightSixteenths: 80 * 16, sillSixteenths: 0 }),
    ).toEqual(["door", "large-pane"]);
    expect(temperedReasons({ ...window, kind: "entry-door", sillSixteenths: sill(60) })).toEqual(["door"]);
  });

  it("flags a wet area with the sill under 60 in, and not at 60", () => {
    expect(temperedReasons({ ...window, wetArea: true, sillSixteenths: sill(59, 15) })).toEqual(["wet-area"]);
    expect(temperedReasons({ ...window, wetArea: true, sillSixteenths: sill(60) })).toEqual([]);
  });

  it("flags a window within 24 in of a door with the sill under 60 in, and not at 60", () => {
    expect(temperedReasons({ ...window, nearDoor: true, sillSixteenths: sill(59, 15) })).toEqual(["near-door"]);
    expect(temperedReasons({ ...window, nearDoor: true, sillSixteenths: sill(60) })).toEqual([]);
  });

  it("flags a pane over 9 sq ft with the sill under 18 in, and neither exactly 9 sq ft nor a sill at 18", () => {
    const large = { ...window, widthSixteenths: 36 * 16, heightSixteenths: 36 * 16 + 1 }; // just over 9 sq ft
    const nine = { ...window, widthSixteenths: 36 * 16, heightSixteenths: 36 * 16 }; // exactly 9 sq ft
    expect(temperedReasons({ ...large, sillSixteenths: sill(17, 15) })).toEqual(["large-pane"]);
    expect(temperedReasons({ ...large, sillSixteenths: sill(18) })).toEqual([]);
    expect(temperedReasons({ ...nine, sillSixteenths: sill(17, 15) })).toEqual([]);
  });

  it("counts an unmeasured sill as low, so every sill-bound case flags until measured", () => {
    const unmeasured = { ...window, sillSixteenths: null };
    expect(temperedReasons(unmeasured)).toEqual([]); // no case applies, sill or not
    expect(temperedReasons({ ...unmeasured, wetArea: true })).toEqual(["wet-area"]);
    expect(temperedReasons({ ...unmeasured, nearDoor: true })).toEqual(["near-door"]);
    expect(temperedReasons({ ...unmeasured, widthSixteenths: 48 * 16, heightSixteenths: 48 * 16 })).toEqual(["large-pane"]);
  });

  it("lists every case met, in the order of the rule", () => {
    expect(
      temperedReasons({
        ...window,
        wetArea: true,
        nearDoor: true,
        widthSixteenths: 48 * 16,
        heightSixteenths: 48 * 16,
        sillSixteenths: sill(12),
      }),
    ).toEqual(["wet-area", "near-door", "large-pane"]);
  });
});

describe("openingFlags", () => {
  it("says tempered is required exactly when a case is met", () => {
    expect(openingFlags(window)).toEqual({ temperedRequired: false, temperedReasons: [] });
    expect(openingFlags({ ...window, wetArea: true, sillSixteenths: sill(42) })).toEqual({
      temperedRequired: true,
      temperedReasons: ["wet-area"],
    });
  });
});
