/** Real images for the photo tests, made by sharp in the test itself; only HEIC, which node cannot encode, comes from committed fixtures. */
import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A JPEG of `width` × `height` with EXIF that holds a GPS position and a camera make, and orientation 6 (rotate 90°). */
export async function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "Phone 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 26/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "112/1 4/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain JPEG. */
export const jpeg = (width = 320, height = 240, r = 30) => sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } }).jpeg().toBuffer();

/**
 * A PNG bomb: a few hundred bytes whose header claims `side` × `side` pixels (30,000² is
 * 900 million, 2.7 GB decoded), with a little compressed data after it. Built by hand, so the
 * test costs nothing; a real decoder must refuse it from the header.
 */
export function pngBomb(side = 30_000, { interlaced = false }: { interlaced?: boolean } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
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
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]);
}

/** A JPEG cut off after its first half. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg().toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** An SVG with a script in it: what a "photo" from an attacker might be. */
export const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** A multipart POST /api/photos request with `bytes` as the field `photo`. */
export function photoRequest(bytes: Uint8Array, { name = "photo.jpg", type = "image/jpeg", locale, preview, headers = {} }: { name?: string; type?: string; locale?: string; preview?: boolean; headers?: Record<string, string> } = {}): Request {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(bytes)], name, { type }));
  const query = new URLSearchParams({ ...(locale ? { locale } : {}), ...(preview ? { preview: "1" } : {}) }).toString();
  return new Request(`http://localhost/api/photos${query ? `?${query}` : ""}`, { method: "POST", body: form, headers });
}

/**
 * The committed HEIC fixtures (tests/fixtures/heic/, made by heif-enc: no HEVC encoder runs in
 * node). "photo": 96 × 64 stored, turned upright by `irot` to 64 × 96 (red top half, blue
 * bottom half), with EXIF holding a GPS position and the make "TestCam". "two-images": 96 × 64
 * and 64 × 64, the second the primary. "iphone-24mp": 5712 × 4284 of one flat colour.
 */
export const heicFixture = (name: "photo" | "two-images" | "iphone-24mp") => readFileSync(new URL(`../fixtures/heic/${name}.heic`, import.meta.url));

/** The HEIC fixture with its `ispe` (image size) property claiming `width` × `height`; the coded image stays 96 × 64. */
export function heicClaiming(width: number, height: number): Buffer {
  const heic = Buffer.from(heicFixture("photo"));
  const at = heic.indexOf("ispe", 0, "latin1");
  // A full box: type, then version and flags (4 bytes), then width and height (4 bytes each).
  heic.writeUInt32BE(width, at + 8);
  heic.writeUInt32BE(height, at + 12);
  return heic;
}

/**
 * A JPEG bomb: a small real JPEG (progressive and CMYK when asked) whose frame header (SOF)
 * claims `width` × `height`, as the attack's 1.2 MB progressive 9999 × 9999 did. A decoder
 * that trusted it would allocate the claimed size; ours must refuse it from the header.
 */
export async function jpegClaiming(width: number, height: number, { progressive = false, cmyk = false } = {}): Promise<Buffer> {
  let image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 120, b: 200 } } });
  if (cmyk) image = image.toColourspace("cmyk");
  const jpeg = Buffer.from(await image.jpeg({ progressive, chromaSubsampling: "4:4:4" }).toBuffer());
  // SOF0 (baseline) or SOF2 (progressive): marker, length (2), precision (1), height (2), width (2).
  const at = jpeg.indexOf(Buffer.from([0xff, progressive ? 0xc2 : 0xc0]));
  jpeg.writeUInt16BE(height, at + 5);
  jpeg.writeUInt16BE(width, at + 7);
  return jpeg;
}

/** A WebP bomb: a small lossy WebP whose VP8 frame header claims `width` × `height` (at most 16383 each). */
export async function webpClaiming(width: number, height: number): Promise<Buffer> {
  const webp = Buffer.from(await sharp({ create: { width: 64, height: 48, channels: 3, background: "#69c" } }).webp().toBuffer());
  // RIFF header (12), "VP8 " chunk header (8), frame tag (3), start code 9d 01 2a, then 14-bit width and height.
  const start = webp.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  webp.writeUInt16LE(width, start + 3);
  webp.writeUInt16LE(height, start + 5);
  return webp;
}

/** A flat (so small) image of `width` × `height` that really has those pixels, as `format` saves it. */
export function flatImage(width: number, height: number, format: "jpeg" | "progressive-jpeg" | "png"): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 140, b: 160 } } });
  if (format === "png") return image.png({ compressionLevel: 9 }).toBuffer();
  return image.jpeg({ progressive: format === "progressive-jpeg", chromaSubsampling: "4:4:4" }).toBuffer();
}
