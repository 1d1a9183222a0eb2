/** Install crews, named teams of installers: `adminCrews`, `adminCrew`, and the crew holding a job's days, `adminJobInstallCrew`. */
import { crewPatchSchema, installCrewSchema, newCrewSchema } from "@/schemas/crews";
import { adminCrew, adminCrews, adminJobInstallCrew } from "@/schemas/routes/crews";
import { getDb } from "@/server/db/client";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { moveInstallToCrew } from "@/server/jobs/install";
import { jobById, JOB_NOT_FOUND } from "@/server/jobs/records";
import { CREW_NOT_FOUND, createCrew, listCrews, patchCrew } from "@/server/team/crews";
import { admins } from "./guard";

/** GET: every crew, retired ones marked, and the installers to choose from. POST: a new crew (201). */
export const crewsEndpoint = admins.on(adminCrews, {
  async GET() {
    return json(await listCrews(getDb()));
  },
  POST: withBody(newCrewSchema, async ({ body }) => json(await createCrew(getDb(), body, new Date()), { status: 201 })),
});

/** PATCH: rename, replace the members, retire or bring back. */
export const crewEndpoint = admins.on(adminCrew, {
  PATCH: withBody(crewPatchSchema, async ({ body, params }) =>
    json(await patchCrew(getDb(), requireRowId(params.id, CREW_NOT_FOUND), body, new Date())),
  ),
});

/** PUT { crewId }: the job's booked days go to that crew, the days unchanged. */
export const jobInstallCrewEndpoint = admins.on(adminJobInstallCrew, {
  PUT: withBody(installCrewSchema, async ({ body, guarded: admin, params }) => {
    const db = getDb();
    const record = await jobById(db, requireRowId(params.id, JOB_NOT_FOUND));
    return json(await moveInstallToCrew(db, record, body.crewId, admin.email, new Date()));
  }),
});
