/**
 * The office's invoices: writing one (its amount the rule's, src/core/job-money.ts, on the facts
 * read; written by one statement that claims the job's money version, decided again when another
 * change came first), sending its link (as every private document is sent,
 * src/server/documents/send-document.ts; the first sent_at stays for aging and reminders), the
 * reminders switch, and voiding an unpaid one.
 */
import { invoiceLines } from "@/core/invoices";
import { invoiceAmount, jobMoney } from "@/core/job-money";
import { formatCents } from "@/i18n/money";
import { invoiceRequestOf, type NewInvoiceRequest } from "@/schemas/invoice";
import type { InvoiceSummary } from "@/schemas/money";
import { activityBy, type Actor } from "../db/activity/activity";
import type { Database } from "../db/client";
import { insertInvoice, paymentsOfInvoice, setInvoiceReminders, voidOpenInvoice } from "../db/invoices/invoices";
import { jobLedgerRows } from "../db/money/ledger";
import { jobMoneyFacts } from "../db/money/job-money";
import { invoiceSending } from "../db/private-links/send";
import { sendDocument, type DocumentSend } from "../documents/send-document";
import type { ServerEnv } from "../env";
import { ConflictError, NotFoundError } from "../http/errors";
import { jobById, localeOf, JOB_NOT_FOUND } from "../jobs/records";
import { invoiceSummary } from "../money/job-money";
import { invoiceSent } from "../notify/invoices";
import { privateLinks } from "../private-links/documents";
import { closeOpenPage } from "./payments";
import { INVOICE_NOT_FOUND, invoiceNoticeFacts, invoiceRecord, type InvoiceRecord } from "./records";

/** The 409 of an invoice that asks for nothing: the contract is billed or paid in full. */
export const NOTHING_DUE = "Nothing is left to bill on this job: the contract is paid, on its way or already invoiced in full.";

/** The 409 of an invoice that asks for more than may still be billed, naming what may. */
export function overBalance(billableCents: number): string {
  return `That is more than may still be billed on this job: at most ${formatCents(billableCents, "en")} (the balance less money on its way and unpaid invoices).`;
}

/** The 409 of an invoice asked on a cancelled job. */
export const JOB_CANCELLED =
  "This job was cancelled: no invoice can be written on it. A payment taken under a cancelled contract goes back to the customer.";

/** Writes a new invoice of job `jobId` as the office asked; answers its id, number and amount. 409 for nothing due, more than may be billed, or a cancelled job. */
export async function createInvoice(
  db: Database,
  jobId: string,
  body: NewInvoiceRequest,
  admin: string,
  now: Date,
): Promise<{ id: string; number: number; amountCents: number }> {
  const request = invoiceRequestOf(body);
  // Each turn reads the facts and decides; it writes only if nothing changed them meanwhile (a cancel among them).
  for (let turn = 0; turn < 4; turn++) {
    const record = await jobById(db, jobId);
    if (record.job.stage === "cancelled") throw new ConflictError(JOB_CANCELLED);
    const read = (await jobMoneyFacts(db, [jobId])).get(jobId);
    if (!read) throw new NotFoundError(JOB_NOT_FOUND);
    const amount = invoiceAmount(jobMoney(read.facts), request);
    if (!amount.ok) throw new ConflictError(amount.reason === "nothing-due" ? NOTHING_DUE : overBalance(amount.billableCents));
    // Read after the facts: a change order signed in between also moved the version, so the claim below fails and this turn is decided again.
    const signedOrders =
      request.kind === "final"
        ? (await jobLedgerRows(db, jobId)).changeOrders.filter((order) => order.status === "signed").sort((a, b) => a.number - b.number)
        : [];
    const lines = invoiceLines(localeOf(record.job), {
      request,
      amountCents: amount.amountCents,
      facts: read.facts,
      quoteNumber: record.quoteNumber,
      changeOrders: signedOrders,
    });
    const written = await insertInvoice(db, {
      jobId,
      version: read.version,
      kind: request.kind,
      percentBasisPoints: "basisPoints" in request ? request.basisPoints : null,
      amountCents: amount.amountCents,
      lines,
      dueOn: body.dueOn ?? null,
      createdBy: admin,
      now,
    });
    if (written) return { ...written, amountCents: amount.amountCents };
  }
  throw new ConflictError("This job's money changed while the invoice was being written. Please try again.");
}

/** An invoice is sent while neither paid nor void: a bank payment on its way may still fail, and the customer may need its link. */
const invoiceSend: DocumentSend<InvoiceRecord, { id: string }> = {
  link: privateLinks.invoice,
  read: invoiceRecord,
  refusal: ({ invoice }) =>
    invoice.status === "paid" || invoice.status === "void" ? `This invoice is ${invoice.status}: there is nothing to send.` : null,
  locale: ({ job }) => localeOf(job.job),
  notice: ({ invoice, job }, url, env, now) =>
    invoiceSent(invoiceNoticeFacts(job), { number: invoice.number, amountCents: invoice.amountCents, dueOn: invoice.dueOn, url }, env, now),
  sending: invoiceSending,
  target: ({ invoice }) => ({ id: invoice.id }),
  changed: "This invoice was paid or voided while it was being sent.",
};

/** Sends the invoice's link to its customer (email, and text with consent); answers the link. 409 once paid or void. */
export function sendInvoice(db: Database, env: ServerEnv, id: string, now: Date): Promise<{ url: string }> {
  return sendDocument(db, env, invoiceSend, id, now);
}

/** The office's reminders switch; answers the invoice as the job page lists it. */
export async function setReminders(db: Database, id: string, reminders: boolean, now: Date): Promise<InvoiceSummary> {
  const invoice = await setInvoiceReminders(db, id, reminders, now);
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
  return invoiceSummary(invoice, await paymentsOfInvoice(db, id));
}

/** Voids an unpaid invoice (its amount may be billed again) and closes its open Checkout page; 409 once paid, on its way or void. */
export async function voidInvoice(db: Database, env: ServerEnv, id: string, admin: Actor, now: Date): Promise<InvoiceSummary> {
  const { invoice } = await invoiceRecord(db, id);
  const activity = activityBy(admin, "invoice.void", {
    at: now,
    jobId: invoice.jobId,
    subjectId: id,
    detail: { invoice: invoice.number, amountCents: invoice.amountCents },
  });
  const voided = await voidOpenInvoice(db, id, activity, now);
  if (!voided)
    throw new ConflictError(
      invoice.status === "processing"
        ? "A bank payment of this invoice is on its way: it cannot be voided until it settles or fails."
        : `This invoice is ${invoice.status === "open" ? "changing" : invoice.status}: only an open invoice can be voided.`,
    );
  await closeOpenPage(db, env, id);
  return invoiceSummary(voided, await paymentsOfInvoice(db, id));
}
