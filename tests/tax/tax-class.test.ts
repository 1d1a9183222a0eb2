/**
 * Arizona's transaction privilege tax through the functions: the owner's rates, a replacement
 * quote with no tax line anywhere (page, contract PDF, invoice, receipt, QuickBooks CSV) and never
 * "not included", a modification taxed at its city's rate on 65% of the price, the 409 of a city
 * with no rate, a change order taxed as its contract, and a revision written before tax classes
 * still showing the rate its writer typed.
 */
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { quoteRevisions } from "../../src/server/db/schema";
import { callAdmin, seedAppointment, seedLead, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { pdfText } from "../helpers/pdf-text";
import { writeChangeOrder } from "../money/fixtures";
import { callInvoice, invoicePage, sentInvoice } from "../money/invoice-fixtures";
import { asTypedRateQuote, callQuote, sentQuote, threeOptions, useContractFacts } from "../quotes/fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
useFunctionDatabase({ now: new Date("2026-12-02T16:00:00Z") });
useAdminEnv();
useContractFacts();

const RATES = {
  rates: [
    { city: "Gilbert", percent: 7.8, asOf: "2026-01-01" },
    { city: "Mesa", percent: 8.3, asOf: "2026-07-01" },
  ],
};
const putRates = (body: object) => callAdmin("/api/admin/tax-rates", { method: "PUT", body });
const NOT_INCLUDED = /not included|no incluido/i;

/** A visit's quote of class `taxClass`, sent, changed by `beforeSigning`, and signed for "Better" in `locale`; its job's id and the quote's token. */
async function signedJobOf(
  taxClass: "replacement" | "modification",
  locale: "en" | "es" = "en",
  beforeSigning?: (quoteId: string) => Promise<void>,
) {
  const visit = await seedAppointment({ locale });
  const quote = await sentQuote({ appointmentId: visit.id }, { taxClass });
  await beforeSigning?.(quote.id);
  const signed = await callQuote(`/api/quotes/${quote.token}/sign`, {
    method: "POST",
    body: { optionId: quote.options[1]!.id, name: "Ana Lopez", agree: true, locale },
  });
  expect(signed.status).toBe(200);
  const detail = await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json();
  return { ...quote, jobId: detail.jobId as string };
}

const csvRows = async () =>
  parse(await (await callAdmin("/api/admin/exports/invoices.csv")).text(), { bom: true, columns: true }) as Record<string, string>[];

describe("GET|PUT /api/admin/tax-rates", () => {
  it("keeps the owner's table and answers it", async () => {
    expect(await (await callAdmin("/api/admin/tax-rates")).json()).toEqual({ rates: [], updatedBy: null, updatedAt: null });
    const saved = await putRates(RATES);
    expect(saved.status).toBe(200);
    expect(await (await callAdmin("/api/admin/tax-rates")).json()).toMatchObject({ ...RATES, updatedBy: expect.any(String) });
  });

  it.each([
    ["a rate of three decimals", [{ city: "Mesa", percent: 8.375, asOf: "2026-07-01" }]],
    ["a rate of 0", [{ city: "Mesa", percent: 0, asOf: "2026-07-01" }]],
    ["a day that is not one", [{ city: "Mesa", percent: 8.3, asOf: "2026-02-30" }]],
    ["a city twice", [RATES.rates[1], { city: " mesa ", percent: 8.3, asOf: "2026-07-01" }]],
    ["no city", [{ city: "", percent: 8.3, asOf: "2026-07-01" }]],
  ])("returns 400 naming the field for %s", async (_, rates) => {
    const response = await putRates({ rates });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors).join()).toMatch(/^rates/);
  });
});

describe("a modification quote", () => {
  it("returns 409 naming the city when the owner's table has no rate for it", async () => {
    await putRates({ rates: [RATES.rates[1]] });
    const visit = await seedAppointment();
    const response = await callAdmin("/api/admin/quotes", {
      method: "POST",
      body: { ...threeOptions({ appointmentId: visit.id }), taxClass: "modification" },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toContain("Gilbert");
  });

  it("returns 400 naming taxCity for a lead's quote that names no city, and takes the city it names", async () => {
    await putRates(RATES);
    const lead = await seedLead();
    const body = { ...threeOptions({ leadId: lead.id }), jobAddress: "9 N Center St, Mesa, AZ 85201", taxClass: "modification" };
    const without = await callAdmin("/api/admin/quotes", { method: "POST", body });
    expect(without.status).toBe(400);
    expect((await without.json()).fieldErrors).toHaveProperty("taxCity");
    const written = await callAdmin("/api/admin/quotes", { method: "POST", body: { ...body, taxCity: "mesa" } });
    expect(written.status).toBe(201);
    // Better: 324,900 × 65% × 8.30% = 17,528.355 → 17,528.
    expect((await written.json()).options[1]).toMatchObject({ taxCents: 17_528, totalCents: 342_428 });
  });

  it("taxes each option at its city's rate on 65% of the price after discount, rounded at the half cent, and keeps the rate on the revision", async () => {
    await putRates(RATES);
    const visit = await seedAppointment();
    const response = await callAdmin("/api/admin/quotes", {
      method: "POST",
      body: { ...threeOptions({ appointmentId: visit.id }), taxClass: "modification" },
    });
    expect(response.status).toBe(201);
    const quote = await response.json();
    // Gilbert 7.80% on 65%: 194,940 × 0.0507 = 9,883.458 → 9,883; 324,900 × 0.0507 = 16,472.43 → 16,472;
    // 368,220 × 0.0507 = 18,668.754 → 18,669.
    expect(quote.options.map((option: { taxCents: number; totalCents: number }) => [option.taxCents, option.totalCents])).toEqual([
      [9_883, 204_823],
      [16_472, 341_372],
      [18_669, 386_889],
    ]);
    const [revision] = await getDb().select().from(quoteRevisions).where(eq(quoteRevisions.quoteId, quote.id));
    expect(revision).toMatchObject({ taxClass: "modification", taxCity: "Gilbert", taxRateAsOf: "2026-01-01", taxRateBasisPoints: 780 });

    // Half a cent: 5,000 × 65% × 7.80% = 253.5 → 254; a cent less, 4,999 → 253.449 → 253.
    const edit = (unitPriceCents: number) =>
      callAdmin(`/api/admin/quotes/${quote.id}`, {
        method: "PUT",
        body: { options: [{ name: "One", items: [{ description: "New opening", quantity: 1, unitPriceCents }] }] },
      }).then((answer) => answer.json());
    expect((await edit(5_000)).options[0]).toMatchObject({ taxCents: 254, totalCents: 5_254 });
    expect((await edit(4_999)).options[0]).toMatchObject({ taxCents: 253, totalCents: 5_252 });
  });

  it("prints the TPT line on the page, the contract PDF, the change order, the invoice and the CSV", async () => {
    await putRates(RATES);
    const job = await signedJobOf("modification");
    const view = await (await callQuote(`/api/quotes/${job.token}`)).json();
    expect(view.document.options[1]).toMatchObject({ taxClass: "modification", taxRateBasisPoints: 780, taxCents: 16_472 });
    const text = await pdfText(await (await callQuote(`/api/quotes/${job.token}/pdf`)).arrayBuffer());
    // PDF.js may read a glyph run apart ("7 .80"): the words are compared with that space allowed.
    expect(text).toMatch(/Arizona TPT \(prime contracting\): 7 ?\.80% on 65% of the price \$164\.72 Total \$3,413\.72/);
    expect(text).not.toMatch(NOT_INCLUDED);

    // A change order is taxed as its contract: 72,500 × 65% × 7.80% = 3,675.75 → 3,676.
    const order = await writeChangeOrder(job.jobId, [{ description: "One more slider", quantity: 1, unitPriceCents: 72_500 }]);
    expect(order.totalCents).toBe(76_176);

    // An invoice holds the tax of its share: 25% of 341,372 = 85,343; 85,343 × 0.0507 / 1.0507 = 4,118.07 → 4,118.
    const invoice = await sentInvoice(job.jobId, { kind: "progress", percent: 25 });
    expect(invoice.amountCents).toBe(85_343);
    const page = await invoicePage(invoice.token);
    expect(page.tax).toEqual({ kind: "line", label: "Included: Arizona TPT (prime contracting), 7.80% on 65% of the price", cents: 4_118 });
    const pdf = await pdfText(await (await callInvoice(`/api/invoices/${invoice.token}/pdf`)).arrayBuffer());
    expect(pdf).toMatch(/Included: Arizona TPT \(prime contracting\), 7 ?\.80% on 65% of the price \$41\.18/);
    const rows = (await csvRows()).filter((row) => row["Invoice number"] === String(invoice.number));
    expect(rows.map((row) => row["Tax Amount"])).toEqual(["41.18"]);
  });
});

describe("a replacement quote", () => {
  it("has no tax line and never 'not included': one sentence says no tax is added, on the page, the PDF, the invoice and the CSV", async () => {
    const job = await signedJobOf("replacement", "es");
    const view = await (await callQuote(`/api/quotes/${job.token}?locale=es`)).json();
    expect(view.document.options[1]).toMatchObject({ taxClass: "replacement", taxRateBasisPoints: 0, taxCents: 0, totalCents: 324_900 });
    const text = await pdfText(await (await callQuote(`/api/quotes/${job.token}/pdf`)).arrayBuffer());
    expect(text).toContain("A este precio no se le agrega el impuesto sobre el privilegio de transacción (TPT) de Arizona");
    expect(text).not.toMatch(NOT_INCLUDED);
    expect(text).not.toMatch(/Impuesto sobre las ventas|TPT de Arizona \(contratación principal\)/);

    const invoice = await sentInvoice(job.jobId, { kind: "progress", percent: 25 });
    const page = await invoicePage(invoice.token, "en");
    expect(page.tax).toEqual({
      kind: "note",
      text: expect.stringMatching(/^Arizona transaction privilege tax is not added to this price/),
    });
    const pdf = await pdfText(await (await callInvoice(`/api/invoices/${invoice.token}/pdf`)).arrayBuffer());
    expect(pdf).not.toMatch(NOT_INCLUDED);
    expect(pdf).not.toMatch(/TPT de Arizona \(contratación principal\)|Sales tax|Impuesto sobre las ventas/);
    const rows = (await csvRows()).filter((row) => row["Invoice number"] === String(invoice.number));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row["Tax Amount"])).toEqual(rows.map(() => ""));

    // Its change orders add no tax either.
    const order = await writeChangeOrder(job.jobId, [{ description: "One more slider", quantity: 1, unitPriceCents: 72_500 }]);
    expect(order.totalCents).toBe(72_500);
  });
});

describe("a revision written before tax classes", () => {
  it("still shows the rate its writer typed, or at 0 its 'not included'", async () => {
    const visit = await seedAppointment();
    const quote = await sentQuote({ appointmentId: visit.id });
    await asTypedRateQuote(quote.id, 830);
    const view = await (await callQuote(`/api/quotes/${quote.token}`)).json();
    expect(view.document.options[1]).not.toHaveProperty("taxClass");
    expect(view.document.options[1]).toMatchObject({ taxRateBasisPoints: 830, taxCents: 24_900, totalCents: 324_900 });
    const text = await pdfText(await (await callQuote(`/api/quotes/${quote.token}/pdf`)).arrayBuffer());
    expect(text).toContain("Sales tax (8.3%) $249.00");
    await asTypedRateQuote(quote.id, 0);
    expect(await pdfText(await (await callQuote(`/api/quotes/${quote.token}/pdf`)).arrayBuffer())).toContain("Sales tax: not included");
  });

  it("taxes its job's change orders at the typed rate", async () => {
    const job = await signedJobOf("replacement", "en", (quoteId) => asTypedRateQuote(quoteId, 830));
    // 72,500 × 8.30% = 6,017.5 → 6,018.
    const order = await writeChangeOrder(job.jobId, [{ description: "One more slider", quantity: 1, unitPriceCents: 72_500 }]);
    expect(order.totalCents).toBe(78_518);
  });
});
