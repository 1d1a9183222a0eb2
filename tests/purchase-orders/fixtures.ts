/** Suppliers, price-book lines and priced openings for the purchase-order tests, written through the admin API. */
import { expect } from "vitest";
import { priceOpening, type PriceBookLine, type PriceBookOption } from "../../src/core/price-book";
import type { PricedOpeningRecord } from "../../src/core/quote-openings";
import type { OpeningView } from "../../src/schemas/openings";
import type { PriceBookLineView, PriceBookOptionView } from "../../src/schemas/price-book";
import type { SupplierView } from "../../src/schemas/suppliers";
import { callAdmin } from "../admin/fixtures";
import { signedJobWithOpenings } from "../openings/fixtures";
import { postLine, postOption } from "../price-book/fixtures";

/** Milgard, with our account number. */
export const milgard = { name: "Milgard Manufacturing", email: "orders@milgard.example", accountNumber: "WDNM-4471" };

/** Pella's distributor, without an account number. */
export const pella = { name: "Pella Entry Doors", email: "po@pella.example" };

/** Adds a supplier through the API (201 expected): its view. */
export async function postSupplier(body: object = milgard): Promise<SupplierView> {
  const response = await callAdmin("/api/admin/suppliers", { method: "POST", body });
  expect(response.status).toBe(201);
  return response.json();
}

/** A window line by united inches (Milgard's), and an entry door by the square foot (Pella's). */
export const WINDOW_LINE = {
  name: "Milgard Tuscany V400",
  kind: "window",
  pricing: { method: "united-inch", brackets: [{ upToInches: 150, cents: 50_000 }] },
  installCents: { insert: 15_000, fullFrame: 25_000 },
};
export const DOOR_LINE = {
  name: "Pella fiberglass entry door",
  kind: "entry-door",
  pricing: { method: "square-foot", centsPerSquareFoot: 3_600, minimumCents: 95_000 },
  installCents: { insert: 35_000, fullFrame: 40_000 },
};

/** What a quote priced from the sheet keeps of `opening`, priced by `line` with `options` (and the tempered upgrade where required). */
export function recordOf(
  optionId: string,
  itemIndex: number,
  opening: OpeningView,
  line: PriceBookLineView,
  options: PriceBookOption[] = [],
  temperedOption: PriceBookOption | null = null,
): PricedOpeningRecord {
  const book: PriceBookLine = {
    id: line.id,
    name: line.name,
    nameEs: line.nameEs,
    kind: line.kind,
    pricing: line.pricing,
    installCents: line.installCents,
  };
  const size = { widthSixteenths: opening.width.inches * 16, heightSixteenths: opening.height.inches * 16 };
  const facts = { ...size, kind: opening.kind, installMethod: opening.installMethod, temperedRequired: opening.flags.temperedRequired };
  const priced = priceOpening(book, options, temperedOption, facts);
  if ("problem" in priced) throw new Error(`${line.name} cannot price ${opening.location}`);
  return { optionId, itemIndex, openingId: opening.id, line: book, options, temperedOption, facts, priced, override: null };
}

/** The book the order tests share: Milgard's window line, Pella's door line, Low-E, and the tempered upgrade. */
export interface OrderBook {
  milgard: SupplierView;
  pella: SupplierView;
  windows: PriceBookLineView;
  doors: PriceBookLineView;
  lowE: PriceBookOptionView;
  tempered: PriceBookOptionView;
}

let shared: Promise<OrderBook> | undefined;

/** The book, written once per file (the database is the file's; one tempered upgrade at most). */
export function orderBook(): Promise<OrderBook> {
  shared ??= (async () => {
    const [milgardSupplier, pellaSupplier] = [await postSupplier(milgard), await postSupplier(pella)];
    return {
      milgard: milgardSupplier,
      pella: pellaSupplier,
      windows: await postLine({ ...WINDOW_LINE, supplierId: milgardSupplier.id }),
      doors: await postLine({ ...DOOR_LINE, supplierId: pellaSupplier.id }),
      lowE: await postOption({ name: "Low-E glass", price: { per: "square-foot", cents: 300 } }),
      tempered: await postOption({ name: "Tempered glass", price: { per: "opening", cents: 9_000 }, tempered: true }),
    };
  })();
  return shared;
}

/** A living-room picture window 72 × 48 (its sill at 30 in: no tempered glass), a bathroom slider 35 1/2 × 59 15/16 (obscure, wet area: tempered), a front entry door 36 × 80. */
export const THREE_OPENINGS = [
  { location: "Living room", width: "72", height: "48", sillInches: "30" },
  { location: "Bathroom", style: "slider", width: "35 1/2", height: "59 15/16", obscure: true, wetArea: true, sillInches: "30" },
  { location: "Front door", kind: "entry-door", style: "entry-door", width: "36", height: "80", installMethod: "full-frame" },
];

/** A job signed for THREE_OPENINGS priced by the book (windows with Low-E, the door plain), at the signed stage. */
export async function signedOrderJob(book: OrderBook, openings: object[] = THREE_OPENINGS) {
  return signedJobWithOpenings(openings, (optionIds, all) =>
    all.map((opening, index) => {
      const windows = opening.kind === "window";
      return recordOf(optionIds[1]!, index, opening, windows ? book.windows : book.doors, windows ? [book.lowE] : [], book.tempered);
    }),
  );
}

/** Records the re-measure's final size of an opening (200 expected). */
export async function recordFinal(jobId: string, openingId: string, width: string, height: string): Promise<void> {
  const response = await callAdmin(`/api/admin/jobs/${jobId}/openings/${openingId}`, { method: "PATCH", body: { width, height } });
  expect(response.status).toBe(200);
}

/** POSTs the job's orders. */
export function writeOrders(jobId: string): Promise<Response> {
  return callAdmin(`/api/admin/jobs/${jobId}/purchase-orders`, { method: "POST" });
}
