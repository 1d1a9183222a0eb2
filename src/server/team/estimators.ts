/**
 * A visit's estimator: who the visit may be given to (live team members whose role is estimator,
 * office or owner, src/core/assignments.ts) and the check an `estimatorId` passes before it is
 * written: anyone else is a 400 naming `estimatorId`.
 */
import { VISIT_ROLES, type VisitRole } from "@/core/assignments";
import type { EstimatorChoice } from "@/schemas/admin/appointments";
import type { Database } from "../db/client";
import { liveMembersByIds, liveMembersWithRoles, withEstimators, type TeamChoiceRow } from "../db/crews";
import { ValidationError } from "../http/errors";
import { isRowId } from "../http/ids";

const isVisitRole = (role: string): role is VisitRole => (VISIT_ROLES as readonly string[]).includes(role);

const choiceOf = ({ id, name, email, role }: TeamChoiceRow): EstimatorChoice => ({ id, name, email, role: role as VisitRole });

/** Everyone a visit may be given to, by name. */
export async function estimatorChoices(db: Database): Promise<EstimatorChoice[]> {
  return (await liveMembersWithRoles(db, VISIT_ROLES)).map(choiceOf);
}

/** The estimator `id` names, or null for none; looked up among live members whatever their role, so the screens can name one who has since changed role. */
export async function estimatorById(db: Database, id: string | null): Promise<EstimatorChoice | null> {
  if (!id) return null;
  const [row] = await liveMembersByIds(db, [id]);
  return row ? choiceOf(row) : null;
}

/** A list page with each visit's estimator's name (null: nobody yet), so the lists and the day view say whose visit it is. */
export async function withEstimatorNames<T extends { estimatorId: string | null }, P extends { items: T[] }>(
  db: Database,
  page: P,
): Promise<P & { items: (T & { estimatorName: string | null })[] }> {
  const named = await withEstimators(db, page.items);
  return { ...page, items: page.items.map((item, index) => ({ ...item, estimatorName: named[index]!.estimator?.name ?? null })) };
}

/** The estimator a visit is to be given to, checked: null clears it; an id of no live estimator, office person or owner is a 400 on `estimatorId`. */
export async function checkedEstimatorId(db: Database, estimatorId: string | null): Promise<string | null> {
  if (estimatorId === null) return null;
  const [row] = isRowId(estimatorId) ? await liveMembersByIds(db, [estimatorId.toLowerCase()]) : [];
  if (!row) throw new ValidationError(undefined, { estimatorId: [`No one on the team has the id ${estimatorId}`] });
  if (!isVisitRole(row.role))
    throw new ValidationError(undefined, {
      estimatorId: [`${row.name} is an ${row.role}: a visit goes to an estimator, the office or an owner`],
    });
  return row.id;
}
