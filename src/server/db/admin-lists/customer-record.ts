/**
 * The statements of a customer's page: the person's visits and leads by their keys (the same email
 * key or the same phone key, each an index lookup), and what belongs to those visits and leads.
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { slotOrder } from "../appointments/person";
import type { Database } from "../client";
import { visitInScope, type EstimatorScope } from "../team/scope";
import { appointments, leads, photos, reviewRequests, type Appointment, type Lead, type Photo, type ReviewRequest } from "../schema";

/** Who a page is about: the keys that match their rows. */
export interface CustomerKeys {
  emailKey: string | null;
  phoneKey: string | null;
}

/** The person's rows of one table: same email key or same phone key (each an index lookup). */
function samePerson(table: typeof appointments | typeof leads, { emailKey, phoneKey }: CustomerKeys) {
  return or(emailKey ? eq(table.emailKey, emailKey) : undefined, phoneKey ? eq(table.phoneKey, phoneKey) : undefined) ?? sql`false`;
}

/** The visit or lead `id`, or null. */
export async function findVisitOrLead(db: Database, kind: "appointment" | "lead", id: string): Promise<Appointment | Lead | null> {
  const [row] =
    kind === "appointment"
      ? await db.select().from(appointments).where(eq(appointments.id, id))
      : await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

/** The person's newest `most` visits, newest day and slot first; with `reach`, only those an estimator reaches. */
export function listPersonVisits(
  db: Database,
  keys: CustomerKeys,
  most: number,
  reach: EstimatorScope | null = null,
): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(and(samePerson(appointments, keys), reach ? visitInScope(reach) : undefined))
    .orderBy(desc(appointments.appointmentDate), desc(slotOrder(appointments.appointmentTime)))
    .limit(most);
}

/** The person's newest `most` leads, newest first. */
export function listPersonLeads(db: Database, keys: CustomerKeys, most: number): Promise<Lead[]> {
  return db.select().from(leads).where(samePerson(leads, keys)).orderBy(desc(leads.createdAt)).limit(most);
}

/** The photos of any of these visits and leads, oldest first. */
export async function listPhotosOfOwners(
  db: Database,
  { appointmentIds, leadIds }: { appointmentIds: readonly string[]; leadIds: readonly string[] },
): Promise<Photo[]> {
  if (!appointmentIds.length && !leadIds.length) return [];
  return db
    .select()
    .from(photos)
    .where(
      or(
        appointmentIds.length ? inArray(photos.appointmentId, [...appointmentIds]) : undefined,
        leadIds.length ? inArray(photos.leadId, [...leadIds]) : undefined,
      ),
    )
    .orderBy(asc(photos.createdAt));
}

/** The review requests made of, or declined by, the people of these email keys. */
export async function listReviewRequestsOf(db: Database, emailKeys: readonly string[]): Promise<ReviewRequest[]> {
  if (!emailKeys.length) return [];
  return db
    .select()
    .from(reviewRequests)
    .where(
      and(
        inArray(reviewRequests.emailKey, [...emailKeys]),
        or(isNotNull(reviewRequests.requestedAt), isNotNull(reviewRequests.optedOutAt)),
      ),
    );
}
