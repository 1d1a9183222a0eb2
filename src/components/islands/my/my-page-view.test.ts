import { describe, expect, it } from "vitest";
import { ApiError } from "@/browser/api-request";
import type { MyChangeOrder, MyPage, MyPayment, MyQuote } from "@/schemas/my-page";
import { changeOrderLine, isContract, isToSign, linkState, mySections, paymentLine, quoteDay, quoteValueText } from "./my-page-view";

function quote(overrides: Partial<MyQuote> = {}): MyQuote {
  return {
    id: "q1",
    number: 1042,
    stage: "sent",
    value: { lowCents: 900_000, highCents: 1_400_000 },
    validUntil: "2027-01-01",
    signedAt: null,
    canOpen: true,
    contract: false,
    jobId: null,
    ...overrides,
  };
}

function payment(overrides: Partial<MyPayment> = {}): MyPayment {
  return {
    id: "p1",
    quoteId: "q1",
    quoteNumber: 1042,
    amountCents: 43_500,
    status: "paid",
    paidAt: "2026-12-02T17:00:00.000Z",
    refunded: false,
    refundedAt: null,
    ...overrides,
  };
}

const empty: MyPage = {
  locale: "en",
  firstName: "Rosa",
  visits: [],
  quotes: [],
  jobs: [],
  payments: [],
  linkExpiresAt: "2027-01-01T07:00:00.000Z",
};

describe("linkState", () => {
  it("waits as the built page did, asks for a link at /my itself, and tells an unknown link from a failure", () => {
    expect(linkState(null, { error: null, hasData: false })).toBe("pending");
    expect(linkState("", { error: null, hasData: false })).toBe("ask");
    expect(linkState("tok", { error: null, hasData: false })).toBe("loading");
    expect(linkState("tok", { error: new ApiError(404, "Not Found"), hasData: false })).toBe("expired");
    expect(linkState("tok", { error: new ApiError(502, "Bad Gateway"), hasData: false })).toBe("failed");
    expect(linkState("tok", { error: null, hasData: true })).toBe("ready");
  });
});

describe("mySections", () => {
  it("puts open quotes to sign apart from signed contracts, and leaves out expired, declined and unopenable ones", () => {
    const quotes = [
      quote({ id: "open" }),
      quote({ id: "opened", stage: "opened" }),
      quote({ id: "signed", stage: "signed", signedAt: "2026-12-02T16:00:00.000Z", contract: true }),
      quote({ id: "cancelled", stage: "cancelled", signedAt: "2026-12-02T16:00:00.000Z", contract: true }),
      quote({ id: "expired", stage: "expired" }),
      quote({ id: "declined", stage: "declined" }),
      quote({ id: "closed", canOpen: false }),
    ];
    const sections = mySections({ ...empty, quotes });
    expect(sections.toSign.map((q) => q.id)).toEqual(["open", "opened"]);
    expect(sections.contracts.map((q) => q.id)).toEqual(["signed", "cancelled"]);
    expect(sections.empty).toBe(false);
    expect(isToSign(quote({ stage: "signed", signedAt: "2026-12-02T16:00:00.000Z" }))).toBe(false);
    expect(isContract(quote())).toBe(false);
  });

  it("is empty only when there is nothing at all under the email", () => {
    expect(mySections(empty).empty).toBe(true);
    expect(mySections({ ...empty, quotes: [quote({ stage: "expired" })] }).empty).toBe(true);
    expect(mySections({ ...empty, payments: [payment()] }).empty).toBe(false);
  });

  it("leaves a job's deposit to the job's own payments, listing it once", () => {
    const job = { quoteId: payment().quoteId, money: { changeOrders: [] } } as unknown as MyPage["jobs"][number];
    expect(
      mySections({ ...empty, jobs: [job], payments: [payment(), payment({ id: "other", quoteId: "no-job" })] }).payments.map((p) => p.id),
    ).toEqual(["other"]);
  });
});

describe("a signed change order among the contracts", () => {
  const order = (overrides: Partial<MyChangeOrder> = {}): MyChangeOrder => ({
    id: "co1",
    number: 3001,
    jobNumber: 1001,
    quoteNumber: 1042,
    totalCents: 91_630,
    contractAfterCents: 416_530,
    signedAt: "2026-12-02T06:30:00.000Z",
    ...overrides,
  });
  const jobWith = (changeOrders: MyChangeOrder[]) => ({ quoteId: "q9", money: { changeOrders } }) as unknown as MyPage["jobs"][number];

  it("lists every job's signed change orders with the contracts, newest first, and the page is not empty", () => {
    const sections = mySections({
      ...empty,
      jobs: [jobWith([order({ id: "old", signedAt: "2026-11-20T17:00:00.000Z" })]), jobWith([order({ id: "new" })])],
    });
    expect(sections.changeOrders.map((o) => o.id)).toEqual(["new", "old"]);
    expect(sections.empty).toBe(false);
  });

  it("says its number, the job and contract it changes, what it changed and its Phoenix day, in the page's language", () => {
    expect(changeOrderLine(order(), "es")).toEqual({
      title: "Orden de cambio 3001",
      of: "Para el trabajo 1001 (el contrato de la cotización 1042)",
      change: "+$916.30; el contrato queda en $4,165.30",
      signed: "Firmada el martes, 1 de diciembre de 2026",
    });
    expect(changeOrderLine(order({ totalCents: -10_830, contractAfterCents: 314_070 }), "en").change).toBe(
      "-$108.30; the contract is now $3,140.70",
    );
  });
});

describe("paymentLine", () => {
  it("says what a payment was for, and where it stands with its Phoenix day, each once", () => {
    expect(paymentLine(payment(), "en")).toEqual({
      label: "Deposit, quote 1042",
      status: "paid",
      statusText: "Paid Wednesday, December 2, 2026",
    });
    expect(paymentLine(payment({ refunded: true, refundedAt: "2026-12-04T18:00:00.000Z" }), "es")).toMatchObject({
      status: "refunded",
      statusText: "Reembolsado el viernes, 4 de diciembre de 2026",
    });
    expect(paymentLine(payment({ status: "processing", paidAt: null }), "en")).toMatchObject({
      status: "pending",
      statusText: "Being processed",
    });
    expect(paymentLine(payment({ status: "failed", paidAt: null }), "en")).toMatchObject({
      status: "failed",
      statusText: "Did not go through",
    });
  });
});

describe("quoteDay and quoteValueText", () => {
  it("gives a quote to sign its last day and a contract its signing day, and a value as one total or a range", () => {
    expect(quoteDay(quote(), "en")).toBe("Valid until Friday, January 1, 2027");
    expect(quoteDay(quote({ signedAt: "2026-12-03T05:00:00.000Z" }), "es")).toBe("Firmado el miércoles, 2 de diciembre de 2026");
    expect(quoteValueText({ lowCents: 900_000, highCents: 1_400_000 }, "en")).toBe("$9,000.00 – $14,000.00");
    expect(quoteValueText({ lowCents: 217_500, highCents: 217_500 }, "en")).toBe("$2,175.00");
  });
});
