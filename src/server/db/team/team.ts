/**
 * The team's statements (table team_members): listed, added, changed, removed. Each change writes
 * its activity record in its own statement, a removal ends the person's sessions in it too, and a
 * change that would leave the firm without an owner changes nothing and records nothing: each is
 * one statement, so it holds on Neon's HTTP driver too.
 */
import { and, asc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Role } from "../../../core/roles";
import { activityRowSql, type ActivityRecord } from "../activity/activity";
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

/** No owner rule: a change that takes no owner away (or while ADMIN_EMAILS names one). */
const anyChange = { ctes: sql``, keeps: sql`true` };

/**
 * The owner rule of a change that may take the live row `id` away as an owner: the CTE it needs
 * and the condition for its WHERE, true when the firm still has an owner without `id` (one that
 * ADMIN_EMAILS names, or another live owner on the team).
 *
 * Two owners demoting each other at once would each see the other still an owner in their
 * statement's snapshot, so the count is not read from it: the CTE locks the live owners' rows (in
 * id order, so two changes wait for each other rather than deadlock) and counts what it locked.
 * A row locked after waiting is read as the other change left it and dropped when it is no longer
 * a live owner (READ COMMITTED re-checks a locked row against the CTE's WHERE), and the owners it
 * keeps stay owners until this change commits. Whoever locks second counts the first's result.
 */
function ownerKept(id: string, adminEmailOwners: number): { ctes: SQL; keeps: SQL } {
  if (adminEmailOwners > 0) return anyChange;
  return {
    ctes: sql`owners as (
        select id from ${teamMembers} where role = 'owner' and removed_at is null order by id for no key update
      ),`,
    keeps: sql`(select count(*) filter (where owners.id <> ${id}::uuid) > 0 or count(*) filter (where owners.id = ${id}::uuid) = 0 from owners)`,
  };
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
  const demotes = change.role !== undefined && change.role !== "owner";
  const { ctes, keeps } = demotes ? ownerKept(id, adminEmailOwners) : anyChange;
  const [changed] = rowsOf<{ id: string }>(
    await db.execute(sql`
      with ${ctes} changed as (
        update ${teamMembers} set name = coalesce(${change.name ?? null}, name), role = coalesce(${change.role ?? null}, role),
          updated_at = ${now.toISOString()}
        where ${and(eq(teamMembers.id, id), isNull(teamMembers.removedAt))} and ${keeps}
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
  const { ctes, keeps } = ownerKept(id, adminEmailOwners);
  const result = await db.execute(sql`
    with ${ctes} removed as (
      update ${teamMembers} set removed_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
      where ${and(eq(teamMembers.id, id), isNull(teamMembers.removedAt))} and ${keeps}
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
