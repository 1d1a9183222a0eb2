/**
 * The customer's receipt of an invoice paid online (its PDF drawn from the invoice as paid) is
 * drawn only once the applier has decided the event is new and pays the invoice: an event
 * delivered again, which its first delivery recorded (its session not known then, known now), is
 * a replay, and nothing is drawn for it. Through the webhook, against a real database and the
 * Stripe stand-in.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { invoicePayments, invoices } from "../../src/server/db/schema";
import { invoicePdf } from "../../src/server/invoices/invoice-pdf";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { checkoutEvent } from "../helpers/stripe-stand-in";
import { signedJob } from "../jobs/fixtures";
import { postWebhook, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { callInvoice, emailsOfKind, sentInvoice } from "./invoice-fixtures";

// Every PDF the site draws goes through the real renderer; the test counts the invoice's.
vi.mock("../../src/server/invoices/invoice-pdf", async (original) => {
  const module = await original<typeof import("../../src/server/invoices/invoice-pdf")>();
  return { ...module, invoicePdf: vi.fn(module.invoicePdf) };
});

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useAdminEnv();
const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.mocked(invoicePdf).mockClear();
});

const invoiceRow = async (id: string) => (await getDb().select().from(invoices).where(eq(invoices.id, id)))[0]!;
const setSession = (paymentId: string, sessionId: string | null) =>
  getDb().update(invoicePayments).set({ checkoutSessionId: sessionId }).where(eq(invoicePayments.id, paymentId));

describe("the receipt of an invoice paid online", () => {
  it("is not drawn for an event delivered again, whose first delivery was recorded before its session was known", async () => {
    const { jobId } = await signedJob();
    const invoice = await sentInvoice(jobId);
    const opened = await callInvoice(`/api/invoices/${invoice.token}/pay`, { method: "POST" });
    const { checkoutUrl } = (await opened.json()) as { checkoutUrl: string };
    const session = stripe.sessions.find((candidate) => checkoutUrl.endsWith(candidate.id))!;
    const [payment] = await getDb().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));

    // The first delivery names a session no payment holds yet, and no payment id: recorded, nothing applied.
    await setSession(payment!.id, null);
    const paid = stripe.pay(session.id);
    const event = checkoutEvent("checkout.session.completed", { ...paid, metadata: { invoiceId: invoice.id } });
    expect((await postWebhook(event)).status).toBe(200);
    await setSession(payment!.id, session.id);
    vi.mocked(invoicePdf).mockClear();

    expect((await postWebhook(event)).status).toBe(200);
    expect(invoicePdf).not.toHaveBeenCalled();
    expect((await invoiceRow(invoice.id)).status).toBe("open");

    // A new event about the session pays the invoice: its receipt is drawn once, and sent.
    expect((await postWebhook(checkoutEvent("checkout.session.completed", { ...paid }))).status).toBe(200);
    expect(invoicePdf).toHaveBeenCalledTimes(1);
    expect((await invoiceRow(invoice.id)).status).toBe("paid");
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaid, invoice.id)).toHaveLength(1);
  });
});
