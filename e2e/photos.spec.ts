import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { bookThroughCalendar, signIn } from "./flows";

// Photos are a phone's feature first: one run, on the phone.
test.skip(({ isMobile }) => !isMobile, "the photo flow runs on the phone");

/** A photo as a phone's camera would hand it over: a JPEG, bigger than we store, with EXIF that holds where it was taken. */
const cameraPhoto = (r: number) =>
  sharp({ create: { width: 3000, height: 2250, channels: 3, background: { r, g: 120, b: 60 } } })
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 26/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "112/1 4/1 0/1" },
    })
    .toBuffer();

/**
 * Keeps a copy of each photo the page hands to its upload (XMLHttpRequest.send of the form with
 * `photo`), for `sentPhotos`. Read in the page because Chromium does not give the DevTools
 * protocol a body built from a Blob (request.postDataBuffer() is null then: playwright#6479).
 */
function recordSentPhotos(page: Page) {
  return page.addInitScript(() => {
    const sent: Blob[] = [];
    (window as unknown as { sentPhotos: Blob[] }).sentPhotos = sent;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      const photo = body instanceof FormData ? body.get("photo") : null;
      if (photo instanceof Blob) sent.push(photo);
      return send.call(this, body);
    };
  });
}

/** The bytes of each photo the page sent, in order. */
async function sentPhotos(page: Page): Promise<Buffer[]> {
  const sent = await page.evaluate(() =>
    Promise.all(
      (window as unknown as { sentPhotos: Blob[] }).sentPhotos.map(async (blob) => [...new Uint8Array(await blob.arrayBuffer())]),
    ),
  );
  return sent.map((bytes) => Buffer.from(bytes));
}

/** Picks two camera photos in the booking form and checks what the page made of them before sending. */
async function attachTwoPhotos(page: Page, form: Locator): Promise<void> {
  const sentBefore = (await sentPhotos(page)).length;
  // The phone's picker: camera or gallery (accept="image/*"); the picker code loads on this tap.
  const input = form.locator('input[type="file"]');
  await expect(input).toHaveAttribute("accept", "image/*");
  await input.setInputFiles([
    { name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto(200) },
    { name: "IMG_0002.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto(40) },
  ]);
  const list = form.getByRole("list", { name: "Your photos" });
  await expect(list.getByText("Added")).toHaveCount(2);
  // The preview really shows (the page's CSP allows it): a decoded image, not a broken one.
  await expect
    .poll(() => list.getByRole("img", { name: "Photo 1" }).evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(list.getByRole("button", { name: "Remove photo 2" })).toBeVisible();
  // What left the phone: resized by the browser (3000 × 2250 to 2048 × 1536) and re-encoded
  // without EXIF or GPS, before the server, which resizes again, ever saw it.
  // This try's photos only: a try whose time was taken meanwhile sent its own pair before.
  const sent = (await sentPhotos(page)).slice(sentBefore);
  expect(sent).toHaveLength(2);
  for (const bytes of sent) {
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 2048, 1536, undefined]);
    expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
  }
}

test("attaches two photos to a booking on a phone, then an admin sees them full size", async ({ page, isMobile }, testInfo) => {
  test.slow();
  const lastName = `Photos-${Date.now()}`;
  await recordSentPhotos(page);
  await page.goto("/estimate");
  const visitor = {
    firstName: "Pia",
    lastName,
    email: `photos-${testInfo.project.name}-${Date.now()}@example.com`,
    address: "42 W Elliot Rd",
  };
  // Far enough out to stay clear of the days the other booking tests choose.
  await bookThroughCalendar(page, { skip: 7, visitor, beforeSubmit: (form) => attachTwoPhotos(page, form) });

  await signIn(page, "/admin/appointments");
  // On a phone the filters fold behind one button.
  if (isMobile) await page.getByRole("button", { name: "Filters", exact: true }).click();
  await page.getByLabel("Search").fill(lastName);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("2 photos").first()).toBeAttached();
  await page
    .getByRole("button", { name: new RegExp(lastName) })
    .first()
    .click();
  const detail = page.getByRole("dialog").first();
  const thumbnails = detail.getByRole("img", { name: /^Photo \d of 2 from Pia .*: open full size$/ });
  await expect(thumbnails).toHaveCount(2);
  await thumbnails.first().click();
  const viewer = page.getByRole("dialog", { name: `Photo 1 of 2 from Pia ${lastName}` });
  const full = viewer.getByRole("img", { name: `Photo 1 of 2 from Pia ${lastName}` });
  await expect(full).toBeVisible();
  // Stored at 2048 px on the long edge, decoded fine by the browser.
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2048);
  await expect(viewer.getByRole("link", { name: "Download" })).toHaveAttribute("href", /\/api\/admin\/photos\/[0-9a-f-]{36}\?download=1$/);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});

test("an iPhone's HEIC, which this browser cannot open, is sent as it is, converted by the server and shown as a thumbnail", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.waitForFunction(() => [...document.querySelectorAll("astro-island")].every((island) => !island.hasAttribute("ssr")));
  const form = page.getByRole("form", { name: "Contact us" });
  // 96 × 64 as coded, turned upright to 64 × 96 by its rotation (tests/fixtures/heic/).
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: "IMG_0003.HEIC", mimeType: "image/heic", buffer: readFileSync("tests/fixtures/heic/photo.heic") });
  const list = form.getByRole("list", { name: "Your photos" });
  await expect(list.getByText("Added")).toHaveCount(1);
  const thumbnail = list.getByRole("img", { name: "Photo 1" });
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([64, 96]);
});
