/**
 * Install crews as the office manages them: listed with the installers who may join, added,
 * renamed, their members replaced, retired or brought back. A crew's members are live team members
 * whose role is installer; anyone else is a 400 naming `memberIds`.
 */
import { CREW_ROLE } from "@/core/assignments";
import type { CrewList, CrewPatch, CrewView, NewCrew } from "@/schemas/crews";
import type { Database } from "../db/client";
import { insertCrewRow, listCrewRows, liveMembersByIds, liveMembersWithRoles, updateCrewRow, type CrewRow } from "../db/crews";
import { NotFoundError, ValidationError } from "../http/errors";
import { isRowId } from "../http/ids";

/** The 404 of an id that names no crew. */
export const CREW_NOT_FOUND = "There is no such crew.";

const view = ({ id, number, name, retired, members }: CrewRow): CrewView => ({ id, number, name, retired, members });

/** Every crew (active first, by number) and the live installers to choose members from. */
export async function listCrews(db: Database): Promise<CrewList> {
  const [crews, installers] = await Promise.all([listCrewRows(db), liveMembersWithRoles(db, [CREW_ROLE])]);
  return { crews: crews.map(view), installers: installers.map(({ id, name, email }) => ({ id, name, email })) };
}

/** The members asked for, checked: each a live team member whose role is installer, each once; else a 400 on `memberIds`. */
async function checkedMembers(db: Database, memberIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(memberIds.map((id) => id.toLowerCase()))];
  const found = await liveMembersByIds(db, ids.filter(isRowId));
  const byId = new Map(found.map((member) => [member.id, member]));
  for (const id of ids) {
    const member = byId.get(id);
    if (!member) throw new ValidationError(undefined, { memberIds: [`No one on the team has the id ${id}`] });
    if (member.role !== CREW_ROLE)
      throw new ValidationError(undefined, { memberIds: [`${member.name} is not an installer: only installers join a crew`] });
  }
  return ids;
}

/** The crew `id` as the API answers it; 404 when there is none. */
async function crewView(db: Database, id: string): Promise<CrewView> {
  const crew = (await listCrewRows(db)).find((row) => row.id === id);
  if (!crew) throw new NotFoundError(CREW_NOT_FOUND);
  return view(crew);
}

/** Adds a crew: the new crew, active, with the next number. */
export async function createCrew(db: Database, crew: NewCrew, now: Date): Promise<CrewView> {
  const memberIds = await checkedMembers(db, crew.memberIds);
  return crewView(db, await insertCrewRow(db, { name: crew.name, memberIds, now }));
}

/** Changes a crew: the crew changed; 404 when none has the id. A retired crew takes no new install day; the days it holds stay until moved. */
export async function patchCrew(db: Database, id: string, patch: CrewPatch, now: Date): Promise<CrewView> {
  const memberIds = patch.memberIds === undefined ? undefined : await checkedMembers(db, patch.memberIds);
  if (!(await updateCrewRow(db, id, { name: patch.name, memberIds, retired: patch.retired, now }))) throw new NotFoundError(CREW_NOT_FOUND);
  return crewView(db, id);
}
