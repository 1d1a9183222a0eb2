/**
 * The manufacturers and distributors the office orders units from (GET|POST /api/admin/suppliers,
 * PATCH /api/admin/suppliers/{id}): where an order is emailed and our account number with them.
 * A price-book line names its supplier, so each opening's unit is ordered from its line's.
 */
import { officeText } from "./admin/office-text";
import { z } from "./zod";

const supplierFields = {
  /** The supplier's name on the order ("Milgard Manufacturing"). */
  name: officeText("the name", 80).min(1, "Name the supplier"),
  /** Where the supplier takes orders: each order is emailed there. */
  email: z
    .string({ error: "Enter the supplier's order email" })
    .trim()
    .max(254, "Keep the email under 254 characters")
    .pipe(z.email("Write an email address, e.g. orders@milgard.com")),
  /** Our account number with the supplier, printed on every order; absent or empty: none. */
  accountNumber: officeText("the account number", 40).optional(),
};

/** POST /api/admin/suppliers. */
export const newSupplierSchema = z.object(supplierFields);
export type NewSupplier = z.output<typeof newSupplierSchema>;

/** PATCH /api/admin/suppliers/{id}: any field, and `active: false` to retire it (its orders stay). */
export const supplierPatchSchema = z.object({ ...supplierFields, active: z.boolean({ error: "Active is true or false" }) }).partial();
export type SupplierPatch = z.output<typeof supplierPatchSchema>;

/** A supplier as the API answers it. */
export interface SupplierView {
  id: string;
  name: string;
  email: string;
  accountNumber: string | null;
  active: boolean;
  updatedAt: string;
  updatedBy: string;
}

/** GET /api/admin/suppliers: every supplier, retired ones too (marked), by name. */
export interface SupplierList {
  suppliers: SupplierView[];
}
