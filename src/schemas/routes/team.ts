/**
 * The team (netlify/functions/admin.mts, behind the admin guard): who may sign in to the admin
 * and as what. Only owners reach these paths.
 */
import type { newTeamMemberSchema, TeamList, teamMemberPatchSchema, TeamMemberView } from "../team";
import type { Answers, ApiRoute, Takes } from "./route";

/** GET: the ADMIN_EMAILS owners (marked), then the team. POST: a new person (201); 409 for an address already an owner or on the team. */
export const adminTeam = {
  path: "/api/admin/team",
  GET: {} as Answers<TeamList>,
  POST: {} as Takes<typeof newTeamMemberSchema, TeamMemberView>,
} satisfies ApiRoute;

/**
 * PATCH: a person's name or role (a demotion holds from their next request). DELETE: removes
 * them and ends their sessions at once (204). 409 for an ADMIN_EMAILS owner and for the last owner.
 */
export const adminTeamMember = {
  path: "/api/admin/team/:id",
  PATCH: {} as Takes<typeof teamMemberPatchSchema, TeamMemberView>,
  DELETE: {} as Answers<null>,
} satisfies ApiRoute;
