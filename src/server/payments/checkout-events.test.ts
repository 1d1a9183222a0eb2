import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useFunctionDatabase } from "../../../tests/helpers/function-env";
import { getDb } from "../db/client";
import { recordStripeEvent } from "../db/stripe-events/events";
import type { ServerEnv } from "../env";
import {
  applyCheckoutEvent,
  checkoutEventEffect,
  type CheckoutChange,
  type CheckoutEventFacts,
  type CheckoutPayment,
  type CheckoutPaymentKind,
  type CheckoutWrite,
} from "./checkout-events";
import { refundSurplus } from "./refunds";

// The sweep is the refunds' own to test (./refunds.test.ts): here, only whether the applier asks it.
vi.mock("./refunds", async (original) => ({
  ...(await original<typeof import("./refunds")>()),
  refundSurplus: vi.fn(async () => ({ refunded: 0, failed: 0 })),
}));

useFunctionDatabase();

const NOW = new Date("2026-03-02T17:00:00.000Z");
const ENV = {} as ServerEnv;

beforeEach(() => {
  vi.mocked(refundSurplus).mockClear();
});

/** A Checkout event about session `cs_1`: a card payment of $50.00 by default. */
function checkoutEvent(
  change: Partial<Omit<CheckoutEventFacts, "session">> & { session?: Partial<CheckoutEventFacts["session"]> } = {},
): CheckoutEventFacts {
  const { session, ...rest } = change;
  return {
    id: `evt_${randomUUID()}`,
    type: "checkout.session.completed",
    ...rest,
    session: {
      id: "cs_1",
      payment_status: "paid",
      amount_total: 5000,
      currency: "usd",
      payment_intent: "pi_1",
      metadata: { paymentId: "p1" },
      ...session,
    },
  };
}

/** A kind whose payments are read in turn from `reads` and whose statement answers `writes` in turn; it records the changes it is asked to write. */
function fakeKind(reads: (CheckoutPayment | null)[], writes: CheckoutWrite[]) {
  const changes: CheckoutChange<CheckoutPayment>[] = [];
  const kind: CheckoutPaymentKind<CheckoutPayment> = {
    kind: "invoice",
    paymentOfSession: vi.fn(async () => reads.shift() ?? null),
    write: vi.fn(async (_db, _env, change) => {
      changes.push(change);
      return writes.shift()!;
    }),
  };
  return { kind, changes };
}

const open = (): CheckoutPayment => ({ id: "p1", status: "open", amountCents: 5000 });

describe("applyCheckoutEvent", () => {
  it("answers replayed for an event handled before, reading no payment and writing (or drawing) nothing", async () => {
    const event = checkoutEvent();
    await recordStripeEvent(getDb(), event, NOW);
    const { kind } = fakeKind([open()], [{ quoteId: "q1" }]);
    expect(await applyCheckoutEvent(getDb(), ENV, kind, event, NOW)).toBe("replayed");
    expect(kind.paymentOfSession).not.toHaveBeenCalled();
    expect(kind.write).not.toHaveBeenCalled();
  });

  it("records an event of a type the site does not act on once: ignored, then replayed", async () => {
    const event = checkoutEvent({ type: "checkout.session.created" });
    const { kind } = fakeKind([open(), open()], []);
    expect(await applyCheckoutEvent(getDb(), ENV, kind, event, NOW)).toBe("ignored");
    expect(await applyCheckoutEvent(getDb(), ENV, kind, event, NOW)).toBe("replayed");
    expect(kind.write).not.toHaveBeenCalled();
  });

  it("records the event of a session of no payment of the kind: unknown-session, then replayed", async () => {
    const event = checkoutEvent();
    const { kind } = fakeKind([null, null], []);
    expect(await applyCheckoutEvent(getDb(), ENV, kind, event, NOW)).toBe("unknown-session");
    expect(kind.paymentOfSession).toHaveBeenCalledWith(getDb(), "cs_1", "p1", NOW);
    expect(await applyCheckoutEvent(getDb(), ENV, kind, event, NOW)).toBe("replayed");
    expect(kind.write).not.toHaveBeenCalled();
  });

  it("hands the kind the change the core makes of the event, with Stripe's payment intent, and answers the state it moved to", async () => {
    const event = checkoutEvent({ session: { payment_intent: { id: "pi_expanded" } } });
    const { kind, changes } = fakeKind([open()], [{ quoteId: "q1" }]);
    expect(await applyCheckoutEvent(getDb(), ENV, kind, event, NOW)).toBe("paid");
    expect(changes).toEqual([
      {
        event,
        payment: open(),
        effect: {
          current: "open",
          wanted: "paid",
          next: "paid",
          mismatch: false,
          moneyIn: true,
          charged: { cents: 5000, currency: "usd" },
        },
        intent: "pi_expanded",
      },
    ]);
  });

  it("answers unchanged when the event leaves the payment where it was", async () => {
    const { kind } = fakeKind([{ id: "p1", status: "paid", amountCents: 5000 }], [{ quoteId: "q1" }]);
    expect(await applyCheckoutEvent(getDb(), ENV, kind, checkoutEvent({ type: "checkout.session.expired" }), NOW)).toBe("unchanged");
  });

  it("reads the payment again when another event moved it first, and decides again from the state it finds", async () => {
    const { kind, changes } = fakeKind([open(), { id: "p1", status: "paid", amountCents: 5000 }], ["changed", { quoteId: "q1" }]);
    expect(await applyCheckoutEvent(getDb(), ENV, kind, checkoutEvent(), NOW)).toBe("unchanged");
    expect(changes.map((change) => [change.effect.current, change.effect.next])).toEqual([
      ["open", "paid"],
      ["paid", "paid"],
    ]);
  });

  it("gives up after three turns of a payment that keeps changing, naming its kind", async () => {
    const event = checkoutEvent();
    const { kind } = fakeKind([open(), open(), open(), open()], ["changed", "changed", "changed", { quoteId: "q1" }]);
    await expect(applyCheckoutEvent(getDb(), ENV, kind, event, NOW)).rejects.toThrow(
      `Stripe event ${event.id}: its invoice payment kept changing under it`,
    );
    expect(kind.write).toHaveBeenCalledTimes(3);
  });

  it("answers replayed when the kind's statement found the event recorded meanwhile, giving nothing back", async () => {
    const { kind } = fakeKind([open()], ["replayed"]);
    expect(await applyCheckoutEvent(getDb(), ENV, kind, checkoutEvent(), NOW)).toBe("replayed");
    expect(refundSurplus).not.toHaveBeenCalled();
  });

  it("once money came in, gives back what the kind's payments of the contract must not keep", async () => {
    const { kind } = fakeKind([open()], [{ quoteId: "q1" }]);
    await applyCheckoutEvent(getDb(), ENV, kind, checkoutEvent(), NOW);
    expect(refundSurplus).toHaveBeenCalledExactlyOnceWith(getDb(), ENV, "invoice", { quoteId: "q1" }, NOW);
  });

  it("gives nothing back for an event that brought no money (a bank debit on its way, an expired page)", async () => {
    const { kind } = fakeKind([open(), open()], [{ quoteId: "q1" }, { quoteId: "q1" }]);
    expect(await applyCheckoutEvent(getDb(), ENV, kind, checkoutEvent({ session: { payment_status: "unpaid" } }), NOW)).toBe("processing");
    expect(await applyCheckoutEvent(getDb(), ENV, kind, checkoutEvent({ type: "checkout.session.expired" }), NOW)).toBe("expired");
    expect(refundSurplus).not.toHaveBeenCalled();
  });

  it("answers the event even when the refund run fails outright, and logs it for the sweep", async () => {
    vi.mocked(refundSurplus).mockRejectedValueOnce(new Error("the database went away"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { kind } = fakeKind([open()], [{ quoteId: "q1" }]);
    expect(await applyCheckoutEvent(getDb(), ENV, kind, checkoutEvent(), NOW)).toBe("paid");
    expect(errors.mock.calls.flat().join("\n")).toContain(
      "Invoice payment p1: money to give back was not refunded now; the sweep tries again",
    );
  });
});

describe("checkoutEventEffect", () => {
  it("mismatches a payment under way whose session charged another amount, keeping what it charged", () => {
    expect(checkoutEventEffect(checkoutEvent({ session: { amount_total: 4999 } }), open())).toEqual({
      current: "open",
      wanted: "paid",
      next: "mismatched",
      mismatch: true,
      moneyIn: true,
      charged: { cents: 4999, currency: "usd" },
    });
  });

  it("mismatches a payment under way for an event that could not be read, money in when the session says paid", () => {
    const event = checkoutEvent({ unreadable: "data.object.amount_total: expected an integer", session: { amount_total: null } });
    expect(checkoutEventEffect(event, { status: "processing", amountCents: 5000 })).toMatchObject({
      current: "processing",
      next: "mismatched",
      mismatch: true,
      moneyIn: true,
    });
  });

  it("leaves a settled payment as it is for an event that could not be read", () => {
    const event = checkoutEvent({ unreadable: "type: required" });
    expect(checkoutEventEffect(event, { status: "paid", amountCents: 5000 })).toMatchObject({
      current: "paid",
      next: "paid",
      mismatch: false,
      moneyIn: false,
    });
  });
});
