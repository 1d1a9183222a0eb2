/**
 * Images that lie about their size, and real ones of the largest size the site takes: what the
 * memory benchmark (scripts/bench-photos.mjs) uploads, and what the photo tests upload. A bomb
 * is a small real image whose header is patched to claim millions of pixels: a decoder that
 * trusted it would allocate them; the site must refuse it from the header.
 */
import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * A JPEG whose frame header (SOF) claims `width` × `height`, progressive and CMYK when asked:
 * the attack's 1.2 MB progressive 9999 × 9999 refused the same way.
 * @param {number} width @param {number} height @param {{ progressive?: boolean, cmyk?: boolean }} [kind]
 */
export async function jpegClaiming(width, height, { progressive = false, cmyk = false } = {}) {
  let image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 120, b: 200 } } });
  if (cmyk) image = image.toColourspace("cmyk");
  const jpeg = Buffer.from(await image.jpeg({ progressive, chromaSubsampling: "4:4:4" }).toBuffer());
  // SOF0 (baseline) or SOF2 (progressive): marker, length (2), precision (1), height (2), width (2).
  const at = jpeg.indexOf(Buffer.from([0xff, progressive ? 0xc2 : 0xc0]));
  jpeg.writeUInt16BE(height, at + 5);
  jpeg.writeUInt16BE(width, at + 7);
  return jpeg;
}

/**
 * A PNG of a few hundred bytes whose header claims `side` × `side` pixels (30,000² is 900
 * million, 2.7 GB decoded), with a little compressed data after it; Adam7-interlaced when asked.
 * @param {number} [side] @param {{ interlaced?: boolean }} [kind]
 */
export function pngBomb(side = 30_000, { interlaced = false } = {}) {
  /** @param {string} type @param {Buffer} data */
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, interlaced ? 1 : 0], 8); // 8-bit greyscale, Adam7 interlace when asked
  const rows = deflateSync(Buffer.alloc((side + 1) * 4)); // four rows of zeros: what the bomb would go on to repeat
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A lossy WebP whose VP8 frame header claims `width` × `height` (at most 16383 each). @param {number} width @param {number} height */
export async function webpClaiming(width, height) {
  const webp = Buffer.from(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#69c" } })
      .webp()
      .toBuffer(),
  );
  // After the VP8 start code 9d 01 2a: 14-bit width and height (and 2 bits of scale each), little-endian.
  const start = webp.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  webp.writeUInt16LE(width, start + 3);
  webp.writeUInt16LE(height, start + 5);
  return webp;
}

/** A committed HEIC fixture (tests/fixtures/heic/make-fixtures.mjs says what each holds). @param {"photo" | "two-images" | "iphone-24mp"} name */
export const heicFixture = (name) => readFileSync(new URL(`../tests/fixtures/heic/${name}.heic`, import.meta.url));

/**
 * The HEIC fixture "photo" with its `ispe` (image size) property claiming `width` × `height`;
 * the coded image stays 96 × 64 (the attack's 11 KB 8000 × 6000 HEIC). @param {number} width @param {number} height
 */
export function heicClaiming(width, height) {
  const heic = Buffer.from(heicFixture("photo"));
  const at = heic.indexOf("ispe", 0, "latin1");
  // A full box: type, then version and flags (4 bytes), then width and height (4 bytes each).
  heic.writeUInt32BE(width, at + 8);
  heic.writeUInt32BE(height, at + 12);
  return heic;
}

/**
 * A flat (so small) image that really has `width` × `height` pixels, as `format` saves it:
 * the largest of each kind the site takes, at a few hundred KB.
 * @param {number} width @param {number} height
 * @param {"jpeg" | "progressive-jpeg" | "cmyk-jpeg" | "progressive-cmyk-jpeg" | "png" | "interlaced-png" | "webp"} format
 */
export function flatImage(width, height, format) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 140, b: 160 } } });
  if (format.includes("cmyk")) image = image.toColourspace("cmyk");
  if (format === "png" || format === "interlaced-png")
    return image.png({ compressionLevel: 9, progressive: format === "interlaced-png" }).toBuffer();
  if (format === "webp") return image.webp().toBuffer();
  return image.jpeg({ progressive: format.startsWith("progressive"), chromaSubsampling: "4:4:4" }).toBuffer();
}
