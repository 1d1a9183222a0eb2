/** The team: `adminTeam`, `adminTeamMember`. */
import { adminTeam, adminTeamMember } from "@/schemas/routes/team";
import { newTeamMemberSchema, teamMemberPatchSchema } from "@/schemas/team";
import type { SessionUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { withBody } from "@/server/http/handler";
import { json, noContent } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { addTeamMember, changeTeamMember, listTeam, removeTeamMember, TEAM_MEMBER_NOT_FOUND, type TeamActor } from "@/server/team/team";
import { admins } from "./guard";

function acting(actor: SessionUser): TeamActor {
  return { actor, now: new Date(), adminEmails: serverEnv().ADMIN_EMAILS };
}

/** GET: the ADMIN_EMAILS owners, then the team. POST: a new person (201). */
export const teamEndpoint = admins.on(adminTeam, {
  async GET() {
    return json(await listTeam(getDb(), serverEnv().ADMIN_EMAILS));
  },
  POST: withBody(newTeamMemberSchema, async ({ body, guarded }) =>
    json(await addTeamMember(getDb(), body, acting(guarded)), { status: 201 }),
  ),
});

/** PATCH: a person's name or role. DELETE: removes them, their sessions ended at once (204). */
export const teamMemberEndpoint = admins.on(adminTeamMember, {
  PATCH: withBody(teamMemberPatchSchema, async ({ body, guarded, params }) =>
    json(await changeTeamMember(getDb(), requireRowId(params.id, TEAM_MEMBER_NOT_FOUND), body, acting(guarded))),
  ),
  async DELETE({ guarded, params }) {
    await removeTeamMember(getDb(), requireRowId(params.id, TEAM_MEMBER_NOT_FOUND), acting(guarded));
    return noContent();
  },
});
