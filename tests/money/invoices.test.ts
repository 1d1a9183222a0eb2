/**
 * Invoices through the functions, against a real database: every amount rule (a percent of the
 * contract, an amount, the final rest after paid money, open invoices and signed change orders;
 * more than may be billed and nothing due are 409s; two final invoices at once make one), sending
 * the link (a later send retires the older one, the first sent_at stays), the customer's page, a
 * payment recorded offline (exactly the amount, once, with its receipt), voiding and the reminders
 * switch, and the invoice and receipt PDFs.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import {
  changeOrders,
  invoicePayments,
  invoices,
  jobEvents,
  jobs,
  quotePayments,
  quotes,
  smsConsents,
  smsMessages,
} from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { pdfPages, pdfText } from "../helpers/pdf-text";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";
import { jobPage, signedJob } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { callInvoice, emailsOfKind, invoicePage, newInvoice, sentInvoice, writtenInvoice } from "./invoice-fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useStripeStandIn();
useTwilioStandIn();
useAdminEnv();

// The signed "Better" option: $3,000.00 less $50.00 plus 8.3% tax.
const CONTRACT = 324_900;

/** The job's deposit paid ($812.25), as the deposit's webhook leaves it. */
async function depositPaid(quoteId: string): Promise<number> {
  const db = getDb();
  const [deposit] = await db
    .insert(quotePayments)
    .values({ quoteId, amountCents: 81_225, status: "paid", paidAt: NOW, checkoutSessionId: `cs_dep_${quoteId.slice(0, 8)}` })
    .returning();
  await db.update(quotes).set({ status: "paid", depositPaymentId: deposit!.id }).where(eq(quotes.id, quoteId));
  return 81_225;
}

/** A signed change order of the job, as its signature leaves it. */
async function signedChangeOrder(jobId: string, totalCents: number): Promise<number> {
  const [row] = await getDb()
    .insert(changeOrders)
    .values({
      jobId,
      items: [],
      totalCents,
      contractBeforeCents: CONTRACT,
      status: "signed",
      signedAt: NOW,
      createdBy: "owner@example.com",
    })
    .returning();
  return row!.number;
}

describe("an invoice's amount", () => {
  it("takes a percent of the contract, to the nearest cent, with its one line", async () => {
    const { jobId } = await signedJob();
    const quarter = await writtenInvoice(jobId, { kind: "progress", percent: 25 });
    expect(quarter).toEqual({ id: expect.any(String), number: expect.any(Number), amountCents: 81_225 });
    // 33.33% of $3,249.00 is $1,082.8917.
    const third = await writtenInvoice(jobId, { kind: "progress", percent: 33.33 });
    expect(third.amountCents).toBe(108_289);
    const page = await jobPage(jobId);
    expect(page.invoices.find((invoice: { id: string }) => invoice.id === third.id)).toMatchObject({
      kind: "progress",
      status: "open",
      percentBasisPoints: 3333,
      lines: [{ description: "33.33% of the contract", amountCents: 108_289 }],
      dueOn: null,
    });
    expect(page.billableCents).toBe(CONTRACT - 81_225 - 108_289);
  });

  it("takes an amount as given, with a due day", async () => {
    const { jobId } = await signedJob();
    const invoice = await writtenInvoice(jobId, { kind: "progress", amountCents: 50_000, dueOn: "2026-12-14" });
    expect(invoice.amountCents).toBe(50_000);
    const [row] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({
      lines: [{ description: "Progress payment", amountCents: 50_000 }],
      dueOn: "2026-12-14",
      percentBasisPoints: null,
      createdBy: "owner@example.com",
    });
  });

  it("bills the final rest: the contract with signed change orders, less paid, less open invoices, in lines that add up to it", async () => {
    const { jobId, quoteId } = await signedJob();
    const paid = await depositPaid(quoteId);
    const order = await signedChangeOrder(jobId, 60_000);
    const progress = await writtenInvoice(jobId, { kind: "progress", amountCents: 100_000 });
    const final = await writtenInvoice(jobId, { kind: "final" });
    expect(final.amountCents).toBe(CONTRACT + 60_000 - paid - progress.amountCents);
    const [row] = await getDb().select().from(invoices).where(eq(invoices.id, final.id));
    const { number: quoteNumber } = (await getDb().select({ number: quotes.number }).from(quotes).where(eq(quotes.id, quoteId)))[0]!;
    expect(row!.lines).toEqual([
      { description: `Signed contract (quote ${quoteNumber})`, amountCents: CONTRACT, key: { kind: "contract", quoteNumber } },
      { description: `Change order ${order}`, amountCents: 60_000, key: { kind: "change-order", number: order } },
      { description: "Less paid", amountCents: -paid, key: { kind: "less-paid" } },
      { description: "Less other open invoices", amountCents: -100_000, key: { kind: "less-other-invoices" } },
    ]);
    expect((row!.lines as { amountCents: number }[]).reduce((sum, line) => sum + line.amountCents, 0)).toBe(final.amountCents);
    expect(row!.kind).toBe("final");
  });

  it("writes the lines in the customer's language", async () => {
    const { jobId } = await signedJob();
    await getDb().update(jobs).set({ locale: "es" }).where(eq(jobs.id, jobId));
    const invoice = await writtenInvoice(jobId, { kind: "progress", percent: 12.5 });
    const [row] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.lines).toEqual([{ description: "12.5% del contrato", amountCents: 40_613, key: { kind: "percent", basisPoints: 1250 } }]);
  });

  it("draws the lines in the reader's language: the page in either, the office's job page in English", async () => {
    const { jobId } = await signedJob();
    await getDb().update(jobs).set({ locale: "es" }).where(eq(jobs.id, jobId));
    const invoice = await sentInvoice(jobId, { kind: "progress", percent: 12.5 });
    expect((await invoicePage(invoice.token, "es")).lines).toEqual([{ description: "12.5% del contrato", amountCents: 40_613 }]);
    expect((await invoicePage(invoice.token, "en")).lines).toEqual([{ description: "12.5% of the contract", amountCents: 40_613 }]);
    const page = await jobPage(jobId);
    expect(page.invoices[0].lines).toEqual([{ description: "12.5% of the contract", amountCents: 40_613 }]);
  });

  it("refuses more than may still be billed (409 naming what may), and anything once nothing is due", async () => {
    const { jobId } = await signedJob();
    const over = await newInvoice(jobId, { kind: "progress", amountCents: CONTRACT + 1 });
    expect(over.status).toBe(409);
    expect((await over.json()).error).toContain("$3,249.00");
    await writtenInvoice(jobId, { kind: "progress", percent: 60 });
    const overPercent = await newInvoice(jobId, { kind: "progress", percent: 50 });
    expect(overPercent.status).toBe(409);
    expect((await overPercent.json()).error).toContain("$1,299.60");
    await writtenInvoice(jobId, { kind: "final" });
    for (const body of [{ kind: "final" }, { kind: "progress", amountCents: 1 }, { kind: "progress", percent: 1 }]) {
      const none = await newInvoice(jobId, body);
      expect(none.status).toBe(409);
      expect((await none.json()).error).toMatch(/Nothing is left to bill/);
    }
    expect(await getDb().select().from(invoices).where(eq(invoices.jobId, jobId))).toHaveLength(2);
  });

  it("writes one of two final invoices asked at once; the other is a 409", async () => {
    const { jobId } = await signedJob();
    const answers = await Promise.all([newInvoice(jobId, { kind: "final" }), newInvoice(jobId, { kind: "final" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await getDb().select().from(invoices).where(eq(invoices.jobId, jobId));
    expect(rows.map((row) => row.amountCents)).toEqual([CONTRACT]);
  });

  it("answers field errors for a bad request and 404 for no such job", async () => {
    const { jobId } = await signedJob();
    for (const body of [
      { kind: "progress", percent: 0 },
      { kind: "progress", percent: 100.001 },
      { kind: "progress", amountCents: 12.5 },
      { kind: "progress", amountCents: -5 },
      { kind: "deposit" },
      { kind: "final", dueOn: "2026-02-30" },
    ]) {
      const answer = await newInvoice(jobId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await newInvoice("00000000-0000-4000-8000-000000000000", { kind: "final" })).status).toBe(404);
  });
});

describe("sending an invoice", () => {
  it("emails the link, retires an older link at a later send, and keeps the first sent time", async () => {
    const { jobId, email } = await signedJob();
    const invoice = await sentInvoice(jobId);
    expect(invoice.url).toMatch(/^http:\/\/localhost:4321\/invoice\/[A-Za-z0-9_-]{43}$/);
    const [sentEmail] = await emailsOfKind(EMAIL_KINDS.invoiceSent, invoice.id);
    expect(sentEmail).toMatchObject({ to: email, subject: `Invoice ${invoice.number} from Windows & Doors Near Me` });
    expect(sentEmail!.text).toContain(invoice.url);
    expect(sentEmail!.text).toContain("$812.25");
    expect(sentEmail!.text).toContain("due on receipt");

    const later = new Date(NOW.getTime() + 86_400_000);
    vi.setSystemTime(later);
    const again = await callAdmin(`/api/admin/invoices/${invoice.id}/send`, { method: "POST" });
    const { url } = (await again.json()) as { url: string };
    expect(url).not.toBe(invoice.url);
    expect((await callInvoice(`/api/invoices/${invoice.token}`)).status).toBe(404);
    expect((await callInvoice(`/api/invoices/${url.split("/invoice/")[1]}`)).status).toBe(200);
    const [row] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.sentAt).toEqual(NOW);
  });

  it("sends a Spanish customer the Spanish page by email, and by text where they agreed to texts", async () => {
    const { jobId, visitId } = await signedJob({ locale: "es", phone: "(480) 555-7301" });
    await getDb()
      .insert(smsConsents)
      .values({ phone: "+14805557301", appointmentId: visitId, wordingVersion: "test", locale: "es", consentedAt: NOW });
    const invoice = await sentInvoice(jobId);
    expect(invoice.url).toContain("/es/invoice/");
    const [sentEmail] = await emailsOfKind(EMAIL_KINDS.invoiceSent, invoice.id);
    expect(sentEmail!.subject).toBe(`Factura ${invoice.number} de Windows & Doors Near Me`);
    const texts = await getDb().select().from(smsMessages).where(eq(smsMessages.jobId, jobId));
    expect(texts.map((text) => [text.kind, text.status])).toEqual([["invoice-sent", "sent"]]);
    expect(texts[0]!.body).toContain(invoice.url);
    expect(texts[0]!.body).toContain(`la factura ${invoice.number}`);
  });

  it("texts nobody who did not agree to texts", async () => {
    const { jobId } = await signedJob();
    await sentInvoice(jobId);
    expect(await getDb().select().from(smsMessages).where(eq(smsMessages.jobId, jobId))).toEqual([]);
  });

  it("refuses to send a paid or void invoice (409)", async () => {
    const { jobId } = await signedJob();
    const invoice = await writtenInvoice(jobId, { kind: "progress", percent: 10 });
    expect((await callAdmin(`/api/admin/invoices/${invoice.id}/void`, { method: "POST" })).status).toBe(200);
    expect((await callAdmin(`/api/admin/invoices/${invoice.id}/send`, { method: "POST" })).status).toBe(409);
    expect((await callAdmin("/api/admin/invoices/00000000-0000-4000-8000-000000000000/send", { method: "POST" })).status).toBe(404);
  });
});

describe("the customer's invoice page", () => {
  it("answers the invoice, its job, the seller's licence, the contract's figures, and that it can be paid online", async () => {
    const { jobId } = await signedJob();
    const invoice = await sentInvoice(jobId, { kind: "progress", percent: 25, dueOn: "2026-12-14" });
    const page = await invoicePage(invoice.token);
    expect(page).toMatchObject({
      number: invoice.number,
      status: "open",
      amountCents: 81_225,
      paidCents: 0,
      lines: [{ description: "25% of the contract", amountCents: 81_225 }],
      payments: [],
      dueOn: "2026-12-14",
      job: { number: expect.any(Number), address: expect.any(String) },
      seller: { rocLicense: "ROC 123456" },
      contractTotalCents: CONTRACT,
      contractPaidCents: 0,
      balanceCents: CONTRACT,
      payableOnline: true,
      locale: "en",
    });
    expect((await invoicePage(invoice.token, "es")).locale).toBe("es");
  });

  it("is a 404 for an unknown link, in the page's language", async () => {
    const unknown = await callInvoice(`/api/invoices/${"A".repeat(43)}?locale=es`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatch(/no es válido/);
    expect((await callInvoice("/api/invoices/short")).status).toBe(404);
  });
});

describe("a payment taken offline", () => {
  it("pays the invoice by one statement: the payment, the invoice, the money, the timeline, the receipt with its PDF and the office's notice", async () => {
    const { jobId, email } = await signedJob();
    const invoice = await sentInvoice(jobId);
    const answer = await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
      method: "POST",
      body: { method: "check", amountCents: 81_225, reference: "Check 1042" },
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({
      id: invoice.id,
      status: "paid",
      payments: [{ method: "check", reference: "Check 1042", amountCents: 81_225, status: "paid" }],
    });

    const [row] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    const [payment] = await getDb().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(row).toMatchObject({ status: "paid", paidAt: NOW, paidPaymentId: payment!.id });
    expect(payment).toMatchObject({ method: "check", recordedBy: "owner@example.com", status: "paid", paidAt: NOW });
    const page = await jobPage(jobId);
    expect(page).toMatchObject({ paidCents: 81_225, balanceCents: CONTRACT - 81_225 });
    const events = await getDb().select().from(jobEvents).where(eq(jobEvents.jobId, jobId));
    expect(events.find((event) => event.kind === "payment")).toMatchObject({
      actor: "owner@example.com",
      changes: { invoice: invoice.number, amountCents: 81_225, method: "check" },
    });

    const [receipt] = await emailsOfKind(EMAIL_KINDS.invoicePaid, invoice.id);
    expect(receipt).toMatchObject({ to: email, subject: `Receipt: invoice ${invoice.number} is paid` });
    expect(receipt!.text).toContain("/my/");
    const [attachment] = receipt!.attachments as { filename: string; contentType: string; base64: string }[];
    expect(attachment).toMatchObject({ filename: `receipt-invoice-${invoice.number}.pdf`, contentType: "application/pdf" });
    const text = await pdfText(Buffer.from(attachment!.base64, "base64"));
    expect(text).toContain(`Receipt for invoice ${invoice.number}`);
    expect(text).toContain("ROC 123456");
    expect(text).toContain("Check · Reference Check 1042");
    expect(text).toContain("$2,436.75");
    const [notice] = await emailsOfKind(EMAIL_KINDS.invoicePaidNotification, invoice.id);
    expect(notice!.text).toContain("Check · Reference Check 1042");
  });

  it.each([
    ["a NUL", "Check\u00001042"],
    ["a bell (U+0007)", "Check\u00071042"],
  ])("refuses %s in its reference with 400 on reference, and records nothing", async (_case, reference) => {
    const { jobId } = await signedJob();
    const invoice = await sentInvoice(jobId);
    const answer = await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
      method: "POST",
      body: { method: "check", amountCents: 81_225, reference },
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).fieldErrors).toEqual({ reference: ["Remove the special characters that cannot be shown"] });
    expect(await getDb().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id))).toEqual([]);
  });

  it("takes only the invoice's amount (400 on amountCents), and only once (409)", async () => {
    const { jobId } = await signedJob();
    const invoice = await sentInvoice(jobId);
    const short = await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
      method: "POST",
      body: { method: "cash", amountCents: 50_000 },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).fieldErrors.amountCents[0]).toContain("$812.25");
    const bad = await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
      method: "POST",
      body: { method: "stripe", amountCents: 81_225 },
    });
    expect(bad.status).toBe(400);
    expect(
      (await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, { method: "POST", body: { method: "cash", amountCents: 81_225 } }))
        .status,
    ).toBe(201);
    expect(
      (await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, { method: "POST", body: { method: "cash", amountCents: 81_225 } }))
        .status,
    ).toBe(409);
    expect(await getDb().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id))).toHaveLength(1);
    expect(await emailsOfKind(EMAIL_KINDS.invoicePaid, invoice.id)).toHaveLength(1);
  });

  it("records one of two payments recorded at once; the other is a 409", async () => {
    const { jobId } = await signedJob();
    const invoice = await writtenInvoice(jobId, { kind: "progress", percent: 20 });
    const record = (method: string) =>
      callAdmin(`/api/admin/invoices/${invoice.id}/payments`, { method: "POST", body: { method, amountCents: invoice.amountCents } });
    const answers = await Promise.all([record("check"), record("cash")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await getDb().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id))).toHaveLength(1);
    expect((await jobPage(jobId)).paidCents).toBe(invoice.amountCents);
  });

  it("refuses a void invoice (409)", async () => {
    const { jobId } = await signedJob();
    const invoice = await writtenInvoice(jobId, { kind: "progress", percent: 10 });
    await callAdmin(`/api/admin/invoices/${invoice.id}/void`, { method: "POST" });
    expect(
      (
        await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
          method: "POST",
          body: { method: "cash", amountCents: invoice.amountCents },
        })
      ).status,
    ).toBe(409);
  });
});

describe("voiding and reminders", () => {
  it("voids an unpaid invoice, which frees its amount to bill again; a paid one is a 409", async () => {
    const { jobId } = await signedJob();
    const final = await writtenInvoice(jobId, { kind: "final" });
    expect((await newInvoice(jobId, { kind: "final" })).status).toBe(409);
    const voided = await callAdmin(`/api/admin/invoices/${final.id}/void`, { method: "POST" });
    expect(await voided.json()).toMatchObject({ status: "void" });
    const second = await writtenInvoice(jobId, { kind: "final" });
    await callAdmin(`/api/admin/invoices/${second.id}/payments`, {
      method: "POST",
      body: { method: "financing", amountCents: CONTRACT, reference: "GreenSky 77" },
    });
    expect((await callAdmin(`/api/admin/invoices/${second.id}/void`, { method: "POST" })).status).toBe(409);
    expect((await callAdmin(`/api/admin/invoices/${final.id}/void`, { method: "POST" })).status).toBe(409);
  });

  it("switches an invoice's reminders off and on", async () => {
    const { jobId } = await signedJob();
    const invoice = await writtenInvoice(jobId, { kind: "progress", percent: 10 });
    const off = await callAdmin(`/api/admin/invoices/${invoice.id}`, { method: "PATCH", body: { reminders: false } });
    expect(await off.json()).toMatchObject({ id: invoice.id, reminders: false });
    expect((await callAdmin(`/api/admin/invoices/${invoice.id}`, { method: "PATCH", body: { reminders: "no" } })).status).toBe(400);
    const [row] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.reminders).toBe(false);
  });
});

describe("the invoice as a PDF", () => {
  it("is an invoice while open, and a receipt once paid: ROC license, job address, lines, payments, balance", async () => {
    const { jobId } = await signedJob();
    const invoice = await sentInvoice(jobId, { kind: "progress", percent: 25, dueOn: "2026-12-14" });
    const open = await callInvoice(`/api/invoices/${invoice.token}/pdf`);
    expect(open.status).toBe(200);
    expect(open.headers.get("content-type")).toBe("application/pdf");
    expect(open.headers.get("content-disposition")).toContain(`invoice-${invoice.number}.pdf`);
    const openText = await pdfText(await open.arrayBuffer());
    expect(openText).toContain(`Invoice ${invoice.number}`);
    expect(openText).toContain("Due Monday, December 14, 2026");
    expect(openText).toContain("Arizona contractor license ROC 123456");
    expect(openText).toContain("25% of the contract $812.25");
    expect(openText).toContain("No payment yet.");

    await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
      method: "POST",
      body: { method: "check", amountCents: 81_225, reference: "1042" },
    });
    const paid = await callInvoice(`/api/invoices/${invoice.token}/pdf?locale=es`);
    expect(paid.headers.get("content-disposition")).toContain(`recibo-factura-${invoice.number}.pdf`);
    const pages = await pdfPages(await paid.arrayBuffer());
    const text = pages.join(" ");
    expect(text).toContain(`Recibo de la factura ${invoice.number}`);
    expect(text).toContain("Licencia de contratista de Arizona ROC 123456");
    expect(text).toContain("Dirección del trabajo");
    expect(text).toContain("Cheque · Referencia 1042");
    expect(text).toContain("Saldo");
    expect(text).toContain("$2,436.75");
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
  });
});
