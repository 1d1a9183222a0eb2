/**
 * What waits for the office, counted in one statement for the admin frame and the dashboard
 * (GET /api/admin/waiting). Each count is a subquery that reads only its rows through an index
 * (one status of visits, new leads, unanswered texts), never the whole history. The dashboard's
 * own figures use the same subqueries, so "pending" and "new leads" mean one thing everywhere.
 */
import { sql } from "drizzle-orm";
import type { AdminWaiting } from "@/schemas/admin/waiting";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { appointments, leads } from "../schema";
import { textsToAnswerCount } from "../sms/inbox";

/** Visits with `status`, whatever their date. */
export const visitsWithStatusCount = (status: string) => sql<number>`(select count(*) from ${appointments} where ${appointments.status} = ${status})::int`;

/** Leads still new; spam is kept for the admins to see in the lists, but it is not a lead to call back. */
export const newLeadsCount = sql<number>`(select count(*) from ${leads} where ${leads.status} = 'new' and ${leads.spamReason} is null)::int`;

/** Every count of AdminWaiting, as of now. */
export async function countWaiting(db: Database): Promise<AdminWaiting> {
  const [row] = rowsOf<AdminWaiting>(
    await db.execute(sql`select
      ${visitsWithStatusCount("pending")} as "visitsToConfirm",
      ${newLeadsCount} as "newLeads",
      ${textsToAnswerCount} as "textsToAnswer"
  `),
  );
  return { visitsToConfirm: Number(row!.visitsToConfirm), newLeads: Number(row!.newLeads), textsToAnswer: Number(row!.textsToAnswer) };
}
