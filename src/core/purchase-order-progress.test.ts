import { describe, expect, it } from "vitest";
import { JOB_STAGES } from "./job-stages";
import { PURCHASE_ORDER_STATUSES } from "./purchase-orders";
import { confirmationLineProblems, deliveredByOrders, expectedDeliveryOf, isLiveOrder, takesConfirmation } from "./purchase-order-progress";

describe("takesConfirmation", () => {
  it("returns true for a sent order and one needing attention only", () => {
    expect(PURCHASE_ORDER_STATUSES.filter(takesConfirmation)).toEqual(["sent", "needs-attention"]);
  });
});

describe("isLiveOrder", () => {
  it("returns false for a superseded or cancelled order only", () => {
    expect(PURCHASE_ORDER_STATUSES.filter((status) => !isLiveOrder(status))).toEqual(["superseded", "cancelled"]);
  });
});

describe("confirmationLineProblems", () => {
  it("returns nothing when each opening named is on the order once", () => {
    expect(confirmationLineProblems(["a", "b"], ["b", "a"])).toEqual({ notOnOrder: [], twice: [] });
  });

  it("returns an opening not on the order and one named twice", () => {
    expect(confirmationLineProblems(["a", "b"], ["a", "x", "a"])).toEqual({ notOnOrder: ["x"], twice: ["a"] });
  });
});

describe("expectedDeliveryOf", () => {
  it("returns the latest ship date of the confirmed orders, ignoring others", () => {
    expect(
      expectedDeliveryOf([
        { status: "confirmed", shipDate: "2027-01-08" },
        { status: "confirmed", shipDate: "2027-01-15" },
        { status: "needs-attention", shipDate: "2027-02-01" },
        { status: "superseded", shipDate: "2027-03-01" },
      ]),
    ).toBe("2027-01-15");
  });

  it("returns null while no order is confirmed", () => {
    expect(expectedDeliveryOf([{ status: "sent", shipDate: null }])).toBeNull();
  });
});

describe("deliveredByOrders", () => {
  const all = [{ received: true }, { received: true }];

  it("returns true when every line is received at a stage before delivered", () => {
    expect(JOB_STAGES.filter((stage) => deliveredByOrders(stage, all))).toEqual(["signed", "measured", "ordered"]);
  });

  it("returns false while a line (a remake's, say) waits", () => {
    expect(deliveredByOrders("ordered", [...all, { received: false }])).toBe(false);
  });

  it("returns false for a job with no order lines", () => {
    expect(deliveredByOrders("ordered", [])).toBe(false);
  });
});
