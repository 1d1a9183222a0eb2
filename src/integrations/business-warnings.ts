/**
 * Tells the owner at build time about business facts still unset (today: the ROC licence
 * number), the same notice /api/health and the admin dashboard give. Arizona requires the number
 * in a contractor's advertising, so a production deploy (Netlify's CONTEXT=production) without
 * it stops here, naming where to set it; a local build or a deploy preview only warns, since the
 * site is whole without the footer's licence line.
 */
import { envValue } from "../config/env-value";
import type { AstroIntegration } from "astro";
import { business } from "../config/business";
import { ROC_LICENSE_WARNING } from "../core/server/health";

/** The notice for a build in `context` (Netlify's CONTEXT), or null when nothing is missing. */
export function licenceNotice(
  licence: string | undefined,
  context: string | undefined,
): { level: "error" | "warn"; message: string } | null {
  if (licence) return null;
  return context === "production"
    ? { level: "error", message: `Production deploy stopped: ${ROC_LICENSE_WARNING}` }
    : { level: "warn", message: ROC_LICENSE_WARNING };
}

/** The integration, for astro.config.mjs. */
export default function businessWarnings(): AstroIntegration {
  return {
    name: "business-warnings",
    hooks: {
      "astro:build:start": ({ logger }) => {
        const notice = licenceNotice(business.rocLicense.number, envValue("CONTEXT"));
        if (notice?.level === "error") throw new Error(notice.message);
        if (notice) logger.warn(notice.message);
      },
    },
  };
}
