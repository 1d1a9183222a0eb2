/**
 * What the browser tests need to know about the built site: every page in dist/ with
 * its public path, read from the build itself so a new page is tested without a change here.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { CMS_PATH } from "../src/config/cms";

const dist = join(process.cwd(), "dist");

// The content editor (/cms) is an application for the team, not a page of the site: the page
// checks leave it out, and e2e/cms.spec.ts tests it.
const cmsFile = `${CMS_PATH.slice(1)}.html`;

/** Public paths of every built HTML page ("/", "/about", "/es/about"...), the 404 pages (404.html, es/404.html) and the content editor excluded. */
export function builtPagePaths(): string[] {
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && file !== "404.html" && file !== join("es", "404.html") && file !== cmsFile)
    .map(
      (file) =>
        "/" +
        relative(dist, join(dist, file))
          .replace(/(^|\/)index\.html$/, "")
          .replace(/\.html$/, ""),
    )
    .map((path) => path.replace(/\/$/, "") || "/")
    .sort();
}

/** Absolute paths of every built HTML file of the site, the 404 page included (the content editor's left out). */
export function builtHtmlFiles(): string[] {
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && file !== cmsFile)
    .map((file) => join(dist, file))
    .sort();
}

/**
 * The phone number the browser tests' build is made with (playwright.config.ts sets
 * BUSINESS_PHONE to it): not the default, so a number typed out anywhere shows up in
 * e2e/business-config.spec.ts instead of passing unseen.
 */
export const E2E_PHONE = {
  setting: "602.555.0199",
  display: "(602) 555-0199",
  shown: "(602)\u00A0555\u20110199",
  href: "tel:+16025550199",
} as const;

/** The licence number and the office's street the browser tests' site is built and served with (playwright.config.ts): a contract states both. */
export const E2E_CONTRACT_FACTS = {
  ROC_LICENSE: "ROC 654321",
  BUSINESS_STREET: "1230 N Gilbert Rd",
  RRP_FIRM_CERTIFICATION: "NAT-F654321-1",
} as const;

/** The default number of src/config/business.ts, which must appear nowhere in that build. */
export const DEFAULT_PHONE = { display: "(480) 555-0142", digits: "4805550142" } as const;
