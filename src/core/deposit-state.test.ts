import { describe, expect, it } from "vitest";
import {
  canPayDepositOnline,
  chargeMatches,
  checkoutEffect,
  nextDepositState,
  stateAfterEvent,
  unreadableEventEffect,
} from "./deposit-state";

describe("stateAfterEvent", () => {
  it("returns paid for a completed session whose money is in, processing for a bank debit on its way", () => {
    expect(stateAfterEvent("checkout.session.completed", "paid")).toBe("paid");
    expect(stateAfterEvent("checkout.session.completed", "unpaid")).toBe("processing");
  });

  it("returns the settled state for the async events and expired for an expired session", () => {
    expect(stateAfterEvent("checkout.session.async_payment_succeeded", "paid")).toBe("paid");
    expect(stateAfterEvent("checkout.session.async_payment_failed", "unpaid")).toBe("failed");
    expect(stateAfterEvent("checkout.session.expired", "unpaid")).toBe("expired");
  });
});

describe("nextDepositState", () => {
  it("moves an open deposit to whatever the event says", () => {
    expect(nextDepositState("open", "processing")).toBe("processing");
    expect(nextDepositState("open", "paid")).toBe("paid");
    expect(nextDepositState("open", "expired")).toBe("expired");
  });

  it("keeps a paid deposit paid whatever arrives after", () => {
    expect(nextDepositState("paid", "processing")).toBe("paid");
    expect(nextDepositState("paid", "failed")).toBe("paid");
    expect(nextDepositState("paid", "expired")).toBe("paid");
  });

  it("settles a processing deposit, and never expires it", () => {
    expect(nextDepositState("processing", "paid")).toBe("paid");
    expect(nextDepositState("processing", "failed")).toBe("failed");
    expect(nextDepositState("processing", "expired")).toBe("processing");
  });

  it("keeps a failed or expired deposit as it is", () => {
    expect(nextDepositState("failed", "paid")).toBe("failed");
    expect(nextDepositState("expired", "processing")).toBe("expired");
  });
});

describe("chargeMatches", () => {
  it("returns true for the deposit's cents in US dollars, in any letter case", () => {
    expect(chargeMatches(225_000, { amountTotal: 225_000, currency: "usd" })).toBe(true);
    expect(chargeMatches(225_000, { amountTotal: 225_000, currency: "USD" })).toBe(true);
  });

  it("returns false for an event that names no amount or no currency, whatever else it says", () => {
    expect(chargeMatches(225_000, {})).toBe(false);
    expect(chargeMatches(225_000, { amountTotal: null, currency: "usd" })).toBe(false);
    expect(chargeMatches(225_000, { currency: "eur" })).toBe(false);
    expect(chargeMatches(225_000, { amountTotal: 225_000 })).toBe(false);
  });

  it("returns false for another amount (a cent, a cent more, a fraction of a cent) or another currency", () => {
    expect(chargeMatches(225_000, { amountTotal: 225_000.5, currency: "usd" })).toBe(false);
    expect(chargeMatches(225_000, { amountTotal: 1, currency: "usd" })).toBe(false);
    expect(chargeMatches(225_000, { amountTotal: 225_001, currency: "usd" })).toBe(false);
    expect(chargeMatches(225_000, { amountTotal: 225_000, currency: "mxn" })).toBe(false);
    expect(chargeMatches(225_000, { amountTotal: 225_000, currency: null })).toBe(false);
  });
});

describe("a mismatched deposit", () => {
  it("stays mismatched whatever arrives after", () => {
    expect(nextDepositState("mismatched", "paid")).toBe("mismatched");
    expect(nextDepositState("mismatched", "failed")).toBe("mismatched");
  });
});

describe("canPayDepositOnline", () => {
  const due = { state: "none" as const, amountCents: 50_000, refunded: false };

  it("returns true for a signed quote with a deposit due and none in or on its way", () => {
    for (const state of ["none", "open", "failed", "expired"] as const)
      expect(canPayDepositOnline({ paymentsOnline: true, quoteStatus: "signed", deposit: { ...due, state } }), state).toBe(true);
  });

  it("returns false while a payment is on its way or in, and once refunded", () => {
    expect(canPayDepositOnline({ paymentsOnline: true, quoteStatus: "signed", deposit: { ...due, state: "processing" } })).toBe(false);
    expect(canPayDepositOnline({ paymentsOnline: true, quoteStatus: "signed", deposit: { ...due, state: "paid" } })).toBe(false);
    expect(
      canPayDepositOnline({ paymentsOnline: true, quoteStatus: "signed", deposit: { ...due, state: "expired", refunded: true } }),
    ).toBe(false);
  });

  it("returns false without payments online, without a deposit, or for a quote not signed", () => {
    expect(canPayDepositOnline({ paymentsOnline: false, quoteStatus: "signed", deposit: due })).toBe(false);
    expect(canPayDepositOnline({ paymentsOnline: true, quoteStatus: "signed", deposit: null })).toBe(false);
    expect(canPayDepositOnline({ paymentsOnline: true, quoteStatus: "signed", deposit: { ...due, amountCents: 0 } })).toBe(false);
    for (const status of ["sent", "paid", "declined", "cancelled"])
      expect(canPayDepositOnline({ paymentsOnline: true, quoteStatus: status, deposit: due }), status).toBe(false);
  });
});

describe("unreadableEventEffect", () => {
  it("marks a payment under way mismatched, bringing money in only when the session says it was paid", () => {
    expect(unreadableEventEffect("open", "paid")).toEqual({ wanted: "mismatched", next: "mismatched", mismatch: true, moneyIn: true });
    expect(unreadableEventEffect("processing", "unpaid")).toEqual({
      wanted: "mismatched",
      next: "mismatched",
      mismatch: true,
      moneyIn: false,
    });
    expect(unreadableEventEffect("open", undefined)).toMatchObject({ next: "mismatched", moneyIn: false });
  });

  it("leaves a settled payment as it is", () => {
    for (const settled of ["paid", "failed", "expired"] as const)
      expect(unreadableEventEffect(settled, "paid")).toEqual({ wanted: "mismatched", next: settled, mismatch: false, moneyIn: false });
  });
});

describe("checkoutEffect", () => {
  const usd = (amountTotal: number) => ({ amountTotal, currency: "usd" });
  it("moves a payment on by the event, bringing money in only when paid", () => {
    expect(checkoutEffect("open", 500, "checkout.session.completed", "paid", usd(500))).toEqual({
      wanted: "paid",
      next: "paid",
      mismatch: false,
      moneyIn: true,
    });
    expect(checkoutEffect("open", 500, "checkout.session.completed", "unpaid", usd(500))).toEqual({
      wanted: "processing",
      next: "processing",
      mismatch: false,
      moneyIn: false,
    });
    expect(checkoutEffect("processing", 500, "checkout.session.async_payment_failed", null, {})).toEqual({
      wanted: "failed",
      next: "failed",
      mismatch: false,
      moneyIn: false,
    });
    expect(checkoutEffect("paid", 500, "checkout.session.completed", "unpaid", usd(500))).toEqual({
      wanted: "processing",
      next: "paid",
      mismatch: false,
      moneyIn: false,
    });
  });

  it("marks a payment under way mismatched when the session charged another amount, and a settled one never", () => {
    expect(checkoutEffect("open", 500, "checkout.session.completed", "paid", usd(400))).toEqual({
      wanted: "paid",
      next: "mismatched",
      mismatch: true,
      moneyIn: true,
    });
    expect(
      checkoutEffect("processing", 500, "checkout.session.async_payment_succeeded", "paid", { amountTotal: 500, currency: "mxn" }),
    ).toMatchObject({ next: "mismatched", mismatch: true });
    expect(checkoutEffect("paid", 500, "checkout.session.completed", "paid", usd(400))).toMatchObject({ next: "paid", mismatch: false });
  });

  it("marks a paid or processing event that names no amount mismatched, and lets an expired or failed one through", () => {
    expect(checkoutEffect("open", 500, "checkout.session.completed", "paid", { currency: "eur" })).toEqual({
      wanted: "paid",
      next: "mismatched",
      mismatch: true,
      moneyIn: true,
    });
    expect(checkoutEffect("open", 500, "checkout.session.completed", "unpaid", { currency: "usd" })).toEqual({
      wanted: "processing",
      next: "mismatched",
      mismatch: true,
      moneyIn: false,
    });
    expect(checkoutEffect("open", 500, "checkout.session.expired", null, {})).toEqual({
      wanted: "expired",
      next: "expired",
      mismatch: false,
      moneyIn: false,
    });
    expect(checkoutEffect("processing", 500, "checkout.session.async_payment_failed", null, {})).toMatchObject({
      next: "failed",
      mismatch: false,
    });
  });
});
