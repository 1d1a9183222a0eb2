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

  it("asks for the RRP certification only of a contract for a home built before 1978", () => {
    const seller = { rocLicense: "ROC 123456", street: "1230 N Gilbert Rd", rrpCertification: null };
    expect(missingContractFacts(seller)).toEqual([]);
    expect(missingContractFacts(seller, { leadSafe: true })).toEqual(["rrpCertification"]);
    expect(missingContractFacts({ ...seller, rrpCertification: "NAT-F123456-1" }, { leadSafe: true })).toEqual([]);
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

  it("names the RRP certification as set in the environment, and says which quotes wait for it", () => {
    expect(contractFactsNotice(["rrpCertification"])).toBe(
      "No quote for a home built before 1978 (or of an unknown year) can be sent or signed until the business facts give the firm's EPA lead-safe (RRP) certification number (EPA's RRP rule (40 CFR 745.81) has work on a home built before 1978 done by a certified firm, and its contract names it). Set RRP_FIRM_CERTIFICATION in the site's environment variables in Netlify, then deploy again.",
    );
    const both = contractFactsNotice(["rocLicense", "rrpCertification"])!;
    expect(both).toMatch(/^No quote can be sent/);
    expect(both).toContain("Set rocLicense in Business facts");
    expect(both).toContain("Set RRP_FIRM_CERTIFICATION in the site's environment variables");
  });
});
