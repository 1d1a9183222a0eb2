import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import photosHandler from "../../netlify/functions/photos.mts";
import { getDb } from "../../src/server/db/client";
import { photos } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { eq } from "drizzle-orm";
import { useFunctionDatabase } from "../helpers/function-env";
import { storedImage, useLocalPhotoStore } from "../helpers/photo-store";
import { jpeg, jpegWithGps, photoRequest, pngBomb, svg, truncatedJpeg } from "./images";

useFunctionDatabase();
useLocalPhotoStore();

const upload = (request: Request, ip = "203.0.113.7") => photosHandler(request, { ip });

describe("POST /api/photos", () => {
  it("answers 201 with an id, and stores a JPEG without the GPS EXIF, turned upright", async () => {
    const original = await jpegWithGps(640, 480);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(photoRequest(original));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await storedImage(id);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("TestCam"))).toBe(false);
    // Orientation 6 applied to the pixels: 640 × 480 comes out 480 × 640, with no orientation tag left.
    expect([meta.width, meta.height, meta.orientation]).toEqual([480, 640, undefined]);
    const [row] = await getDb().select().from(photos).where(eq(photos.id, id));
    expect(row).toMatchObject({ appointmentId: null, leadId: null, width: 480, height: 640, contentType: "image/jpeg" });
  });

  it("stores a large photo at most 2048 px on its long edge", async () => {
    const response = await upload(photoRequest(await jpeg(2600, 650)));
    const { id } = await response.json();
    expect(await sharp(await storedImage(id)).metadata()).toMatchObject({ width: 2048, height: 512 });
  });

  it("judges by content: a JPEG named photo.svg is taken, an SVG named photo.jpg is refused with 415", async () => {
    expect((await upload(photoRequest(await jpeg(), { name: "photo.svg", type: "image/svg+xml" }))).status).toBe(201);
    const response = await upload(photoRequest(svg(), { name: "photo.jpg", type: "image/jpeg" }));
    expect(response.status).toBe(415);
    expect((await response.json()).error).toBe("That file is not a photo we can take. Send a JPEG, PNG, WebP or HEIC photo.");
  });

  it("answers 400 for a truncated JPEG, in Spanish when asked", async () => {
    const response = await upload(photoRequest(await truncatedJpeg(), { locale: "es" }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Esa foto está dañada o incompleta y no se pudo leer. Tómela o elíjala de nuevo.");
  });

  it("answers 413 for a PNG bomb, refused from its header", async () => {
    const bomb = pngBomb();
    expect(bomb.byteLength).toBeLessThan(100_000);
    const response = await upload(photoRequest(bomb, { name: "bomb.png", type: "image/png" }));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/too many pixels/);
  });

  it("answers 400 for a file that only starts like a HEIC", async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic"),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from("mif1heic"),
      Buffer.alloc(200, 7),
    ]);
    const response = await upload(photoRequest(heic, { name: "IMG_0001.HEIC", type: "image/heic" }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/damaged or incomplete/);
  });

  it("answers 413 for a photo over PHOTO_MAX_BYTES", async () => {
    vi.stubEnv("PHOTO_MAX_BYTES", "20000");
    resetServerEnv();
    const big = await sharp({
      create: { width: 600, height: 600, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 60 } },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    const response = await upload(photoRequest(big));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe("That photo is too large. Send photos up to 0.02 MB.");
  });

  it("answers 400 for an empty file, saying it could not be read (not 413 'too large')", async () => {
    const response = await upload(photoRequest(new Uint8Array(), { locale: "es" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("Esa foto está dañada o incompleta y no se pudo leer. Tómela o elíjala de nuevo.");
    expect(body.fieldErrors.photo).toEqual([body.error]);
  });

  it("answers 400 without a photo field, and 415 for a JSON body", async () => {
    const form = new FormData();
    form.append("other", "x");
    expect((await upload(new Request("http://localhost/api/photos", { method: "POST", body: form }))).status).toBe(400);
    expect(
      (
        await upload(
          new Request("http://localhost/api/photos", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }),
        )
      ).status,
    ).toBe(415);
  });

  it("refuses an upload from another site's page with 403", async () => {
    const response = await upload(photoRequest(await jpeg(), { headers: { Origin: "https://evil.example" } }));
    expect(response.status).toBe(403);
  });

  it("answers 429 once one address sent PHOTOS_PER_ADDRESS_PER_HOUR photos", async () => {
    vi.stubEnv("PHOTOS_PER_ADDRESS_PER_HOUR", "2");
    resetServerEnv();
    const image = await jpeg();
    expect((await upload(photoRequest(image), "198.51.100.9")).status).toBe(201);
    expect((await upload(photoRequest(image), "198.51.100.9")).status).toBe(201);
    const third = await upload(photoRequest(image), "198.51.100.9");
    expect(third.status).toBe(429);
    expect(third.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("answers 503 with a clear message when the photo store is down; the row left is an upload nobody holds, for the sweep", async () => {
    const before = (await getDb().select().from(photos)).map((row) => row.id);
    const down = Buffer.from(
      JSON.stringify({
        edgeURL: "http://127.0.0.1:9",
        uncachedEdgeURL: "http://127.0.0.1:9",
        token: "x",
        siteID: "s",
        deployID: "d",
        primaryRegion: "us-east-2",
      }),
    ).toString("base64");
    vi.stubEnv("NETLIFY_BLOBS_CONTEXT", down);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await upload(photoRequest(await jpeg()));
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/^Photo storage is not available right now/);
    // The row went in first; a store that cannot even delete keeps it, waiting, and the sweep takes it (tests/photos/sweep.test.ts).
    const left = (await getDb().select().from(photos)).filter((row) => !before.includes(row.id));
    expect(left.map(({ appointmentId, leadId, attachedAt }) => ({ appointmentId, leadId, attachedAt }))).toEqual([
      { appointmentId: null, leadId: null, attachedAt: null },
    ]);
    const spanish = await upload(photoRequest(await jpeg(), { locale: "es" }));
    expect(spanish.status).toBe(503);
    expect((await spanish.json()).error).toMatch(/^El almacenamiento de fotos no está disponible en este momento/);
  });
});
