/** The site's own client directive (src/integrations/hydrate-after-paint.ts), known to `astro check` and the editor. */
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates once the page's first content is painted, or when the visitor first touches the island. */
    "client:afterpaint"?: boolean;
  }
}
