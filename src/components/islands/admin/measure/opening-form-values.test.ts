import { describe, expect, it } from "vitest";
import {
  bodyOf,
  EMPTY_OPENING,
  fieldErrorsOf,
  fractionOf,
  locationOf,
  readBack,
  roomAndFloor,
  styleWords,
  temperedText,
  valuesOfBody,
  withFraction,
  withKind,
} from "./opening-form-values";

const typed = { ...EMPTY_OPENING, room: "Living room", width: "35-1/2", height: "59 15/16" };

describe("locationOf and roomAndFloor", () => {
  it("leaves the main floor unsaid and names the others after the room, and reads them back", () => {
    expect(locationOf("Kitchen ", "main floor")).toBe("Kitchen");
    expect(locationOf("Bedroom 2", "upstairs")).toBe("Bedroom 2, upstairs");
    expect(roomAndFloor("Bedroom 2, upstairs")).toEqual({ room: "Bedroom 2", floor: "upstairs" });
    expect(roomAndFloor("Kitchen, by the sink")).toEqual({ room: "Kitchen, by the sink", floor: "main floor" });
  });
});

describe("withKind", () => {
  it("gives a patio door its own first style, and keeps a style that fits", () => {
    expect(withKind(typed, "patio-door").style).toBe("sliding-patio-door");
    expect(withKind({ ...typed, style: "slider" }, "window").style).toBe("slider");
  });
});

describe("bodyOf and valuesOfBody", () => {
  it("sends the sizes as typed and leaves out an empty sill and notes, and reads the body back into the same form", () => {
    const body = bodyOf(typed);
    expect(body).toEqual({
      location: "Living room",
      kind: "window",
      style: "single-hung",
      width: "35-1/2",
      height: "59 15/16",
      installMethod: "insert",
      obscure: false,
      wetArea: false,
      nearDoor: false,
    });
    expect(valuesOfBody(body)).toEqual(typed);
  });
});

describe("readBack", () => {
  it("reads the size as the server keeps it: W × H with fractions, united inches rounded up, square feet", () => {
    const reading = readBack(bodyOf(typed));
    expect(reading).toMatchObject({ text: "W 35 1/2 × H 59 15/16 in", unitedInches: 96, squareFeet: 14.78 });
    expect(readBack(bodyOf({ ...typed, width: "35.5" }))?.text).toBe("W 35 1/2 × H 59 15/16 in");
  });

  it("reads nothing while a size is not one yet", () => {
    expect(readBack(bodyOf({ ...typed, width: "35 1/3" }))).toBeNull();
    expect(readBack(bodyOf({ ...typed, width: "4" }))).toBeNull();
  });

  it("flags tempered glass by the same rule as the server, an unmeasured sill counting low", () => {
    const small = { ...typed, width: "24", height: "36" };
    expect(temperedText(readBack(bodyOf({ ...small, wetArea: true }))!.flags)).toBe("Tempered required: wet area, sill under 60 in");
    expect(readBack(bodyOf({ ...small, wetArea: true, sill: "60" }))!.flags.temperedRequired).toBe(false);
    expect(temperedText(readBack(bodyOf(typed))!.flags)).toBe("Tempered required: pane over 9 sq ft, sill under 18 in");
    expect(readBack(bodyOf({ ...typed, sill: "18" }))!.flags.temperedRequired).toBe(false);
    expect(temperedText(readBack(bodyOf(withKind(small, "entry-door")))!.flags)).toBe("Tempered required: glass in a door");
  });
});

describe("fieldErrorsOf", () => {
  it("gives the server schema's messages per field", () => {
    expect(fieldErrorsOf(bodyOf({ ...typed, room: "", width: "35 1/3", height: "200" }))).toEqual({
      location: ["Name the room"],
      width: ["Width: Measure to the nearest 1/16 inch"],
      height: ["Height must be 6 to 180 inches"],
    });
    expect(fieldErrorsOf(bodyOf(typed))).toEqual({});
  });
});

describe("withFraction and fractionOf", () => {
  it("puts the picked sixteenths after the whole inches typed, and reads them back", () => {
    expect(withFraction("35", "1/2")).toBe("35 1/2");
    expect(withFraction("35.25", "3/4")).toBe("35 3/4");
    expect(withFraction("35 1/2", "")).toBe("35");
    expect(fractionOf("35-1/2")).toBe("1/2");
    expect(fractionOf("35.0625")).toBe("1/16");
    expect(fractionOf("35")).toBe("");
  });
});

describe("styleWords", () => {
  it("names the styles as people write them", () => {
    expect(styleWords("single-hung")).toBe("Single-hung");
    expect(styleWords("sliding-patio-door")).toBe("Sliding patio door");
  });
});
