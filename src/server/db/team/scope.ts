/**
 * What an estimator reaches, as SQL: the visits assigned to them or to nobody
 * (appointments.estimator_id), the quotes they wrote or that belong to a visit assigned to them,
 * and the openings measured on the visits they reach. The lists filter by these conditions and the
 * handlers of one row ask the `…OutOfReach` reads, so a list and a row never disagree.
 */
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { appointments, openings, quotes } from "../schema";

/** An estimator: their team row and their address (a quote's `created_by`). */
export interface EstimatorScope {
  personId: string;
  email: string;
}

/** The visits `scope` reaches: assigned to them or to nobody. */
export function visitInScope(scope: EstimatorScope): SQL {
  return or(isNull(appointments.estimatorId), eq(appointments.estimatorId, scope.personId))!;
}

/** The quotes `scope` reaches, in a statement that joins the quote's visit (none for a lead's quote). */
export function quoteInScope(scope: EstimatorScope): SQL {
  return sql`coalesce(${or(eq(quotes.createdBy, scope.email), eq(appointments.estimatorId, scope.personId))}, false)`;
}

/** True when visit `id` exists and `scope` does not reach it. */
export async function visitOutOfReach(db: Database, scope: EstimatorScope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, id), sql`not ${visitInScope(scope)}`));
  return rows.length > 0;
}

/** True when quote `id` exists and `scope` does not reach it. */
export async function quoteOutOfReach(db: Database, scope: EstimatorScope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .leftJoin(appointments, eq(appointments.id, quotes.appointmentId))
    .where(and(eq(quotes.id, id), sql`not ${quoteInScope(scope)}`));
  return rows.length > 0;
}

/** True when opening `id` exists and `scope` does not reach the visit it was measured on. */
export async function openingOutOfReach(db: Database, scope: EstimatorScope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: openings.id })
    .from(openings)
    .innerJoin(appointments, eq(appointments.id, openings.appointmentId))
    .where(and(eq(openings.id, id), sql`not ${visitInScope(scope)}`));
  return rows.length > 0;
}
