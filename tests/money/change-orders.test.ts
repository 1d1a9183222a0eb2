/**
 * Change orders through the functions on the real database: written by the office (priced with
 * the signed quote's tax, credits as negative lines, refused below what is paid), sent with a
 * link in the customer's language (a later send retires the earlier link; refused without the
 * contract's business facts), read, signed once by the same machinery as a quote (the record and
 * SHA-256 check against the stored document), changing the contract total only once signed, and
 * drawn as a PDF.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { changeOrderLinks, changeOrders, changeOrderSignatures, emailOutbox, jobEvents } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { pdfPages, pdfText } from "../helpers/pdf-text";
import { jobPage, signedJob as signedJobOf } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { callChangeOrder, CONTRACT_CENTS, payDeposit, sendChangeOrder, writeChangeOrder } from "./fixtures";

/** Every job here was signed from a quote written before tax classes: the contract and its change orders carry its typed 8.3% (tests/tax covers the classes). */
const signedJob = (visit: Parameters<typeof signedJobOf>[0] = {}) => signedJobOf(visit, { typedRate: true });

const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useLiftedSiteCeilings();
useContractFacts();
useStripeStandIn();
useAdminEnv();

const ADDED = { description: "One more Milgard slider", quantity: 1, unitPriceCents: 72_500 };
const LEFT_OUT = { description: "Two windows left out", quantity: 2, unitPriceCents: -20_000 };
const emailsAbout = (id: string) => getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));
const sign = (token: string, body: object) => callChangeOrder(`/api/change-orders/${token}/sign`, { method: "POST", body });

describe("POST /api/admin/jobs/{id}/change-orders", () => {
  it("prices the lines (a credit negative) with the signed quote's 8.3% tax, and answers the contract total it would make", async () => {
    const { jobId } = await signedJob();
    const created = await writeChangeOrder(jobId, [ADDED, LEFT_OUT], "After the re-measure.");
    // 72,500 - 40,000 = 32,500; 8.3% = 2,697.5, rounded half up to 2,698.
    expect(created).toEqual({ id: expect.any(String), totalCents: 35_198, newContractTotalCents: CONTRACT_CENTS + 35_198 });
    const [row] = await getDb().select().from(changeOrders).where(eq(changeOrders.id, created.id));
    expect(row).toMatchObject({ status: "draft", totalCents: 35_198, contractBeforeCents: CONTRACT_CENTS, note: "After the re-measure." });
    expect(row!.items).toEqual([
      { ...ADDED, amountCents: 72_500 },
      { ...LEFT_OUT, amountCents: -40_000 },
    ]);
    // Written is not signed: the contract stands.
    expect((await jobPage(jobId)).contractTotalCents).toBe(CONTRACT_CENTS);
  });

  it("takes a credit as a negative total, tax credited too", async () => {
    const { jobId } = await signedJob();
    expect(await writeChangeOrder(jobId, [{ description: "Haul-away not needed", quantity: 1, unitPriceCents: -15_000 }])).toMatchObject({
      totalCents: -16_245,
      newContractTotalCents: CONTRACT_CENTS - 16_245,
    });
  });

  it.each([
    ["no line", { items: [] }, "items"],
    ["no items at all", {}, "items"],
    ["51 lines", { items: Array.from({ length: 51 }, () => ADDED) }, "items"],
    ["a description of 201 characters", { items: [{ ...ADDED, description: "x".repeat(201) }] }, "items"],
    ["an empty description", { items: [{ ...ADDED, description: " " }] }, "items"],
    ["a fractional unit price", { items: [{ ...ADDED, unitPriceCents: 100.5 }] }, "items"],
    ["a quantity of 0", { items: [{ ...ADDED, quantity: 0 }] }, "items"],
    ["a unit price above $100,000", { items: [{ ...ADDED, unitPriceCents: 10_000_001 }] }, "items"],
    ["a change above $999,999.99", { items: [{ ...ADDED, quantity: 20, unitPriceCents: 9_000_000 }] }, "items"],
    ["a note of 2,001 characters", { items: [ADDED], note: "x".repeat(2001) }, "note"],
  ])("answers 400 naming the field for %s", async (_, body, field) => {
    const { jobId } = await signedJob();
    const response = await callAdmin(`/api/admin/jobs/${jobId}/change-orders`, { method: "POST", body });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors)).toContain(field);
  });

  it("answers 404 for a job that does not exist", async () => {
    const response = await callAdmin("/api/admin/jobs/00000000-0000-4000-8000-000000000000/change-orders", {
      method: "POST",
      body: { items: [ADDED] },
    });
    expect(response.status).toBe(404);
  });

  it("answers 409 for a credit that would take the contract below the paid deposit, and writes nothing", async () => {
    const { jobId, quoteId } = await signedJob();
    await payDeposit(quoteId, NOW);
    // 324,900 - 270,000 - 22,410 tax = 32,490 cents: below the 81,225 paid.
    const response = await callAdmin(`/api/admin/jobs/${jobId}/change-orders`, {
      method: "POST",
      body: { items: [{ description: "Most windows left out", quantity: 1, unitPriceCents: -270_000 }] },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toContain("$812.25");
    expect(await getDb().select().from(changeOrders).where(eq(changeOrders.jobId, jobId))).toEqual([]);
    // Down to exactly what is paid is allowed.
    expect(
      (
        await callAdmin(`/api/admin/jobs/${jobId}/change-orders`, {
          method: "POST",
          body: { items: [{ description: "Most windows left out", quantity: 1, unitPriceCents: -225_000 }] },
        })
      ).status,
    ).toBe(201);
  });

  it("answers 409 on a cancelled job", async () => {
    const { jobId } = await signedJob();
    expect(
      (await callAdmin(`/api/admin/jobs/${jobId}`, { method: "PATCH", body: { stage: "cancelled", note: "Customer moved away." } })).status,
    ).toBe(200);
    expect((await callAdmin(`/api/admin/jobs/${jobId}/change-orders`, { method: "POST", body: { items: [ADDED] } })).status).toBe(409);
  });
});

describe("sending a change order", () => {
  it("answers the link, emails it to the customer, and a later send retires the earlier link", async () => {
    const { jobId, email } = await signedJob();
    const { id } = await writeChangeOrder(jobId, [ADDED]);
    const first = await sendChangeOrder(id);
    expect(first.url).toMatch(/^https?:\/\/[^/]+\/change-order\/[A-Za-z0-9_-]{43}$/);
    const sent = await emailsAbout(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: "change-order-sent", to: email });
    expect(sent[0]!.text).toContain(first.url);
    expect(sent[0]!.text).toMatch(/\/my\/[A-Za-z0-9_-]{43}/);
    // Only the token's hash is stored.
    const links = await getDb().select().from(changeOrderLinks).where(eq(changeOrderLinks.changeOrderId, id));
    expect(links.map((link) => link.tokenHash)).toEqual([createHash("sha256").update(first.token).digest("hex")]);

    const second = await sendChangeOrder(id);
    expect(second.token).not.toBe(first.token);
    expect((await callChangeOrder(`/api/change-orders/${first.token}`)).status).toBe(404);
    expect((await callChangeOrder(`/api/change-orders/${second.token}`)).status).toBe(200);
  });

  it("links a Spanish-speaking customer to /es/change-order/", async () => {
    const { jobId } = await signedJob({ locale: "es" });
    const { id } = await writeChangeOrder(jobId, [ADDED]);
    const { url } = await sendChangeOrder(id);
    expect(url).toMatch(/\/es\/change-order\/[A-Za-z0-9_-]{43}$/);
    const [mail] = await emailsAbout(id);
    expect(mail!.subject).toContain("Orden de cambio");
  });

  it("is refused, as a quote is, without the ROC licence in the business facts", async () => {
    const { jobId } = await signedJob();
    const { id } = await writeChangeOrder(jobId, [ADDED]);
    vi.stubEnv("ROC_LICENSE", "");
    resetServerEnv();
    const response = await callAdmin(`/api/admin/change-orders/${id}/send`, { method: "POST" });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toContain("ROC_LICENSE");
    expect(await emailsAbout(id)).toEqual([]);
  });

  it("is withdrawn by a void: its link opens nothing, and it can be neither sent nor signed", async () => {
    const { jobId } = await signedJob();
    const { id } = await writeChangeOrder(jobId, [ADDED]);
    const { token } = await sendChangeOrder(id);
    expect((await callAdmin(`/api/admin/change-orders/${id}/void`, { method: "POST" })).status).toBe(200);
    expect((await callChangeOrder(`/api/change-orders/${token}`)).status).toBe(404);
    expect((await sign(token, { name: "Ana Lopez", agree: true })).status).toBe(404);
    expect((await callAdmin(`/api/admin/change-orders/${id}/send`, { method: "POST" })).status).toBe(409);
    expect((await callAdmin(`/api/admin/change-orders/${id}/void`, { method: "POST" })).status).toBe(409);
    expect((await jobPage(jobId)).changeOrders).toMatchObject([{ id, status: "void" }]);
  });

  it("answers 404 for a change order that does not exist", async () => {
    expect((await callAdmin("/api/admin/change-orders/00000000-0000-4000-8000-000000000000/send", { method: "POST" })).status).toBe(404);
  });
});

describe("the customer's change order", () => {
  it("shows the job, its address, the seller and licence, the lines, the note, the total and the contract before and after", async () => {
    const { jobId } = await signedJob();
    const { id } = await writeChangeOrder(jobId, [ADDED, LEFT_OUT], "Measured again on site.");
    const { token } = await sendChangeOrder(id);
    const response = await callChangeOrder(`/api/change-orders/${token}`);
    expect(response.status).toBe(200);
    const view = await response.json();
    expect(view).toMatchObject({
      status: "sent",
      signable: true,
      signature: null,
      documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      document: {
        format: "wdnm-change-order/2",
        locale: "en",
        seller: { rocLicense: "ROC 123456", address: expect.stringContaining("1230 N Gilbert Rd") },
        changeOrder: { number: expect.any(Number), issuedOn: "2026-12-02" },
        job: { number: expect.any(Number), quoteNumber: expect.any(Number) },
        jobAddress: expect.stringContaining("AZ"),
        lines: [
          { ...ADDED, amountCents: 72_500 },
          { ...LEFT_OUT, amountCents: -40_000 },
        ],
        subtotalCents: 32_500,
        taxRateBasisPoints: 830,
        taxCents: 2_698,
        totalCents: 35_198,
        note: "Measured again on site.",
        contract: { beforeCents: CONTRACT_CENTS, afterCents: CONTRACT_CENTS + 35_198 },
        terms: {
          consentVersion: "esign-2026-12-change-order",
          consent: expect.arrayContaining([expect.stringContaining("this change order, your signature, the contract it changes")]),
        },
      },
    });
    // In Spanish, asked for the page's language.
    const es = await (await callChangeOrder(`/api/change-orders/${token}?locale=es`)).json();
    expect(es.document.locale).toBe("es");
    expect(es.document.terms.consent[0]).toContain("electrónic");
  });

  it("answers 404 for a token that was never sent", async () => {
    expect((await callChangeOrder(`/api/change-orders/${"B".repeat(43)}`)).status).toBe(404);
    expect((await callChangeOrder("/api/change-orders/not-a-token")).status).toBe(404);
  });
});

describe("signing a change order", () => {
  it("records the signature over exactly the document shown, changes the contract only then, and a second signature is 409", async () => {
    const { jobId, email } = await signedJob();
    const { id, newContractTotalCents } = await writeChangeOrder(jobId, [ADDED, LEFT_OUT]);
    const { token } = await sendChangeOrder(id);
    const shown = await (await callChangeOrder(`/api/change-orders/${token}`)).json();
    expect((await jobPage(jobId)).contractTotalCents).toBe(CONTRACT_CENTS);

    const signed = await sign(token, { name: "Ana Lopez", agree: true, documentSha256: shown.documentSha256 });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ status: "signed" });

    const [record] = await getDb().select().from(changeOrderSignatures).where(eq(changeOrderSignatures.changeOrderId, id));
    expect(record).toMatchObject({
      typedName: "Ana Lopez",
      signedAt: NOW,
      ipAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone) TestSafari/17",
      consentVersion: "esign-2026-12-change-order",
      documentSha256: shown.documentSha256,
      totalCents: 35_198,
      contractBeforeCents: CONTRACT_CENTS,
      contractAfterCents: newContractTotalCents,
    });
    // The hash is the SHA-256 of the stored canonical text, and that text is the document the page showed.
    expect(createHash("sha256").update(record!.document, "utf8").digest("hex")).toBe(record!.documentSha256);
    expect(JSON.parse(record!.document)).toEqual(shown.document);

    const page = await jobPage(jobId);
    expect(page.contractTotalCents).toBe(newContractTotalCents);
    expect(page.changeOrders).toMatchObject([
      { id, status: "signed", totalCents: 35_198, contractBeforeCents: CONTRACT_CENTS, contractAfterCents: newContractTotalCents },
    ]);
    const events = await getDb()
      .select()
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.kind, "change-order")));
    expect(events).toHaveLength(1);
    expect(events[0]!.actor).toBe("customer");

    const mail = await emailsAbout(id);
    const customer = mail.find((message) => message.kind === "change-order-signed");
    expect(customer).toMatchObject({ to: email });
    expect(customer!.text).toContain("$3,600.98");
    expect(customer!.attachments).toEqual([
      expect.objectContaining({ contentType: "application/pdf", filename: expect.stringMatching(/^change-order-\d+\.pdf$/) }),
    ]);
    const admins = mail.find((message) => message.kind === "change-order-signed-notification");
    expect(admins!.to).toMatch(/owner@example\.com/i);
    expect(admins!.text).toContain("$3,249.00 → $3,600.98");

    // The page now shows the signed record.
    const after = await (await callChangeOrder(`/api/change-orders/${token}`)).json();
    expect(after).toMatchObject({
      status: "signed",
      signable: false,
      signature: { typedName: "Ana Lopez", documentSha256: shown.documentSha256 },
    });

    const again = await sign(token, { name: "Ana Lopez", agree: true });
    expect(again.status).toBe(409);
    expect((await jobPage(jobId)).contractTotalCents).toBe(newContractTotalCents);
    // A signed change order is neither sent again nor voided.
    expect((await callAdmin(`/api/admin/change-orders/${id}/void`, { method: "POST" })).status).toBe(409);
    expect((await callAdmin(`/api/admin/change-orders/${id}/send`, { method: "POST" })).status).toBe(409);
  });

  it("answers 400 with field errors in the page's language without the agreement or a name", async () => {
    const { jobId } = await signedJob();
    const { id } = await writeChangeOrder(jobId, [ADDED]);
    const { token } = await sendChangeOrder(id);
    const response = await sign(token, { name: "", locale: "es" });
    expect(response.status).toBe(400);
    const { fieldErrors } = await response.json();
    expect(fieldErrors.agree).toEqual(["Marque la casilla para aceptar antes de firmar."]);
    expect(fieldErrors.name).toEqual(["Escriba su nombre completo para firmar."]);
    expect((await sign(token, { name: "Ana Lopez", agree: false })).status).toBe(400);
  });

  it("answers 409 when the document changed since the page loaded (another change order signed meanwhile)", async () => {
    const { jobId } = await signedJob();
    const first = await writeChangeOrder(jobId, [ADDED]);
    const second = await writeChangeOrder(jobId, [LEFT_OUT]);
    const one = await sendChangeOrder(first.id);
    const two = await sendChangeOrder(second.id);
    const shown = await (await callChangeOrder(`/api/change-orders/${two.token}`)).json();
    expect((await sign(one.token, { name: "Ana Lopez", agree: true })).status).toBe(200);
    expect((await sign(two.token, { name: "Ana Lopez", agree: true, documentSha256: shown.documentSha256 })).status).toBe(409);
    // Read again, it states the contract with the first change in it, and signs.
    const reread = await (await callChangeOrder(`/api/change-orders/${two.token}`)).json();
    expect(reread.document.contract.beforeCents).toBe(CONTRACT_CENTS + first.totalCents);
    expect((await sign(two.token, { name: "Ana Lopez", agree: true, documentSha256: reread.documentSha256 })).status).toBe(200);
    expect((await jobPage(jobId)).contractTotalCents).toBe(CONTRACT_CENTS + first.totalCents + second.totalCents);
  });

  it("answers 409 for a credit the floor refuses by the time it is signed, and changes nothing", async () => {
    const { jobId, quoteId } = await signedJob();
    const { id } = await writeChangeOrder(jobId, [{ description: "Most windows left out", quantity: 1, unitPriceCents: -200_000 }]);
    const { token } = await sendChangeOrder(id);
    // Paid after it was written: 324,900 - 216,600 = 108,300 is still above 81,225; a second credit signed first breaks it.
    await payDeposit(quoteId, NOW);
    const other = await writeChangeOrder(jobId, [{ description: "Trim not needed", quantity: 1, unitPriceCents: -30_000 }]);
    expect((await sign((await sendChangeOrder(other.id)).token, { name: "Ana Lopez", agree: true })).status).toBe(200);
    const refused = await sign(token, { name: "Ana Lopez", agree: true });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toContain("below");
    expect((await jobPage(jobId)).contractTotalCents).toBe(CONTRACT_CENTS - 32_490);
  });
});

describe("the change order's PDF", () => {
  it("names the ROC licence, the job address, the lines, the totals and, once signed, the signature record", async () => {
    const { jobId } = await signedJob();
    const { id } = await writeChangeOrder(jobId, [ADDED, LEFT_OUT], "Measured again on site.");
    const { token } = await sendChangeOrder(id);
    const before = await callChangeOrder(`/api/change-orders/${token}/pdf`);
    expect(before.status).toBe(200);
    expect(before.headers.get("content-type")).toBe("application/pdf");
    const unsigned = await pdfText(await before.arrayBuffer());
    expect(unsigned).toContain("Contract total after this change $3,600.98");
    expect(unsigned).not.toContain("Ana Lopez");

    expect((await sign(token, { name: "Ana Lopez", agree: true })).status).toBe(200);
    const response = await callChangeOrder(`/api/change-orders/${token}/pdf`);
    expect(response.headers.get("content-disposition")).toMatch(/filename="change-order-\d+\.pdf"/);
    const pages = await pdfPages(await response.arrayBuffer());
    const text = pages.join(" ");
    const [record] = await getDb().select().from(changeOrderSignatures).where(eq(changeOrderSignatures.changeOrderId, id));
    for (const expected of [
      "Arizona contractor license ROC 123456",
      "1230 N Gilbert Rd",
      "One more Milgard slider",
      "$725.00",
      "Two windows left out",
      "-$400.00 credit",
      "Sales tax (8.3%, as on your contract) $26.98",
      "Change, tax included $351.98",
      "Contract total before this change $3,249.00",
      "Contract total after this change $3,600.98",
      "Measured again on site.",
      "Ana Lopez",
      "203.0.113.9",
      record!.documentSha256,
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Registrar of Contractors/);
  });

  it("is in Spanish for a Spanish page", async () => {
    const { jobId } = await signedJob({ locale: "es" });
    const { id } = await writeChangeOrder(jobId, [LEFT_OUT]);
    const { token } = await sendChangeOrder(id);
    expect((await sign(token, { name: "Ana López", agree: true, locale: "es" })).status).toBe(200);
    const response = await callChangeOrder(`/api/change-orders/${token}/pdf?locale=es`);
    expect(response.headers.get("content-disposition")).toMatch(/orden-de-cambio-\d+\.pdf/);
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain("Orden de cambio");
    expect(text).toContain("Ana López");
    expect(text).toContain("crédito");
  });
});
