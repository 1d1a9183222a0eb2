/**
 * Sending a purchase order through the admin function: the supplier's email with the order as a
 * PDF and a CSV (read back), Reply-To the office, no price and nothing of the customer; the order
 * sent, the job ordered with the orders' facts and its customer told; a second send refused.
 */
import { and, eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { adminActivity, emailOutbox } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import type { PurchaseOrderView } from "../../src/schemas/purchase-orders";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { pdfText } from "../helpers/pdf-text";
import { jobPage, patchJob } from "../jobs/fixtures";
import { CONTRACT_FACTS, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { orderBook, recordFinal, signedOrderJob, writeOrders } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLiftedSiteCeilings();

const send = (orderId: string, body: object = {}) => callAdmin(`/api/admin/purchase-orders/${orderId}/send`, { method: "POST", body });

/** A measured job of THREE_OPENINGS, the living room re-measured, with its two drafts. */
async function draftedJob() {
  const book = await orderBook();
  const job = await signedOrderJob(book);
  await recordFinal(job.jobId, job.openings[0]!.id, "71 1/2", "47 3/4");
  expect((await patchJob(job.jobId, { stage: "measured", notify: false })).status).toBe(200);
  const { orders } = await (await writeOrders(job.jobId)).json();
  const of = (name: string) => (orders as PurchaseOrderView[]).find((order) => order.supplier.name === name)!;
  return { book, job, windows: of(book.milgard.name), doors: of(book.pella.name) };
}

const supplierEmails = (orderId: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, EMAIL_KINDS.purchaseOrder), eq(emailOutbox.relatedId, orderId)));

describe("POST /api/admin/purchase-orders/{id}/send", () => {
  it("emails the supplier the order as a PDF and a CSV, Reply-To the office, with no price and nothing of the customer", async () => {
    const { book, job, windows } = await draftedJob();
    const response = await send(windows.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: windows.id, status: "sent", sentAt: NOW.toISOString() });

    const [email] = await supplierEmails(windows.id);
    expect(email).toMatchObject({
      to: book.milgard.email,
      subject: `PO ${windows.number} from Windows & Doors Near Me`,
      replyTo: expect.any(String),
    });
    expect(email!.replyTo).toBe(process.env.OFFICE_EMAIL ?? process.env.SUPPORT_EMAIL ?? "support@windowsanddoorsnearme.com");
    const files = email!.attachments as { filename: string; contentType: string; base64: string }[];
    expect(files.map((file) => [file.filename, file.contentType])).toEqual([
      [`purchase-order-${windows.number}.pdf`, "application/pdf"],
      [`purchase-order-${windows.number}.csv`, "text/csv"],
    ]);

    const pdf = await pdfText(Buffer.from(files[0]!.base64, "base64"));
    expect(pdf).toContain(`Purchase order ${windows.number}`);
    expect(pdf).toContain("WDNM-4471");
    expect(pdf).toContain("1. Living room — W 71 1/2 × H 47 3/4 in");
    expect(pdf).toContain("2. Bathroom — W 35 1/2 × H 59 15/16 in");
    expect(pdf).toContain("Milgard Tuscany V400 · sliding window");
    expect(pdf).toContain("Options: Low-E glass, Tempered glass");
    expect(pdf).toContain("Tempered glass: yes · Obscure glass: yes");
    expect(pdf).toContain("Size: final (re-measured)");
    expect(pdf).toContain("Size: as measured");
    expect(pdf).toContain(CONTRACT_FACTS.BUSINESS_STREET);
    // Never a price, the customer's name or phone, nor (by default) the job's address.
    expect(pdf).not.toMatch(/\$|Ana|Lopez|555-0100/);
    const { jobAddress, customer } = await jobPage(job.jobId);
    expect(pdf).not.toContain(jobAddress);
    expect(email!.text).not.toContain(customer.lastName);

    const csv = Buffer.from(files[1]!.base64, "base64").toString("utf8");
    const rows = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        "PO number": String(windows.number),
        Line: "1",
        Room: "Living room",
        Style: "picture window",
        "Width (in)": "71 1/2",
        "Width (decimal in)": "71.5",
        "Height (in)": "47 3/4",
        "Height (decimal in)": "47.75",
        Product: "Milgard Tuscany V400",
        Options: "Low-E glass",
        Tempered: "no",
        Obscure: "no",
        Size: "final (re-measured)",
      }),
      expect.objectContaining({
        Line: "2",
        Room: "Bathroom",
        "Width (decimal in)": "35.5",
        "Height (decimal in)": "59.9375",
        Tempered: "yes",
        Obscure: "yes",
      }),
    ]);
    expect(csv).not.toMatch(/\$|cents/i);
  });

  it("moves a measured job to ordered with the orders' facts, tells the customer, and keeps the facts from being typed over", async () => {
    const { book, job, windows, doors } = await draftedJob();
    expect((await send(windows.id)).status).toBe(200);
    let page = await jobPage(job.jobId);
    expect(page.stage).toBe("ordered");
    expect(page.order).toMatchObject({
      manufacturer: book.milgard.name,
      orderNumber: `PO ${windows.number}`,
      orderedOn: "2026-12-02",
      purchaseOrders: [{ number: windows.number, supplier: book.milgard.name, sentOn: "2026-12-02" }],
    });
    expect(page.timeline.at(-1)).toMatchObject({ kind: "stage", fromStage: "measured", stage: "ordered", notified: true });
    const told = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "job-ordered"), eq(emailOutbox.relatedId, job.jobId)));
    expect(told).toHaveLength(1);

    // The second supplier's order: the job stays ordered, its facts name both.
    expect((await send(doors.id, { shipTo: "job" })).status).toBe(200);
    page = await jobPage(job.jobId);
    expect(page.stage).toBe("ordered");
    expect(page.order.orderNumber).toBe(`PO ${windows.number}, PO ${doors.number}`);
    expect(page.order.manufacturer).toBe(`${book.milgard.name}, ${book.pella.name}`);
    const [doorEmail] = await supplierEmails(doors.id);
    const doorPdf = await pdfText(Buffer.from((doorEmail!.attachments as { base64: string }[])[0]!.base64, "base64"));
    expect(doorPdf).toContain(page.jobAddress);

    const typed = await patchJob(job.jobId, { orderNumber: "SO-99" });
    expect(typed.status).toBe(400);
    expect((await typed.json()).fieldErrors.orderNumber).toEqual(["This job's order facts come from its purchase orders."]);
    expect((await patchJob(job.jobId, { orderNumber: page.order.orderNumber, expectedDelivery: "2026-12-20" })).status).toBe(200);
  });

  it("returns 409 for an order already sent, and sends nothing again", async () => {
    const { windows } = await draftedJob();
    expect((await send(windows.id)).status).toBe(200);
    const again = await send(windows.id);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toContain("already sent");
    expect(await supplierEmails(windows.id)).toHaveLength(1);
    // Who sent it, once.
    const sent = await getDb()
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, windows.id), eq(adminActivity.action, "purchase-order.send")));
    expect(sent).toEqual([
      expect.objectContaining({
        actorEmail: "owner@example.com",
        detail: expect.objectContaining({ purchaseOrder: windows.number, shipTo: "company" }),
      }),
    ]);
  });

  it("lets an older job without orders keep its typed order facts", async () => {
    const book = await orderBook();
    const job = await signedOrderJob(book);
    const typed = await patchJob(job.jobId, { manufacturer: "Milgard", orderNumber: "SO-1234", orderedOn: "2026-11-30" });
    expect(typed.status).toBe(200);
    expect((await typed.json()).order).toMatchObject({ manufacturer: "Milgard", orderNumber: "SO-1234", purchaseOrders: [] });
  });
});
