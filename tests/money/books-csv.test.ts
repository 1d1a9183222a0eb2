/**
 * The books' CSV exports read back with a real CSV parser: the invoices file with QuickBooks
 * Online's invoice-import headers exactly, one row per line, Phoenix days as MM/DD/YYYY and
 * dollars with two decimals; the payments file with deposits and invoice payments, refunds and
 * disputes. A customer's name with a comma and quotes survives, a formula-looking line is
 * disarmed while a final invoice's negative lines stay numbers, void invoices are left out, and
 * `from`/`to` pick Phoenix days.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { exportInvoices, exportPayments, type InvoiceExportRow } from "../../src/server/db/money/books";
import { invoiceLineRows } from "../../src/server/admin/books-csv";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { deposit, invoice, invoicePayment, jobAt } from "./money-fixtures";

const NOW = new Date("2026-12-02T17:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useStripeStandIn();
useAdminEnv();

const INVOICE_HEADERS = [
  "Invoice number",
  "Customer",
  "Invoice date",
  "Due date",
  "Item (Product/Service)",
  "Item Description",
  "Item Quantity",
  "Item Rate",
  "Item Amount",
  "Memo",
  "Tax Amount",
];
const PAYMENT_HEADERS = ["Date", "Invoice number", "Job number", "Customer", "Method", "Reference", "Amount", "Refunded", "Disputed"];

const seeded: { jobA?: number; jobB?: number; quoteA?: number; inv?: number[] } = {};

async function seedOnce(): Promise<void> {
  if (seeded.inv) return;
  const a = await jobAt({
    createdAt: "2026-10-01T18:00:00Z",
    totalCents: 324_900,
    visit: { firstName: 'Ana "Annie"', lastName: "López, Jr." },
  });
  const b = await jobAt({ createdAt: "2026-10-05T18:00:00Z", totalCents: 500_000, visit: { firstName: "Bo", lastName: "Diaz" } });
  const quote = await deposit(a.quoteId, 81_225, "2026-11-01T06:30:00Z"); // 11:30 PM on 10-31 in Phoenix
  // Sent at 11:30 PM on 11-02 in Phoenix, due 11-16; a line that looks like a formula.
  const first = await invoice(a.jobId, 82_275, {
    createdAt: new Date("2026-11-02T18:00:00Z"),
    sentAt: new Date("2026-11-03T06:30:00Z"),
    dueOn: "2026-11-16",
    lines: [
      { description: "Progress: 25% of the contract", amountCents: 81_225 },
      { description: '=HYPERLINK("http://evil.example","x")', amountCents: 1_050, kind: "Permit" },
    ],
  });
  // Never sent, due on receipt, no lines: one row of its amount on the day it was written.
  const second = await invoice(b.jobId, 100_005, { createdAt: new Date("2026-12-02T16:00:00Z"), lines: [] });
  const voided = await invoice(b.jobId, 9_900, {
    createdAt: new Date("2026-11-05T18:00:00Z"),
    status: "void",
    voidedAt: new Date("2026-11-06T18:00:00Z"),
  });
  const october = await invoice(b.jobId, 50_000, {
    createdAt: new Date("2026-10-15T18:00:00Z"),
    sentAt: new Date("2026-10-15T18:30:00Z"),
    status: "paid",
  });
  await invoicePayment(october, 50_000, "2026-10-20T18:00:00Z", { method: "check", reference: "#1042" });
  // A final invoice: the contract less what is paid, a negative line the books must add as a number.
  const final = await invoice(b.jobId, 323_747, {
    kind: "final",
    createdAt: new Date("2026-11-25T18:00:00Z"),
    sentAt: new Date("2026-11-25T18:00:00Z"),
    lines: [
      { description: "Contrato firmado", amountCents: 500_000, key: { kind: "contract", quoteNumber: 1 } },
      { description: "Menos lo pagado", amountCents: -176_253, key: { kind: "less-paid" } },
    ],
  });
  await invoicePayment(first, 82_275, "2026-11-29T06:30:00Z", {
    method: "stripe",
    stripeMethod: "us_bank_account",
    refundId: "re_1",
    refundedAt: new Date("2026-11-30T18:00:00Z"),
  });
  await invoicePayment(second, 100_005, "2026-12-01T18:00:00Z", {
    method: "stripe",
    stripeMethod: "card",
    disputeId: "dp_1",
    disputedAt: new Date("2026-12-02T16:00:00Z"),
  });
  await invoicePayment(voided, 9_900, null, { status: "expired" }); // never came in: not a payment of the books
  Object.assign(seeded, {
    jobA: a.number,
    jobB: b.number,
    quoteA: await quoteNumber(quote.quoteId),
    inv: [first.number, second.number, voided.number, october.number, final.number],
  });
}

async function quoteNumber(quoteId: string): Promise<number | undefined> {
  const response = await callAdmin(`/api/admin/quotes/${quoteId}`);
  return (await response.json()).number;
}

async function csv(path: string): Promise<string[][]> {
  await seedOnce();
  const response = await callAdmin(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="(invoices|payments)-2026-12-02\.csv"$/);
  return parse(await response.text(), { bom: true, relax_column_count: false });
}

describe("GET /api/admin/exports/invoices.csv", () => {
  it("writes one row per line of each invoice not void, with QuickBooks Online's import headers", async () => {
    const rows = await csv("/api/admin/exports/invoices.csv");
    const [first, second, , october, final] = seeded.inv!;
    expect(rows).toEqual([
      INVOICE_HEADERS,
      [
        String(october),
        "Bo Diaz",
        "10/15/2026",
        "10/15/2026",
        "Windows and doors",
        "Progress payment",
        "1",
        "500.00",
        "500.00",
        `Job ${seeded.jobB}`,
        "",
      ],
      [
        String(first),
        'Ana "Annie" López, Jr.',
        "11/02/2026",
        "11/16/2026",
        "Windows and doors",
        "Progress: 25% of the contract",
        "1",
        "812.25",
        "812.25",
        `Job ${seeded.jobA}`,
        "",
      ],
      [
        String(first),
        'Ana "Annie" López, Jr.',
        "11/02/2026",
        "11/16/2026",
        "Permit",
        `'=HYPERLINK("http://evil.example","x")`,
        "1",
        "10.50",
        "10.50",
        `Job ${seeded.jobA}`,
        "",
      ],
      [
        String(final),
        "Bo Diaz",
        "11/25/2026",
        "11/25/2026",
        "Windows and doors",
        "Signed contract (quote 1)",
        "1",
        "5000.00",
        "5000.00",
        `Job ${seeded.jobB}`,
        "",
      ],
      [
        String(final),
        "Bo Diaz",
        "11/25/2026",
        "11/25/2026",
        "Windows and doors",
        "Less paid",
        "1",
        "-1762.53",
        "-1762.53",
        `Job ${seeded.jobB}`,
        "",
      ],
      [
        String(second),
        "Bo Diaz",
        "12/02/2026",
        "12/02/2026",
        "Windows and doors",
        `Invoice ${second}`,
        "1",
        "1000.05",
        "1000.05",
        `Job ${seeded.jobB}`,
        "",
      ],
    ]);
  });

  it("writes a final invoice's negative lines as numbers, so its lines add up to the invoice", async () => {
    await seedOnce();
    const text = await (await callAdmin("/api/admin/exports/invoices.csv")).text();
    const records: Record<string, unknown>[] = parse(text, { bom: true, columns: true, cast: true });
    const final = records.filter((record) => record["Invoice number"] === seeded.inv![4]);
    expect(final.map((record) => record["Item Amount"])).toEqual([5000, -1762.53]);
    expect(final.map((record) => record["Item Rate"])).toEqual([5000, -1762.53]);
    expect(final.reduce((sum, record) => sum + Math.round(Number(record["Item Amount"]) * 100), 0)).toBe(323_747);
  });

  it("keeps the invoices whose Phoenix day is within from and to", async () => {
    const rows = await csv("/api/admin/exports/invoices.csv?from=2026-11-01&to=2026-11-30");
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      String(seeded.inv![0]),
      String(seeded.inv![0]),
      String(seeded.inv![4]),
      String(seeded.inv![4]),
    ]);
    expect((await csv("/api/admin/exports/invoices.csv?to=2026-11-01")).slice(1).map((row) => row[0])).toEqual([String(seeded.inv![3])]);
  });

  it("answers 400 for a day that does not exist, and 401 signed out", async () => {
    await seedOnce();
    const bad = await callAdmin("/api/admin/exports/invoices.csv?from=2026-02-30");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("from");
    expect((await callAdmin("/api/admin/exports/invoices.csv", { as: null })).status).toBe(401);
  });
});

describe("GET /api/admin/exports/payments.csv", () => {
  it("lists every payment that came in, deposits and invoice payments, by its Phoenix day", async () => {
    const rows = await csv("/api/admin/exports/payments.csv");
    const [first, second, , october] = seeded.inv!;
    const ana = 'Ana "Annie" López, Jr.';
    expect(rows).toEqual([
      PAYMENT_HEADERS,
      ["10/20/2026", String(october), String(seeded.jobB), "Bo Diaz", "check", "#1042", "500.00", "", ""],
      ["10/31/2026", `Deposit, quote ${seeded.quoteA}`, String(seeded.jobA), ana, "online", "", "812.25", "", ""],
      ["11/28/2026", String(first), String(seeded.jobA), ana, "bank", "", "822.75", "11/30/2026", ""],
      ["12/01/2026", String(second), String(seeded.jobB), "Bo Diaz", "card", "", "1000.05", "", "12/02/2026"],
    ]);
  });

  it("keeps the payments whose Phoenix day is within from and to", async () => {
    const rows = await csv("/api/admin/exports/payments.csv?from=2026-11-01&to=2026-12-01");
    expect(rows.slice(1).map((row) => row[0])).toEqual(["11/28/2026", "12/01/2026"]);
  });

  it("reads in keyset batches that neither skip nor repeat a row", async () => {
    await seedOnce();
    const read = async <Row extends { id: string }>(batches: AsyncGenerator<Row[]>) => {
      const all: string[] = [];
      for await (const batch of batches) all.push(...batch.map((row) => row.id));
      return all;
    };
    const byOne = await read(exportPayments(getDb(), {}, 1));
    expect(byOne).toHaveLength(4);
    expect(byOne).toEqual(await read(exportPayments(getDb(), {})));
    expect(await read(exportInvoices(getDb(), {}, 1))).toEqual(await read(exportInvoices(getDb(), {})));
  });

  it("is for admins only", async () => {
    await seedOnce();
    expect((await callAdmin("/api/admin/exports/payments.csv", { as: "visitor@example.com" })).status).toBe(403);
  });
});

describe("an invoice's lines in the books", () => {
  it("are English whatever language the customer's invoice was written in", () => {
    const row: InvoiceExportRow = {
      id: "i1",
      number: 5001,
      created_at: "2026-11-02T17:00:00Z",
      sent_at: null,
      due_on: null,
      amount_cents: 81_225,
      job_number: 1001,
      first_name: "Rosa",
      last_name: "Quintero",
      lines: [{ description: "25 % del contrato", amountCents: 81_225, key: { kind: "percent", basisPoints: 2500 } }],
      tax: { taxClass: "replacement", rate: 0 },
    };
    expect(invoiceLineRows(row).map((line) => [line.description, line.item, line.amountCents])).toEqual([
      ["25% of the contract", "Windows and doors", 81_225],
    ]);
  });
});
