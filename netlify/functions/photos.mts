import type { Config } from "@netlify/functions";
import { photoMessages } from "../../src/i18n/photos";
import { enforceAddressLimit } from "../../src/server/abuse/address-limit";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { queryLocale } from "../../src/server/http/handler";
import { serve } from "../../src/server/http/serve";
import { photos } from "../../src/schemas/routes/booking";
import { json } from "../../src/server/http/headers";
import { photoBodyLimit, photoTooLarge, uploadPhoto } from "../../src/server/photos/upload-photo";

/**
 * POST `photos`[?locale=es]: one photo as the multipart/form-data field `photo`; answers
 * 201 `{ "id": "…" }` (with `?preview=1`, also `"thumbnail"`: the stored thumbnail as a
 * data: URL, for a photo the browser could not draw itself). The id then goes into a booking's, lead's or manage request's
 * `photoIds`; an upload nobody names within 24 hours is deleted. Refusals: 400 (no photo,
 * damaged, too many pixels), 413 (too large), 415 (not a JPEG, PNG, WebP or HEIC by its
 * content), 429 (too many from one address), 503 (the photo store is down).
 */
const served = serve(
  photos,
  {
    async POST({ request, url, clientAddress }) {
      const db = getDb();
      const env = serverEnv();
      const locale = queryLocale(url);
      await enforceAddressLimit(
        db,
        "photo",
        clientAddress,
        { max: env.PHOTOS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
        new Date(),
        locale,
      );
      const photo = await uploadPhoto(db, request, clientAddress, {
        maxBytes: env.PHOTO_MAX_BYTES,
        maxPixels: env.PHOTO_MAX_PIXELS,
        messages: photoMessages[locale],
        preview: url.searchParams.get("preview") === "1",
      });
      return json(photo, { status: 201 });
    },
  },
  // A multipart body, not JSON: a foreign page's post is still refused (403) by its Origin.
  // The body is read up to the photo limit and its envelope, and no further (413 past it).
  {
    acceptForms: true,
    body: {
      maxBytes: () => photoBodyLimit(serverEnv().PHOTO_MAX_BYTES),
      tooLarge: (url) => photoTooLarge(serverEnv().PHOTO_MAX_BYTES, photoMessages[queryLocale(url)]),
    },
  },
);

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
