import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Every WCAG 2.2 level A and AA rule of axe (each version's tag, as axe files them). */
export const WCAG22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * An axe audit of `page` against WCAG 2.2 AA. Run in the page itself (legacy mode): the default
 * opens a second blank page per audit to merge the frames' results, which costs a second or so
 * on this machine and buys nothing here, where no page embeds a cross-origin frame that loads.
 */
export function wcagAudit(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG22_AA).setLegacyMode(true);
}
