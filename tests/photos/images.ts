/** Real images for the photo tests, made by sharp in the test itself; only HEIC, which node cannot encode, comes from committed fixtures. */
import sharp from "sharp";

// The bombs and the largest accepted images, shared with the memory benchmark.
export { flatImage, heicClaiming, heicFixture, jpegClaiming, pngBomb, webpClaiming } from "../../scripts/photo-bombs.mjs";

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
export const jpeg = (width = 320, height = 240, r = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

/** A JPEG cut off after its first half. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** An SVG with a script in it: what a "photo" from an attacker might be. */
export const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** A multipart POST /api/photos request with `bytes` as the field `photo`. */
export function photoRequest(
  bytes: Uint8Array,
  {
    name = "photo.jpg",
    type = "image/jpeg",
    locale,
    preview,
    headers = {},
  }: { name?: string; type?: string; locale?: string; preview?: boolean; headers?: Record<string, string> } = {},
): Request {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(bytes)], name, { type }));
  const query = new URLSearchParams({ ...(locale ? { locale } : {}), ...(preview ? { preview: "1" } : {}) }).toString();
  return new Request(`http://localhost/api/photos${query ? `?${query}` : ""}`, { method: "POST", body: form, headers });
}
