/**
 * The office's suppliers: added, changed, retired (`active: false`; their orders and the lines
 * that name them stay), and the check a price-book line's `supplierId` passes.
 */
import type { NewSupplier, SupplierList, SupplierPatch, SupplierView } from "@/schemas/suppliers";
import type { Database } from "../db/client";
import { insertSupplierRow, listSupplierRows, supplierRowsByIds, updateSupplierRow } from "../db/purchase-orders/suppliers";
import type { Supplier } from "../db/schema";
import { NotFoundError, ValidationError } from "../http/errors";

/** The 404 of an id that names no supplier. */
export const SUPPLIER_NOT_FOUND = "There is no such supplier.";

/** Who changed what, and when. */
interface Change {
  by: string;
  now: Date;
}

/** A supplier as the API answers it. */
export function supplierView(row: Supplier): SupplierView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    accountNumber: row.accountNumber,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** An account number left empty means none. */
const accountNumber = (value: string | undefined) => (value ? value : null);

/** Every supplier, retired ones too, by name. */
export async function listSuppliers(db: Database): Promise<SupplierList> {
  return { suppliers: (await listSupplierRows(db)).map(supplierView) };
}

/** Adds a supplier: the new supplier. */
export async function createSupplier(db: Database, supplier: NewSupplier, { by, now }: Change): Promise<SupplierView> {
  const row = await insertSupplierRow(db, {
    name: supplier.name,
    email: supplier.email,
    accountNumber: accountNumber(supplier.accountNumber),
    updatedBy: by,
    updatedAt: now,
  });
  return supplierView(row);
}

/** Changes a supplier: the supplier changed; 404 when none has the id. */
export async function patchSupplier(db: Database, id: string, patch: SupplierPatch, { by, now }: Change): Promise<SupplierView> {
  const row = await updateSupplierRow(db, id, {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.email !== undefined && { email: patch.email }),
    ...(patch.accountNumber !== undefined && { accountNumber: accountNumber(patch.accountNumber) }),
    ...(patch.active !== undefined && { active: patch.active }),
    updatedBy: by,
    updatedAt: now,
  });
  if (!row) throw new NotFoundError(SUPPLIER_NOT_FOUND);
  return supplierView(row);
}

/**
 * The supplier a price-book line is to name, checked: null clears it; an id that names no
 * supplier, or a retired one, is a 400 on `supplierId` (a line's units could not be ordered).
 */
export async function checkedSupplierId(db: Database, supplierId: string | null): Promise<string | null> {
  if (supplierId === null) return null;
  const [row] = await supplierRowsByIds(db, [supplierId]);
  if (!row) throw new ValidationError(undefined, { supplierId: [`No supplier has the id ${supplierId}`] });
  if (!row.active) throw new ValidationError(undefined, { supplierId: [`${row.name} is retired: restore it or choose another supplier`] });
  return row.id;
}
