/**
 * Install crews as named teams of installers (GET|POST /api/admin/crews, PATCH
 * /api/admin/crews/{id}). A crew's number is what an install day holds; each install day is held
 * by one crew, and a retired crew takes no new day (the days it holds stay until moved).
 */
import { officeText } from "./admin/office-text";
import { z } from "./zod";

/** The installers on a crew: team members' ids, each a live installer; none is allowed (a crew being formed). */
const memberIdsField = z
  .array(z.string({ error: "Each member is a team member's id" }), { error: "List the crew's members" })
  .max(20, "Keep a crew to at most 20 people");

/** POST /api/admin/crews. */
export const newCrewSchema = z.object({
  /** The crew's name ("Crew 1", "Luis and Ana"). */
  name: officeText("the crew's name", 60).min(1, "Name the crew"),
  memberIds: memberIdsField,
});
export type NewCrew = z.output<typeof newCrewSchema>;

/** PATCH /api/admin/crews/{id}: a new name, its members (replacing them), `retired: true` to retire it or `false` to bring it back. */
export const crewPatchSchema = z
  .object({
    name: newCrewSchema.shape.name,
    memberIds: memberIdsField,
    retired: z.boolean({ error: "Retired is true or false" }),
  })
  .partial();
export type CrewPatch = z.output<typeof crewPatchSchema>;

/** PUT /api/admin/jobs/{id}/install/crew: the crew to hold the job's booked days. */
export const installCrewSchema = z.object({
  crewId: z.string({ error: "Choose a crew" }).min(1, "Choose a crew"),
});

/** A member of a crew as the screens show them. */
export interface CrewMemberView {
  id: string;
  name: string;
  email: string;
}

/** A crew as the API answers it. */
export interface CrewView {
  id: string;
  /** What install_days.crew holds for this crew's days. */
  number: number;
  name: string;
  retired: boolean;
  members: CrewMemberView[];
}

/** GET /api/admin/crews: every crew (active ones first, by number) and the installers who may join one. */
export interface CrewList {
  crews: CrewView[];
  /** The live team members whose role is installer. */
  installers: CrewMemberView[];
}
