import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Every WCAG 2.2 level A and AA rule of axe (each version's tag, as axe files them). */
export const WCAG22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core's minified build, read once per worker. The builder's default is the readable build,
 * twice the size, which each audit sends to the page and compiles again.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * An axe audit of `page` against WCAG 2.2 AA. Run in the page itself (legacy mode): the default
 * opens a second blank page per audit to merge the frames' results, which costs a second or so
 * on this machine and buys nothing here, where no page embeds a cross-origin frame that loads.
 * The tests read violations only, so the passing and inapplicable rules come back without their
 * nodes: a page's whole result no longer crosses from the browser on each audit.
 */
export function wcagAudit(page: Page): AxeBuilder {
  return (
    new AxeBuilder({ page, axeSource: AXE_SOURCE })
      // First: options() replaces the whole option set, withTags() adds to it.
      .options({ resultTypes: ["violations"] })
      .withTags(WCAG22_AA)
      .setLegacyMode(true)
  );
}
