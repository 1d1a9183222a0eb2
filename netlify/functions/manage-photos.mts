import type { Config } from "@netlify/functions";
import { photoMessages } from "../../src/i18n/photos";
import { managedVisit, manageAttach, manageDelete, managePhoto, manageList } from "../../src/server/photos/manage-photos";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { queryLocale, route, withBody } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";
import { photoIdsRequestSchema } from "../../src/server/photos/manage-photos";

/**
 * The customer's own photos, through their manage link (/cancel/{token}); nobody else's:
 * - GET /api/cancel/{token}/photos: the list; GET …/photos/{id}[?size=thumb]: one image (`private, no-store`).
 * - POST /api/cancel/{token}/photos `{ "photoIds": [...] }`: attach uploads, until the visit; 400 past six.
 * - DELETE /api/cancel/{token}/photos/{id}: remove one, until the visit.
 * An unknown token, or a photo of another visit, is a 404 that tells nothing.
 */
export default route({
  async GET({ url }) {
    const messages = photoMessages[queryLocale(url)];
    const { visit, photoId } = await managedVisit(getDb(), url, messages);
    if (photoId) return managePhoto(getDb(), visit, photoId, url.searchParams.get("size") === "thumb" ? "thumb" : "full", messages);
    return json(await manageList(getDb(), visit, url));
  },
  POST: withBody(photoIdsRequestSchema, async ({ url, body }) => {
    const db = getDb();
    const locale = queryLocale(url);
    const { visit } = await managedVisit(db, url, photoMessages[locale]);
    await manageAttach(db, visit, body.photoIds, { now: new Date(), env: serverEnv(), locale, messages: photoMessages[locale] });
    return json(await manageList(db, visit, url), { status: 201 });
  }),
  async DELETE({ url }) {
    const db = getDb();
    const locale = queryLocale(url);
    const { visit, photoId } = await managedVisit(db, url, photoMessages[locale]);
    await manageDelete(db, visit, photoId, new Date(), locale);
    return json(await manageList(db, visit, url));
  },
});

export const config: Config = {
  path: ["/api/cancel/:token/photos", "/api/cancel/:token/photos/:photoId"],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
