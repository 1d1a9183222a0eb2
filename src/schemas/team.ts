/**
 * The firm's people and their roles (GET|POST /api/admin/team, PATCH|DELETE /api/admin/team/{id}):
 * who may sign in to the admin, and as what (src/core/roles.ts). The addresses in ADMIN_EMAILS are
 * owners the screen lists but cannot change: the way back in.
 */
import { ROLES, type Role } from "@/core/roles";
import { officeText } from "./admin/office-text";
import { z } from "./zod";

/** A role, with the message the screen shows for anything else. */
const roleSchema = z.enum(ROLES, { error: `Choose a role: ${ROLES.join(", ")}` });

const memberFields = {
  /** The name the admin shows ("Maria Lopez"), and the activity record keeps. */
  name: officeText("the name", 80).min(1, "Enter the person's name"),
  /** What they may do in the admin. */
  role: roleSchema,
};

/** POST /api/admin/team: a new person, who signs in with this Google address. */
export const newTeamMemberSchema = z.object({
  /** Their Google address, trimmed and lower-cased as sign-in keeps it. */
  email: z
    .string({ error: "Enter the person's Google email" })
    .trim()
    .toLowerCase()
    .max(254, "Keep the email under 254 characters")
    .pipe(z.email("Write an email address, e.g. maria@example.com")),
  ...memberFields,
});
export type NewTeamMember = z.output<typeof newTeamMemberSchema>;

/** PATCH /api/admin/team/{id}: a new name, a new role, or both. */
export const teamMemberPatchSchema = z
  .object(memberFields)
  .partial()
  .refine((patch) => patch.name !== undefined || patch.role !== undefined, { error: "Change the name or the role" });
export type TeamMemberPatch = z.output<typeof teamMemberPatchSchema>;

/** A person as the API answers them. */
export interface TeamMemberView {
  /** Their team row's id; null for an owner named only by ADMIN_EMAILS. */
  id: string | null;
  email: string;
  /** Null for an ADMIN_EMAILS owner who has never signed in (nobody gave a name). */
  name: string | null;
  role: Role;
  /** True for the addresses in ADMIN_EMAILS: owners the screen cannot remove or demote. */
  fromAdminEmails: boolean;
}

/** GET /api/admin/team: the ADMIN_EMAILS owners first, then the team by name. */
export interface TeamList {
  members: TeamMemberView[];
}
