/**
 * Every notice to the admins about a job links to that job's own page (/admin/job?id=…), not to
 * the jobs board: the install days a customer chose, a change order signed, an invoice paid, a
 * disputed payment, the morning day sheet and the admins' calendar feed.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import calendarFeedHandler from "../../netlify/functions/calendar-feed.mts";
import { getDb } from "../../src/server/db/client";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import { emailOutbox } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { runDaySheet } from "../../src/server/reminders/run-day-sheet";
import { siteOrigin } from "../../src/server/env";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { parseEvents } from "../email/ical-parse";
import { useFunctionDatabase } from "../helpers/function-env";
import { recording } from "../helpers/recording-transport";
import { checkoutEvent, disputeEvent } from "../helpers/stripe-stand-in";
import { callChangeOrder, sendChangeOrder, writeChangeOrder } from "../money/fixtures";
import { sentInvoice } from "../money/invoice-fixtures";
import { callQuote, postWebhook, signedForDeposit, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { patchJob, signedJob } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
const stripe = useStripeStandIn();
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

const jobLink = (jobId: string) => `${siteOrigin()}/admin/job?id=${jobId}`;
const emailsAbout = async (relatedId: string, kind: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedId, relatedId), eq(emailOutbox.kind, kind)));

/** The notice's text and HTML both open the job's page, and neither opens the board. */
function expectJobLink(email: { text: string; html?: string | null } | undefined, jobId: string): void {
  expect(email).toBeDefined();
  expect(email!.text).toContain(jobLink(jobId));
  expect(email!.html).toContain(`href="${jobLink(jobId)}"`);
  expect(`${email!.text}${email!.html}`).not.toContain("/admin/jobs?");
}

/** A signed job delivered by the office, its install booked from `startDate` without telling anyone. */
async function bookedJob(startDate: string) {
  const job = await signedJob();
  expect((await patchJob(job.jobId, { stage: "delivered", notify: false })).status).toBe(200);
  expect((await callAdmin(`/api/admin/jobs/${job.jobId}/install`, { method: "POST", body: { startDate, notify: false } })).status).toBe(
    201,
  );
  return job;
}

describe("the admins' emails about a job", () => {
  it("link the install days the customer chose to the job's page", async () => {
    const job = await signedJob();
    expect((await patchJob(job.jobId, { stage: "delivered", notify: false })).status).toBe(200);
    const { dates } = (await (await callQuote(`/api/quotes/${job.token}/install-dates`)).json()) as { dates: string[] };
    expect(
      (await callQuote(`/api/quotes/${job.token}/install`, { method: "POST", body: { startDate: dates[0], locale: "en" } })).status,
    ).toBe(200);
    const [notice] = await emailsAbout(job.jobId, EMAIL_KINDS.installChosenNotification);
    expectJobLink(notice, job.jobId);
  });

  it("link a signed change order to the job's page", async () => {
    const { jobId } = await signedJob();
    const { id } = await writeChangeOrder(jobId, [{ description: "Add a screen door", quantity: 1, unitPriceCents: 30_000 }]);
    const { token } = await sendChangeOrder(id);
    expect(
      (await callChangeOrder(`/api/change-orders/${token}/sign`, { method: "POST", body: { name: "Ana Lopez", agree: true } })).status,
    ).toBe(200);
    const [notice] = await emailsAbout(id, EMAIL_KINDS.changeOrderSignedNotification);
    expectJobLink(notice, jobId);
  });

  it("link an invoice paid to the job's page", async () => {
    const { jobId } = await signedJob();
    const invoice = await sentInvoice(jobId);
    expect(
      (
        await callAdmin(`/api/admin/invoices/${invoice.id}/payments`, {
          method: "POST",
          body: { method: "check", amountCents: invoice.amountCents, reference: "1042" },
        })
      ).status,
    ).toBe(201);
    const [notice] = await emailsAbout(invoice.id, EMAIL_KINDS.invoicePaidNotification);
    expectJobLink(notice, jobId);
  });

  it("link a disputed deposit to the job's page", async () => {
    const quote = await signedForDeposit(stripe);
    const paid = stripe.pay(quote.session.id);
    expect((await postWebhook(checkoutEvent("checkout.session.completed", paid))).status).toBe(200);
    const { jobId } = (await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json()) as { jobId: string };
    expect((await postWebhook(disputeEvent(paid.payment_intent!, { amount: 81_225 }))).status).toBe(200);
    const notices = await getDb().select().from(emailOutbox).where(eq(emailOutbox.kind, EMAIL_KINDS.paymentDisputedNotification));
    expect(notices).toHaveLength(1);
    expectJobLink(notices[0], jobId);
  });
});

describe("the crew's day", () => {
  it("links each install on the morning day sheet to its job's page", async () => {
    const job = await bookedJob("2026-12-10");
    const sent: OutgoingEmail[] = [];
    // Thursday 10 December, 6:00 AM in Phoenix.
    await runDaySheet(getDb(), { now: new Date("2026-12-10T13:00:00Z"), transport: recording(sent), adminEmails: ["owner@example.com"] });
    expectJobLink(sent[0], job.jobId);
  });

  it("links each install of the admins' calendar feed to its job's page", async () => {
    const job = await bookedJob("2026-12-11");
    const url = ((await (await callAdmin("/api/admin/calendar-feed", { method: "POST" })).json()) as { url: string }).url;
    const feed = await (await calendarFeedHandler(new Request(url))).text();
    const [install] = parseEvents(feed).filter((event) => event.uid === `install-${job.jobId}@windowsanddoorsnearme.com`);
    expect(install!.description).toContain(`Job: ${jobLink(job.jobId)}`);
  });
});
