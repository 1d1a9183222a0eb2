/**
 * Every notice to a customer carries a fresh link to their own page, not only the jobs': the
 * visits' emails (booked, confirmed, moved, cancelled by the office or by the customer, the
 * reminder) and the quotes' (sent, signed, the deposit's receipt, cancelled). Each link is read
 * from the stored email and opens that person's page (GET /api/my/{token}); only its SHA-256 is
 * stored, by the statement that stored the email.
 */
import { createHash, randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import cancelHandler from "../../netlify/functions/cancel.mts";
import myHandler from "../../netlify/functions/my-appointments.mts";
import { getDb } from "../../src/server/db/client";
import { customerLinks, emailOutbox, quotePayments, type EmailMessage } from "../../src/server/db/schema";
import { serverEnv } from "../../src/server/env";
import { createDepositCheckout } from "../../src/server/payments/stripe";
import { runQuoteFollowUps } from "../../src/server/quotes/follow-ups";
import { emailKey } from "../../src/core/server/person-key";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { runReminders } from "../../src/server/reminders/run-reminders";
import { callAdmin, seedAppointment, SITE, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { checkoutEvent } from "../helpers/stripe-stand-in";
import { callQuote, postWebhook, sentQuote, signedForDeposit, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { recording } from "../helpers/recording-transport";
import { specBookings } from "../helpers/spec-booking";

// Wednesday 2026-12-02, 10:30 AM in Phoenix.
const NOW = new Date("2026-12-02T17:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useLiftedSiteCeilings();
useContractFacts();
const stripe = useStripeStandIn();
const booking = specBookings("page-link-");

const emailsOf = (id: string) => getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id)).orderBy(asc(emailOutbox.id));
const ofKind = async (id: string, kind: string): Promise<EmailMessage> => {
  const found = (await emailsOf(id)).filter((email) => email.kind === kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};

/**
 * The page link `email` carries, in its text and its HTML alike: it opens the page of the email's
 * addressee (its stored row names their email key), with `visitId` on it while the visit is
 * upcoming; only the token's SHA-256 is stored. Answers the token.
 */
async function expectWorkingLink(
  email: EmailMessage,
  visitId: string | null,
  locale: "en" | "es" = "en",
  quoteId?: string,
  mintedAt = NOW,
): Promise<string> {
  const prefix = locale === "es" ? "/es/my/" : "/my/";
  const token = email.text.match(new RegExp(`${prefix.replace(/\//g, "\\/")}([A-Za-z0-9_-]{43})\\b`))?.[1];
  expect(token, `${email.kind} carries a page link`).toBeDefined();
  expect(email.html).toContain(`${prefix}${token}`);
  const page = await myHandler(new Request(`${SITE}/api/my/${token}`), { ip: "203.0.113.70" });
  expect(page.status).toBe(200);
  const body = await page.json();
  if (visitId) expect(body.visits.map((visit: { id: string }) => visit.id)).toContain(visitId);
  if (quoteId) expect(body.quotes.map((quote: { id: string }) => quote.id)).toEqual([quoteId]);
  const hash = createHash("sha256").update(token!).digest("hex");
  const stored = await getDb().select().from(customerLinks).where(eq(customerLinks.tokenHash, hash));
  expect(stored).toMatchObject([{ emailKey: emailKey(email.to), locale, expiresAt: new Date(mintedAt.getTime() + 30 * 86_400_000) }]);
  expect(JSON.stringify(await getDb().select().from(customerLinks))).not.toContain(token!);
  return token!;
}

describe("the visits' emails carry a fresh link to the customer's page", () => {
  it("the booking's confirmation, and the customer's cancel through the manage link", async () => {
    const response = await appointmentsHandler(
      new Request(`${SITE}/api/appointments`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(booking({ appointmentDate: "2026-12-08" })),
      }),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const confirmation = await ofKind(id, EMAIL_KINDS.appointmentConfirmation);
    const first = await expectWorkingLink(confirmation, id);

    const manage = confirmation.text.match(/\/cancel\/([\w-]{43})/)![1]!;
    expect((await cancelHandler(new Request(`${SITE}/api/cancel/${manage}`, { method: "POST", headers: { Origin: SITE } }))).status).toBe(
      200,
    );
    const cancelled = await ofKind(id, EMAIL_KINDS.appointmentCancelled);
    expect(await expectWorkingLink(cancelled, null)).not.toBe(first);
  });

  it("the office's confirmation, move and cancellation, each its own link, in Spanish for a Spanish booking", async () => {
    const visit = await seedAppointment({ appointmentDate: "2026-12-10", appointmentTime: "10:00 AM", locale: "es" });
    const steps = [
      {
        kind: EMAIL_KINDS.appointmentConfirmed,
        change: () => callAdmin(`/api/admin/appointments/${visit.id}`, { method: "PATCH", body: { status: "confirmed" } }),
      },
      {
        kind: EMAIL_KINDS.appointmentMoved,
        change: () =>
          callAdmin(`/api/admin/appointments/${visit.id}/move`, {
            method: "POST",
            body: { appointmentDate: "2026-12-11", appointmentTime: "10:00 AM" },
          }),
      },
      {
        kind: EMAIL_KINDS.appointmentCancelled,
        change: () => callAdmin(`/api/admin/appointments/${visit.id}`, { method: "PATCH", body: { status: "cancelled" } }),
      },
    ];
    const tokens = [];
    for (const { kind, change } of steps) {
      expect((await change()).status).toBe(200);
      const email = await ofKind(visit.id, kind);
      expect(email.text).toContain("Su página (sus visitas, cotizaciones, contratos, trabajos y pagos): ");
      tokens.push(await expectWorkingLink(email, kind === EMAIL_KINDS.appointmentCancelled ? null : visit.id, "es"));
    }
    expect(new Set(tokens).size).toBe(3);
  });

  it("the reminder the day before", async () => {
    const visit = await seedAppointment({
      appointmentDate: "2026-12-03",
      appointmentTime: "10:00 AM",
      createdAt: new Date("2026-11-20T15:00:00Z"),
    });
    await runReminders(getDb(), { now: NOW, transport: recording([]), siteUrl: SITE });
    const reminder = await ofKind(visit.id, EMAIL_KINDS.appointmentReminder);
    expect(reminder.text).toContain("Your page (your visits, quotes, contracts, jobs and payments): ");
    await expectWorkingLink(reminder, visit.id);
  });
});

describe("the quotes' emails carry a fresh link to the customer's page", () => {
  it("the quote sent, the signed contract, the deposit's receipt and the cancellation, each its own link", async () => {
    const quote = await signedForDeposit(stripe);
    const { to } = await ofKind(quote.id, EMAIL_KINDS.quoteSent);
    expect((await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(quote.session.id)))).status).toBe(200);
    expect((await callQuote(`/api/quotes/${quote.token}/cancel`, { method: "POST" })).status).toBe(200);
    const tokens = [];
    for (const kind of [EMAIL_KINDS.quoteSent, EMAIL_KINDS.quoteSigned, EMAIL_KINDS.quotePaid, EMAIL_KINDS.quoteCancelled]) {
      const email = await ofKind(quote.id, kind);
      expect(email.to).toBe(to);
      expect(email.text).toContain("Your page (your visits, quotes, contracts, jobs and payments): ");
      tokens.push(await expectWorkingLink(email, null, "en", quote.id));
    }
    expect(new Set(tokens).size).toBe(4);
    // The admins' notices carry none.
    const notices = (await emailsOf(quote.id)).filter((email) => email.kind.endsWith("-notification"));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((email) => !/\/my\//.test(email.text))).toBe(true);
  });

  it("the follow-up of a quote opened and not signed", async () => {
    const visit = await seedAppointment();
    const quote = await sentQuote({ appointmentId: visit.id });
    await callQuote(`/api/quotes/${quote.token}`);
    const later = new Date(NOW.getTime() + 3 * 86_400_000 + 60_000);
    await runQuoteFollowUps(getDb(), serverEnv(), later);
    await expectWorkingLink(await ofKind(quote.id, EMAIL_KINDS.quoteFollowUp), visit.id, "en", quote.id, later);
  });

  it("the refund of a second payment of the deposit", async () => {
    const quote = await signedForDeposit(stripe);
    const paymentId = randomUUID();
    const second = await createDepositCheckout(serverEnv(), {
      quoteId: quote.id,
      paymentId,
      description: "Deposit",
      amountCents: 81_225,
      locale: "en",
      returnUrl: "http://localhost:4321/quote/x",
    });
    await getDb()
      .insert(quotePayments)
      .values({ id: paymentId, quoteId: quote.id, checkoutSessionId: second.id, amountCents: 81_225, status: "open" });
    await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(quote.session.id)));
    await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(second.id)));
    await expectWorkingLink(await ofKind(quote.id, EMAIL_KINDS.depositRefunded), null, "en", quote.id);
  });
});
