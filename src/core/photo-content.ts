/**
 * What an uploaded photo really is, judged by its first bytes (its "magic numbers"), never by
 * its file name or the Content-Type the browser sent: both are the sender's to choose.
 * Pure: no I/O. The server decodes every accepted photo afterwards (src/server/photos/).
 */

/** The photo formats the site accepts. HEIC/HEIF is what iPhones take. */
export type PhotoFormat = "jpeg" | "png" | "webp" | "heic";

/** ISO-BMFF brands of HEIC/HEIF images (ISO/IEC 23008-12), the `ftyp` major or a compatible brand. */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
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

/** One ISO-BMFF box: its type, where its body starts and where it ends. */
interface Box {
  type: string;
  body: number;
  end: number;
}

/** The boxes one after another between `start` and `end`; stops at the first that does not fit. */
function boxesIn(view: DataView, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    let size = view.getUint32(at);
    let body = at + 8;
    // 1: a 64-bit size follows the type; 0: the box runs to the end.
    if (size === 1) {
      if (body + 8 > end) break;
      size = view.getUint32(body) * 2 ** 32 + view.getUint32(body + 4);
      body += 8;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) break;
    boxes.push({
      type: String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7)),
      body,
      end: at + size,
    });
    at += size;
  }
  return boxes;
}

/**
 * The size a HEIF file's primary image claims (its `ispe` property, ISO/IEC 23008-12), read from
 * the boxes without decoding anything: what a decompression bomb lies about, so it can be refused
 * before a decoder is even loaded. Null when the boxes do not say (the decoder then reads them itself).
 */
export function heifPrimarySize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const child = (parent: Box, type: string, fullBox = false) =>
    boxesIn(view, parent.body + (fullBox ? 4 : 0), parent.end).filter((box) => box.type === type);
  const meta = boxesIn(view, 0, bytes.length).find((box) => box.type === "meta");
  if (!meta || meta.body + 4 > meta.end) return null;
  const [pitm] = child(meta, "pitm", true);
  const [iprp] = child(meta, "iprp", true);
  const [ipco] = iprp ? child(iprp, "ipco") : [];
  if (!pitm || !iprp || !ipco || pitm.body + 6 > pitm.end) return null;
  // pitm: version, flags (3 bytes), then the item's id (16 bits, 32 from version 1).
  const wideId = view.getUint8(pitm.body) !== 0;
  if (wideId && pitm.body + 8 > pitm.end) return null;
  const primary = wideId ? view.getUint32(pitm.body + 4) : view.getUint16(pitm.body + 4);
  const properties = boxesIn(view, ipco.body, ipco.end);
  for (const index of propertyIndexes(view, child(iprp, "ipma"), primary)) {
    const property = properties[index - 1];
    if (property?.type === "ispe" && property.body + 12 <= property.end)
      return { width: view.getUint32(property.body + 4), height: view.getUint32(property.body + 8) };
  }
  return null;
}

/** The (1-based) ipco indexes of the properties the `ipma` boxes associate with `item`; empty on anything malformed. */
function propertyIndexes(view: DataView, ipmas: Box[], item: number): number[] {
  for (const ipma of ipmas) {
    if (ipma.body + 8 > ipma.end) return [];
    const version = view.getUint8(ipma.body);
    const wideIndexes = (view.getUint32(ipma.body) & 1) === 1;
    let at = ipma.body + 8;
    for (let entries = view.getUint32(ipma.body + 4); entries > 0; entries--) {
      const idSize = version < 1 ? 2 : 4;
      if (at + idSize + 1 > ipma.end) return [];
      const id = idSize === 2 ? view.getUint16(at) : view.getUint32(at);
      const count = view.getUint8(at + idSize);
      at += idSize + 1;
      const indexes: number[] = [];
      for (let n = 0; n < count; n++) {
        if (at + (wideIndexes ? 2 : 1) > ipma.end) return [];
        // The top bit says "essential"; the rest is the index.
        indexes.push(wideIndexes ? view.getUint16(at) & 0x7fff : view.getUint8(at) & 0x7f);
        at += wideIndexes ? 2 : 1;
      }
      if (id === item) return indexes;
    }
  }
  return [];
}
