/**
 * Warns the owner at build time about business facts still unset (today: ROC_LICENSE), the
 * same notice /api/health and the admin dashboard give. A warning, not a failure: the site
 * is whole without a licence line, and a preview deploy may not carry the variable.
 */
import type { AstroIntegration } from "astro";
import { business } from "../config/business";
import { ROC_LICENSE_WARNING } from "../core/health";

/** The integration, for astro.config.mjs. */
export default function businessWarnings(): AstroIntegration {
  return {
    name: "business-warnings",
    hooks: {
      "astro:build:start": ({ logger }) => {
        if (!business.rocLicense.number) logger.warn(ROC_LICENSE_WARNING);
      },
    },
  };
}
