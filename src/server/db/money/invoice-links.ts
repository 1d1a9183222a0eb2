/** Invoices as the customer's page reaches them: one of a person's jobs' invoices, and a new private link to it (only the token's SHA-256 is kept). */
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../client";
import { invoiceLinks, invoices, type Invoice } from "../schema";

/** Invoice `invoiceId` when it is one of `jobIds`' and was sent and is not void; else null. */
export async function findSentInvoiceOfJobs(db: Database, invoiceId: string, jobIds: readonly string[]): Promise<Invoice | null> {
  if (!jobIds.length) return null;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.jobId, [...jobIds]), isNotNull(invoices.sentAt), ne(invoices.status, "void")));
  return row ?? null;
}

/** A new link to the invoice; earlier links keep working (a later send by the office retires them). */
export async function addInvoiceLink(db: Database, invoiceId: string, tokenHash: string, now: Date): Promise<void> {
  await db.insert(invoiceLinks).values({ tokenHash, invoiceId, createdAt: now });
}
