/**
 * The reminders of unpaid invoices (netlify/functions/send-invoice-reminders.mts): 3 and 10
 * Phoenix days after sending, once each, only for an invoice open, sent and with reminders on;
 * an email in the customer's language with a fresh link to the invoice's page, and a text where
 * they agreed. Two runs at once remind once. Against a real database; the clock frozen and
 * moved by hand.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import retryDeliveries from "../../netlify/functions/retry-deliveries.mts";
import sendInvoiceReminders from "../../netlify/functions/send-invoice-reminders.mts";
import { getDb } from "../../src/server/db/client";
import { hasRemindedOpenInvoice } from "../../src/server/db/money/invoice-reminders";
import { emailOutbox, invoiceLinks, invoices, jobs, smsConsents, smsMessages, type Invoice } from "../../src/server/db/schema";
import { resetServerEnv, serverEnv } from "../../src/server/env";
import { runInvoiceReminders } from "../../src/server/reminders/run-invoice-reminders";
import { hashLinkToken } from "../../src/server/private-links/tokens";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";
import { signedJob } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix: the invoices are sent then.
const SENT = new Date("2026-12-02T16:00:00Z");
/** 9:00 AM in Phoenix `days` days after sending (texts may go). */
const dayAfter = (days: number) => new Date(SENT.getTime() + days * 86_400_000);
useFunctionDatabase({ now: SENT });
useAdminEnv();
useContractFacts();
useStripeStandIn();
const twilio = useTwilioStandIn();
beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  // The database is shared by the file's tests: earlier tests' invoices are reminded no more.
  await getDb().update(invoices).set({ reminders: false });
});

const db = () => getDb();
/** Runs the hourly function at `at`. */
async function runAt(at: Date): Promise<void> {
  vi.setSystemTime(at);
  expect((await sendInvoiceReminders()).status).toBe(204);
}
const remindersOf = async (invoiceId: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedId, invoiceId), eq(emailOutbox.kind, "invoice-reminder")));

/** A signed job (its customer in `locale`, texts agreed or not) with an invoice sent at SENT. */
async function sentInvoice({
  locale = "en",
  phone = null as string | null,
  status = "open" as Invoice["status"],
  reminders = true,
  sentAt = SENT as Date | null,
  dueOn = null as string | null,
} = {}) {
  vi.setSystemTime(SENT);
  const job = await signedJob({ locale, ...(phone && { phone: `(480) 555-${phone.slice(-4)}` }) });
  if (phone)
    await db().insert(smsConsents).values({ phone, appointmentId: job.visitId, wordingVersion: "test", locale, consentedAt: SENT });
  const [invoice] = await db()
    .insert(invoices)
    .values({
      jobId: job.jobId,
      kind: "progress",
      amountCents: 150_000,
      lines: [{ description: "Progress", amountCents: 150_000 }],
      status,
      reminders,
      sentAt,
      dueOn,
      createdBy: "owner@example.com",
    })
    .returning();
  return { job, invoice: invoice! };
}

describe("an unpaid invoice's reminders", () => {
  it("day 2 nothing, day 3 the first, day 3 again nothing, day 10 the second, then never again; a text with consent each time", async () => {
    const { job, invoice } = await sentInvoice({ phone: "+14805557301" });
    await runAt(dayAfter(2));
    // The last minute of the second Phoenix day is still day 2.
    await runAt(new Date("2026-12-05T06:59:00Z"));
    expect(await remindersOf(invoice.id)).toHaveLength(0);

    await runAt(dayAfter(3));
    let emails = await remindersOf(invoice.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!).toMatchObject({ to: job.email, subject: `Reminder: invoice ${invoice.number} is open` });
    expect(emails[0]!.text).toContain(`Invoice ${invoice.number} for $1,500.00 is still open. It is due on receipt.`);
    const url = /(http:\/\/\S+\/invoice\/([A-Za-z0-9_-]{43}))/.exec(emails[0]!.text)!;
    expect(url[1]).not.toContain("/es/");
    // The link is a fresh 256-bit token whose hash is stored for the invoice.
    expect(
      await db()
        .select()
        .from(invoiceLinks)
        .where(eq(invoiceLinks.tokenHash, hashLinkToken(url[2]!))),
    ).toMatchObject([{ invoiceId: invoice.id }]);
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice.id)))[0]).toMatchObject({
      firstReminderAt: dayAfter(3),
      secondReminderAt: null,
    });

    await runAt(new Date(dayAfter(3).getTime() + 3_600_000));
    await runAt(dayAfter(9));
    expect(await remindersOf(invoice.id)).toHaveLength(1);

    await runAt(dayAfter(10));
    emails = await remindersOf(invoice.id);
    expect(emails.map((email) => email.subject)).toEqual([
      `Reminder: invoice ${invoice.number} is open`,
      `Second reminder: invoice ${invoice.number} is still open`,
    ]);
    const second = /\/invoice\/([A-Za-z0-9_-]{43})/.exec(emails[1]!.text)![1]!;
    expect(second).not.toBe(url[2]);
    await runAt(dayAfter(11));
    await runAt(dayAfter(40));
    expect(await remindersOf(invoice.id)).toHaveLength(2);

    const texts = await db()
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.jobId, job.jobId), eq(smsMessages.kind, "invoice-reminder")));
    expect(texts).toHaveLength(2);
    expect(texts[0]!.body).toContain(`invoice ${invoice.number} for $1,500.00 is open`);
    expect(texts[0]!.body).toContain("/invoice/");
  });

  it("speaks Spanish to a Spanish-speaking customer, with the Spanish page and the due day; no text without consent", async () => {
    const { job, invoice } = await sentInvoice({ locale: "es", dueOn: "2026-12-16" });
    await runAt(dayAfter(3));
    const [email] = await remindersOf(invoice.id);
    expect(email!.subject).toBe(`Recordatorio: la factura ${invoice.number} está pendiente`);
    expect(email!.text).toContain(`La factura ${invoice.number} por $1,500.00 sigue pendiente. Vence el `);
    expect(email!.text).toContain("16 de diciembre de 2026");
    expect(email!.text).toMatch(/http:\/\/\S+\/es\/invoice\/[A-Za-z0-9_-]{43}/);
    expect(
      await db()
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.jobId, job.jobId), eq(smsMessages.kind, "invoice-reminder"))),
    ).toHaveLength(0);
  });

  it("the second alone when the first was never written by day 10, and no first after it", async () => {
    const { invoice } = await sentInvoice();
    await runAt(dayAfter(12));
    await runAt(dayAfter(13));
    expect((await remindersOf(invoice.id)).map((email) => email.subject)).toEqual([
      `Second reminder: invoice ${invoice.number} is still open`,
    ]);
  });

  it("never reminds an invoice paid, on its way, voided, switched off or not sent", async () => {
    const cases = await Promise.all([
      sentInvoice({ status: "paid" }),
      sentInvoice({ status: "processing" }),
      sentInvoice({ status: "void" }),
      sentInvoice({ reminders: false }),
      sentInvoice({ sentAt: null }),
    ]);
    // Only now: the beforeEach switched off earlier tests' invoices, not these.
    await runAt(dayAfter(3));
    await runAt(dayAfter(10));
    const ids = cases.map(({ invoice }) => invoice.id);
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(and(inArray(emailOutbox.relatedId, ids), eq(emailOutbox.kind, "invoice-reminder"))),
    ).toHaveLength(0);
  });

  it("never reminds an open invoice of a cancelled job, which takes no payment, and a reminder written before the cancel does not go", async () => {
    const { job, invoice } = await sentInvoice({ phone: "+14805557309" });
    await runAt(dayAfter(3));
    expect(await remindersOf(invoice.id)).toHaveLength(1);
    await db().update(jobs).set({ stage: "cancelled" }).where(eq(jobs.id, job.jobId));
    await runAt(dayAfter(10));
    expect(await remindersOf(invoice.id)).toHaveLength(1);
    expect(await hasRemindedOpenInvoice(db(), { invoiceId: invoice.id }, dayAfter(10))).toBe(false);
    expect(await hasRemindedOpenInvoice(db(), { jobId: job.jobId }, dayAfter(10))).toBe(false);
  });

  it("is stopped by payment between the reminders", async () => {
    const { invoice } = await sentInvoice();
    await runAt(dayAfter(3));
    await db()
      .update(invoices)
      .set({ status: "paid", paidAt: dayAfter(5) })
      .where(eq(invoices.id, invoice.id));
    await runAt(dayAfter(10));
    expect(await remindersOf(invoice.id)).toHaveLength(1);
  });

  it("a text held by the quiet hours does not go once the invoice is paid meanwhile", async () => {
    const { job, invoice } = await sentInvoice({ phone: "+14805557302" });
    // 6:30 AM in Phoenix on day 3: the email goes, the text waits for 8 AM.
    await runAt(new Date("2026-12-05T13:30:00Z"));
    expect(await remindersOf(invoice.id)).toHaveLength(1);
    const textOf = async () =>
      (
        await db()
          .select()
          .from(smsMessages)
          .where(and(eq(smsMessages.jobId, job.jobId), eq(smsMessages.kind, "invoice-reminder")))
      )[0]!;
    expect((await textOf()).status).toBe("pending");
    await db()
      .update(invoices)
      .set({ status: "paid", paidAt: new Date("2026-12-05T14:00:00Z") })
      .where(eq(invoices.id, invoice.id));
    vi.setSystemTime(new Date("2026-12-05T15:10:00Z"));
    expect((await retryDeliveries()).status).toBeLessThan(300);
    expect((await textOf()).status).toBe("skipped");
    expect(twilio.received.filter((text) => text.To === "+14805557302")).toEqual([]);
  });

  it("an email whose first send failed is not sent by the retry once the invoice is paid, and one still open is", async () => {
    const paid = await sentInvoice();
    const open = await sentInvoice();
    const outbox = process.env.MAIL_OUTBOX_DIR!;
    // The provider refuses the reminders' first send: where the mail goes is a file, not a folder.
    const refusing = join(outbox, "refusing");
    writeFileSync(refusing, "");
    vi.stubEnv("MAIL_OUTBOX_DIR", refusing);
    resetServerEnv();
    await runAt(dayAfter(3));
    for (const { invoice } of [paid, open]) expect(await remindersOf(invoice.id)).toMatchObject([{ status: "failed", attempts: 1 }]);
    vi.stubEnv("MAIL_OUTBOX_DIR", outbox);
    resetServerEnv();

    // The office records the customer's check before the retry runs.
    const payment = await callAdmin(`/api/admin/invoices/${paid.invoice.id}/payments`, {
      method: "POST",
      body: { method: "check", amountCents: 150_000, reference: "1042" },
    });
    expect(payment.status).toBe(201);
    vi.setSystemTime(new Date(dayAfter(3).getTime() + 20 * 60_000));
    expect((await retryDeliveries()).status).toBe(204);

    expect(await remindersOf(paid.invoice.id)).toMatchObject([
      {
        status: "skipped",
        attempts: 1,
        sentAt: null,
        lastError:
          "The invoice was paid, is on its way, was voided, its reminders were switched off or its job was cancelled since this message was written.",
      },
    ]);
    expect(await remindersOf(open.invoice.id)).toMatchObject([{ status: "sent", attempts: 2 }]);
    const mailed = readdirSync(outbox)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => readFileSync(join(outbox, name), "utf8"));
    expect(mailed.filter((mail) => mail.includes(`Reminder: invoice ${paid.invoice.number} is open`))).toEqual([]);
    expect(mailed.filter((mail) => mail.includes(`Reminder: invoice ${open.invoice.number} is open`))).toHaveLength(1);
  });

  it("two runs at once remind once", async () => {
    const { invoice } = await sentInvoice();
    vi.setSystemTime(dayAfter(3));
    const reports = await Promise.all([
      runInvoiceReminders(db(), serverEnv(), dayAfter(3)),
      runInvoiceReminders(db(), serverEnv(), dayAfter(3)),
      runInvoiceReminders(db(), serverEnv(), dayAfter(3)),
    ]);
    expect(reports.reduce((sum, report) => sum + report.reminded, 0)).toBe(1);
    expect(await remindersOf(invoice.id)).toHaveLength(1);
    expect(await db().select().from(invoiceLinks).where(eq(invoiceLinks.invoiceId, invoice.id))).toHaveLength(1);
  });
});
