/** An admin's change to a lead's status or notes, in one statement. */
import type { AdminLead, LeadPatch } from "@/schemas/admin/leads";
import type { Database } from "../db/client";
import { updateLead } from "../db/leads/leads";
import { NotFoundError } from "../http/errors";
import { toAdminLead } from "./views";

/** The message of a 404 for a lead id. */
export const LEAD_NOT_FOUND = "No lead with that id.";

/** Applies the patch; returns the lead as it now is, or NotFoundError. */
export async function patchLead(db: Database, id: string, patch: LeadPatch, now: Date): Promise<AdminLead> {
  const row = await updateLead(db, id, patch, now);
  if (!row) throw new NotFoundError(LEAD_NOT_FOUND);
  return toAdminLead(row);
}
