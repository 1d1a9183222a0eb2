/**
 * HEIC from iPhones, as Chrome and Firefox send it (they cannot convert it): the server
 * decodes it with libheif and stores it like any other photo.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import photosHandler from "../../netlify/functions/photos.mts";
import { getDb } from "../../src/server/db/client";
import { photos } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { storedImage, useLocalPhotoStore } from "../helpers/photo-store";
import { heicClaiming, heicFixture, photoRequest, svg } from "./images";

useFunctionDatabase();
useLocalPhotoStore();

const upload = (bytes: Uint8Array, options: { locale?: string; preview?: boolean } = {}) =>
  photosHandler(photoRequest(bytes, { name: "IMG_0001.HEIC", type: "image/heic", ...options }), { ip: "203.0.113.21" });

/** The colour at (x, y) of a JPEG, as [r, g, b]. */
async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const reddish = ([r, g, b]: number[]) => r! > 150 && g! < 90 && b! < 90;
const bluish = ([r, g, b]: number[]) => b! > 150 && r! < 90 && g! < 90;

describe("POST /api/photos with a HEIC", () => {
  it("answers 201 and stores a JPEG turned upright by the HEIC's rotation, without its EXIF and GPS", async () => {
    const original = heicFixture("photo");
    expect(original.includes(Buffer.from("TestCam"))).toBe(true);
    const response = await upload(original);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const stored = await storedImage(id);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("TestCam"))).toBe(false);
    // Coded 96 × 64 with red on the left; `irot` turns it a quarter clockwise: 64 × 96, red on top.
    // (Its EXIF also says "rotate 90°": applied a second time, red would end up on the right.)
    expect([meta.width, meta.height, meta.orientation]).toEqual([64, 96, undefined]);
    expect(reddish(await pixel(stored, 32, 10))).toBe(true);
    expect(bluish(await pixel(stored, 32, 85))).toBe(true);
    const [row] = await getDb().select().from(photos).where(eq(photos.id, id));
    expect(row).toMatchObject({ width: 64, height: 96, contentType: "image/jpeg" });
    expect((await sharp(await storedImage(id, "thumb")).metadata()).format).toBe("jpeg");
  });

  it("answers the stored thumbnail as a data: URL when the picker asks (?preview=1), and only then", async () => {
    const plain = await (await upload(heicFixture("photo"))).json();
    expect(Object.keys(plain)).toEqual(["id"]);
    const response = await upload(heicFixture("photo"), { preview: true });
    expect(response.status).toBe(201);
    const { id, thumbnail } = await response.json();
    expect(thumbnail).toMatch(/^data:image\/jpeg;base64,/);
    const thumb = Buffer.from(thumbnail.slice(thumbnail.indexOf(",") + 1), "base64");
    expect(thumb.equals(await storedImage(id, "thumb"))).toBe(true);
    expect(await sharp(thumb).metadata()).toMatchObject({ format: "jpeg", width: 64, height: 96 });
  });

  it("takes the primary image of a HEIC that holds several", async () => {
    const response = await upload(heicFixture("two-images"));
    expect(response.status).toBe(201);
    const meta = await sharp(await storedImage((await response.json()).id)).metadata();
    expect([meta.width, meta.height]).toEqual([64, 64]);
  });

  it("answers 400 for a truncated HEIC, in Spanish when asked", async () => {
    const whole = heicFixture("photo");
    for (const cut of [Math.floor(whole.length * 0.8), 400]) {
      const response = await upload(whole.subarray(0, cut), { locale: "es" });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe("Esa foto está dañada o incompleta y no se pudo leer. Tómela o elíjala de nuevo.");
    }
  });

  it("answers 413 for a HEIC whose header claims too many pixels, refused before decoding", async () => {
    // 12,000 × 12,000 is 144 million pixels, over every ceiling. The coded image is 96 × 64:
    // had it been decoded, the size mismatch would read as a damaged photo instead.
    const response = await upload(heicClaiming(12_000, 12_000));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe(
      "That image is larger than a phone photo (too many pixels: we take up to 25 megapixels). Please send a normal photo.",
    );
  });

  it("refuses a HEIC over 25 million pixels from its header (413), though under PHOTO_MAX_PIXELS, and goes on to decode an iPhone's 24 MP", async () => {
    // 8,000 × 6,000 is 48 million pixels (the attack's 11 KB HEIC): under the 52 million a JPEG
    // may have, over the HEIC's own ceiling. Decoded, the coded 96 × 64 would read as damaged instead.
    const over = await upload(heicClaiming(8_000, 6_000), { locale: "es" });
    expect(over.status).toBe(413);
    expect((await over.json()).error).toBe(
      "Esa imagen es más grande que una foto de teléfono (demasiados píxeles: recibimos hasta 25 megapíxeles). Envíe una foto normal.",
    );
    // An iPhone's 24 MP (5712 × 4284) passes the header check and goes on to be decoded: here the
    // claimed size does not match the coded image, so it ends as damaged, not as too many pixels.
    const iphone = await upload(heicClaiming(5_712, 4_284));
    expect(iphone.status).toBe(400);
    expect((await iphone.json()).error).toMatch(/damaged or incomplete/);
  });

  it("still answers 415 for an SVG sent as a HEIC", async () => {
    const response = await upload(svg());
    expect(response.status).toBe(415);
  });
});
