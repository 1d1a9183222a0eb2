/**
 * Quotes end to end through the functions, against a real (embedded) database and the Stripe
 * stand-in: writing and pricing, sending and links, the customer's view, signing, declining,
 * the webhook's every case, cancelling with a refund, the follow-up and the admin's figures.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import refundDeposits from "../../netlify/functions/refund-deposits.mts";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, quoteSignatures, quotes } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { runQuoteFollowUps } from "../../src/server/quotes/follow-ups";
import { serverEnv } from "../../src/server/env";
import { callAdmin, seedAppointment, seedLead, useAdminEnv, VISITOR } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { checkoutEvent } from "../helpers/stripe-stand-in";
import { callQuote, postWebhook, sentQuote, threeOptions, useContractFacts, useStripeStandIn } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();

const stripe = useStripeStandIn();

const emailsOf = async (quoteId: string) => getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, quoteId));
const sign = (token: string, body: object, query = "") => callQuote(`/api/quotes/${token}/sign${query}`, { method: "POST", body });

describe("POST /api/admin/quotes", () => {
  it("returns 201 with every option priced by the server in cents", async () => {
    const visit = await seedAppointment();
    const response = await callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId: visit.id }) });
    expect(response.status).toBe(201);
    const quote = await response.json();
    expect(quote).toMatchObject({ id: expect.any(String), status: "draft", revision: 1 });
    // Better: 290,000 + 39,900 - 5,000 = 324,900, a replacement: no tax; 25% deposit = 81,225.
    expect(
      quote.options.map(({ name, subtotalCents, taxCents, totalCents, depositCents }: Record<string, unknown>) => ({
        name,
        subtotalCents,
        taxCents,
        totalCents,
        depositCents,
      })),
    ).toEqual([
      { name: "Good", subtotalCents: 194_940, taxCents: 0, totalCents: 194_940, depositCents: 48_735 },
      { name: "Better", subtotalCents: 329_900, taxCents: 0, totalCents: 324_900, depositCents: 81_225 },
      { name: "Best", subtotalCents: 368_220, taxCents: 0, totalCents: 368_220, depositCents: 92_055 },
    ]);
  });

  it.each([
    ["a negative unit price", { options: [{ name: "A", items: [{ description: "x", quantity: 1, unitPriceCents: -100 }] }] }, "options"],
    ["a fractional unit price", { options: [{ name: "A", items: [{ description: "x", quantity: 1, unitPriceCents: 100.5 }] }] }, "options"],
    ["a fractional quantity", { options: [{ name: "A", items: [{ description: "x", quantity: 1.5, unitPriceCents: 100 }] }] }, "options"],
    [
      "four options",
      {
        options: Array.from({ length: 4 }, (_, index) => ({
          name: `O${index}`,
          items: [{ description: "x", quantity: 1, unitPriceCents: 100 }],
        })),
      },
      "options",
    ],
    ["an empty option", { options: [{ name: "A", items: [] }] }, "options"],
    ["no option", { options: [] }, "options"],
    ["a negative deposit", { depositCents: -1 }, "depositCents"],
    ["a deposit above the smallest total", { depositCents: 10_000_000 }, "depositCents"],
    [
      "a discount above the subtotal",
      { options: [{ name: "A", items: [{ description: "x", quantity: 1, unitPriceCents: 100 }], discountCents: 101 }] },
      "options",
    ],
    ["a tax class that is not one", { taxClass: "new-home" }, "taxClass"],
    ["a day already past", { validUntil: "2026-12-01" }, "validUntil"],
  ])("returns 400 naming the field for %s", async (_, change, field) => {
    const visit = await seedAppointment();
    const response = await callAdmin("/api/admin/quotes", {
      method: "POST",
      body: { ...threeOptions({ appointmentId: visit.id }), ...change },
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors)).toContain(field);
  });

  it("returns 400 for a visit that does not exist", async () => {
    const response = await callAdmin("/api/admin/quotes", {
      method: "POST",
      body: threeOptions({ appointmentId: "00000000-0000-4000-8000-000000000000" }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ appointmentId: ["There is no such visit"] });
  });

  it("returns 401 signed out and 403 for a customer", async () => {
    const visit = await seedAppointment();
    expect(
      (await callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId: visit.id }), as: null })).status,
    ).toBe(401);
    expect(
      (await callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId: visit.id }), as: VISITOR })).status,
    ).toBe(403);
    expect((await callAdmin("/api/admin/quotes", { as: VISITOR })).status).toBe(403);
  });

  it("needs a job address for a lead, which has none", async () => {
    const lead = await seedLead();
    expect((await callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ leadId: lead.id }) })).status).toBe(400);
    expect(
      (
        await callAdmin("/api/admin/quotes", {
          method: "POST",
          body: { ...threeOptions({ leadId: lead.id }), jobAddress: "9 W Elm St, Mesa, AZ 85201" },
        })
      ).status,
    ).toBe(201);
  });
});

describe("sending, revisions and the customer's link", () => {
  it("edits a draft in place, sends a 256-bit link, and makes a new revision of an edit after sending", async () => {
    const visit = await seedAppointment({ locale: "es" });
    const created = await (
      await callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId: visit.id }) })
    ).json();
    const edited = await callAdmin(`/api/admin/quotes/${created.id}`, {
      method: "PUT",
      body: { ...threeOptions({ appointmentId: visit.id }), appointmentId: undefined, depositPercent: undefined, depositCents: 50_000 },
    });
    expect(await edited.json()).toMatchObject({ revision: 1, status: "draft" });

    const sent = await (await callAdmin(`/api/admin/quotes/${created.id}/send`, { method: "POST" })).json();
    expect(sent.url).toMatch(/^http:\/\/localhost:4321\/es\/quote\/[A-Za-z0-9_-]{43}$/);
    const token = sent.url.split("/quote/")[1];
    const email = (await emailsOf(created.id)).find((row) => row.kind === "quote-sent")!;
    expect(email.to).toBe(visit.email);
    expect(email.text).toContain(sent.url);
    expect(email.subject).toBe(
      `Su cotización ${(await getDb().select().from(quotes).where(eq(quotes.id, created.id)))[0]!.number} de Windows & Doors Near Me`,
    );
    // Only the hash of the token is stored.
    const stored = JSON.stringify(await getDb().select().from(quotes));
    expect(stored).not.toContain(token);

    const revised = await (
      await callAdmin(`/api/admin/quotes/${created.id}`, {
        method: "PUT",
        body: { options: [{ name: "Only", items: [{ description: "One door", quantity: 1, unitPriceCents: 99_900 }] }] },
      })
    ).json();
    expect(revised).toMatchObject({ revision: 2, status: "sent" });
    const view = await (await callQuote(`/api/quotes/${token}`)).json();
    expect(view.document.quote.revision).toBe(2);
    expect(view.document.options.map((option: { name: string }) => option.name)).toEqual(["Only"]);
  });

  it("answers the options, totals and legal words, and nothing personal but the job address", async () => {
    const visit = await seedAppointment({ firstName: "Rosa", lastName: "Quintero", phone: "(480) 555-0177" });
    const { token } = await sentQuote({ appointmentId: visit.id });
    const response = await callQuote(`/api/quotes/${token}?locale=es`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const view = await response.json();
    expect(view).toMatchObject({
      stage: "sent",
      signature: null,
      deposit: null,
      paymentsOnline: true,
      documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(view.document).toMatchObject({
      format: "wdnm-quote/3",
      locale: "es",
      jobAddress: "123 E Main St, Gilbert, AZ 85233",
      terms: { consentVersion: "esign-2026-12" },
    });
    expect(view.document.terms.rightToCancel).toMatch(/^Usted, el comprador, puede cancelar esta transacción/);
    const text = JSON.stringify(view);
    for (const personal of ["Rosa", "Quintero", visit.email, "555-0177"]) expect(text).not.toContain(personal);
  });

  it("counts the customer's views for the admin: first and last", async () => {
    const visit = await seedAppointment();
    const { id, token } = await sentQuote({ appointmentId: visit.id });
    await callQuote(`/api/quotes/${token}`);
    await callQuote(`/api/quotes/${token}`);
    const detail = await (await callAdmin(`/api/admin/quotes/${id}`)).json();
    expect(detail).toMatchObject({ status: "opened", views: 2, firstViewedAt: NOW.toISOString(), lastViewedAt: NOW.toISOString() });
  });

  it("returns 404 for an unknown link, a malformed one, and an unsigned quote past its last day", async () => {
    expect((await callQuote(`/api/quotes/${"A".repeat(43)}`)).status).toBe(404);
    expect((await callQuote("/api/quotes/short")).status).toBe(404);
    const visit = await seedAppointment();
    const { token } = await sentQuote({ appointmentId: visit.id }, { validUntil: "2026-12-05" });
    expect((await callQuote(`/api/quotes/${token}`)).status).toBe(200);
    vi.setSystemTime(new Date("2026-12-06T07:00:00Z")); // Sunday 12:00 AM in Phoenix
    expect((await callQuote(`/api/quotes/${token}`)).status).toBe(404);
    expect((await callAdmin("/api/admin/quotes?status=expired")).status).toBe(200);
  });
});

describe("POST /api/quotes/{token}/sign", () => {
  it("records the signature once, emails the contract PDF, and opens Checkout for the server's deposit", async () => {
    const visit = await seedAppointment();
    const { id, token, options } = await sentQuote({ appointmentId: visit.id });
    const better = options[1]!;
    const view = await (await callQuote(`/api/quotes/${token}`)).json();
    const response = await sign(token, {
      optionId: better.id,
      name: "Ana Lopez",
      agree: true,
      depositCents: 1,
      totalCents: 1,
      revision: 1,
      documentSha256: view.documentSha256,
    });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toEqual({ status: "signed", checkoutUrl: expect.stringMatching(new RegExp(`^${stripe.url}/pay/cs_test_`)) });
    const session = stripe.sessions.at(-1)!;
    expect(session).toMatchObject({
      amount_total: 81_225,
      payment_method_types: ["card", "us_bank_account"],
      client_reference_id: id,
      apiKey: "sk_test_stand_in",
    });
    expect(session.success_url).toBe(`http://localhost:4321/quote/${token}?deposit=returned`);

    const [signature] = await getDb().select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, id));
    expect(signature).toMatchObject({
      optionId: better.id,
      typedName: "Ana Lopez",
      ipAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone) TestSafari/17",
      consentVersion: "esign-2026-12",
      documentSha256: view.documentSha256,
      totalCents: 324_900,
      depositCents: 81_225,
      revision: 1,
    });
    expect(signature!.signedAt.toISOString()).toBe(NOW.toISOString());
    // The record proves itself: the stored document hashes to the stored digest, and is the page's document.
    const { createHash } = await import("node:crypto");
    expect(createHash("sha256").update(signature!.document, "utf8").digest("hex")).toBe(signature!.documentSha256);
    expect(JSON.parse(signature!.document)).toEqual(view.document);

    const emails = await emailsOf(id);
    const contract = emails.find((row) => row.kind === "quote-signed")!;
    expect(contract.to).toBe(visit.email);
    expect(contract.attachments).toEqual([
      { filename: "contract.pdf", contentType: "application/pdf", base64: expect.stringMatching(/^JVBERi0/) },
    ]);
    // Signed on Wednesday: Thursday, Friday and Saturday are the three business days; the page says the same words.
    const sentence =
      "You may cancel this contract, without any penalty or obligation, until 11:59\u00a0p.m. on Saturday, December 5, 2026.";
    expect(contract.text).toContain(sentence);
    expect(await (await callQuote(`/api/quotes/${token}`)).json()).toMatchObject({ lastDayToCancel: "2026-12-05", contractReady: true });
    const notification = emails.find((row) => row.kind === "quote-signed-notification")!;
    expect(notification.text).toContain("Total: $3,249.00");
    expect(notification.text).toContain("Right to cancel until: 11:59\u00a0p.m. on Saturday, December 5, 2026");

    const second = await sign(token, { optionId: better.id, name: "Ana Lopez", agree: true });
    expect(second.status).toBe(409);
    await expect(
      getDb().update(quoteSignatures).set({ typedName: "Someone Else" }).where(eq(quoteSignatures.quoteId, id)),
    ).rejects.toThrow();
  });

  it.each([
    ["without agreement", { agree: false }, "agree"],
    ["with agreement missing", { agree: undefined }, "agree"],
    ["for an option of no revision", { optionId: "nope" }, "optionId"],
    ["without a name", { name: " " }, "name"],
  ])("returns 400 %s", async (_, change, field) => {
    const visit = await seedAppointment();
    const { token, options } = await sentQuote({ appointmentId: visit.id });
    const response = await sign(token, { optionId: options[0]!.id, name: "Ana Lopez", agree: true, ...change });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors)).toEqual([field]);
  });

  it("answers Spanish messages to a Spanish page", async () => {
    const visit = await seedAppointment();
    const { token, options } = await sentQuote({ appointmentId: visit.id });
    const response = await sign(token, { optionId: options[0]!.id, name: "Ana", agree: false, locale: "es" });
    expect((await response.json()).fieldErrors.agree).toEqual(["Marque la casilla para aceptar hacer negocios por medios electrónicos"]);
  });

  it("returns 409 when the quote changed after the page loaded", async () => {
    const visit = await seedAppointment();
    const { id, token, options } = await sentQuote({ appointmentId: visit.id });
    const view = await (await callQuote(`/api/quotes/${token}`)).json();
    await callAdmin(`/api/admin/quotes/${id}`, {
      method: "PUT",
      body: { options: [{ name: "Cheaper", items: [{ description: "x", quantity: 1, unitPriceCents: 100 }] }] },
    });
    expect((await sign(token, { optionId: options[0]!.id, name: "Ana Lopez", agree: true, revision: 1 })).status).toBe(409);
    const latest = await (await callQuote(`/api/quotes/${token}`)).json();
    expect(
      (await sign(token, { optionId: latest.document.options[0].id, name: "Ana Lopez", agree: true, documentSha256: view.documentSha256 }))
        .status,
    ).toBe(409);
    expect(
      (
        await sign(token, {
          optionId: latest.document.options[0].id,
          name: "Ana Lopez",
          agree: true,
          documentSha256: latest.documentSha256,
        })
      ).status,
    ).toBe(200);
    // A signed quote never changes.
    expect(
      (
        await callAdmin(`/api/admin/quotes/${id}`, {
          method: "PUT",
          body: { options: [{ name: "Later", items: [{ description: "x", quantity: 1, unitPriceCents: 1 }] }] },
        })
      ).status,
    ).toBe(409);
  });

  it("signs without Stripe: no Checkout, and the page says the office arranges the deposit", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    resetServerEnv();
    const visit = await seedAppointment();
    const { id, token, options } = await sentQuote({ appointmentId: visit.id });
    const sessions = stripe.sessions.length;
    expect(await (await sign(token, { optionId: options[0]!.id, name: "Ana Lopez", agree: true })).json()).toEqual({ status: "signed" });
    expect(stripe.sessions.length).toBe(sessions);
    expect(await (await callQuote(`/api/quotes/${token}`)).json()).toMatchObject({
      stage: "signed",
      paymentsOnline: false,
      deposit: { state: "none", amountCents: 48_735 },
    });
    expect((await emailsOf(id)).find((row) => row.kind === "quote-signed-notification")!.text).toContain("payments are not configured");
    expect(await (await callAdmin("/api/admin/quotes/pipeline")).json()).toMatchObject({ paymentsConfigured: false });
  });
});

describe("the facts a contract must state", () => {
  it("refuses to send a quote while the licence or the street is missing, naming it and where to set it; sends once both are set", async () => {
    const visit = await seedAppointment();
    const { id } = await (await callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId: visit.id }) })).json();
    vi.stubEnv("ROC_LICENSE", "");
    resetServerEnv();
    const refused = await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" });
    expect(refused.status).toBe(409);
    const { error } = await refused.json();
    expect(error).toMatch(
      /^No quote can be sent or signed until the business facts give the Arizona ROC license number \(A\.R\.S\. 32-1158/,
    );
    expect(error).toContain("Set rocLicense in Business facts in the CMS at /cms/ (src/content/business/business.json), or ROC_LICENSE");
    expect(error).not.toContain("BUSINESS_STREET");
    // Nothing went out and the quote is still a draft; its detail says why Send is refused.
    expect(await emailsOf(id)).toEqual([]);
    expect(await (await callAdmin(`/api/admin/quotes/${id}`)).json()).toMatchObject({ status: "draft", cannotSend: error });

    vi.stubEnv("ROC_LICENSE", "ROC 123456");
    vi.stubEnv("BUSINESS_STREET", "");
    resetServerEnv();
    const noStreet = await (await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" })).json();
    expect(noStreet.error).toContain("the office's street address (the notice of cancellation must say where the buyer mails it)");

    vi.stubEnv("BUSINESS_STREET", "1230 N Gilbert Rd");
    resetServerEnv();
    expect((await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" })).status).toBe(200);
    expect(await (await callAdmin(`/api/admin/quotes/${id}`)).json()).toMatchObject({ status: "sent", cannotSend: null });
  });

  it("lets nobody sign while a fact is missing: the page learns it cannot, and a signature is refused with 409", async () => {
    const visit = await seedAppointment({ locale: "es" });
    const { id, token, options } = await sentQuote({ appointmentId: visit.id });
    vi.stubEnv("BUSINESS_STREET", "");
    resetServerEnv();
    expect(await (await callQuote(`/api/quotes/${token}?locale=es`)).json()).toMatchObject({ stage: "sent", contractReady: false });
    const refused = await sign(token, { optionId: options[0]!.id, name: "Ana López", agree: true, locale: "es" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(
      "Esta cotización todavía no se puede firmar en línea. Llámenos al (480)\u00A0555\u20110142 para seguir adelante.",
    );
    expect(await getDb().select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, id))).toEqual([]);
  });
});

describe("GET /api/admin/quotes/subject", () => {
  it("returns who a quote is for: the customer, the language they read, the visit, its address and its home's year built", async () => {
    const visit = await seedAppointment({ firstName: "Rosa", lastName: "Quintero", locale: "es" });
    const response = await callAdmin(`/api/admin/quotes/subject?appointmentId=${visit.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      customer: "Rosa Quintero",
      locale: "es",
      visit: { date: visit.appointmentDate, time: visit.appointmentTime },
      jobAddress: "123 E Main St, Gilbert, AZ 85233",
      city: "Gilbert",
      yearBuilt: 1995,
      cannotSend: null,
    });
  });

  it("returns a lead with no visit and no address, and 404 for neither", async () => {
    const lead = await seedLead();
    expect(await (await callAdmin(`/api/admin/quotes/subject?leadId=${lead.id}`)).json()).toMatchObject({
      visit: null,
      jobAddress: "",
      locale: "en",
    });
    expect((await callAdmin("/api/admin/quotes/subject?appointmentId=00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await callAdmin("/api/admin/quotes/subject")).status).toBe(404);
  });
});

describe("POST /api/quotes/{token}/decline", () => {
  it("declines with the reason, tells the admins, and refuses a signature after", async () => {
    const visit = await seedAppointment();
    const { id, token, options } = await sentQuote({ appointmentId: visit.id });
    const response = await callQuote(`/api/quotes/${token}/decline`, { method: "POST", body: { reason: "Went with a cheaper bid" } });
    expect(await response.json()).toEqual({ status: "declined" });
    expect((await emailsOf(id)).find((row) => row.kind === "quote-declined-notification")!.text).toContain("Went with a cheaper bid");
    expect((await sign(token, { optionId: options[0]!.id, name: "Ana Lopez", agree: true })).status).toBe(409);
    expect(await (await callAdmin(`/api/admin/quotes/${id}`)).json()).toMatchObject({
      status: "declined",
      declineReason: "Went with a cheaper bid",
    });
  });
});

/** A signed quote with its open Checkout Session. */
async function signedWithCheckout() {
  const visit = await seedAppointment({ channel: "google-business-profile" });
  const quote = await sentQuote({ appointmentId: visit.id });
  await sign(quote.token, { optionId: quote.options[1]!.id, name: "Ana Lopez", agree: true });
  return { ...quote, session: stripe.sessions.at(-1)! };
}

const statusOf = async (id: string) =>
  (await (await callAdmin(`/api/admin/quotes/${id}`)).json()) as { status: string; payments: { status: string; refunded: boolean }[] };

describe("POST /api/stripe/webhook", () => {
  it("returns 400 for a forged signature, an altered body and no signature, and changes nothing", async () => {
    const { id, session } = await signedWithCheckout();
    const paid = checkoutEvent("checkout.session.completed", { ...stripe.pay(session.id) });
    expect((await postWebhook(paid, "whsec_someone_else")).status).toBe(400);
    expect((await postWebhook(paid, undefined, (body) => body.replace('"paid"', '"paid" '))).status).toBe(400);
    const unsigned = await (
      await import("../../netlify/functions/stripe-webhook.mts")
    ).default(
      new Request("http://localhost/api/stripe/webhook", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(paid),
      }),
    );
    expect(unsigned.status).toBe(400);
    expect((await statusOf(id)).status).toBe("signed");
  });

  it("marks the quote paid once for a completed, paid session; a replay changes nothing", async () => {
    const { id, session } = await signedWithCheckout();
    const event = checkoutEvent("checkout.session.completed", stripe.pay(session.id));
    expect((await postWebhook(event)).status).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: "paid", payments: [{ status: "paid", refunded: false }] });
    expect((await postWebhook(event)).status).toBe(200);
    expect((await emailsOf(id)).filter((row) => row.kind === "quote-paid-notification")).toHaveLength(1);
    const receipt = (await emailsOf(id)).find((row) => row.kind === "quote-paid")!;
    expect(receipt.text).toContain("$812.25");
    // What happens next is the job's to say (the quote page's job, their page): the receipt names no step of its own.
    expect(receipt.text).not.toMatch(/schedule the installation|What happens next/);
  });

  it("waits for a bank payment: processing on completed, paid on async success, even when they arrive the other way round", async () => {
    const first = await signedWithCheckout();
    expect((await postWebhook(checkoutEvent("checkout.session.completed", { ...first.session, payment_status: "unpaid" }))).status).toBe(
      200,
    );
    expect(await statusOf(first.id)).toMatchObject({ status: "signed", payments: [{ status: "processing" }] });
    await postWebhook(checkoutEvent("checkout.session.async_payment_succeeded", { ...stripe.pay(first.session.id) }));
    expect((await statusOf(first.id)).status).toBe("paid");

    const second = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.async_payment_succeeded", { ...stripe.pay(second.session.id) }));
    await postWebhook(checkoutEvent("checkout.session.completed", { ...second.session, payment_status: "unpaid" }));
    await postWebhook(checkoutEvent("checkout.session.expired", { ...second.session }));
    expect(await statusOf(second.id)).toMatchObject({ status: "paid", payments: [{ status: "paid" }] });
  });

  it("records a failed bank payment and an expired session, and lets the customer try again", async () => {
    const failed = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.completed", { ...failed.session, payment_status: "unpaid" }));
    await postWebhook(checkoutEvent("checkout.session.async_payment_failed", { ...failed.session, payment_status: "unpaid" }));
    expect(await statusOf(failed.id)).toMatchObject({ status: "signed", payments: [{ status: "failed" }] });
    const again = await callQuote(`/api/quotes/${failed.token}/checkout`, { method: "POST" });
    expect(await again.json()).toEqual({ checkoutUrl: expect.stringContaining("/pay/cs_test_") });

    const expired = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.expired", { ...expired.session }));
    expect(await (await callQuote(`/api/quotes/${expired.token}`)).json()).toMatchObject({ deposit: { state: "expired" } });
  });

  it("opens no second Checkout page once the deposit is paid, or while a bank payment is on its way", async () => {
    const processing = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.completed", { ...processing.session, payment_status: "unpaid" }));
    expect((await callQuote(`/api/quotes/${processing.token}/checkout`, { method: "POST" })).status).toBe(409);
    const paid = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(paid.session.id)));
    expect((await callQuote(`/api/quotes/${paid.token}/checkout`, { method: "POST" })).status).toBe(409);
  });

  it("tells the page whether the deposit can be paid online now, as the Checkout function decides it", async () => {
    const payableOf = async (token: string) =>
      ((await (await callQuote(`/api/quotes/${token}`)).json()) as { depositPayableOnline: boolean }).depositPayableOnline;
    const failed = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.completed", { ...failed.session, payment_status: "unpaid" }));
    await postWebhook(checkoutEvent("checkout.session.async_payment_failed", { ...failed.session, payment_status: "unpaid" }));
    expect(await payableOf(failed.token)).toBe(true);
    const processing = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.completed", { ...processing.session, payment_status: "unpaid" }));
    expect(await payableOf(processing.token)).toBe(false);
    const paid = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(paid.session.id)));
    expect(await payableOf(paid.token)).toBe(false);
  });

  it("answers 200 for an event about a session it does not know, or of another type", async () => {
    expect((await postWebhook(checkoutEvent("checkout.session.completed", { id: "cs_test_unknown", payment_status: "paid" }))).status).toBe(
      200,
    );
    expect(
      (await postWebhook({ id: "evt_other", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } })).status,
    ).toBe(200);
  });
});

describe("POST /api/quotes/{token}/cancel", () => {
  it("cancels within three business days, refunds the paid deposit in full and tells the admins", async () => {
    const { id, token, session } = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(session.id)));
    // Signed Wednesday 9 AM; the last day is Saturday: Saturday 11:59 PM Phoenix still cancels.
    vi.setSystemTime(new Date("2026-12-06T06:59:00Z"));
    const response = await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" });
    expect(await response.json()).toEqual({ status: "cancelled" });
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: `pi_test_${session.id.slice(8)}`, amount: 81_225 });
    expect(await statusOf(id)).toMatchObject({ status: "cancelled", payments: [{ status: "paid", refunded: true }] });
    const emails = await emailsOf(id);
    expect(emails.find((row) => row.kind === "quote-cancelled")!.text).toContain("$812.25");
    expect(emails.find((row) => row.kind === "quote-cancelled-notification")!.text).toContain("refunded in full");
    expect(await (await callQuote(`/api/quotes/${token}`)).json()).toMatchObject({
      stage: "cancelled",
      cancelUntil: null,
      deposit: { refunded: true },
    });
    // Twice is harmless, and refunds nothing more.
    const refunds = stripe.refunds.length;
    expect((await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" })).status).toBe(200);
    expect(stripe.refunds.length).toBe(refunds);
  });

  it("returns 409 from midnight after the third business day, and the link still opens", async () => {
    const { token } = await signedWithCheckout();
    vi.setSystemTime(new Date("2026-12-06T07:00:00Z"));
    expect((await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" })).status).toBe(409);
    expect(await (await callQuote(`/api/quotes/${token}`)).json()).toMatchObject({ stage: "signed", cancelUntil: null });
  });

  it("cancels all the same when Stripe refuses the refund: the deposit kept as it is until the sweep refunds it, the customer told it follows", async () => {
    const { id, token, session } = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(session.id)));
    stripe.setRefuseRefunds(true);
    try {
      expect(await (await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" })).json()).toEqual({ status: "cancelled" });
      expect(await statusOf(id)).toMatchObject({ status: "cancelled", payments: [{ status: "paid", refunded: false }] });
      const email = (await emailsOf(id)).find((row) => row.kind === "quote-cancelled")!;
      expect(email.text).toContain("Your deposit of $812.25 will be refunded in full");
      expect(email.text).not.toContain("is refunded in full");
      expect((await emailsOf(id)).find((row) => row.kind === "quote-cancelled-notification")!.text).toContain(
        "$812.25 to refund: Stripe refused just now",
      );
    } finally {
      stripe.setRefuseRefunds(false);
    }
    await refundDeposits();
    expect(await statusOf(id)).toMatchObject({ status: "cancelled", payments: [{ status: "paid", refunded: true }] });
    expect((await emailsOf(id)).filter((row) => row.kind === "deposit-refunded")).toHaveLength(1);
  });

  it("promises no refund where no deposit was paid", async () => {
    const visit = await seedAppointment();
    const { id, token, options } = await sentQuote({ appointmentId: visit.id });
    await sign(token, { optionId: options[0]!.id, name: "Ana Lopez", agree: true });
    expect(await (await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" })).json()).toEqual({ status: "cancelled" });
    const email = (await emailsOf(id)).find((row) => row.kind === "quote-cancelled")!;
    expect(email.text).toContain("As you asked, we cancelled the contract. You owe nothing.");
    expect(email.text).not.toContain("refund");
    expect(await (await callQuote(`/api/quotes/${token}`)).json()).toMatchObject({
      stage: "cancelled",
      deposit: { state: "open", refunded: false },
    });
  });

  it("refunds a deposit that comes in after the contract was cancelled, and tells the customer and the admins", async () => {
    const { id, token, session } = await signedWithCheckout();
    // Paid on Stripe's page as the customer cancelled on ours; Stripe's webhook comes after.
    const paid = stripe.pay(session.id);
    await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" });
    expect((await emailsOf(id)).find((row) => row.kind === "quote-cancelled")!.text).not.toContain("refunded");
    await postWebhook(checkoutEvent("checkout.session.completed", paid));
    expect(await statusOf(id)).toMatchObject({
      status: "cancelled",
      payments: [{ status: "paid", refunded: true, refundReason: "cancelled" }],
    });
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: paid.payment_intent, amount: 81_225 });
    const emails = await emailsOf(id);
    expect(emails.find((row) => row.kind === "deposit-refunded")!.text).toContain("We refunded $812.25 in full");
    expect(emails.find((row) => row.kind === "deposit-refunded-notification")!.subject).toMatch(/^Deposit refunded after the cancellation/);
    // No "deposit received" for a cancelled contract.
    expect(emails.filter((row) => row.kind === "quote-paid")).toHaveLength(0);
  });

  it("closes the open Checkout page through Stripe, so it cannot be paid after", async () => {
    const { token, session } = await signedWithCheckout();
    await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" });
    expect(stripe.sessions.find((candidate) => candidate.id === session.id)!.status).toBe("expired");
    expect(() => stripe.pay(session.id)).toThrow(/cannot be paid/);
  });
});

describe("the follow-up", () => {
  it("follows up a quote opened three days ago once, never twice, and never when turned off", async () => {
    const visit = await seedAppointment();
    const { id, token } = await sentQuote({ appointmentId: visit.id });
    const off = await sentQuote({ appointmentId: (await seedAppointment()).id }, { followUp: false });
    await callQuote(`/api/quotes/${token}`);
    await callQuote(`/api/quotes/${off.token}`);
    vi.setSystemTime(new Date("2026-12-05T15:59:00Z"));
    expect((await runQuoteFollowUps(getDb(), serverEnv(), new Date())).followedUp).toBe(0);
    vi.setSystemTime(new Date("2026-12-05T16:00:00Z"));
    await runQuoteFollowUps(getDb(), serverEnv(), new Date());
    await runQuoteFollowUps(getDb(), serverEnv(), new Date());
    expect((await emailsOf(id)).filter((row) => row.kind === "quote-follow-up")).toHaveLength(1);
    expect((await emailsOf(off.id)).filter((row) => row.kind === "quote-follow-up")).toHaveLength(0);
  });
});

describe("the admin's figures", () => {
  it("lists quotes newest first in keyset pages, filtered by stage", async () => {
    const visit = await seedAppointment({ lastName: "Keyset" });
    for (let index = 0; index < 3; index++) await sentQuote({ appointmentId: visit.id });
    const first = await (await callAdmin("/api/admin/quotes?search=Keyset&pageSize=2")).json();
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = await (await callAdmin(`/api/admin/quotes?search=Keyset&pageSize=2&after=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item: { id: string }) => item.id)).size).toBe(3);
    expect((await (await callAdmin("/api/admin/quotes?search=Keyset&status=signed")).json()).items).toHaveLength(0);
    expect((await callAdmin("/api/admin/quotes?status=nonsense")).status).toBe(400);
  });

  it("values an unsigned quote from its lowest to its highest option, a signed one at the option signed", async () => {
    const visit = await seedAppointment({ lastName: "Valued" });
    const { id, token, options } = await sentQuote({ appointmentId: visit.id });
    const row = async () =>
      (await (await callAdmin("/api/admin/quotes?search=Valued")).json()).items.find((item: { id: string }) => item.id === id);
    expect((await row()).value).toEqual({ lowCents: 194_940, highCents: 368_220 });
    expect(await (await callAdmin(`/api/admin/quotes/${id}`)).json()).toMatchObject({ value: { lowCents: 194_940, highCents: 368_220 } });
    await sign(token, { optionId: options[1]!.id, name: "Ana Lopez", agree: true });
    expect((await row()).value).toEqual({ lowCents: 324_900, highCents: 324_900 });
  });

  it("counts sent, signed, close rate, signed value and deposits, and signed value per channel", async () => {
    const { session } = await signedWithCheckout();
    await postWebhook(checkoutEvent("checkout.session.completed", stripe.pay(session.id)));
    const { windows } = await (await callAdmin("/api/admin/quotes/pipeline")).json();
    expect(windows[0]).toMatchObject({ days: 30, since: "2026-11-03" });
    expect(windows[0].sent).toBeGreaterThanOrEqual(windows[0].signed);
    expect(windows[0].signedValueCents).toBeGreaterThanOrEqual(324_900);
    expect(windows[0].depositsCents).toBeGreaterThanOrEqual(81_225);
    const sources = await (await callAdmin("/api/admin/sources")).json();
    const gbp = sources.panels[0].rows.find((row: { channel: string }) => row.channel === "google-business-profile");
    expect(gbp.signedValueCents).toBeGreaterThanOrEqual(324_900);
  });
});
