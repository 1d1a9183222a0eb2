import { describe, expect, it } from "vitest";
import { heifPrimarySize, sniffPhotoFormat } from "./photo-content";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible);
};

describe("sniffPhotoFormat", () => {
  it("returns jpeg for the FF D8 FF signature", () => expect(sniffPhotoFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("jpeg"));
  it("returns png for the PNG signature", () => expect(sniffPhotoFormat(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("png"));
  it("returns webp for a RIFF file of type WEBP", () => expect(sniffPhotoFormat(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp"));
  it("returns heic for an ftyp box whose major brand is heic", () => expect(sniffPhotoFormat(ftyp("heic", "mif1", "heic"))).toBe("heic"));
  it("returns heic when a compatible brand is mif1", () => expect(sniffPhotoFormat(ftyp("isom", "mif1"))).toBe("heic"));
  it("returns null for an AVIF-only ftyp box", () => expect(sniffPhotoFormat(ftyp("avif", "avif"))).toBeNull());
  it("returns null for an MP4 video", () => expect(sniffPhotoFormat(ftyp("isom", "iso2", "mp41"))).toBeNull());
  it("returns null for SVG, even one that starts like XML", () => {
    expect(sniffPhotoFormat(new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoFormat(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
  });
  it("returns null for GIF, PDF and an empty file", () => {
    expect(sniffPhotoFormat(bytes("GIF89a"))).toBeNull();
    expect(sniffPhotoFormat(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffPhotoFormat(new Uint8Array())).toBeNull();
  });
  it("returns null for a file too short to hold its signature", () => expect(sniffPhotoFormat(bytes([0xff, 0xd8]))).toBeNull());
});

describe("heifPrimarySize", () => {
  // A minimal HEIF header: meta { pitm → item 1, iprp { ipco [hvcC stand-in, ispe], ipma: item 1 → 1, 2 } }.
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const box = (type: string, ...body: number[][]) => {
    const content = body.flat();
    return [...u32(8 + content.length), ...[...type].map((c) => c.charCodeAt(0)), ...content];
  };
  const heif = (width: number, height: number, primary = 1) =>
    new Uint8Array([
      ...box(
        "ftyp",
        [..."heic"].map((c) => c.charCodeAt(0)),
        u32(0),
      ),
      ...box(
        "meta",
        u32(0),
        box("pitm", u32(0), [0, primary]),
        box(
          "iprp",
          box("ipco", box("hvcC", [1, 2, 3]), box("ispe", u32(0), u32(width), u32(height))),
          box("ipma", u32(0), u32(1), [0, 1, 2, 0x81, 0x02]),
        ),
      ),
    ]);

  it("returns the primary item's ispe size", () => expect(heifPrimarySize(heif(8000, 6000))).toEqual({ width: 8000, height: 6000 }));
  it("returns null when the primary item has no size property", () => expect(heifPrimarySize(heif(8000, 6000, 2))).toBeNull());
  it("returns null for a file cut off inside its boxes", () => expect(heifPrimarySize(heif(8000, 6000).subarray(0, 60))).toBeNull());
  it("returns null for a JPEG", () => expect(heifPrimarySize(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeNull());
});
