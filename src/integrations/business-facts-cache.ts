/**
 * Astro keeps rendered Markdown and parsed frontmatter between builds in its cache folder
 * (`node_modules/.astro/data-store.json`, which Netlify's build cache keeps too) and renders an
 * entry again only when its file changes. The business tokens (`{{phone}}`, `{{hours}}`…) are
 * filled in at that moment, so a new BUSINESS_PHONE would leave the old number on every cached
 * page. This integration remembers which facts the cache was filled with and empties the cache
 * when they change. (Astro's own check hashes its config without Vite's part or functions, so
 * the facts cannot ride there.) The service area's tokens are the city pages' names, which the
 * content layer itself reads: a changed list makes the collections load afresh
 * (src/build-time/service-cities-loader.ts).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { businessTokens } from "../config/business-tokens";

/** The content store's file in Astro's cache folder (Astro 7, `experimental.collectionStorage: "single-file"`). */
const CONTENT_STORE = "data-store.json";
const STAMP = "business-facts.sha256";

/** Empties Astro's content cache when the filled-in business facts differ from the ones it was built with. */
export default function businessFactsCache(): AstroIntegration {
  return {
    name: "business-facts-cache",
    hooks: {
      "astro:config:setup": async ({ config, logger }) => {
        const dir = fileURLToPath(config.cacheDir);
        const digest = createHash("sha256").update(JSON.stringify(businessTokens)).digest("hex");
        const previous = await readFile(join(dir, STAMP), "utf8").catch(() => null);
        if (previous === digest) return;
        await rm(join(dir, CONTENT_STORE), { force: true });
        await mkdir(dir, { recursive: true });
        await writeFile(join(dir, STAMP), digest);
        if (previous !== null) logger.info("The business facts changed: Markdown is rendered again with the new ones.");
      },
    },
  };
}
