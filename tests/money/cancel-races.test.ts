/**
 * The three-day cancel against invoice money and invoices at the same moment, on a real
 * PostgreSQL where concurrent statements really race: an invoice payment landing as the contract
 * is cancelled always ends refunded (and the customer told of it once), and an invoice written as
 * the contract is cancelled never stays open on the cancelled job.
 */
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, invoicePayments, invoices } from "../../src/server/db/schema";
import { useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useLiftedSiteCeilings, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { stagger } from "../helpers/stagger";
import { checkoutEvent } from "../helpers/stripe-stand-in";
import { signedJob } from "../jobs/fixtures";
import { callQuote, postWebhook, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { callInvoice, newInvoice, sentInvoice } from "./invoice-fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix: well inside the three business days to cancel.
const NOW = new Date("2026-12-02T16:00:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();

const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

/** Runs of each race: every meeting point of the stagger three times. */
const RUNS = 15;
/** Each run signs a contract and writes an invoice through the functions first: on a loaded machine the runs together take minutes. */
const RACE_TIMEOUT_MS = 300_000;

const cancel = (token: string) => callQuote(`/api/quotes/${token}/cancel`, { method: "POST" });

describeOnRealPostgres("the three-day cancel under concurrency (real PostgreSQL)", () => {
  useLiftedSiteCeilings();

  it(
    "a cancel and an invoice payment's webhook at the same moment, 15 times: no cancelled contract keeps the payment, and the customer is told of its refund once",
    async () => {
      const runs: { quoteId: string; invoiceId: string; number: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { quoteId, token, jobId } = await signedJob();
        const invoice = await sentInvoice(jobId, { kind: "progress", percent: 25 });
        const { checkoutUrl } = (await (await callInvoice(`/api/invoices/${invoice.token}/pay`, { method: "POST" })).json()) as {
          checkoutUrl: string;
        };
        const paid = checkoutEvent("checkout.session.completed", stripe.pay(checkoutUrl.split("/").at(-1)!));
        runs.push({ quoteId, invoiceId: invoice.id, number: invoice.number });
        const [cancelled, hooked] = await Promise.all([
          (async () => (await stagger(run % 5), cancel(token)))(),
          (async () => (await stagger(4 - (run % 5)), postWebhook(paid)))(),
        ]);
        expect(cancelled.status).toBe(200);
        expect(hooked.status).toBe(200);
      }
      const invoiceIds = runs.map((run) => run.invoiceId);
      const kept = await getDb()
        .select()
        .from(invoicePayments)
        .where(and(inArray(invoicePayments.invoiceId, invoiceIds), isNotNull(invoicePayments.paidAt), isNull(invoicePayments.refundId)));
      expect(kept).toEqual([]);
      const refunded = await getDb()
        .select()
        .from(invoicePayments)
        .where(and(inArray(invoicePayments.invoiceId, invoiceIds), eq(invoicePayments.refundReason, "cancelled")));
      expect(refunded).toHaveLength(RUNS);
      // Nothing stays open to pay on the cancelled jobs.
      expect(
        (await getDb().select().from(invoices).where(inArray(invoices.id, invoiceIds))).filter(
          (row) => row.status === "open" || row.status === "processing",
        ),
      ).toEqual([]);
      // Each customer read of the refund once: in the cancellation's email, or in the refund's own.
      for (const { quoteId, invoiceId, number } of runs) {
        const emails = await getDb()
          .select()
          .from(emailOutbox)
          .where(inArray(emailOutbox.relatedId, [quoteId, invoiceId]));
        const told = emails.filter(
          (row) =>
            (row.kind === "quote-cancelled" && row.text.includes(`for invoice ${number} is refunded`)) ||
            row.kind === "invoice-payment-refunded",
        );
        expect(told, `invoice ${number}`).toHaveLength(1);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    "a cancel and a new invoice at the same moment, 15 times: the cancelled job keeps no open invoice",
    async () => {
      const jobIds: string[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { token, jobId } = await signedJob();
        jobIds.push(jobId);
        const [cancelled, written] = await Promise.all([
          (async () => (await stagger(run % 5), cancel(token)))(),
          (async () => (await stagger(4 - (run % 5)), newInvoice(jobId, { kind: "progress", percent: 25 })))(),
        ]);
        expect(cancelled.status).toBe(200);
        expect([201, 409]).toContain(written.status);
      }
      const left = await getDb().select().from(invoices).where(inArray(invoices.jobId, jobIds));
      expect(left.filter((row) => row.status !== "void")).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );
});
