/**
 * The deposit's races, on a real PostgreSQL where concurrent statements really race: a cancel
 * and the deposit's webhook at the same moment never leave a cancelled contract keeping its
 * deposit; two payments of one deposit landing at once keep exactly one; ten "Pay the deposit"
 * at once open one Checkout page.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, quotePayments, quotes } from "../../src/server/db/schema";
import { serverEnv } from "../../src/server/env";
import { createDepositCheckout } from "../../src/server/payments/stripe";
import { useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useLiftedSiteCeilings, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { stagger } from "../helpers/stagger";
import { checkoutEvent } from "../helpers/stripe-stand-in";
import { callQuote, postWebhook, signedForDeposit, useContractFacts, useStripeStandIn } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix: well inside the three business days to cancel.
const NOW = new Date("2026-12-02T16:00:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();

const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describeOnRealPostgres("the deposit under concurrency (real PostgreSQL)", () => {
  useLiftedSiteCeilings();

  it("a cancel and the deposit's webhook at the same moment, 50 times: no cancelled contract keeps its deposit, and the customer is told of the refund", async () => {
    const ids: string[] = [];
    for (let run = 0; run < 50; run++) {
      const { id, token, session } = await signedForDeposit(stripe);
      ids.push(id);
      const paid = checkoutEvent("checkout.session.completed", stripe.pay(session.id));
      const [cancelled, hooked] = await Promise.all([
        (async () => (await stagger(run % 5), callQuote(`/api/quotes/${token}/cancel`, { method: "POST" })))(),
        (async () => (await stagger(4 - (run % 5)), postWebhook(paid)))(),
      ]);
      expect(cancelled.status).toBe(200);
      expect(hooked.status).toBe(200);
    }
    expect((await getDb().select().from(quotes).where(inArray(quotes.id, ids))).map((quote) => quote.status)).toEqual(
      Array(50).fill("cancelled"),
    );
    // Every deposit that came in went back.
    const kept = await getDb()
      .select()
      .from(quotePayments)
      .where(and(inArray(quotePayments.quoteId, ids), isNotNull(quotePayments.paidAt), isNull(quotePayments.refundId)));
    expect(kept).toEqual([]);
    const refunded = await getDb()
      .select()
      .from(quotePayments)
      .where(and(inArray(quotePayments.quoteId, ids), isNotNull(quotePayments.refundId)));
    expect(refunded).toHaveLength(50);
    // Each customer read of their refund: in the cancellation's email, or in the refund's own.
    for (const id of ids) {
      const emails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));
      const told = emails.filter(
        (row) => (row.kind === "quote-cancelled" && row.text.includes("$812.25")) || row.kind === "deposit-refunded",
      );
      expect(told, `quote ${id}`).toHaveLength(1);
    }
    // Fifty signed quotes, each with a cancel and a webhook: about a minute alone, twice that beside
    // the rest of the suite on two busy cores. The limit only ends a hang.
  }, 300_000);

  it("two payments of one deposit landing at once, 20 times: exactly one is kept and the other refunded", async () => {
    for (let run = 0; run < 20; run++) {
      const { id, session } = await signedForDeposit(stripe);
      // A second page as the earlier code opened one on each "Pay the deposit".
      const paymentId = randomUUID();
      const second = await createDepositCheckout(serverEnv(), {
        quoteId: id,
        paymentId,
        description: "Deposit",
        amountCents: 81_225,
        locale: "en",
        returnUrl: "http://localhost:4321/quote/x",
      });
      await getDb()
        .insert(quotePayments)
        .values({ id: paymentId, quoteId: id, checkoutSessionId: second.id, amountCents: 81_225, status: "open" });
      const events = [
        checkoutEvent("checkout.session.completed", stripe.pay(session.id)),
        checkoutEvent("checkout.session.completed", stripe.pay(second.id)),
      ];
      await Promise.all(events.map(async (event, index) => (await stagger(index === run % 2 ? run % 4 : 0), postWebhook(event))));
      const payments = await getDb().select().from(quotePayments).where(eq(quotePayments.quoteId, id));
      const [quote] = await getDb().select().from(quotes).where(eq(quotes.id, id));
      expect(quote!.status).toBe("paid");
      expect(payments.filter((payment) => payment.refundId === null).map((payment) => payment.id)).toEqual([quote!.depositPaymentId]);
      expect(payments.filter((payment) => payment.refundId !== null)).toHaveLength(1);
    }
  });

  it("ten requests for the deposit's page at once open one Checkout page, and all answer it", async () => {
    const { id, token, session } = await signedForDeposit(stripe);
    await fetch(`${stripe.url}/v1/checkout/sessions/${session.id}/expire`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_stand_in" },
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => callQuote(`/api/quotes/${token}/checkout`, { method: "POST" })));
    const urls = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { checkoutUrl: string }).checkoutUrl));
    expect(new Set(urls).size).toBe(1);
    expect(stripe.sessions.filter((candidate) => candidate.client_reference_id === id && candidate.status === "open")).toHaveLength(1);
  });
});
