/**
 * Adds `client:afterpaint`: an island that hydrates once the page's first content is painted, or
 * at once when the visitor touches it first (src/browser/hydrate-after-paint.ts says how, and why
 * the form pages use it rather than `client:load`). Astro bundles the directive and writes it
 * inline into each page that has such an island, as it does its own directives; the Content
 * Security Policy allows it by hash like every inline script the build writes.
 */
import type { AstroIntegration } from "astro";

/** The directive's name: `client:afterpaint` in a page, `client="afterpaint"` on the built island. */
export const AFTER_PAINT_DIRECTIVE = "afterpaint";

export default function hydrateAfterPaintIntegration(): AstroIntegration {
  return {
    name: "hydrate-after-paint",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        // A path from the project root, which is where Astro bundles it from.
        addClientDirective({ name: AFTER_PAINT_DIRECTIVE, entrypoint: "./src/browser/hydrate-after-paint.ts" });
      },
    },
  };
}
