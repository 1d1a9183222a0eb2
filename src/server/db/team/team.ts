/**
 * The team's statements (table team_members): listed, added, changed, removed. A removal ends the
 * person's sessions in the same statement, and a change that would leave the firm without an
 * owner changes nothing: each is one statement, so it holds on Neon's HTTP driver too.
 */
import { and, asc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Role } from "../../../core/roles";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { authSessions, authUsers, teamMembers, type TeamMember } from "../schema";

/** A team member's live row, as one who signs in or owns a calendar feed is read with it. */
export interface LiveMember {
  id: string;
  role: Role;
}

/**
 * The live team row (`id`, `role`) of the address in `email`, or null, as a subquery: read in the
 * same statement as the session or feed it admits, so a person removed a moment ago is not let in.
 */
export function liveMemberOf(email: AnyColumn): SQL<LiveMember | null> {
  return sql<LiveMember | null>`(select json_build_object('id', ${teamMembers.id}, 'role', ${teamMembers.role}) from ${teamMembers} where ${teamMembers.email} = lower(btrim(${email})) and ${teamMembers.removedAt} is null)`;
}

/** Who makes a change, and when. */
export interface TeamChange {
  by: string;
  now: Date;
  /** How many owners ADMIN_EMAILS names: they count toward the owners the firm keeps. */
  adminEmailOwners: number;
}

/** The live team, by name. */
export function listLiveTeamRows(db: Database): Promise<TeamMember[]> {
  return db.select().from(teamMembers).where(isNull(teamMembers.removedAt)).orderBy(asc(teamMembers.name), asc(teamMembers.email));
}

/** The live row of `id`, or null (none, or removed). */
export async function liveTeamRow(db: Database, id: string): Promise<TeamMember | null> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), isNull(teamMembers.removedAt)));
  return row ?? null;
}

/** The names sign-in keeps for `emails` (those who have signed in), by address. */
export async function signedInNames(db: Database, emails: readonly string[]): Promise<Map<string, string | null>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(inArray(authUsers.email, [...emails]));
  return new Map(rows.map((row) => [row.email, row.name]));
}

/** Adds a person: their row. A live row with the same email already there is a unique violation (team_members_live_email). */
export async function insertTeamRow(
  db: Database,
  member: { email: string; name: string; role: Role },
  { by, now }: Pick<TeamChange, "by" | "now">,
): Promise<TeamMember> {
  const [row] = await db
    .insert(teamMembers)
    .values({ ...member, createdBy: by, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/**
 * True when, without the live row `id` as an owner, the firm still has one: an ADMIN_EMAILS
 * owner, or another live team row that is an owner. Read inside the write's own statement.
 */
function anotherOwnerRemains(id: string, adminEmailOwners: number): SQL {
  const other = sql`exists (select 1 from ${teamMembers} as other where other.role = 'owner' and other.removed_at is null and other.id <> ${id})`;
  return adminEmailOwners > 0 ? sql`true` : other;
}

/**
 * Changes the live row `id` (its name, its role): the row changed, or null when there is no
 * such live row or the change would demote the last owner.
 */
export async function updateTeamRow(
  db: Database,
  id: string,
  change: { name?: string; role?: Role },
  { now, adminEmailOwners }: TeamChange,
): Promise<TeamMember | null> {
  const keepsOwner =
    change.role === undefined || change.role === "owner"
      ? sql`true`
      : sql`(${teamMembers.role} <> 'owner' or ${anotherOwnerRemains(id, adminEmailOwners)})`;
  const [row] = await db
    .update(teamMembers)
    .set({ ...change, updatedAt: now })
    .where(and(eq(teamMembers.id, id), isNull(teamMembers.removedAt), keepsOwner))
    .returning();
  return row ?? null;
}

/**
 * Removes the live row `id` and ends every session of its address in the same statement, so
 * nobody removed stays signed in for a moment longer: the row as it was, or null when there is
 * no such live row or it is the last owner.
 */
export async function removeTeamRow(db: Database, id: string, { now, adminEmailOwners }: TeamChange): Promise<TeamMember | null> {
  const result = await db.execute(sql`
    with removed as (
      update ${teamMembers} set removed_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
      where ${and(eq(teamMembers.id, id), isNull(teamMembers.removedAt))}
        and (${teamMembers.role} <> 'owner' or ${anotherOwnerRemains(id, adminEmailOwners)})
      returning id, email
    ), ended as (
      delete from ${authSessions} where ${authSessions.userId} in (
        select ${authUsers.id} from ${authUsers} join removed on removed.email = ${authUsers.email}
      )
    )
    select id from removed`);
  const [first] = rowsOf<{ id: string }>(result);
  if (!first) return null;
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, first.id));
  return row ?? null;
}
