import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function loadBusiness() {
  return (await import("./business")).business;
}

describe("business", () => {
  it("uses the fictional 555-0142 number until the owner sets one", async () => {
    vi.stubEnv("BUSINESS_PHONE", undefined);
    const { phone } = await loadBusiness();
    expect(phone).toEqual({ display: "(480) 555-0142", shown: "(480)\u00A0555\u20110142", e164: "+14805550142", href: "tel:+14805550142" });
  });

  it("formats BUSINESS_PHONE however it was written", async () => {
    vi.stubEnv("BUSINESS_PHONE", "+1 602.555.0199");
    const { phone } = await loadBusiness();
    expect(phone).toEqual({ display: "(602) 555-0199", shown: "(602)\u00A0555\u20110199", e164: "+16025550199", href: "tel:+16025550199" });
  });

  it("has no licence number, never a placeholder, until ROC_LICENSE is set", async () => {
    vi.stubEnv("ROC_LICENSE", "");
    expect((await loadBusiness()).rocLicense.number).toBeUndefined();
    vi.resetModules();
    vi.stubEnv("ROC_LICENSE", "ROC 123456");
    expect((await loadBusiness()).rocLicense.number).toBe("ROC 123456");
  });

  it.each(["ROC 123456", "123456", "roc123456"])("reads ROC_LICENSE typed as %j as ROC 123456, the footer's line", async (typed) => {
    vi.stubEnv("ROC_LICENSE", typed);
    expect((await loadBusiness()).rocLicense.number).toBe("ROC 123456");
  });

  it("takes the file's facts when nothing overrides them", async () => {
    vi.stubEnv("SUPPORT_EMAIL", "");
    vi.stubEnv("BUSINESS_STREET", "");
    const business = await loadBusiness();
    expect(business.supportEmail).toBe("support@windowsanddoorsnearme.com");
    expect(business.address).toEqual({
      street: undefined,
      city: "Gilbert",
      region: "AZ",
      postalCode: "85233",
      country: "US",
      geo: { latitude: 33.3528, longitude: -111.789 },
    });
    expect(business.serviceArea).toEqual({ en: "Gilbert and the Phoenix East Valley", es: "Gilbert y el East Valley de Phoenix" });
  });

  it("takes SITE_URL without a trailing slash", async () => {
    vi.stubEnv("SITE_URL", "https://example.com/");
    expect((await loadBusiness()).siteUrl).toBe("https://example.com");
  });

  it("lists the spec's hours, consecutive days with the same hours in one row: Mon-Fri 7-5, Sat 8-4, Sunday closed", async () => {
    const { hours } = await loadBusiness();
    expect(hours).toEqual([
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:00" },
      { days: ["Saturday"], opens: "08:00", closes: "16:00" },
      { days: ["Sunday"], opens: null, closes: null },
    ]);
  });

  it("fails naming the file and the field when a fact breaks its rule, overridden or not", async () => {
    vi.stubEnv("ROC_LICENSE", "license pending");
    await expect(loadBusiness()).rejects.toThrow(
      "src/content/business/business.json (or an environment variable that overrides it): rocLicense: Write the license number as ROC and its digits, e.g. ROC 123456, or the digits alone.",
    );
  });
});
