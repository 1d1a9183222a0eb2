import { describe, expect, it } from "vitest";
import { foldToGsm7, isGsm7, smsLength } from "./gsm7";

describe("smsLength", () => {
  it("returns one GSM-7 segment for 160 plain characters", () => {
    expect(smsLength("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
  });
  it("returns two segments of 153 for 161 characters", () => {
    expect(smsLength("a".repeat(161)).segments).toBe(2);
    expect(smsLength("a".repeat(306)).segments).toBe(2);
    expect(smsLength("a".repeat(307)).segments).toBe(3);
  });
  it("counts extension characters such as € and { twice", () => {
    expect(smsLength("€{").units).toBe(4);
  });
  it("returns UCS-2 when a character is outside GSM-7, such as í or an emoji", () => {
    expect(smsLength("Sí")).toEqual({ encoding: "UCS-2", units: 2, segments: 1 });
    expect(smsLength("x".repeat(71) + "😀").segments).toBe(2);
  });
  it("keeps é, ñ and ¿ in GSM-7", () => {
    expect(isGsm7("¿Qué tal? Mañana")).toBe(true);
  });
});

describe("foldToGsm7", () => {
  it("returns a Spanish text in GSM-7, keeping é and ñ", () => {
    const folded = foldToGsm7("Sí, mañana habrá cita. ¿Qué día?");
    expect(folded).toBe("Si, mañana habra cita. ¿Qué dia?");
    expect(isGsm7(folded)).toBe(true);
  });
});
