/**
 * The hero picture's placeholder: the picture itself, small and at low quality, written into the
 * page as a data: URL, so a phone paints it with the page's first paint instead of an empty box.
 * The full picture is fetched once that paint is on screen and covers it (Photo.astro).
 *
 * Chrome then counts the placeholder as the page's largest paint when two things hold, so both
 * are decided here: it is not upscaled on a phone (an image shown wider than its own pixels counts
 * at its smaller size, and the full picture, painted later at full size, would become the largest
 * paint), and it carries at least 0.05 bits per displayed pixel (Chrome ignores plainer images as
 * placeholders that say nothing). Docs: docs/performance.md.
 */
import sharp, { type OutputInfo } from "sharp";
import { WIDEST_PHONE_PX } from "@/core/phone-screens";

/** The placeholder's width: the picture's width on the widest phone (the screen less the page's 16 px margins), rounded up. */
export const PLACEHOLDER_WIDTH = Math.ceil((WIDEST_PHONE_PX - 2 * 16) / 100) * 100;

/** The most a placeholder may weigh: it travels in every page's first screen, before anything else paints. */
export const PLACEHOLDER_MAX_BYTES = 4096;

/** Chrome's floor for an image to count as a contentful paint, in bits per displayed pixel. */
export const LCP_MIN_BITS_PER_PIXEL = 0.05;

/**
 * The encodings tried in turn, sharpest first: the first that fits PLACEHOLDER_MAX_BYTES is kept
 * (the last, whatever it weighs). The drawn pictures fit at a WebP quality of 10 to 30; a busy
 * photograph needs blurring as well (a circuit board's 400 px: 10.7 KB at quality 10, 4.1 KB
 * blurred by 2 px, 2.5 KB by 4).
 */
const ENCODINGS: readonly { quality: number; blur?: number }[] = [
  { quality: 30 },
  { quality: 20 },
  { quality: 10 },
  { quality: 10, blur: 2 },
  { quality: 10, blur: 4 },
];

/** A placeholder: its bytes and its size in pixels. */
export interface Placeholder {
  webp: Buffer;
  width: number;
  height: number;
}

const made = new Map<string, Promise<Placeholder>>();

/** The placeholder of the picture in `file` (each file encoded once per build: both languages' pages share it). */
export function placeholderOf(file: string): Promise<Placeholder> {
  let placeholder = made.get(file);
  if (!placeholder) {
    placeholder = encode(file);
    made.set(file, placeholder);
  }
  return placeholder;
}

async function encode(file: string): Promise<Placeholder> {
  let last: { data: Buffer; info: OutputInfo } | undefined;
  for (const { quality, blur } of ENCODINGS) {
    const resized = sharp(file).resize({ width: PLACEHOLDER_WIDTH, withoutEnlargement: true });
    last = await (blur ? resized.blur(blur) : resized).webp({ quality }).toBuffer({ resolveWithObject: true });
    if (last.data.byteLength <= PLACEHOLDER_MAX_BYTES) break;
  }
  return { webp: last!.data, width: last!.info.width, height: last!.info.height };
}

/** The placeholder as a data: URL for an <img src>. */
export function placeholderUrl(placeholder: Placeholder): string {
  return `data:image/webp;base64,${placeholder.webp.toString("base64")}`;
}

/**
 * Chrome's measure of the placeholder: bits per displayed CSS pixel, at its lowest. On a phone it
 * shows at most at its own size, and wider it counts at its own size (see above).
 */
export function bitsPerPixel(placeholder: Placeholder): number {
  return (placeholder.webp.byteLength * 8) / (placeholder.width * placeholder.height);
}
