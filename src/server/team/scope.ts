/**
 * An estimator's reach, checked in the handlers of one visit, quote or opening: a row outside it
 * answers the same 404 as a row that does not exist, so an estimator learns nothing of another's
 * work. The other desk roles reach every row the permission table lets them call.
 */
import type { SessionUser } from "@/server/auth/session";
import type { Database } from "../db/client";
import { openingOutOfReach, quoteOutOfReach, visitOutOfReach, type EstimatorScope } from "../db/team/scope";
import { NotFoundError } from "../http/errors";

/** The reach of `person` when they are an estimator; null for anyone who reaches every row. */
export function estimatorScope(person: Pick<SessionUser, "role" | "personId" | "email">): EstimatorScope | null {
  if (person.role !== "estimator" || !person.personId) return null;
  return { personId: person.personId, email: person.email };
}

/** Throws the 404 `notFound` when `person` is an estimator and visit `id` is another estimator's. */
export async function requireVisitInReach(db: Database, person: SessionUser, id: string, notFound: string): Promise<void> {
  const scope = estimatorScope(person);
  if (scope && (await visitOutOfReach(db, scope, id))) throw new NotFoundError(notFound);
}

/** Throws the 404 `notFound` when `person` is an estimator and quote `id` is neither theirs nor of a visit assigned to them. */
export async function requireQuoteInReach(db: Database, person: SessionUser, id: string, notFound: string): Promise<void> {
  const scope = estimatorScope(person);
  if (scope && (await quoteOutOfReach(db, scope, id))) throw new NotFoundError(notFound);
}

/** Throws the 404 `notFound` when `person` is an estimator and opening `id` was measured on another estimator's visit. */
export async function requireOpeningInReach(db: Database, person: SessionUser, id: string, notFound: string): Promise<void> {
  const scope = estimatorScope(person);
  if (scope && (await openingOutOfReach(db, scope, id))) throw new NotFoundError(notFound);
}
