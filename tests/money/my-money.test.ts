/**
 * A job's money on the customer's own page (GET /api/my/{token}): the contract with signed change
 * orders, paid and balance as the money rules make them, the invoices sent (no draft, no void)
 * with their state, the payments that came in or are on their way; and a fresh link to one of
 * their invoices (POST /api/my/{token}/invoices/{id}/link): 256 bits, only its SHA-256 kept, in
 * the page's language, and a 404 for an invoice of anyone else or one not sent.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { invoiceLinks } from "../../src/server/db/schema";
import { useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { signedJob } from "../jobs/fixtures";
import { callMy, linkFor } from "../jobs/my-fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { changeOrder, deposit, invoice, invoicePayment } from "./money-fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLiftedSiteCeilings();

let runs = 0;

async function seeded() {
  const run = ++runs;
  const mine = await signedJob();
  await changeOrder(mine.jobId, 60_000, "signed");
  await changeOrder(mine.jobId, 99_000, "sent");
  const paidDeposit = await deposit(mine.quoteId, 81_225, "2026-11-20T18:00:00Z");
  const paid = await invoice(mine.jobId, 100_000, {
    status: "paid",
    sentAt: new Date("2026-11-25T18:00:00Z"),
    paidAt: new Date("2026-11-27T18:00:00Z"),
  });
  const check = await invoicePayment(paid, 100_000, "2026-11-27T18:00:00Z", { method: "check", reference: "#204" });
  const onItsWay = await invoice(mine.jobId, 50_000, { status: "processing", sentAt: new Date("2026-11-30T18:00:00Z") });
  const bank = await invoicePayment(onItsWay, 50_000, null, {
    method: "stripe",
    stripeMethod: "us_bank_account",
    checkoutSessionId: `cs_my_bank_${run}`,
  });
  await invoicePayment(onItsWay, 50_000, null, { method: "stripe", status: "expired", checkoutSessionId: `cs_my_expired_${run}` });
  const open = await invoice(mine.jobId, 40_000, { sentAt: new Date("2026-12-01T18:00:00Z"), dueOn: "2026-12-15" });
  const draft = await invoice(mine.jobId, 10_000, {});
  const voided = await invoice(mine.jobId, 9_000, {
    status: "void",
    sentAt: new Date("2026-11-01T18:00:00Z"),
    voidedAt: new Date("2026-11-02T18:00:00Z"),
  });
  const theirs = await signedJob();
  const theirInvoice = await invoice(theirs.jobId, 30_000, { sentAt: new Date("2026-12-01T18:00:00Z") });
  return { mine, paidDeposit, paid, check, onItsWay, bank, open, draft, voided, theirInvoice };
}

describe("a job's money on the customer's page", () => {
  it("lists the contract with signed change orders, paid and balance, the invoices sent and the payments", async () => {
    const s = await seeded();
    const token = await linkFor(s.mine.email);
    const response = await callMy(`/api/my/${token}`);
    expect(response.status).toBe(200);
    const [job] = (await response.json()).jobs;
    expect(job.money).toEqual({
      // 324,900 signed + 60,000 signed change order; paid: the deposit and the check.
      contractTotalCents: 384_900,
      // The signed change order only: the one sent and not signed is not part of the contract.
      changeOrders: [
        {
          id: expect.any(String),
          number: expect.any(Number),
          jobNumber: job.number,
          quoteNumber: expect.any(Number),
          totalCents: 60_000,
          contractAfterCents: 60_000,
          signedAt: expect.any(String),
        },
      ],
      paidCents: 181_225,
      balanceCents: 203_675,
      invoices: [
        {
          id: s.open.id,
          number: s.open.number,
          amountCents: 40_000,
          status: "open",
          dueOn: "2026-12-15",
          sentAt: "2026-12-01T18:00:00.000Z",
          paidAt: null,
        },
        {
          id: s.onItsWay.id,
          number: s.onItsWay.number,
          amountCents: 50_000,
          status: "processing",
          dueOn: null,
          sentAt: "2026-11-30T18:00:00.000Z",
          paidAt: null,
        },
        {
          id: s.paid.id,
          number: s.paid.number,
          amountCents: 100_000,
          status: "paid",
          dueOn: null,
          sentAt: "2026-11-25T18:00:00.000Z",
          paidAt: "2026-11-27T18:00:00.000Z",
        },
      ],
      payments: [
        {
          id: s.bank.id,
          kind: "invoice",
          documentNumber: s.onItsWay.number,
          way: "bank",
          amountCents: 50_000,
          status: "processing",
          paidAt: null,
          refunded: false,
          disputed: false,
        },
        {
          id: s.check.id,
          kind: "invoice",
          documentNumber: s.paid.number,
          way: "check",
          amountCents: 100_000,
          status: "paid",
          paidAt: "2026-11-27T18:00:00.000Z",
          refunded: false,
          disputed: false,
        },
        {
          id: s.paidDeposit.id,
          kind: "deposit",
          documentNumber: expect.any(Number),
          way: "online",
          amountCents: 81_225,
          status: "paid",
          paidAt: "2026-11-20T18:00:00.000Z",
          refunded: false,
          disputed: false,
        },
      ],
    });
  });

  it("gives a fresh link to one of the person's invoices, in the page's language; only its SHA-256 is kept", async () => {
    const s = await seeded();
    const token = await linkFor(s.mine.email);
    const english = await callMy(`/api/my/${token}/invoices/${s.open.id}/link`, { method: "POST" });
    expect(english.status).toBe(200);
    const { url } = await english.json();
    const invoiceToken = url.match(/^http:\/\/localhost:4321\/invoice\/([A-Za-z0-9_-]{43})$/)?.[1];
    expect(invoiceToken).toBeDefined();
    expect(Buffer.from(invoiceToken, "base64url")).toHaveLength(32);
    const rows = await getDb().select().from(invoiceLinks).where(eq(invoiceLinks.invoiceId, s.open.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash("sha256").update(invoiceToken).digest("hex")]);
    const spanish = await callMy(`/api/my/${token}/invoices/${s.paid.id}/link?locale=es`, { method: "POST" });
    expect((await spanish.json()).url).toMatch(/^http:\/\/localhost:4321\/es\/invoice\/[A-Za-z0-9_-]{43}$/);
  });

  it("answers 404 for someone else's invoice, one never sent, a void one, or an unknown link, and keeps no link", async () => {
    const s = await seeded();
    const token = await linkFor(s.mine.email);
    for (const id of [s.theirInvoice.id, s.draft.id, s.voided.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await callMy(`/api/my/${token}/invoices/${id}/link`, { method: "POST" });
      expect(response.status).toBe(404);
    }
    expect((await callMy(`/api/my/${"x".repeat(43)}/invoices/${s.open.id}/link`, { method: "POST" })).status).toBe(404);
    expect(await getDb().select().from(invoiceLinks).where(eq(invoiceLinks.invoiceId, s.theirInvoice.id))).toEqual([]);
    expect(await getDb().select().from(invoiceLinks).where(eq(invoiceLinks.invoiceId, s.draft.id))).toEqual([]);
  });
});
