/** Install crews, named teams of installers: `adminCrews`, `adminCrew`. */
import { crewPatchSchema, newCrewSchema } from "@/schemas/crews";
import { adminCrew, adminCrews } from "@/schemas/routes/crews";
import { getDb } from "@/server/db/client";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
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
