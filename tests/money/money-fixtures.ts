/** Seeding money history straight into the tables: jobs as signed long ago, deposits, change orders, invoices and their payments. */
import { eq } from "drizzle-orm";
import { getDb } from "../../src/server/db/client";
import {
  changeOrders,
  invoicePayments,
  invoices,
  jobs,
  quotePayments,
  quotes,
  type Job,
  type NewAppointment,
} from "../../src/server/db/schema";
import { signedJob } from "../jobs/fixtures";

const at = (iso: string) => new Date(iso);
let sessions = 0;

/** A job signed through the quote's own path, then moved to `createdAt` with the total, channel and stage given. */
export async function jobAt(change: {
  createdAt: string;
  totalCents: number;
  channel?: string;
  stage?: Job["stage"];
  visit?: Partial<NewAppointment>;
  /** Signed from a quote written before tax classes, at its typed 8.3%. */
  typedRate?: boolean;
}) {
  const job = await signedJob(change.visit, { typedRate: change.typedRate });
  const [row] = await getDb()
    .update(jobs)
    .set({
      createdAt: at(change.createdAt),
      totalCents: change.totalCents,
      channel: change.channel ?? "direct",
      stage: change.stage ?? "signed",
    })
    .where(eq(jobs.id, job.jobId))
    .returning();
  return { ...job, number: row!.number };
}

type PaymentChange = Partial<typeof quotePayments.$inferInsert>;

/** A deposit of the job's quote paid at `paidAt`; `pays` makes it the one that paid the quote. */
export async function deposit(quoteId: string, amountCents: number, paidAt: string, change: PaymentChange & { pays?: boolean } = {}) {
  const { pays = true, ...rest } = change;
  const [row] = await getDb()
    .insert(quotePayments)
    .values({ quoteId, amountCents, status: "paid", paidAt: at(paidAt), checkoutSessionId: `cs_money_${++sessions}`, ...rest })
    .returning();
  if (pays) await getDb().update(quotes).set({ status: "paid", depositPaymentId: row!.id }).where(eq(quotes.id, quoteId));
  return row!;
}

/** A change order of the job. */
export async function changeOrder(jobId: string, totalCents: number, status: "draft" | "sent" | "signed" | "void") {
  await getDb()
    .insert(changeOrders)
    .values({
      jobId,
      items: [],
      totalCents,
      contractBeforeCents: 0,
      status,
      signedAt: status === "signed" ? new Date() : null,
      createdBy: "owner@example.com",
    });
}

/** An invoice of the job. */
export async function invoice(jobId: string, amountCents: number, change: Partial<typeof invoices.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(invoices)
    .values({
      jobId,
      kind: "progress",
      amountCents,
      lines: [{ description: "Progress payment", amountCents }],
      status: "open",
      createdBy: "owner@example.com",
      ...change,
    })
    .returning();
  return row!;
}

/** A payment of an invoice, paid at `paidAt` unless the change says otherwise. */
export async function invoicePayment(
  invoiceRow: { id: string; jobId: string },
  amountCents: number,
  paidAt: string | null,
  change: Partial<typeof invoicePayments.$inferInsert> = {},
) {
  const [row] = await getDb()
    .insert(invoicePayments)
    .values({
      invoiceId: invoiceRow.id,
      jobId: invoiceRow.jobId,
      method: "check",
      amountCents,
      status: paidAt ? "paid" : "processing",
      paidAt: paidAt ? at(paidAt) : null,
      ...change,
    })
    .returning();
  return row!;
}

/** A paid invoice of the job with its one payment. */
export async function paidInvoice(
  jobId: string,
  amountCents: number,
  paidAt: string,
  change: Partial<typeof invoicePayments.$inferInsert> = {},
) {
  const row = await invoice(jobId, amountCents, { status: "paid", sentAt: at(paidAt), paidAt: at(paidAt) });
  return invoicePayment(row, amountCents, paidAt, change);
}
