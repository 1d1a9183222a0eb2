import { describe, expect, it } from "vitest";
import type { MyInvoice, MyJobPayment } from "@/schemas/my-page";
import { invoiceView, jobPaymentView } from "./my-money-view";

const invoice = (change: Partial<MyInvoice>): MyInvoice => ({
  id: "i1",
  number: 5001,
  amountCents: 100_000,
  status: "open",
  dueOn: null,
  sentAt: "2026-12-01T16:00:00.000Z",
  paidAt: null,
  ...change,
});
const payment = (change: Partial<MyJobPayment>): MyJobPayment => ({
  id: "p1",
  kind: "invoice",
  documentNumber: 5001,
  way: "card",
  amountCents: 100_000,
  status: "paid",
  paidAt: "2026-12-02T06:30:00.000Z",
  refunded: false,
  disputed: false,
  ...change,
});

describe("invoiceView", () => {
  it("offers to pay only an open invoice, with its due day or due on receipt", () => {
    expect(invoiceView(invoice({ dueOn: "2026-12-15" }), "en")).toEqual({
      label: "Invoice 5001",
      statusText: "To pay",
      due: "due Tuesday, December 15, 2026",
      payable: true,
    });
    expect(invoiceView(invoice({}), "es")).toEqual({
      label: "Factura 5001",
      statusText: "Por pagar",
      due: "vence al recibirla",
      payable: true,
    });
    expect(invoiceView(invoice({ status: "processing", dueOn: "2026-12-15" }), "en")).toEqual({
      label: "Invoice 5001",
      statusText: "Payment on its way",
      due: "",
      payable: false,
    });
    expect(invoiceView(invoice({ status: "paid" }), "es")).toMatchObject({ statusText: "Pagada", due: "", payable: false });
  });
});

describe("jobPaymentView", () => {
  it("says what it paid, how, and on which Phoenix day, with refunds and disputes marked", () => {
    // 06:30 UTC on 12-02 is 11:30 PM on 12-01 in Phoenix.
    expect(jobPaymentView(payment({}), "en")).toEqual({ label: "Invoice 5001", detail: "card · paid Tuesday, December 1, 2026" });
    expect(jobPaymentView(payment({ kind: "deposit", documentNumber: 1042, way: "online", refunded: true }), "es")).toEqual({
      label: "Depósito, cotización 1042",
      detail: "en línea · pagado el martes, 1 de diciembre de 2026 · reembolsado",
    });
    expect(jobPaymentView(payment({ way: "bank", status: "processing", paidAt: null }), "en")).toEqual({
      label: "Invoice 5001",
      detail: "bank account · on its way",
    });
    expect(jobPaymentView(payment({ disputed: true }), "en").detail).toBe("card · paid Tuesday, December 1, 2026 · disputed");
  });
});
