/**
 * Install crews (tables crews, crew_members) and the team members a crew or a visit may be given:
 * crews listed, added, renamed, their members replaced, retired; and the estimators of visits.
 * Which crews are active is read here for the offered install days; a booking reads them again
 * in its own statement (../seats.ts).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { CREW_ROLE } from "@/core/assignments";
import type { Role } from "@/core/roles";
import type { Database } from "./client";
import { rowsOf } from "./rows";
import { crewMembers, crews, teamMembers } from "./schema";

/** A live team member as a crew or a visit names them. */
export interface TeamChoiceRow {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** A crew with its members. */
export interface CrewRow {
  id: string;
  number: number;
  name: string;
  retired: boolean;
  members: Omit<TeamChoiceRow, "role">[];
}

/** The live team members (not removed) whose role is one of `roles`, by name. */
export function liveMembersWithRoles(db: Database, roles: readonly Role[]): Promise<TeamChoiceRow[]> {
  return db
    .select({ id: teamMembers.id, name: teamMembers.name, email: teamMembers.email, role: teamMembers.role })
    .from(teamMembers)
    .where(and(isNull(teamMembers.removedAt), inArray(teamMembers.role, [...roles])))
    .orderBy(asc(teamMembers.name), asc(teamMembers.email));
}

/** The live team members among `ids` (ids that name nobody, or a removed person, are left out). */
export function liveMembersByIds(db: Database, ids: readonly string[]): Promise<TeamChoiceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: teamMembers.id, name: teamMembers.name, email: teamMembers.email, role: teamMembers.role })
    .from(teamMembers)
    .where(and(isNull(teamMembers.removedAt), inArray(teamMembers.id, [...ids])));
}

/** A visit with the team member going to it: their name, and their email while they are on the team (empty once removed); null: nobody. */
export type WithEstimator<T> = T & { estimator: { name: string; email: string } | null };

/** The visits, each with its estimator (one read for all of them). */
export async function withEstimators<T extends { estimatorId: string | null }>(
  db: Database,
  visits: readonly T[],
): Promise<WithEstimator<T>[]> {
  const ids = [...new Set(visits.flatMap((visit) => (visit.estimatorId ? [visit.estimatorId] : [])))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: teamMembers.id, name: teamMembers.name, email: teamMembers.email, removedAt: teamMembers.removedAt })
          .from(teamMembers)
          .where(inArray(teamMembers.id, ids));
  const byId = new Map(rows.map((row) => [row.id, { name: row.name, email: row.removedAt ? "" : row.email }]));
  return visits.map((visit) => ({ ...visit, estimator: (visit.estimatorId && byId.get(visit.estimatorId)) || null }));
}

/** Every crew with its live members, active crews first, each by number. */
export async function listCrewRows(db: Database): Promise<CrewRow[]> {
  const rows = rowsOf<{ id: string; number: number; name: string; retired: boolean; members: CrewRow["members"] }>(
    await db.execute(sql`
      select c.id, c.number, c.name, c.retired_at is not null as retired,
        coalesce((
          select json_agg(json_build_object('id', m.id, 'name', m.name, 'email', m.email) order by m.name, m.email)
          from ${crewMembers} cm join ${teamMembers} m on m.id = cm.member_id
          where cm.crew_id = c.id and m.removed_at is null
        ), '[]') as members
      from ${crews} c
      order by c.retired_at is not null, c.number
    `),
  );
  return rows.map((row) => ({ ...row, number: Number(row.number) }));
}

/** The active crews' numbers, lowest first: the crews a new install day may go to. */
export async function activeCrewNumbers(db: Database): Promise<number[]> {
  const rows = await db.select({ number: crews.number }).from(crews).where(isNull(crews.retiredAt)).orderBy(asc(crews.number));
  return rows.map((row) => row.number);
}

/** Every crew's name by its id (retired ones too). */
export async function crewNamesById(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ id: crews.id, name: crews.name }).from(crews);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The members as a statement fragment: the live installers among `memberIds`, so a person removed
 * (or given another role) between the check and this write does not join.
 */
const liveInstallersAmong = (memberIds: readonly string[]) =>
  sql`select m.id from ${teamMembers} m
      where m.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb))
        and m.removed_at is null and m.role = ${CREW_ROLE}`;

/** Adds a crew with its members, in one statement: its id. */
export async function insertCrewRow(db: Database, crew: { name: string; memberIds: readonly string[]; now: Date }): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      with crew as (
        insert into ${crews} (name, created_at, updated_at) values (${crew.name}, ${crew.now.toISOString()}, ${crew.now.toISOString()})
        returning id
      ),
      members as (
        insert into ${crewMembers} (crew_id, member_id) select crew.id, picked.id from crew, (${liveInstallersAmong(crew.memberIds)}) as picked
      )
      select id from crew
    `),
  );
  return row!.id;
}

/** A change of a crew: any of its name, its members (replacing them), retired or back. */
export interface CrewRowChange {
  name?: string;
  memberIds?: readonly string[];
  retired?: boolean;
  now: Date;
}

/**
 * Changes a crew in one statement: false when no crew has the id. Members are replaced by
 * removing those left out and adding the new ones (never deleting and re-adding one row in the
 * same statement). Retiring keeps the first retirement's time.
 */
export async function updateCrewRow(db: Database, id: string, change: CrewRowChange): Promise<boolean> {
  const at = change.now.toISOString();
  const retiredAt =
    change.retired === undefined
      ? sql`${crews.retiredAt}`
      : change.retired
        ? sql`coalesce(${crews.retiredAt}, ${at}::timestamptz)`
        : sql`null`;
  const members = change.memberIds;
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      with crew as (
        update ${crews} set name = ${change.name ?? sql`${crews.name}`}, retired_at = ${retiredAt}, updated_at = ${at}
        where ${eq(crews.id, id)}
        returning id
      )${
        members === undefined
          ? sql``
          : sql`,
      gone as (
        delete from ${crewMembers} where crew_id = (select id from crew)
          and member_id not in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(members)}::jsonb))
      ),
      joined as (
        insert into ${crewMembers} (crew_id, member_id) select crew.id, picked.id from crew, (${liveInstallersAmong(members)}) as picked
        on conflict do nothing
      )`
      }
      select id from crew
    `),
  );
  return row !== undefined;
}
