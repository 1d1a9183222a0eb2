/**
 * Orders to the manufacturer (netlify/functions/admin.mts, behind the admin guard): the suppliers
 * the office orders from, and the purchase orders written from a job's openings.
 */
import type { newSupplierSchema, SupplierList, supplierPatchSchema, SupplierView } from "../suppliers";
import type { Answers, ApiRoute, Takes } from "./route";

// ── Suppliers ───────────────────────────────────────────────────────────────────────

/** GET: every supplier, retired ones too (marked). POST: a new supplier (201). */
export const adminSuppliers = {
  path: "/api/admin/suppliers",
  GET: {} as Answers<SupplierList>,
  POST: {} as Takes<typeof newSupplierSchema, SupplierView>,
} satisfies ApiRoute;

/** Any field of a supplier; `{ active: false }` retires it, `true` restores it. */
export const adminSupplier = {
  path: "/api/admin/suppliers/:id",
  PATCH: {} as Takes<typeof supplierPatchSchema, SupplierView>,
} satisfies ApiRoute;
