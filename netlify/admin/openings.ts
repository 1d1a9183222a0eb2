/** The measure sheet's openings: `adminVisitOpenings`, `adminOpening`, `adminOpeningPhotos` and `adminOpeningPhoto`. */
import { photoMessages } from "@/i18n/photos";
import { newOpeningSchema, openingPatchSchema, openingPhotosSchema } from "@/schemas/openings";
import { adminOpening, adminOpeningPhoto, adminOpeningPhotos, adminVisitOpenings } from "@/schemas/routes/admin";
import { getDb } from "@/server/db/client";
import { withBody } from "@/server/http/handler";
import { json, noContent } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import {
  attachOpeningPhotos,
  createOpening,
  deleteOpening,
  listVisitOpenings,
  OPENING_NOT_FOUND,
  patchOpening,
  removeOpeningPhoto,
  VISIT_NOT_FOUND,
} from "@/server/openings/openings";
import { admins } from "./guard";

/** GET: the visit's openings. POST: a new one (201), or the one its `clientId` already wrote (200). */
export const visitOpeningsEndpoint = admins.on(adminVisitOpenings, {
  async GET({ params }) {
    return json(await listVisitOpenings(getDb(), requireRowId(params.id, VISIT_NOT_FOUND)));
  },
  POST: withBody(newOpeningSchema, async ({ body, guarded: admin, params }) => {
    const { created, opening } = await createOpening(getDb(), requireRowId(params.id, VISIT_NOT_FOUND), body, admin.email, new Date());
    return json(opening, { status: created ? 201 : 200 });
  }),
});

/** PATCH: change the opening. DELETE: 204. */
export const openingEndpoint = admins.on(adminOpening, {
  PATCH: withBody(openingPatchSchema, async ({ body, params }) =>
    json(await patchOpening(getDb(), requireRowId(params.id, OPENING_NOT_FOUND), body, new Date())),
  ),
  async DELETE({ params }) {
    await deleteOpening(getDb(), requireRowId(params.id, OPENING_NOT_FOUND));
    return noContent();
  },
});

/** POST { photoIds }: attach the office's uploads to the opening. */
export const openingPhotosEndpoint = admins.on(adminOpeningPhotos, {
  POST: withBody(openingPhotosSchema, async ({ body, params }) =>
    json(await attachOpeningPhotos(getDb(), requireRowId(params.id, OPENING_NOT_FOUND), body.photoIds, new Date())),
  ),
});

/** DELETE: remove one of the opening's photos. */
export const openingPhotoEndpoint = admins.on(adminOpeningPhoto, {
  async DELETE({ params }) {
    const id = requireRowId(params.id, OPENING_NOT_FOUND);
    return json(await removeOpeningPhoto(getDb(), id, requireRowId(params.photoId, photoMessages.en.notFound)));
  },
});
