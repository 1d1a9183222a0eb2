import type { Config } from "@netlify/functions";
import { photoMessages } from "../../src/i18n/photos";
import { managedVisit, manageAttach, manageDelete, managePhoto, manageList } from "../../src/server/photos/manage-photos";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { queryLocale, withBody } from "../../src/server/http/handler";
import { on, serve } from "../../src/server/http/serve";
import { visitPhoto, visitPhotos } from "../../src/schemas/routes/manage";
import { photoIdsRequestSchema } from "../../src/schemas/photo-ids";
import { json } from "../../src/server/http/headers";

/**
 * The customer's own photos, through their manage link (/cancel/{token}); nobody else's:
 * - GET `visitPhotos`: the list; GET `visitPhoto`[?size=thumb]: one image (`private, no-store`).
 * - POST `visitPhotos` `{ "photoIds": [...] }`: attach uploads, until the visit; 400 past six.
 * - DELETE `visitPhoto`: remove one, until the visit.
 * An unknown token, or a photo of another visit, is a 404 that tells nothing.
 */
const served = serve([
  on(visitPhotos, {
    async GET({ url, params }) {
      const { visit, token } = await managedVisit(getDb(), params, photoMessages[queryLocale(url)], new Date());
      return json(await manageList(getDb(), visit, token));
    },
    POST: withBody(photoIdsRequestSchema, async ({ url, params, body }) => {
      const db = getDb();
      const locale = queryLocale(url);
      const { visit, token } = await managedVisit(db, params, photoMessages[locale], new Date());
      await manageAttach(db, visit, body.photoIds, { now: new Date(), env: serverEnv(), locale, messages: photoMessages[locale] });
      return json(await manageList(db, visit, token), { status: 201 });
    }),
  }),
  on(visitPhoto, {
    async GET({ url, params }) {
      const messages = photoMessages[queryLocale(url)];
      const { visit, photoId } = await managedVisit(getDb(), params, messages, new Date());
      return managePhoto(getDb(), visit, photoId!, url.searchParams.get("size") === "thumb" ? "thumb" : "full", messages);
    },
    async DELETE({ url, params }) {
      const db = getDb();
      const locale = queryLocale(url);
      const { visit, token, photoId } = await managedVisit(db, params, photoMessages[locale], new Date());
      await manageDelete(db, visit, photoId, new Date(), locale);
      return json(await manageList(db, visit, token));
    },
  }),
]);

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
