import { describe, expect, it } from "vitest";
import { licenceNotice } from "./business-warnings";

describe("licenceNotice", () => {
  it("stops a production deploy without a ROC licence number, saying where to set it", () => {
    expect(licenceNotice(undefined, "production")).toEqual({
      level: "error",
      message: expect.stringMatching(
        /^Production deploy stopped: No ROC license number is set.*Set rocLicense in src\/content\/business\/business\.json/,
      ),
    });
  });
  it("only warns on a local build or a deploy preview", () => {
    expect(licenceNotice(undefined, undefined)?.level).toBe("warn");
    expect(licenceNotice(undefined, "deploy-preview")?.level).toBe("warn");
  });
  it("says nothing once the number is set", () => {
    expect(licenceNotice("ROC 123456", "production")).toBeNull();
  });
});
