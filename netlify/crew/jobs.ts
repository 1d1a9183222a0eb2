/** The crew's phone's paths: its days, "On my way", after-photos, the customer's sign-off, and the jobs' photos. */
import { crewPhotoSchema, signOffSchema } from "@/schemas/crew";
import { jobOnMyWaySchema } from "@/schemas/job";
import { crewDays, crewJobPhotos, crewOnMyWay, crewPhoto, crewSignOff } from "@/schemas/routes/crew";
import { photoMessages } from "@/i18n/photos";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { parseWith, withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { sendInstallOnMyWay } from "@/server/jobs/crew-texts";
import { crewDays as readCrewDays, crewJobRecord, crewPhotoImage, signOffJob } from "@/server/jobs/crew-phone";
import { addCrewPhoto } from "@/server/jobs/crew-photos";
import { JOB_NOT_FOUND } from "@/server/jobs/records";
import { photoBodyLimit, photoFieldOf, photoTooLarge, readPhotoForm } from "@/server/photos/upload-photo";
import { crewGuard } from "./guard";

/** GET: today's and tomorrow's install days of the viewer's crews. */
export const crewDaysEndpoint = crewGuard.on(crewDays, {
  async GET({ guarded: viewer }) {
    return json(await readCrewDays(getDb(), viewer, new Date()));
  },
});

/** POST { etaMinutes }: the office's "On my way" text, sent from the crew's phone (201 when Twilio took it). */
export const crewOnMyWayEndpoint = crewGuard.on(crewOnMyWay, {
  POST: withBody(jobOnMyWaySchema, async ({ body, guarded: viewer, params }) => {
    const db = getDb();
    const now = new Date();
    const record = await crewJobRecord(db, viewer, requireRowId(params.id, JOB_NOT_FOUND), now);
    return json(await sendInstallOnMyWay(db, serverEnv(), record, body.etaMinutes, viewer.email, now), { status: 201 });
  }),
});

/** POST multipart { photo, clientId }: an after-photo (201; 200 when its clientId already gave it). */
export const crewJobPhotosEndpoint = crewGuard.on(
  crewJobPhotos,
  {
    async POST({ request, guarded: viewer, params, clientAddress }) {
      const db = getDb();
      const env = serverEnv();
      const now = new Date();
      const messages = photoMessages.en;
      const record = await crewJobRecord(db, viewer, requireRowId(params.id, JOB_NOT_FOUND), now);
      const form = await readPhotoForm(request, messages);
      const { clientId } = parseWith(crewPhotoSchema, { clientId: form.get("clientId") });
      const upload = { maxBytes: env.PHOTO_MAX_BYTES, maxPixels: env.PHOTO_MAX_PIXELS, messages, clientAddress };
      const { created, id } = await addCrewPhoto(db, record, { clientId, file: photoFieldOf(form, messages) }, viewer.email, upload, now);
      return json({ id }, { status: created ? 201 : 200 });
    },
  },
  // A multipart body, read up to the photo limit and its envelope (413 past it), as POST /api/photos reads its own.
  {
    acceptForms: true,
    body: {
      maxBytes: () => photoBodyLimit(serverEnv().PHOTO_MAX_BYTES),
      tooLarge: () => photoTooLarge(serverEnv().PHOTO_MAX_BYTES, photoMessages.en),
    },
  },
);

/** POST { clientId, typedName, outcome, issues?, signedAt }: the customer's sign-off (201; 200 when its clientId already recorded it). */
export const crewSignOffEndpoint = crewGuard.on(crewSignOff, {
  POST: withBody(signOffSchema, async ({ body, guarded: viewer, params, request, clientAddress }) => {
    const meta = { ipAddress: clientAddress ?? null, userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null };
    const jobId = requireRowId(params.id, JOB_NOT_FOUND);
    const { created, signOff } = await signOffJob(getDb(), viewer, jobId, body, meta, serverEnv(), new Date());
    return json(signOff, { status: created ? 201 : 200 });
  }),
});

/** GET[?size=thumb]: one of the crews' jobs' photos. */
export const crewPhotoEndpoint = crewGuard.on(crewPhoto, {
  async GET({ url, guarded: viewer, params }) {
    const size = url.searchParams.get("size") === "thumb" ? "thumb" : "full";
    return crewPhotoImage(getDb(), viewer, requireRowId(params.id, photoMessages.en.notFound), size, new Date());
  },
});
