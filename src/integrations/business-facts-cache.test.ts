import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, vi } from "vitest";
import businessFactsCache from "./business-facts-cache";

/** Runs the integration's config hook against a cache folder. */
async function runHook(cacheDir: string) {
  const hook = businessFactsCache().hooks["astro:config:setup"]!;
  const logger = { info: vi.fn() };
  await hook({ config: { cacheDir: pathToFileURL(`${cacheDir}/`) }, logger } as never);
  return logger;
}

describe("businessFactsCache", () => {
  it("empties the content cache when it was filled with other business facts, and keeps it while they stay the same", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wdnm-cache-"));
    const store = join(dir, "data-store.json");
    writeFileSync(store, "{}");
    writeFileSync(join(dir, "business-facts.sha256"), "facts of an earlier build");

    const logger = await runHook(dir);
    expect(existsSync(store)).toBe(false);
    expect(logger.info).toHaveBeenCalledOnce();

    writeFileSync(store, "{}");
    await runHook(dir);
    expect(existsSync(store)).toBe(true);
  });
});
