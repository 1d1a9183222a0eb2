/** Lead queries. */
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "./client";
import { leads, type Lead, type NewLead } from "./schema";

/** Stores a lead; nothing else happens to it before this succeeds. */
export async function insertLead(db: Database, values: NewLead): Promise<Lead> {
  const [row] = await db.insert(leads).values(values).returning();
  return row!;
}

/** Records how forwarding to the external admin host went. */
export async function recordForward(db: Database, id: string, status: "sent" | "failed", attempts: number): Promise<void> {
  await db.update(leads).set({ forwardStatus: status, forwardAttempts: attempts, updatedAt: new Date() }).where(eq(leads.id, id));
}

/** Leads whose forwarding failed and may be tried again. */
export async function listUnforwarded(db: Database, maxAttempts: number, limit: number): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(and(inArray(leads.forwardStatus, ["pending", "failed"]), lt(leads.forwardAttempts, maxAttempts)))
    .orderBy(asc(leads.createdAt))
    .limit(limit);
}
