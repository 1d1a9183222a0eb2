import { describe, expect, it } from "vitest";
import { nanpDigits, nanpProblem, toTextableNumber } from "./nanp";

describe("nanpDigits", () => {
  it("returns the ten digits of a number written with punctuation or a leading +1", () => {
    expect(nanpDigits("(480) 555-2368")).toBe("4805552368");
    expect(nanpDigits("+1 480 555 2368")).toBe("4805552368");
    expect(nanpDigits("14805552368")).toBe("4805552368");
  });
  it("returns null for anything that is not a +1 number", () => {
    expect(nanpDigits("+44 20 7946 0958")).toBeNull();
    expect(nanpDigits("480-555")).toBeNull();
  });
});

describe("nanpProblem", () => {
  it("returns null for US and Canadian geographic numbers", () => {
    for (const number of ["(480) 555-2368", "602-234-5678", "+1 416 555 2368", "(787) 234-5678"]) expect(nanpProblem(number)).toBeNull();
  });
  it("refuses premium numbers: area code 900 and the 976 exchange", () => {
    expect(nanpProblem("900-234-5678")).toBe("premium");
    expect(nanpProblem("480-976-1234")).toBe("premium");
  });
  it("refuses toll-free, non-geographic and reserved area codes", () => {
    for (const number of [
      "800-234-5678",
      "888-234-5678",
      "500-234-5678",
      "700-234-5678",
      "555-234-5678",
      "290-234-5678",
      "370-234-5678",
      "411-234-5678",
    ]) {
      expect(nanpProblem(number)).toBe("area-code");
    }
  });
  it("refuses the Caribbean countries that share +1", () => {
    expect(nanpProblem("876-234-5678")).toBe("area-code");
    expect(nanpProblem("809-234-5678")).toBe("area-code");
  });
  it("refuses codes starting with 0 or 1, and N11 exchanges", () => {
    expect(nanpProblem("123-456-7890")).toBe("format");
    expect(nanpProblem("480-123-4567")).toBe("format");
    expect(nanpProblem("480-911-4567")).toBe("format");
  });
  it("refuses the 555-0100..0199 numbers reserved for fiction", () => {
    expect(nanpProblem("480-555-0142")).toBe("fiction");
    expect(nanpProblem("480-555-0200")).toBeNull();
  });
});

describe("toTextableNumber", () => {
  it("returns E.164 for a textable number and null otherwise", () => {
    expect(toTextableNumber("(480) 555-2368")).toBe("+14805552368");
    expect(toTextableNumber("900-234-5678")).toBeNull();
  });
});
