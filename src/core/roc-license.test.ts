import { describe, expect, it } from "vitest";
import { ROC_LICENSE_TYPED, rocLicense } from "./roc-license";

describe("rocLicense", () => {
  it.each(["ROC 123456", "123456", "roc123456", "ROC123456", " Roc-123456 ", "ROC 12345"])(
    "returns %j as ROC, a space and its digits",
    (typed) => {
      expect(rocLicense(typed)).toBe(`ROC ${typed.replace(/\D/g, "")}`);
    },
  );

  it("returns null when nothing is typed", () => {
    expect(rocLicense(undefined)).toBeNull();
    expect(rocLicense(null)).toBeNull();
    expect(rocLicense("  ")).toBeNull();
  });

  it("returns any other text as typed, which the business facts refuse", () => {
    expect(rocLicense("license pending")).toBe("license pending");
    expect(ROC_LICENSE_TYPED.test("license pending")).toBe(false);
    expect(ROC_LICENSE_TYPED.test("ROC 12")).toBe(false);
  });
});
