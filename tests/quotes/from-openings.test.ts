/**
 * A quote priced from a visit's measure sheet by the price book, through the functions against a
 * real (embedded) database: three options' totals, each request the server refuses, overrides, the
 * preview, PUT re-pricing from the book as it is, and the prices a written quote keeps after the
 * book changes. The book and the sheet are written directly (their own APIs are tested beside them).
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import {
  adminActivity,
  jobs,
  openings,
  priceBookLines,
  priceBookOptions,
  quoteRevisions,
  type NewAppointment,
  type Quote,
  type QuoteRevision,
} from "../../src/server/db/schema";
import { callAdmin, seedAppointment, seedLead, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { pdfLines, pdfText } from "../helpers/pdf-text";
import { serverEnv } from "../../src/server/env";
import { sellerFacts } from "../../src/server/seller";
import { contractPdf } from "../../src/server/quotes/contract-pdf";
import { documentOf, sealDocument, signedDocument } from "../../src/server/quotes/document";
import { callQuote, useContractFacts, useStripeStandIn } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

const book = { v400: "", pella: "", patio: "", retired: "", lowE: "", grids: "", tempered: "", retiredOption: "" };

// The database is reached once the environment is set for a test, so the book is written at the first.
beforeEach(async () => {
  if (book.v400) return;
  const db = getDb();
  const line = async (values: Omit<typeof priceBookLines.$inferInsert, "updatedBy">) =>
    (
      await db
        .insert(priceBookLines)
        .values({ ...values, updatedBy: "owner@example.com" })
        .returning()
    )[0]!.id;
  const option = async (values: Omit<typeof priceBookOptions.$inferInsert, "updatedBy">) =>
    (
      await db
        .insert(priceBookOptions)
        .values({ ...values, updatedBy: "owner@example.com" })
        .returning()
    )[0]!.id;
  const united = (brackets: { upToInches: number; cents: number }[]) => ({ method: "united-inch" as const, brackets });
  book.v400 = await line({
    name: "Tuscany V400",
    kind: "window",
    pricing: united([
      { upToInches: 101, cents: 40_000 },
      { upToInches: 120, cents: 52_000 },
    ]),
    installInsertCents: 15_000,
    installFullFrameCents: 30_000,
  });
  book.pella = await line({
    name: "Pella 250",
    kind: "window",
    pricing: united([{ upToInches: 120, cents: 30_000 }]),
    installInsertCents: 12_000,
    installFullFrameCents: 25_000,
  });
  book.patio = await line({
    name: "Patio door",
    nameEs: "Puerta de patio",
    kind: "patio-door",
    pricing: { method: "square-foot", centsPerSquareFoot: 5_000, minimumCents: 100_000 },
    installInsertCents: 40_000,
    installFullFrameCents: 60_000,
  });
  book.retired = await line({
    name: "Old line",
    kind: "window",
    pricing: united([{ upToInches: 200, cents: 1_000 }]),
    installInsertCents: 0,
    installFullFrameCents: 0,
    active: false,
  });
  book.lowE = await option({ name: "Low-E", price: { per: "percent", percent: 10 } });
  book.grids = await option({ name: "Grids", nameEs: "Cuadrícula", price: { per: "opening", cents: 3_500 }, lineIds: [book.v400] });
  book.tempered = await option({
    name: "Tempered",
    nameEs: "Templado",
    price: { per: "opening", cents: 9_000 },
    lineIds: [book.v400, book.pella],
    tempered: true,
  });
  book.retiredOption = await option({ name: "Old colour", price: { per: "opening", cents: 100 }, active: false });
});

/** A visit with three openings on its sheet: a picture window, a bath slider (tempered: wet area) and a patio door. */
async function measuredVisit(change: Partial<NewAppointment> = {}) {
  const visit = await seedAppointment(change);
  const at = (minute: number) => new Date(NOW.getTime() - (60 - minute) * 60_000);
  const common = { appointmentId: visit.id, createdBy: "owner@example.com", installMethod: "insert" as const };
  const rows = await getDb()
    .insert(openings)
    .values([
      {
        ...common,
        location: "Living room",
        kind: "window",
        style: "picture",
        widthSixteenths: 72 * 16,
        heightSixteenths: 48 * 16,
        sillSixteenths: 30 * 16,
        createdAt: at(1),
      },
      {
        ...common,
        location: "Bath",
        kind: "window",
        style: "slider",
        widthSixteenths: 35 * 16 + 8,
        heightSixteenths: 59 * 16 + 15,
        wetArea: true,
        sillSixteenths: 12 * 16,
        createdAt: at(2),
      },
      {
        ...common,
        location: "Patio",
        kind: "patio-door",
        style: "sliding-patio-door",
        widthSixteenths: 72 * 16,
        heightSixteenths: 80 * 16,
        installMethod: "full-frame",
        createdAt: at(3),
      },
    ])
    .returning();
  const [living, bath, patio] = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { visit, living: living!.id, bath: bath!.id, patio: patio!.id };
}

/** Good, better and best for `sheet`: Pella, V400 with Low-E, and V400 with Low-E and grids with the door's price overridden. */
function threeFromOpenings(sheet: Awaited<ReturnType<typeof measuredVisit>>) {
  return {
    appointmentId: sheet.visit.id,
    fromOpenings: [
      {
        name: "Good",
        picks: [
          { lineId: book.pella, optionIds: [] },
          { lineId: book.patio, optionIds: [] },
        ],
      },
      {
        name: "Better",
        picks: [
          { lineId: book.v400, optionIds: [book.lowE] },
          { lineId: book.patio, optionIds: [book.lowE] },
        ],
      },
      {
        name: "Best",
        picks: [
          { lineId: book.v400, optionIds: [book.lowE, book.grids] },
          { lineId: book.patio, optionIds: [book.lowE], openingIds: [sheet.patio] },
        ],
        overrides: [{ openingId: sheet.patio, cents: 270_000, reason: "Matched the door price of last spring's quote" }],
        discountCents: 10_000,
      },
    ],
    depositPercent: 25,
    taxRatePercent: 8.3,
  };
}

const post = (body: object) => callAdmin("/api/admin/quotes", { method: "POST", body });
const figures = (options: { name: string; subtotalCents: number; totalCents: number; depositCents: number }[]) =>
  options.map(({ name, subtotalCents, totalCents, depositCents }) => ({ name, subtotalCents, totalCents, depositCents }));

/** The three options' figures by the book as seeded. */
const SEEDED_FIGURES = [
  // Pella: 300 + 120 install; the bath's slider + 90 tempered (wet area, sill 12 in); the door: 40 sq ft × 50 + 600 full-frame.
  // 420 + 510 + 2,600 = 3,530.00; tax 8.3% = 292.99; total 3,822.99; 25% = 955.7475 → 955.75.
  { name: "Good", subtotalCents: 353_000, totalCents: 382_299, depositCents: 95_575 },
  // V400: 120 united inches → 520 + 52 Low-E + 150; 96 → 400 + 40 + 150 + 90; the door 2,000 + 200 + 600 = 4,202.00.
  { name: "Better", subtotalCents: 420_200, totalCents: 455_077, depositCents: 113_769 },
  // Grids 35 on each window; the door at 2,700 instead of 2,800; less 100 discount: 4,072.00 + 337.98 tax.
  { name: "Best", subtotalCents: 417_200, totalCents: 440_998, depositCents: 110_250 },
];

describe("POST /api/admin/quotes with fromOpenings", () => {
  it("returns 201 with three options priced from the openings by the book", async () => {
    const sheet = await measuredVisit();
    const response = await post(threeFromOpenings(sheet));
    expect(response.status).toBe(201);
    expect(figures((await response.json()).options)).toEqual(SEEDED_FIGURES);
  });

  it("keeps who overrode the book's price, the book's price and why, with the quote; a quote at the book's prices keeps none", async () => {
    const sheet = await measuredVisit();
    const { id } = await (await post(threeFromOpenings(sheet))).json();
    const recordsOf = (quoteId: string) => getDb().select().from(adminActivity).where(eq(adminActivity.subjectId, quoteId));
    expect(await recordsOf(id)).toEqual([
      expect.objectContaining({
        actorEmail: "owner@example.com",
        action: "quote.override",
        jobId: null,
        detail: {
          overrides: [
            {
              option: "Best",
              openingId: sheet.patio,
              bookCents: 280_000,
              cents: 270_000,
              reason: "Matched the door price of last spring's quote",
            },
          ],
        },
      }),
    ]);
    const { appointmentId: _, ...edit } = threeFromOpenings(sheet);
    expect((await callAdmin(`/api/admin/quotes/${id}`, { method: "PUT", body: edit })).status).toBe(200);
    expect(await recordsOf(id)).toHaveLength(2);
    delete edit.fromOpenings[2]!.overrides;
    expect((await callAdmin(`/api/admin/quotes/${id}`, { method: "PUT", body: edit })).status).toBe(200);
    expect(await recordsOf(id)).toHaveLength(2);
    const plain = await (await post({ ...edit, appointmentId: sheet.visit.id })).json();
    expect(await recordsOf(plain.id)).toEqual([]);
  });

  it("writes one line per opening in the customer's words, and keeps each opening's record for the admin", async () => {
    const sheet = await measuredVisit();
    const { id } = await (await post(threeFromOpenings(sheet))).json();
    const detail = await (await callAdmin(`/api/admin/quotes/${id}`)).json();
    expect(
      detail.options[1].items.map((item: { description: string; unitPriceCents: number }) => [item.description, item.unitPriceCents]),
    ).toEqual([
      ["Living room · picture window · W 72 × H 48 in · Tuscany V400 · Low-E · insert", 72_200],
      [
        "Bath · sliding window · W 35 1/2 × H 59 15/16 in · Tuscany V400 · Low-E · Tempered · insert · tempered glass, required by code",
        68_000,
      ],
      ["Patio · sliding patio door · W 72 × H 80 in · Patio door · Low-E · full-frame · tempered glass, required by code", 280_000],
    ]);
    expect(detail.options[1].items[1].opening).toEqual({
      room: "Bath",
      kind: "window",
      style: "sliding window",
      width: "35 1/2",
      height: "59 15/16",
      size: "W 35 1/2 × H 59 15/16 in",
      product: "Tuscany V400",
      options: ["Low-E", "Tempered"],
      install: "insert",
      flags: ["tempered glass, required by code"],
    });
    const best = detail.pricedOpenings.filter((record: { optionId: string }) => record.optionId === detail.options[2].id);
    expect(best.map((record: { openingId: string; itemIndex: number }) => [record.itemIndex, record.openingId])).toEqual([
      [0, sheet.living],
      [1, sheet.bath],
      [2, sheet.patio],
    ]);
    expect(best[2]).toMatchObject({
      priced: { unitCents: 200_000, installCents: 60_000, totalCents: 280_000 },
      override: { cents: 270_000, reason: "Matched the door price of last spring's quote" },
      line: { id: book.patio, name: "Patio door", pricing: { method: "square-foot", centsPerSquareFoot: 5_000 } },
      facts: { kind: "patio-door", widthSixteenths: 1152, heightSixteenths: 1280, temperedRequired: true },
    });
    expect(detail.options[2].items[2].unitPriceCents).toBe(270_000);
  });

  it("shows a Spanish-speaking customer each opening in Spanish on the page, with no price of the book", async () => {
    const sheet = await measuredVisit({ locale: "es" });
    const { id } = await (await post(threeFromOpenings(sheet))).json();
    const { url } = await (await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" })).json();
    const view = await (await callQuote(`/api/quotes/${url.split("/quote/")[1]}?locale=es`)).json();
    expect(view.document.format).toBe("wdnm-quote/2");
    expect(view.document.options[0].items[2].opening).toMatchObject({
      style: "puerta corrediza de patio",
      size: "An 72 × Al 80 pulg",
      product: "Puerta de patio",
      install: "marco completo",
      flags: ["vidrio templado, lo exige el código"],
    });
    const text = JSON.stringify(view);
    for (const bookOnly of ["upToInches", "centsPerSquareFoot", "pricedOpenings", "Matched the door", "installCents"])
      expect(text).not.toContain(bookOnly);
  });

  it.each([
    [
      "typed options and options from the openings",
      (body: Record<string, unknown>) => ({
        ...body,
        options: [{ name: "A", items: [{ description: "x", quantity: 1, unitPriceCents: 1 }] }],
      }),
      "options",
      /either typed options/,
    ],
    [
      "four options",
      (body: { fromOpenings: unknown[] }) => ({ ...body, fromOpenings: [...body.fromOpenings, body.fromOpenings[0]] }),
      "fromOpenings",
      /at most 3/,
    ],
  ])("returns 400 for %s", async (_, change, field, message) => {
    const sheet = await measuredVisit();
    const response = await post(change(threeFromOpenings(sheet) as never));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors[field]).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });

  it("returns 400 for options from the openings for a lead, which has no measure sheet", async () => {
    const lead = await seedLead();
    const response = await post({ leadId: lead.id, fromOpenings: [{ name: "Good", picks: [{ lineId: book.pella, optionIds: [] }] }] });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.fromOpenings).toEqual(["A quote from the openings is for a visit: give its appointmentId"]);
  });

  const picksOf = (sheet: Awaited<ReturnType<typeof measuredVisit>>) => ({
    "an opening left out": [{ lineId: book.v400, optionIds: [] }],
    "an opening named twice": [
      { lineId: book.v400, optionIds: [], openingIds: [sheet.living, sheet.bath] },
      { lineId: book.pella, optionIds: [], openingIds: [sheet.bath] },
      { lineId: book.patio, optionIds: [] },
    ],
    "a line of another kind": [{ lineId: book.patio, optionIds: [], openingIds: [sheet.living, sheet.bath, sheet.patio] }],
    "an opening too large for the line": [{ lineId: book.v400, optionIds: [] }],
    "an option not for the line": [
      { lineId: book.pella, optionIds: [book.grids] },
      { lineId: book.patio, optionIds: [] },
    ],
    "a retired line": [
      { lineId: book.retired, optionIds: [] },
      { lineId: book.patio, optionIds: [] },
    ],
    "a retired option": [
      { lineId: book.pella, optionIds: [book.retiredOption] },
      { lineId: book.patio, optionIds: [] },
    ],
    "an unknown line": [
      { lineId: "00000000-0000-4000-8000-000000000000", optionIds: [] },
      { lineId: book.patio, optionIds: [] },
    ],
    "an unknown opening": [
      { lineId: book.pella, optionIds: [], openingIds: ["00000000-0000-4000-8000-000000000000"] },
      { lineId: book.pella, optionIds: [] },
      { lineId: book.patio, optionIds: [] },
    ],
  });
  it.each([
    ["an opening left out", /Patio, sliding patio door W 72 × H 80 in is left out: no pick prices it/],
    ["an opening named twice", /Bath, sliding window W 35 1\/2 × H 59 15\/16 in is named by two picks/],
    ["a line of another kind", /Patio door cannot price Living room, picture window W 72 × H 48 in: it is a patio door line/],
    [
      "an opening too large for the line",
      /Tuscany V400 cannot price Living room, picture window W 80 × H 41 in: 121 united inches, beyond its largest bracket \(120\)/,
    ],
    ["an option not for the line", /Grids is not an option of Pella 250/],
    ["a retired line", /Old line is retired/],
    ["a retired option", /Old colour is retired/],
    ["an unknown line", /there is no such line in the price book/],
    ["an unknown opening", /that opening is not on this visit's measure sheet/],
  ] as const)("returns 400 naming it for %s", async (name, message) => {
    const sheet = await measuredVisit();
    if (name === "an opening too large for the line") {
      await getDb()
        .update(openings)
        .set({ widthSixteenths: 80 * 16, heightSixteenths: 41 * 16 })
        .where(eq(openings.id, sheet.living));
      await getDb().delete(openings).where(eq(openings.id, sheet.patio));
    }
    const response = await post({ appointmentId: sheet.visit.id, fromOpenings: [{ name: "Good", picks: picksOf(sheet)[name] }] });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.fromOpenings).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });

  it("returns 400 for an override without a reason", async () => {
    const sheet = await measuredVisit();
    const body = threeFromOpenings(sheet);
    body.fromOpenings[2]!.overrides![0]!.reason = "";
    expect((await post(body)).status).toBe(400);
  });
});

describe("POST /api/admin/quotes/preview", () => {
  it("returns the options as the server would write them, and writes nothing", async () => {
    const sheet = await measuredVisit();
    const response = await callAdmin("/api/admin/quotes/preview", { method: "POST", body: threeFromOpenings(sheet) });
    expect(response.status).toBe(200);
    const preview = await response.json();
    expect(figures(preview.options)).toEqual(SEEDED_FIGURES);
    expect(preview.pricedOpenings).toHaveLength(9);
    expect((await (await callAdmin(`/api/admin/quotes?appointmentId=${sheet.visit.id}`)).json()).items).toEqual([]);
  });
});

describe("GET /api/admin/quotes/book", () => {
  it("returns the book's active lines and options without prices, and the visit's openings", async () => {
    const sheet = await measuredVisit();
    const view = await (await callAdmin(`/api/admin/quotes/book?appointmentId=${sheet.visit.id}`)).json();
    expect(view.lines.map((line: { name: string }) => line.name)).toEqual(["Patio door", "Pella 250", "Tuscany V400"]);
    expect(view.options.map((option: { name: string }) => option.name)).toEqual(["Grids", "Low-E", "Tempered"]);
    expect(view.openings).toEqual([
      { id: sheet.living, kind: "window", label: "Living room, picture window W 72 × H 48 in", temperedRequired: false },
      { id: sheet.bath, kind: "window", label: "Bath, sliding window W 35 1/2 × H 59 15/16 in", temperedRequired: true },
      { id: sheet.patio, kind: "patio-door", label: "Patio, sliding patio door W 72 × H 80 in", temperedRequired: true },
    ]);
    expect(JSON.stringify(view)).not.toContain("cents");
  });
});

describe("a quote from the openings after the book changes", () => {
  /** Raises the V400's brackets and Low-E's percent, as the owner would. */
  async function raiseTheBook() {
    await getDb()
      .update(priceBookLines)
      .set({
        pricing: {
          method: "united-inch",
          brackets: [
            { upToInches: 101, cents: 50_000 },
            { upToInches: 120, cents: 65_000 },
          ],
        },
      })
      .where(eq(priceBookLines.id, book.v400));
    await getDb()
      .update(priceBookOptions)
      .set({ price: { per: "percent", percent: 20 } })
      .where(eq(priceBookOptions.id, book.lowE));
  }
  async function restoreTheBook() {
    await getDb()
      .update(priceBookLines)
      .set({
        pricing: {
          method: "united-inch",
          brackets: [
            { upToInches: 101, cents: 40_000 },
            { upToInches: 120, cents: 52_000 },
          ],
        },
      })
      .where(eq(priceBookLines.id, book.v400));
    await getDb()
      .update(priceBookOptions)
      .set({ price: { per: "percent", percent: 10 } })
      .where(eq(priceBookOptions.id, book.lowE));
  }

  it("keeps the prices it was written and sent with: the page, the admin and the signed job", async () => {
    const sheet = await measuredVisit();
    const { id } = await (await post(threeFromOpenings(sheet))).json();
    const { url } = await (await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" })).json();
    const token = url.split("/quote/")[1];
    await raiseTheBook();
    try {
      const detail = await (await callAdmin(`/api/admin/quotes/${id}`)).json();
      expect(figures(detail.options)).toEqual(SEEDED_FIGURES);
      expect(
        detail.pricedOpenings.find((record: { line: { id: string } }) => record.line.id === book.v400).line.pricing.brackets[1].cents,
      ).toBe(52_000);
      const view = await (await callQuote(`/api/quotes/${token}`)).json();
      expect(figures(view.document.options)).toEqual(SEEDED_FIGURES);
      const signed = await callQuote(`/api/quotes/${token}/sign`, {
        method: "POST",
        body: { optionId: view.document.options[1].id, name: "Ana Lopez", agree: true, documentSha256: view.documentSha256 },
      });
      expect(signed.status).toBe(200);
      const [job] = await getDb().select().from(jobs).where(eq(jobs.quoteId, id));
      const scope = job!.scope as { totalCents: number; items: { totalCents: number; opening?: { room: string; size: string } }[] };
      expect(scope.totalCents).toBe(455_077);
      expect(scope.items[1]).toMatchObject({ totalCents: 68_000, opening: { room: "Bath", size: "W 35 1/2 × H 59 15/16 in" } });
    } finally {
      await restoreTheBook();
    }
  });

  it("re-prices a PUT from the book and the sheet as they are now: a draft in place, a sent quote as a new revision", async () => {
    const sheet = await measuredVisit();
    const body = threeFromOpenings(sheet);
    const { id } = await (await post(body)).json();
    const { appointmentId: _, ...edit } = body;
    await raiseTheBook();
    try {
      // Better, V400 at the raised book: 650 + 130 Low-E + 150; 500 + 100 + 150 + 90; the door 2,000 + 400 + 600.
      const draft = await callAdmin(`/api/admin/quotes/${id}`, { method: "PUT", body: edit });
      expect(draft.status).toBe(200);
      const written = await draft.json();
      expect(written.revision).toBe(1);
      expect(written.options[1].subtotalCents).toBe(93_000 + 84_000 + 300_000);
      await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" });
      await getDb().delete(openings).where(eq(openings.id, sheet.living));
      const revised = await (await callAdmin(`/api/admin/quotes/${id}`, { method: "PUT", body: edit })).json();
      expect(revised.revision).toBe(2);
      expect(revised.options[1].subtotalCents).toBe(84_000 + 300_000);
      const rows = await getDb().select().from(quoteRevisions).where(eq(quoteRevisions.quoteId, id));
      expect(rows.map((row) => (row.pricedOpenings as unknown[]).length).sort()).toEqual([6, 9]);
    } finally {
      await restoreTheBook();
    }
  });

  it("returns 400 for a PUT from the openings on a lead's quote, and turns a quote from the openings into typed lines", async () => {
    const lead = await seedLead();
    const typed = {
      options: [{ name: "A", items: [{ description: "Pella 250", quantity: 2, unitPriceCents: 50_000 }] }],
      jobAddress: "9 W Elm St, Mesa, AZ 85201",
    };
    const { id } = await (await post({ leadId: lead.id, ...typed })).json();
    const refused = await callAdmin(`/api/admin/quotes/${id}`, {
      method: "PUT",
      body: { fromOpenings: [{ name: "Good", picks: [{ lineId: book.pella, optionIds: [] }] }] },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.fromOpenings).toEqual(["A quote for a lead has no measure sheet: type its lines"]);

    const sheet = await measuredVisit();
    const made = await (await post(threeFromOpenings(sheet))).json();
    expect((await callAdmin(`/api/admin/quotes/${made.id}`, { method: "PUT", body: typed })).status).toBe(200);
    const detail = await (await callAdmin(`/api/admin/quotes/${made.id}`)).json();
    expect(detail.pricedOpenings).toBeNull();
    expect(detail.options[0].items).toEqual([{ description: "Pella 250", quantity: 2, unitPriceCents: 50_000, lineTotalCents: 100_000 }]);
  });
});

describe("the PDFs of a quote from the openings", () => {
  it("lists each opening in the customer's language on the quote's PDF and the signed contract", async () => {
    const sheet = await measuredVisit({ locale: "es" });
    const { id } = await (await post(threeFromOpenings(sheet))).json();
    const { url } = await (await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" })).json();
    const token = url.split("/quote/")[1];
    const quotePdf = await pdfText(await (await callQuote(`/api/quotes/${token}/pdf?locale=es`)).arrayBuffer());
    expect(quotePdf).toContain("Opciones ofrecidas");
    expect(quotePdf).toContain("Bath · ventana corrediza An 35 1/2 × Al 59 15/16 pulg");
    expect(quotePdf).toContain("Patio · puerta corrediza de patio An 72 × Al 80 pulg");
    expect(quotePdf).toContain("Puerta de patio · Low-E · marco completo");
    expect(quotePdf).toContain("vidrio templado, lo exige el código");
    const view = await (await callQuote(`/api/quotes/${token}?locale=es`)).json();
    await callQuote(`/api/quotes/${token}/sign`, {
      method: "POST",
      body: { optionId: view.document.options[2].id, name: "Ana López", agree: true, locale: "es", documentSha256: view.documentSha256 },
    });
    const contract = await pdfText(await (await callQuote(`/api/quotes/${token}/pdf`)).arrayBuffer());
    expect(contract).toContain("Opción elegida: Best");
    expect(contract).toContain("Living room · ventana fija An 72 × Al 48 pulg");
    expect(contract).toContain("Tuscany V400 · Low-E · Cuadrícula · inserción");
    expect(contract).not.toContain("Matched the door");
  });

  it("draws each opening's size on a line of its own, never split between the whole inches and the fraction", async () => {
    const sheet = await measuredVisit({ locale: "es" });
    await getDb().update(openings).set({ location: "Baño", style: "single-hung" }).where(eq(openings.id, sheet.bath));
    const { id } = await (await post(threeFromOpenings(sheet))).json();
    const { url } = await (await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" })).json();
    const lines = await pdfLines(await (await callQuote(`/api/quotes/${url.split("/quote/")[1]}/pdf?locale=es`)).arrayBuffer());
    expect(lines).toContain("Baño · ventana de guillotina simple");
    expect(lines).toContain("An 35 1/2 × Al 59 15/16 pulg");
  });

  it("still draws a contract signed in the first shape, of typed lines only", async () => {
    const document = {
      ...documentOf(
        {
          quote: { number: 1001 } as Quote,
          revision: {
            revision: 1,
            updatedAt: NOW,
            validUntil: "2026-12-31",
            jobAddress: "123 E Main St, Gilbert, AZ 85233",
            completion: "",
            note: "",
            options: [
              {
                id: "opt1",
                name: "Good",
                items: [{ description: "Pella 250 double-hung", quantity: 4, unitPriceCents: 45_000, lineTotalCents: 180_000 }],
                subtotalCents: 180_000,
                discountCents: 0,
                taxRateBasisPoints: 0,
                taxCents: 0,
                totalCents: 180_000,
                depositCents: 54_000,
                balanceCents: 126_000,
              },
            ],
          } as unknown as QuoteRevision,
        },
        "en",
        sellerFacts(serverEnv()).seller,
      ),
      format: "wdnm-quote/1" as const,
    };
    const sealed = sealDocument(document);
    expect(signedDocument(sealed.text).format).toBe("wdnm-quote/1");
    const text = await pdfText(
      (await contractPdf(signedDocument(sealed.text), { signature: null, cancelledAt: null, lastDayToCancel: null })).buffer,
    );
    expect(text).toContain("Pella 250 double-hung 4 $450.00 $1,800.00");
  });
});
