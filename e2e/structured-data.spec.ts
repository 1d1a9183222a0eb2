/**
 * structured-data-testing-tool's Google, Facebook and Twitter presets over every built page
 * (read from dist/, offline, no browser), plus the BlogPosting fields article rich results ask
 * for: a publisher Organization with a name and logo, and dateModified.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { relative } from "node:path";
import { expect, test } from "@playwright/test";
import type { StructuredDataResult } from "structured-data-testing-tool";
import { builtHtmlFiles } from "./site";

// A CommonJS package whose presets live in a directory, which ES module imports cannot name.
const require = createRequire(import.meta.url);
const { structuredDataTest } = require("structured-data-testing-tool") as typeof import("structured-data-testing-tool");
const { Google, Facebook, Twitter } =
  require("structured-data-testing-tool/presets") as typeof import("structured-data-testing-tool/presets");

/** The failed checks for one page, as "description (group): message" lines. */
async function failuresOf(html: string): Promise<string[]> {
  const result = await structuredDataTest(html, { presets: [Google, Facebook, Twitter] }).catch((error: { res?: StructuredDataResult }) => {
    if (!error.res) throw error;
    return error.res;
  });
  return result.failed.map((check) => `${check.description ?? check.test} (${check.group ?? "?"}): ${check.error?.message ?? "failed"}`);
}

/** The page's JSON-LD objects. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test.describe("structured data of the build", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the pages are files: checking them once is enough");
  });

  test("passes the Google, Facebook and Twitter presets on every page", async () => {
    const failures: string[] = [];
    for (const file of builtHtmlFiles()) {
      for (const failure of await failuresOf(readFileSync(file, "utf8"))) failures.push(`${relative(process.cwd(), file)}: ${failure}`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("gives every blog post a publisher with a name and logo, and a dateModified", () => {
    const posts = builtHtmlFiles()
      .flatMap((file) => jsonLdOf(readFileSync(file, "utf8")))
      .filter((data) => data["@type"] === "BlogPosting");
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(post.publisher).toMatchObject({
        "@type": "Organization",
        name: expect.any(String),
        logo: { "@type": "ImageObject", url: expect.stringMatching(/\/logo\.png$/) },
      });
    }
  });
});
