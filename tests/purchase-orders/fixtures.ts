/** Suppliers for the purchase-order tests, added through the admin API. */
import { expect } from "vitest";
import type { SupplierView } from "../../src/schemas/suppliers";
import { callAdmin } from "../admin/fixtures";

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
