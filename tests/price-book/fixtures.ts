/**
 * A small real price book for function tests: a window line by united inches, an entry door by the
 * square foot, and the requests that add lines and options through the admin API.
 */
import { expect } from "vitest";
import type { PriceBookLineView, PriceBookOptionView } from "../../src/schemas/price-book";
import { callAdmin } from "../admin/fixtures";

/** Milgard Tuscany V400 by united inches: up to 60, 80, 101 and 120. */
export const tuscany = {
  name: "Milgard Tuscany V400",
  nameEs: "Milgard Tuscany V400 (vinilo)",
  kind: "window",
  pricing: {
    method: "united-inch",
    brackets: [
      { upToInches: 60, cents: 32_500 },
      { upToInches: 80, cents: 38_500 },
      { upToInches: 101, cents: 44_500 },
      { upToInches: 120, cents: 54_500 },
    ],
  },
  installCents: { insert: 15_000, fullFrame: 32_500 },
};

/** A fiberglass entry door at $36 a square foot, $950 at least. */
export const entryDoor = {
  name: "Fiberglass entry door",
  kind: "entry-door",
  pricing: { method: "square-foot", centsPerSquareFoot: 3_600, minimumCents: 95_000 },
  installCents: { insert: 35_000, fullFrame: 40_000 },
};

/** Adds a line through the API (201 expected): its view. */
export async function postLine(body: object = tuscany): Promise<PriceBookLineView> {
  const response = await callAdmin("/api/admin/price-book/lines", { method: "POST", body });
  expect(response.status).toBe(201);
  return response.json();
}

/** Adds an option through the API (201 expected): its view. */
export async function postOption(body: object): Promise<PriceBookOptionView> {
  const response = await callAdmin("/api/admin/price-book/options", { method: "POST", body });
  expect(response.status).toBe(201);
  return response.json();
}
