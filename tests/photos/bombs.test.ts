/**
 * The attacks on memory, one per format: images whose header claims more pixels than a phone
 * takes are refused from the header with a 413 that says why, before a pixel is decoded; the
 * largest images a phone does take are accepted, decoded one at a time, and a HEIC's decoder
 * memory is given back when it is done.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import photosHandler from "../../netlify/functions/photos.mts";
import { useFunctionDatabase } from "../helpers/function-env";
import { storedImage, useLocalPhotoStore } from "../helpers/photo-store";
import { flatImage, heicClaiming, heicFixture, jpegClaiming, photoRequest, pngBomb, webpClaiming } from "./images";

useFunctionDatabase();
useLocalPhotoStore();

const upload = (bytes: Uint8Array, { name = "photo.jpg", locale }: { name?: string; locale?: string } = {}) =>
  photosHandler(photoRequest(bytes, { name, locale }), { ip: "203.0.113.40" });

const TOO_MANY = "That image is larger than a phone photo (too many pixels: we take up to 52 megapixels). Please send a normal photo.";
const PROGRESSIVE =
  "That image was saved as a progressive JPEG or interlaced PNG larger than 12.6 megapixels, which we cannot convert. Please send the photo as your phone took it, or a smaller copy.";

/** The highest RSS (MB above the start) the process reaches while `run` runs, sampled every 10 ms. */
async function peakRssGrowthMb(run: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  return (Math.max(peak, process.memoryUsage.rss()) - start) / 1024 / 1024;
}

describe("POST /api/photos with an image bomb", () => {
  // First, so the memory that loading sharp and opening the database pool takes is not counted against a bomb.
  it("answers 201 to a small JPEG and a small HEIC", async () => {
    expect((await upload(await flatImage(64, 48, "jpeg"))).status).toBe(201);
    expect((await upload(heicFixture("photo"), { name: "IMG_0001.HEIC" })).status).toBe(201);
  });

  it.each([
    [
      "a progressive JPEG claiming 9999 × 9999 (the attack's 1.2 MB file)",
      () => jpegClaiming(9999, 9999, { progressive: true }),
      PROGRESSIVE,
    ],
    [
      "a progressive CMYK JPEG claiming 9990 × 9990",
      () => jpegClaiming(9990, 9990, { progressive: true, cmyk: true }),
      "That image uses print colors (CMYK) and is larger than 8.4 megapixels. Please send it in ordinary (RGB) colors, or a smaller copy.",
    ],
    ["a baseline JPEG claiming 60,000 × 60,000", () => jpegClaiming(60_000, 60_000), TOO_MANY],
    ["a PNG claiming 30,000 × 30,000", async () => pngBomb(30_000), TOO_MANY],
    ["an interlaced PNG claiming 5,000 × 5,000", async () => pngBomb(5_000, { interlaced: true }), PROGRESSIVE],
    ["a WebP claiming 16,383 × 16,383", () => webpClaiming(16_383, 16_383), TOO_MANY],
    ["a HEIC claiming 8000 × 6000 (the attack's 11 KB file)", async () => heicClaiming(8_000, 6_000), TOO_MANY.replace("52", "25")],
  ])("answers 413 to %s, from its header, taking no memory to speak of", async (_name, make, message) => {
    const bomb = await make();
    expect(bomb.byteLength).toBeLessThan(200_000);
    let response: Response | undefined;
    const growth = await peakRssGrowthMb(async () => (response = await upload(bomb)));
    expect(response!.status).toBe(413);
    expect((await response!.json()).error).toBe(message);
    expect(growth).toBeLessThan(40);
  });

  it("says so in Spanish when asked", async () => {
    const response = await upload(await jpegClaiming(9999, 9999, { progressive: true }), { locale: "es" });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe(
      "Esa imagen se guardó como JPEG progresivo o PNG entrelazado de más de 12.6 megapíxeles, y no podemos convertirla. Envíe la foto tal como la tomó su teléfono, o una copia más pequeña.",
    );
  });
});

describe("POST /api/photos with the largest photos a phone takes", () => {
  it("accepts a 52 MP baseline JPEG and a 12.6 MP progressive one, stored at 2048 px", async () => {
    for (const [width, height, format] of [
      [8320, 6250, "jpeg"],
      [4096, 3072, "progressive-jpeg"],
    ] as const) {
      const response = await upload(await flatImage(width, height, format));
      expect(response.status, format).toBe(201);
      const meta = await sharp(await storedImage((await response.json()).id)).metadata();
      expect([meta.width, meta.height]).toEqual([2048, Math.round((2048 * height) / width)]);
    }
  });

  it("decodes an iPhone's 24 MP HEIC in a worker, so no decoder memory stays in this thread", async () => {
    const before = process.memoryUsage().arrayBuffers;
    const response = await upload(heicFixture("iphone-24mp"), { name: "IMG_0001.HEIC" });
    expect(response.status).toBe(201);
    expect(await sharp(await storedImage((await response.json()).id)).metadata()).toMatchObject({ width: 2048, height: 1536 });
    // Decoded in this thread, libheif's WebAssembly memory (an ArrayBuffer that only grows) would
    // hold some 200 MB here for good; the worker's went with it (npm run bench -- --photos measures the process).
    expect((process.memoryUsage().arrayBuffers - before) / 1024 / 1024).toBeLessThan(20);
  });

  it("decodes eight progressive uploads sent at once one at a time: the peak is one image's, not eight", async () => {
    const image = await flatImage(4096, 3072, "progressive-jpeg");
    let busiest = 0;
    const sampler = setInterval(() => (busiest = Math.max(busiest, sharp.counters().process + sharp.counters().queue)), 5);
    let statuses: number[];
    try {
      statuses = await Promise.all(Array.from({ length: 8 }, () => upload(image).then((response) => response.status)));
    } finally {
      clearInterval(sampler);
    }
    expect(statuses).toEqual(Array(8).fill(201));
    // libvips held one at a time (a sample may catch one task ending as the next begins); without
    // the queue all eight run at once. One such decode takes about 100 MB; eight took 3.7 GB in the attack.
    expect(busiest).toBeLessThanOrEqual(2);
  });
});
