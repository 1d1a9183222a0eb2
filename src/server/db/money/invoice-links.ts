/** Invoices as the customer's page reaches them: one of a person's jobs' invoices (its new link is ../private-links/links.ts's `addLink`). */
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../client";
import { invoices, type Invoice } from "../schema";

/** Invoice `invoiceId` when it is one of `jobIds`' and was sent and is not void; else null. */
export async function findSentInvoiceOfJobs(db: Database, invoiceId: string, jobIds: readonly string[]): Promise<Invoice | null> {
  if (!jobIds.length) return null;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.jobId, [...jobIds]), isNotNull(invoices.sentAt), ne(invoices.status, "void")));
  return row ?? null;
}
