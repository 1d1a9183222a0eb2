/**
 * The team's statements (table team_members): listed, added, changed, removed. Each change writes
 * its activity record in its own statement, a removal ends the person's sessions in it too, and a
 * change that would leave the firm without an owner changes nothing and records nothing: each is
 * one statement, so it holds on Neon's HTTP driver too.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Role } from "../../../core/roles";
import { activityRowSql, type ActivityRecord } from "../activity/activity";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { authSessions, authUsers, teamMembers, type TeamMember } from "../schema";

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

/** The live row of `id` as it is now, read after the statement that wrote it. */
async function teamRow(db: Database, id: string | undefined): Promise<TeamMember | null> {
  if (!id) return null;
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id));
  return row ?? null;
}

/**
 * Adds a person (the row `id`) with its record in the same statement: their row. A live row with
 * the same email already there is a unique violation (team_members_live_email), and no record.
 */
export async function insertTeamRow(
  db: Database,
  member: { id: string; email: string; name: string; role: Role },
  { by, now }: Pick<TeamChange, "by" | "now">,
  activity: ActivityRecord,
): Promise<TeamMember> {
  const at = now.toISOString();
  const [added] = rowsOf<{ id: string }>(
    await db.execute(sql`
      with added as (
        insert into ${teamMembers} (id, email, name, role, created_by, created_at, updated_at)
        values (${member.id}::uuid, ${member.email}, ${member.name}, ${member.role}, ${by}, ${at}, ${at})
        returning id
      ),
      activity as (${activityRowSql(activity, "added")})
      select id from added`),
  );
  return (await teamRow(db, added?.id))!;
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
 * Changes the live row `id` (its name, its role) with its record in the same statement: the row
 * changed, or null (and no record) when there is no such live row or the change would demote the
 * last owner.
 */
export async function updateTeamRow(
  db: Database,
  id: string,
  change: { name?: string; role?: Role },
  { now, adminEmailOwners }: TeamChange,
  activity: ActivityRecord,
): Promise<TeamMember | null> {
  const keepsOwner =
    change.role === undefined || change.role === "owner"
      ? sql`true`
      : sql`(${teamMembers.role} <> 'owner' or ${anotherOwnerRemains(id, adminEmailOwners)})`;
  const [changed] = rowsOf<{ id: string }>(
    await db.execute(sql`
      with changed as (
        update ${teamMembers} set name = coalesce(${change.name ?? null}, name), role = coalesce(${change.role ?? null}, role),
          updated_at = ${now.toISOString()}
        where ${and(eq(teamMembers.id, id), isNull(teamMembers.removedAt))} and ${keepsOwner}
        returning id
      ),
      activity as (${activityRowSql(activity, "changed")})
      select id from changed`),
  );
  return teamRow(db, changed?.id);
}

/**
 * Removes the live row `id`, ends every session of its address and writes its record in the same
 * statement, so nobody removed stays signed in for a moment longer: the row as it was, or null (and
 * no record) when there is no such live row or it is the last owner.
 */
export async function removeTeamRow(
  db: Database,
  id: string,
  { now, adminEmailOwners }: TeamChange,
  activity: ActivityRecord,
): Promise<TeamMember | null> {
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
    ),
    activity as (${activityRowSql(activity, "removed")})
    select id from removed`);
  const [first] = rowsOf<{ id: string }>(result);
  return teamRow(db, first?.id);
}
