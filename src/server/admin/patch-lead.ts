/** An admin's change to a lead's status or notes, in one statement. */
import { eq } from "drizzle-orm";
import type { AdminLead, LeadPatch } from "@/schemas/admin";
import type { Database } from "../db/client";
import { leads } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { toAdminLead } from "./views";

/** The message of a 404 for a lead id. */
export const LEAD_NOT_FOUND = "No lead with that id.";

/** Applies the patch; returns the lead as it now is, or NotFoundError. */
export async function patchLead(db: Database, id: string, patch: LeadPatch, now: Date): Promise<AdminLead> {
  const [row] = await db
    .update(leads)
    .set({ ...(patch.status !== undefined && { status: patch.status }), ...(patch.notes !== undefined && { notes: patch.notes }), updatedAt: now })
    .where(eq(leads.id, id))
    .returning();
  if (!row) throw new NotFoundError(LEAD_NOT_FOUND);
  return toAdminLead(row);
}
