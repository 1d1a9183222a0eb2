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
    expect(phone).toEqual({ display: "(480) 555-0142", e164: "+14805550142", href: "tel:+14805550142" });
  });

  it("formats BUSINESS_PHONE however it was written", async () => {
    vi.stubEnv("BUSINESS_PHONE", "+1 602.555.0199");
    const { phone } = await loadBusiness();
    expect(phone).toEqual({ display: "(602) 555-0199", e164: "+16025550199", href: "tel:+16025550199" });
  });

  it("has no licence number, never a placeholder, until ROC_LICENSE is set", async () => {
    vi.stubEnv("ROC_LICENSE", "");
    expect((await loadBusiness()).rocLicense.number).toBeUndefined();
    vi.resetModules();
    vi.stubEnv("ROC_LICENSE", "ROC 123456");
    expect((await loadBusiness()).rocLicense.number).toBe("ROC 123456");
  });

  it("takes SITE_URL without a trailing slash", async () => {
    vi.stubEnv("SITE_URL", "https://example.com/");
    expect((await loadBusiness()).siteUrl).toBe("https://example.com");
  });

  it("lists the spec's hours: Mon-Fri 7-5, Sat 8-4, Sunday closed", async () => {
    const { hours } = await loadBusiness();
    expect(hours.map((row) => [row.label, row.opens, row.closes])).toEqual([
      ["Mon-Fri", "07:00", "17:00"],
      ["Sat", "08:00", "16:00"],
      ["Sun", null, null],
    ]);
  });
});

describe("business.serviceCities", () => {
  it("names exactly the cities that have a page in src/content/cities (add a new city to both)", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { parse } = await import("yaml");
    const pages = readdirSync("src/content/cities")
      .filter((file) => file.endsWith(".md") && !file.endsWith(".es.md")) // translations (NAME.es.md) are not cities
      .map((file) => ({ name: (parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(`src/content/cities/${file}`, "utf8"))![1]!) as { name: string }).name, slug: file.slice(0, -3) }));
    const { serviceCities } = await loadBusiness();
    expect([...serviceCities].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(pages.sort((a, b) => a.slug.localeCompare(b.slug)));
  });
});
