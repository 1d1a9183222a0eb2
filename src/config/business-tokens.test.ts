import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { business } from "./business";
import { businessTokens, fillContentTokens } from "./business-tokens";

const root = join(import.meta.dirname, "..", "..");

/** Every source and content file under `folder`, tests left out (they may quote the default on purpose). */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mts|astro|md|mdx|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

describe("business tokens", () => {
  it("take their values from the business facts", () => {
    expect(businessTokens.phone).toBe(business.phone.display);
    expect(fillContentTokens("[{{phone}}]({{phoneLink}})", "x.md")).toBe(`[${business.phone.display}](${business.phone.href})`);
  });

  it("leave the default phone number typed out nowhere but the business facts file: pages, content, emails, .ics and Open Graph cards read it from there", () => {
    const typed = [...sourceFiles("src"), ...sourceFiles("netlify")].filter(
      (file) => file !== join("src", "content", "business", "business.json") && /555[-. ]?0142|4805550142/.test(readFileSync(join(root, file), "utf8")),
    );
    expect(typed).toEqual([]);
  });
});
