import { describe, expect, it } from "vitest";
import { invoiceBody, paymentBody, previewText, requestOf } from "./job-invoices";

const job = { contractTotalCents: 324_900, paidCents: 81_225, balanceCents: 243_675, billableCents: 143_675 };

describe("the new invoice form's preview", () => {
  it("reads a percent, an amount in dollars, or the final invoice, as the money rule takes them", () => {
    expect(requestOf("percent", "33.33", "")).toEqual({ kind: "progress", basisPoints: 3333 });
    expect(requestOf("percent", "33.333", "")).toBeNull();
    expect(requestOf("percent", "", "")).toBeNull();
    expect(requestOf("amount", "", "1500.25")).toEqual({ kind: "progress", amountCents: 150_025 });
    expect(requestOf("amount", "", "1500.255")).toBeNull();
    expect(requestOf("amount", "", "-3")).toBeNull();
    expect(requestOf("final", "", "")).toEqual({ kind: "final" });
  });

  it("reads dollars as every office form does, a sign and commas among them, and refuses what the schema refuses", () => {
    expect(requestOf("amount", "", "$1,500.25")).toEqual({ kind: "progress", amountCents: 150_025 });
    expect(requestOf("percent", "0", "")).toBeNull();
    expect(requestOf("percent", "abc", "")).toBeNull();
    expect(invoiceBody("amount", "", "$2,000", "2026-12-14")).toEqual({ kind: "progress", amountCents: 200_000, dueOn: "2026-12-14" });
    expect(invoiceBody("percent", "25", "", "")).toEqual({ kind: "progress", percent: 25 });
  });
});

describe("the offline payment form", () => {
  it("sends the dollars typed in cents and the reference trimmed, leaving out an amount that does not read as dollars", () => {
    expect(paymentBody("check", "$1,234.50", " 1042 ")).toEqual({ method: "check", amountCents: 123_450, reference: "1042" });
    expect(paymentBody("cash", "12.345", "")).toEqual({ method: "cash" });
  });

  it("previews the server's amount, or why it will refuse", () => {
    expect(previewText(job, { kind: "progress", basisPoints: 2500 })).toBe("This invoice will ask $812.25.");
    expect(previewText(job, { kind: "final" })).toBe("This invoice will ask $1,436.75.");
    expect(previewText(job, { kind: "progress", amountCents: 200_000 })).toBe("That is more than may still be billed ($1,436.75).");
    expect(previewText({ ...job, billableCents: 0 }, { kind: "final" })).toMatch(/^Nothing is left to bill/);
    expect(previewText(job, null)).toMatch(/^Give a percent/);
  });
});
