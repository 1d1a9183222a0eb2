import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { business } from "./business";
import { businessTokens, fillContentTokens } from "./business-tokens";

const root = join(import.meta.dirname, "..", "..");

/** Every source and content file under `folder`, tests left out (they may quote the default on purpose). */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mts|astro|md|mdx|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("business tokens", () => {
  it("take their values from the business facts", () => {
    expect(businessTokens.phone).toBe(business.phone.shown);
    expect(fillContentTokens("[{{phone}}]({{phoneLink}})", "x.md")).toBe(`[${business.phone.shown}](${business.phone.href})`);
  });

  it("name the service area from the city pages as the content layer wrote them, read only where a text names it", () => {
    vi.stubEnv("SERVICE_CITIES_FILE", "tests/fixtures/service-cities.json");
    expect(fillContentTokens("We work in {{serviceArea}}.", "about.md")).toBe(
      "We work in Gilbert, Mesa, Chandler, Phoenix, Scottsdale, Tempe and Glendale.",
    );
    expect(fillContentTokens("Trabajamos en {{serviceAreaEs}}.", "about.es.md")).toBe(
      "Trabajamos en Gilbert, Mesa, Chandler, Phoenix, Scottsdale, Tempe y Glendale.",
    );
    vi.stubEnv("SERVICE_CITIES_FILE", "tests/fixtures/no-such-file.json");
    expect(fillContentTokens("Call {{phone}}.", "x.md")).toBe(`Call ${business.phone.shown}.`);
    expect(() => fillContentTokens("{{serviceArea}}", "cities/mesa.md")).toThrow(
      /no-such-file\.json is missing: the content layer writes it when it loads the city pages/,
    );
  });

  it("leave the default phone number typed out nowhere but the business facts file: pages, content, emails, .ics and Open Graph cards read it from there", () => {
    const typed = [...sourceFiles("src"), ...sourceFiles("netlify")].filter(
      (file) =>
        file !== join("src", "content", "business", "business.json") &&
        /555[-. ]?0142|4805550142/.test(readFileSync(join(root, file), "utf8")),
    );
    expect(typed).toEqual([]);
  });
});
