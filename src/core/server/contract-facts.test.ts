import { describe, expect, it } from "vitest";
import { contractFactsNotice, missingContractFacts } from "./contract-facts";

describe("missingContractFacts", () => {
  it("returns nothing when the licence and the street are set", () => {
    expect(missingContractFacts({ rocLicense: "ROC 123456", street: "1230 N Gilbert Rd" })).toEqual([]);
  });

  it("returns each fact unset or blank, the licence first", () => {
    expect(missingContractFacts({ rocLicense: null, street: null })).toEqual(["rocLicense", "street"]);
    expect(missingContractFacts({ rocLicense: "ROC 123456", street: "  " })).toEqual(["street"]);
    expect(missingContractFacts({ rocLicense: "", street: "1230 N Gilbert Rd" })).toEqual(["rocLicense"]);
  });
});

describe("contractFactsNotice", () => {
  it("returns null when nothing is missing", () => {
    expect(contractFactsNotice([])).toBeNull();
  });

  it("names only what is missing, why, and where to set it", () => {
    const notice = contractFactsNotice(["street"])!;
    expect(notice).toBe(
      "No quote can be sent or signed until the business facts give the office's street address (the notice of cancellation must say where the buyer mails it). Set address.street in Business facts in the CMS at /cms/ (src/content/business/business.json), or BUSINESS_STREET in the site's environment variables in Netlify, then deploy again.",
    );
    expect(notice).not.toContain("ROC");
  });

  it("names both when both are missing", () => {
    const notice = contractFactsNotice(["rocLicense", "street"])!;
    expect(notice).toContain("the Arizona ROC license number and the office's street address");
    expect(notice).toContain("Set rocLicense and address.street");
    expect(notice).toContain("or ROC_LICENSE and BUSINESS_STREET");
  });
});
