/**
 * The money predicates, each asked of rows that hold it and rows that do not, on both kinds'
 * tables where it is about a payment. On the tests' real database.
 */
import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useAdminEnv } from "../../../../tests/admin/fixtures";
import { useFunctionDatabase } from "../../../../tests/helpers/function-env";
import { signedJob } from "../../../../tests/jobs/fixtures";
import { deposit, invoice, invoicePayment } from "../../../../tests/money/money-fixtures";
import { useContractFacts } from "../../../../tests/quotes/fixtures";
import { getDb } from "../client";
import { rowsOf } from "../rows";
import {
  awaitingStripeSql,
  keepsMoneySql,
  outstandingInvoiceSql,
  paidInvoicePaymentSql,
  refundRefusedSql,
  unpaidInvoiceSql,
} from "./predicates";

const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();

const PAID = "2026-12-01T18:00:00Z";
const AT = new Date(PAID);

/** The ids of `table` (aliased p) whose rows hold `predicate`, among `ids`. */
async function holding(
  table: "quote_payments" | "invoice_payments" | "invoices",
  predicate: (alias: string) => SQL,
  ids: string[],
): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await getDb().execute(
      sql`select p.id::text as id from ${sql.raw(table)} p where p.id = any(${`{${ids.join(",")}}`}::uuid[]) and ${predicate("p")}`,
    ),
  );
  return rows.map((row) => row.id).sort();
}

describe("the money predicates", () => {
  it("money that stays: a payment of either kind neither refunded nor disputed", async () => {
    const job = await signedJob();
    const kept = await deposit(job.quoteId, 1_000, PAID);
    const refunded = await deposit(job.quoteId, 1_000, PAID, { pays: false, refundId: "re_1", refundedAt: AT });
    const disputed = await deposit(job.quoteId, 1_000, PAID, { pays: false, disputeId: "dp_1", disputedAt: AT });
    expect(await holding("quote_payments", keepsMoneySql, [kept.id, refunded.id, disputed.id])).toEqual([kept.id]);

    const bill = await invoice(job.jobId, 2_000);
    const keptBill = await invoicePayment(bill, 2_000, PAID);
    const refundedBill = await invoicePayment(bill, 2_000, PAID, { refundId: "re_2", refundedAt: AT });
    const disputedBill = await invoicePayment(bill, 2_000, PAID, { disputeId: "dp_2", disputedAt: AT });
    const onItsWay = await invoicePayment(bill, 2_000, null);
    const ids = [keptBill.id, refundedBill.id, disputedBill.id, onItsWay.id];
    expect(await holding("invoice_payments", keepsMoneySql, ids)).toEqual([keptBill.id, onItsWay.id].sort());
    // Paid and staying: what a job's paid figure and "collected" count.
    expect(await holding("invoice_payments", paidInvoicePaymentSql, ids)).toEqual([keptBill.id]);
  });

  it("a refund Stripe refused is one nobody made since", async () => {
    const job = await signedJob();
    const refused = await deposit(job.quoteId, 1_000, PAID, { refundFailedAt: AT, refundError: "insufficient balance" });
    const madeSince = await deposit(job.quoteId, 1_000, PAID, { pays: false, refundFailedAt: AT, refundId: "re_3", refundedAt: AT });
    const never = await deposit(job.quoteId, 1_000, PAID, { pays: false });
    expect(await holding("quote_payments", refundRefusedSql, [refused.id, madeSince.id, never.id])).toEqual([refused.id]);
  });

  it("an attempt awaits Stripe while its page is open or its money on its way, once it has a session", async () => {
    const job = await signedJob();
    const bill = await invoice(job.jobId, 2_000);
    const open = await invoicePayment(bill, 2_000, null, { method: "stripe", status: "open", checkoutSessionId: "cs_pred_open" });
    const processing = await invoicePayment(bill, 2_000, null, {
      method: "stripe",
      status: "processing",
      checkoutSessionId: "cs_pred_bank",
    });
    const noSession = await invoicePayment(bill, 2_000, null, { method: "stripe", status: "open" });
    const paid = await invoicePayment(bill, 2_000, PAID, { method: "stripe", checkoutSessionId: "cs_pred_paid" });
    expect(await holding("invoice_payments", awaitingStripeSql, [open.id, processing.id, noSession.id, paid.id])).toEqual(
      [open.id, processing.id].sort(),
    );
  });

  it("an invoice is unpaid while open or on its way, and outstanding once it was also sent", async () => {
    const job = await signedJob();
    const sentOpen = await invoice(job.jobId, 1_000, { sentAt: AT });
    const draft = await invoice(job.jobId, 1_000);
    const sentOnItsWay = await invoice(job.jobId, 1_000, { status: "processing", sentAt: AT });
    const paid = await invoice(job.jobId, 1_000, { status: "paid", sentAt: AT, paidAt: AT });
    const voided = await invoice(job.jobId, 1_000, { status: "void", sentAt: AT, voidedAt: AT });
    const ids = [sentOpen.id, draft.id, sentOnItsWay.id, paid.id, voided.id];
    expect(await holding("invoices", unpaidInvoiceSql, ids)).toEqual([sentOpen.id, draft.id, sentOnItsWay.id].sort());
    expect(await holding("invoices", outstandingInvoiceSql, ids)).toEqual([sentOpen.id, sentOnItsWay.id].sort());
  });
});
