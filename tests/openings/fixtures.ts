/** Shared setup of the openings tests: an opening's body, writing one through the functions, and a signed quote that priced openings. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { priceOpening, type PriceBookLine, type PriceBookOption } from "../../src/core/price-book";
import type { PricedOpeningRecord } from "../../src/core/quote-openings";
import type { OpeningView } from "../../src/schemas/openings";
import { getDb } from "../../src/server/db/client";
import { quoteRevisions, type NewAppointment } from "../../src/server/db/schema";
import { callAdmin, seedAppointment } from "../admin/fixtures";
import { callQuote, sentQuote } from "../quotes/fixtures";

/** A picture window in the living room, 72 × 48 in, as the sheet sends it. */
export function anOpening(change: object = {}) {
  return { location: "Living room", kind: "window", style: "picture", width: "72", height: "48", installMethod: "insert", ...change };
}

/** POSTs `body` as an opening of visit `visitId`. */
export function postOpening(visitId: string, body: object): Promise<Response> {
  return callAdmin(`/api/admin/appointments/${visitId}/openings`, { method: "POST", body });
}

/** Writes an opening of visit `visitId` (201) and answers it. */
export async function writtenOpening(visitId: string, change: object = {}): Promise<OpeningView> {
  const response = await postOpening(visitId, anOpening(change));
  expect(response.status).toBe(201);
  return response.json();
}

/** A united-inch window line: up to 100 in $400, up to 120 in $500, up to 150 in $650; insert $150, full-frame $250. */
export const VINYL: PriceBookLine = {
  id: "0f6b2f57-8a4e-4d7b-9c1a-1b2c3d4e5f60",
  name: "Tuscany V400",
  nameEs: null,
  kind: "window",
  pricing: {
    method: "united-inch",
    brackets: [
      { upToInches: 100, cents: 40_000 },
      { upToInches: 120, cents: 50_000 },
      { upToInches: 150, cents: 65_000 },
    ],
  },
  installCents: { insert: 15_000, fullFrame: 25_000 },
};

/** Low-E glass at $3 a square foot. */
export const LOW_E: PriceBookOption = {
  id: "5a1c9e0b-3d2f-4b6a-8e7c-9f0a1b2c3d4e",
  name: "Low-E",
  nameEs: null,
  price: { per: "square-foot", cents: 300 },
  lineIds: null,
  tempered: false,
};

/** What a quote priced from the sheet keeps of `opening`, priced by VINYL with Low-E as the estimator chose. */
export function pricedRecord(optionId: string, itemIndex: number, opening: OpeningView): PricedOpeningRecord {
  const size = { widthSixteenths: opening.width.inches * 16, heightSixteenths: opening.height.inches * 16 };
  const facts = { ...size, kind: opening.kind, installMethod: opening.installMethod, temperedRequired: opening.flags.temperedRequired };
  const priced = priceOpening(VINYL, [LOW_E], null, facts);
  if ("problem" in priced) throw new Error(`VINYL cannot price ${opening.location}`);
  return { optionId, itemIndex, openingId: opening.id, line: VINYL, options: [LOW_E], temperedOption: null, facts, priced, override: null };
}

/**
 * A job signed from a quote priced from the sheet: visit `visit` gets the openings `changes` say
 * (`visitChange` its other facts) (through the functions), its quote is sent, its revision keeps them priced by VINYL with Low-E
 * (by default all on the option signed, "Better"; else as `recordsOf(optionIds, openings)` says),
 * standing in for the quote priced from openings, and the customer signs "Better".
 */
export async function signedJobWithOpenings(
  changes: object[],
  recordsOf: (optionIds: string[], openings: OpeningView[]) => PricedOpeningRecord[] = (ids, all) =>
    all.map((opening, index) => pricedRecord(ids[1]!, index, opening)),
  visitChange: Partial<NewAppointment> = {},
) {
  const visit = await seedAppointment(visitChange);
  const openings: OpeningView[] = [];
  for (const change of changes) openings.push(await writtenOpening(visit.id, change));
  const quote = await sentQuote({ appointmentId: visit.id });
  const optionIds = quote.options.map((option) => option.id);
  const signedFor = optionIds[1]!;
  const records = recordsOf(optionIds, openings);
  // The revision the link shows, before the signature freezes it.
  await getDb().update(quoteRevisions).set({ pricedOpenings: records }).where(eq(quoteRevisions.quoteId, quote.id));
  const signed = await callQuote(`/api/quotes/${quote.token}/sign`, {
    method: "POST",
    body: { optionId: signedFor, name: "Ana Lopez", agree: true },
  });
  expect(signed.status).toBe(200);
  const detail = await (await callAdmin(`/api/admin/quotes/${quote.id}`)).json();
  return { jobId: detail.jobId as string, quoteId: quote.id, visitId: visit.id, openings, records };
}
