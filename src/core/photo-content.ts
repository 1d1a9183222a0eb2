/**
 * What an uploaded photo really is, judged by its first bytes (its "magic numbers"), never by
 * its file name or the Content-Type the browser sent: both are the sender's to choose.
 * Pure: no I/O. The server decodes every accepted photo afterwards (src/server/photos/).
 */

/** The photo formats the site accepts. HEIC/HEIF is what iPhones take. */
export type PhotoFormat = "jpeg" | "png" | "webp" | "heic";

/** ISO-BMFF brands of HEIC/HEIF images (ISO/IEC 23008-12), the `ftyp` major or a compatible brand. */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The format of `bytes` by its signature, or null for anything else (SVG, GIF, PDF, text, a renamed file). */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (isHeif(bytes)) return "heic";
  return null;
}

/** True for an ISO-BMFF file whose `ftyp` box names a HEIF brand (major or compatible); AVIF alone is not one. */
function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}
