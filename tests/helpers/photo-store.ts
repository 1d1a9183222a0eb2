/**
 * The photo store for function tests: a local Netlify Blobs server (scripts/local-blobs.mjs,
 * the one `npm start` uses) in a temporary folder, opened once for the test file, and
 * NETLIFY_BLOBS_CONTEXT pointed at it for each test. Call after `useFunctionEnv`.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { startLocalBlobs } from "../../scripts/local-blobs.mjs";
import { photoKeys, photoStore } from "../../src/server/photos/photo-store";

export function useLocalPhotoStore(): { url: () => string } {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs(mkdtempSync(join(tmpdir(), "wdnm-blobs-test-")));
  });
  afterAll(async () => {
    await blobs?.stop();
  });
  beforeEach(() => {
    vi.stubEnv("NETLIFY_BLOBS_CONTEXT", blobs.context);
  });
  return { url: () => blobs.url };
}

/** The stored image of photo `id` (full size unless told), as bytes. */
export async function storedImage(id: string, size: "full" | "thumb" = "full"): Promise<Buffer> {
  return Buffer.from((await photoStore().get(photoKeys(id)[size], { type: "arrayBuffer" }))!);
}
