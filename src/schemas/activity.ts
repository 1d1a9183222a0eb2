/**
 * Who did what in the admin: the owner's list (GET /api/admin/activity), newest first, of one
 * job's records, one person's, or all.
 */
import { z } from "./zod";
import { jobListQuerySchema } from "./job";

/** An id filter: empty is no filter. */
const idFilter = (what: string) => z.preprocess((value) => (value === "" ? undefined : value), z.uuid(`Not ${what}`).optional());

/** The list's query: filters, then the page (the jobs board's cursor and page size). */
export const activityQuerySchema = z.object({
  jobId: idFilter("a job"),
  personId: idFilter("a member of the team"),
  after: jobListQuerySchema.shape.after,
  pageSize: jobListQuerySchema.shape.pageSize,
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** One record as the owner reads it: who (as they were then), what, on which job, and its details. */
export interface ActivityEntry {
  id: number;
  at: string;
  actorEmail: string;
  /** Their team row's name, else their Google name; null when neither was known. */
  actorName: string | null;
  personId: string | null;
  /** e.g. "job.stage", "payment.record", "invoice.void", "change-order.void", "purchase-order.send", "team.add". */
  action: string;
  jobId: string | null;
  subjectId: string | null;
  detail: Record<string, unknown> | null;
}

/** A page of records and the cursor of the next (null on the last). */
export interface ActivityPage {
  items: ActivityEntry[];
  nextCursor: string | null;
}
