import { describe, expect, it } from "vitest";
import { nextDepositState, stateAfterEvent } from "./deposit-state";

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
