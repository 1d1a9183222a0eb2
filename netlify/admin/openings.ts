/**
 * The measure sheet's openings: `adminVisitOpenings`, `adminOpening`, `adminOpeningPhotos` and
 * `adminOpeningPhoto`; and the re-measure's final sizes on the job, `adminJobOpening`.
 */
import { photoMessages } from "@/i18n/photos";
import { finalSizeSchema, newOpeningSchema, openingPatchSchema, openingPhotosSchema } from "@/schemas/openings";
import { adminJobOpening, adminOpening, adminOpeningPhoto, adminOpeningPhotos, adminVisitOpenings } from "@/schemas/routes/admin";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { withBody } from "@/server/http/handler";
import { json, noContent } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { jobDetail } from "@/server/jobs/job-detail";
import { JOB_NOT_FOUND } from "@/server/jobs/records";
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
import { recordOpeningFinalSize } from "@/server/change-orders/remeasure";
import type { SessionUser } from "@/server/auth/session";
import { requireOpeningInReach, requireVisitInReach } from "@/server/team/scope";
import { admins } from "./guard";

/** The visit of the path, checked: 404 when there is none, or when it is another estimator's. */
async function visitInReach(person: SessionUser, param: string | undefined): Promise<string> {
  const id = requireRowId(param, VISIT_NOT_FOUND);
  await requireVisitInReach(getDb(), person, id, VISIT_NOT_FOUND);
  return id;
}

/** The opening of the path, checked: 404 when there is none, or when it was measured on another estimator's visit. */
async function openingInReach(person: SessionUser, param: string | undefined): Promise<string> {
  const id = requireRowId(param, OPENING_NOT_FOUND);
  await requireOpeningInReach(getDb(), person, id, OPENING_NOT_FOUND);
  return id;
}

/** GET: the visit's openings. POST: a new one (201), or the one its `clientId` already wrote (200). */
export const visitOpeningsEndpoint = admins.on(adminVisitOpenings, {
  async GET({ guarded, params }) {
    return json(await listVisitOpenings(getDb(), await visitInReach(guarded, params.id)));
  },
  POST: withBody(newOpeningSchema, async ({ body, guarded: admin, params }) => {
    const { created, opening } = await createOpening(getDb(), await visitInReach(admin, params.id), body, admin.email, new Date());
    return json(opening, { status: created ? 201 : 200 });
  }),
});

/** PATCH: change the opening. DELETE: 204. */
export const openingEndpoint = admins.on(adminOpening, {
  PATCH: withBody(openingPatchSchema, async ({ body, guarded, params }) =>
    json(await patchOpening(getDb(), await openingInReach(guarded, params.id), body, new Date())),
  ),
  async DELETE({ guarded, params }) {
    await deleteOpening(getDb(), await openingInReach(guarded, params.id));
    return noContent();
  },
});

/** POST { photoIds }: attach the office's uploads to the opening. */
export const openingPhotosEndpoint = admins.on(adminOpeningPhotos, {
  POST: withBody(openingPhotosSchema, async ({ body, guarded, params }) =>
    json(await attachOpeningPhotos(getDb(), await openingInReach(guarded, params.id), body.photoIds, new Date())),
  ),
});

/** DELETE: remove one of the opening's photos. */
export const openingPhotoEndpoint = admins.on(adminOpeningPhoto, {
  async DELETE({ guarded, params }) {
    const id = await openingInReach(guarded, params.id);
    return json(await removeOpeningPhoto(getDb(), id, requireRowId(params.photoId, photoMessages.en.notFound)));
  },
});

/** PATCH { width, height }: the opening's final size at the re-measure; the job page (with the re-measure's draft change order). */
export const jobOpeningEndpoint = admins.on(adminJobOpening, {
  PATCH: withBody(finalSizeSchema, async ({ body, guarded: admin, params }) => {
    const db = getDb();
    const now = new Date();
    const jobId = requireRowId(params.id, JOB_NOT_FOUND);
    await recordOpeningFinalSize(db, jobId, requireRowId(params.openingId, OPENING_NOT_FOUND), body, admin.email, now);
    return json(await jobDetail(db, serverEnv(), jobId, now));
  }),
});
