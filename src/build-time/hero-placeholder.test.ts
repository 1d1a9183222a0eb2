import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  bitsPerPixel,
  LCP_MIN_BITS_PER_PIXEL,
  PLACEHOLDER_MAX_BYTES,
  PLACEHOLDER_WIDTH,
  placeholderOf,
  placeholderUrl,
} from "./hero-placeholder";

const PHOTOS = "src/assets/photos";
const photos = readdirSync(PHOTOS).filter((file) => /\.(jpe?g|png|webp)$/.test(file));

/** A busy picture (random colours in 8 px patches, like a photograph of gravel), in a temporary file. */
async function busyPicture(width: number, height: number): Promise<string> {
  let seed = 7;
  const [patchesWide, patchesHigh] = [Math.ceil(width / 8), Math.ceil(height / 8)];
  const patches = Buffer.from(Array.from({ length: patchesWide * patchesHigh * 3 }, () => (seed = (seed * 48271) % 2147483647) % 256));
  const file = join(tmpdir(), `busy-${width}-${process.pid}.png`);
  await sharp(patches, { raw: { width: patchesWide, height: patchesHigh, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .png()
    .toFile(file);
  return file;
}

describe("placeholderOf", () => {
  it.each(photos)("makes %s a WebP within the weight a page's first screen can carry, that Chrome counts as a paint", async (file) => {
    const placeholder = await placeholderOf(join(PHOTOS, file));
    const decoded = await sharp(placeholder.webp).metadata();
    expect(decoded.format).toBe("webp");
    expect([decoded.width, decoded.height]).toEqual([placeholder.width, placeholder.height]);
    expect(placeholder.width).toBe(PLACEHOLDER_WIDTH);
    expect(placeholder.webp.byteLength).toBeLessThanOrEqual(PLACEHOLDER_MAX_BYTES);
    expect(bitsPerPixel(placeholder)).toBeGreaterThanOrEqual(LCP_MIN_BITS_PER_PIXEL);
  });

  it("blurs a busy photograph until it fits, still counting as a paint", async () => {
    const file = await busyPicture(1200, 800);
    try {
      const placeholder = await placeholderOf(file);
      expect(placeholder.width).toBe(PLACEHOLDER_WIDTH);
      expect(placeholder.webp.byteLength).toBeLessThanOrEqual(PLACEHOLDER_MAX_BYTES);
      expect(bitsPerPixel(placeholder)).toBeGreaterThanOrEqual(LCP_MIN_BITS_PER_PIXEL);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("never enlarges a picture narrower than the placeholder", async () => {
    const file = await busyPicture(240, 160);
    try {
      const placeholder = await placeholderOf(file);
      expect([placeholder.width, placeholder.height]).toEqual([240, 160]);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("encodes each file once", async () => {
    const file = join(PHOTOS, photos[0]!);
    expect(await placeholderOf(file)).toBe(await placeholderOf(file));
  });
});

describe("placeholderUrl", () => {
  it("writes the placeholder as a WebP data: URL", async () => {
    const placeholder = await placeholderOf(join(PHOTOS, photos[0]!));
    const url = placeholderUrl(placeholder);
    expect(url.startsWith("data:image/webp;base64,")).toBe(true);
    expect(Buffer.from(url.slice(url.indexOf(",") + 1), "base64").equals(placeholder.webp)).toBe(true);
  });
});
