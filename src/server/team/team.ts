/**
 * The firm's people and their roles: listed, added, changed, removed, each change recorded with
 * who made it in the change's own statement. The addresses in ADMIN_EMAILS are owners the screen lists but cannot add, change or
 * remove (the way back in), and the firm always keeps an owner (they count).
 */
import { randomUUID } from "node:crypto";
import { isAdminEmail, type SessionUser } from "@/server/auth/session";
import type { NewTeamMember, TeamList, TeamMemberPatch, TeamMemberView } from "@/schemas/team";
import { activityBy, type ActivityRecord } from "../db/activity/activity";
import type { Database } from "../db/client";
import type { TeamMember } from "../db/schema";
import {
  insertTeamRow,
  listLiveTeamRows,
  liveTeamRow,
  removeTeamRow,
  signedInNames,
  updateTeamRow,
  type TeamChange,
} from "../db/team/team";
import { uniqueViolation } from "../db/unique-violation";
import { ConflictError, NotFoundError } from "../http/errors";

/** The 404 of an id that names nobody on the team (or someone removed). */
export const TEAM_MEMBER_NOT_FOUND = "There is no such person on the team.";

/** The 409 of the last owner's removal or demotion. */
export const LAST_OWNER = "The team needs an owner: make someone else an owner first.";

/** Who acts, when, and the ADMIN_EMAILS in force. */
export interface TeamActor {
  actor: SessionUser;
  now: Date;
  adminEmails: readonly string[];
}

function memberView(row: TeamMember): TeamMemberView {
  return { id: row.id, email: row.email, name: row.name, role: row.role, fromAdminEmails: false };
}

/** ADMIN_EMAILS's addresses, trimmed, lower-cased, each once. */
function adminAddresses(adminEmails: readonly string[]): string[] {
  return [...new Set(adminEmails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
}

/** The ADMIN_EMAILS owners first (the names they signed in with), then the team by name. */
export async function listTeam(db: Database, adminEmails: readonly string[]): Promise<TeamList> {
  const owners = adminAddresses(adminEmails);
  const [names, rows] = await Promise.all([signedInNames(db, owners), listLiveTeamRows(db)]);
  return {
    members: [
      ...owners.map((email): TeamMemberView => ({ id: null, email, name: names.get(email) ?? null, role: "owner", fromAdminEmails: true })),
      ...rows.filter((row) => !isAdminEmail(row.email, owners)).map(memberView),
    ],
  };
}

function change({ actor, now, adminEmails }: TeamActor): TeamChange {
  return { by: actor.email, now, adminEmailOwners: adminAddresses(adminEmails).length };
}

/** The record of a team change to the person `id`, with who they are and what changed. */
function teamRecord({ actor, now }: TeamActor, action: string, id: string, detail: Record<string, unknown>): ActivityRecord {
  return activityBy(actor, action, { at: now, subjectId: id, detail });
}

/** Adds a person (201): 409 for an ADMIN_EMAILS address or one already on the team. */
export async function addTeamMember(db: Database, member: NewTeamMember, acting: TeamActor): Promise<TeamMemberView> {
  if (isAdminEmail(member.email, acting.adminEmails))
    throw new ConflictError(`${member.email} is an owner already (ADMIN_EMAILS).`, { email: ["This address is an owner already"] });
  const id = randomUUID();
  const activity = teamRecord(acting, "team.add", id, { email: member.email, name: member.name, role: member.role });
  let row: TeamMember;
  try {
    row = await insertTeamRow(db, { id, ...member }, change(acting), activity);
  } catch (error) {
    if (uniqueViolation(error) !== "team_members_live_email") throw error;
    throw new ConflictError(`${member.email} is on the team already.`, { email: ["This address is on the team already"] });
  }
  return memberView(row);
}

/** The live row `id`, which the screen may change: 404 when there is none, 409 for an ADMIN_EMAILS address. */
async function changeableRow(db: Database, id: string, adminEmails: readonly string[]): Promise<TeamMember> {
  const row = await liveTeamRow(db, id);
  if (!row) throw new NotFoundError(TEAM_MEMBER_NOT_FOUND);
  if (isAdminEmail(row.email, adminEmails))
    throw new ConflictError(`${row.email} is an owner through ADMIN_EMAILS: change that setting to change them.`);
  return row;
}

/** Why a change the statement refused was refused: the row is gone (404), or it was the last owner (409). */
async function refusal(db: Database, id: string): Promise<Error> {
  return (await liveTeamRow(db, id)) ? new ConflictError(LAST_OWNER) : new NotFoundError(TEAM_MEMBER_NOT_FOUND);
}

/** Changes a person's name or role; a demotion takes effect on their next request. */
export async function changeTeamMember(db: Database, id: string, patch: TeamMemberPatch, acting: TeamActor): Promise<TeamMemberView> {
  const before = await changeableRow(db, id, acting.adminEmails);
  const activity = teamRecord(acting, "team.change", id, {
    email: before.email,
    name: patch.name ?? before.name,
    ...(patch.role !== undefined && { role: { from: before.role, to: patch.role } }),
    ...(patch.name !== undefined && { renamed: { from: before.name, to: patch.name } }),
  });
  const row = await updateTeamRow(db, id, patch, change(acting), activity);
  if (!row) throw await refusal(db, id);
  return memberView(row);
}

/** Removes a person; their sessions end in the same statement. */
export async function removeTeamMember(db: Database, id: string, acting: TeamActor): Promise<void> {
  const before = await changeableRow(db, id, acting.adminEmails);
  const activity = teamRecord(acting, "team.remove", id, { email: before.email, name: before.name, role: before.role });
  if (!(await removeTeamRow(db, id, change(acting), activity))) throw await refusal(db, id);
}
