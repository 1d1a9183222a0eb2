/** The suppliers the office orders from (table suppliers): listed, added, changed, looked up. */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { suppliers, type Supplier } from "../schema";

export type NewSupplierRow = Omit<typeof suppliers.$inferInsert, "id" | "createdAt">;
export type SupplierRowChange = Partial<NewSupplierRow> & Pick<NewSupplierRow, "updatedBy" | "updatedAt">;

/** Every supplier, retired ones too, by name. */
export function listSupplierRows(db: Database): Promise<Supplier[]> {
  return db.select().from(suppliers).orderBy(asc(suppliers.name), asc(suppliers.id));
}

/** The suppliers of `ids` that exist. */
export function supplierRowsByIds(db: Database, ids: readonly string[]): Promise<Supplier[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(suppliers)
    .where(inArray(suppliers.id, [...ids]));
}

/** Adds a supplier: its row. */
export async function insertSupplierRow(db: Database, values: NewSupplierRow): Promise<Supplier> {
  const [row] = await db.insert(suppliers).values(values).returning();
  return row!;
}

/** Changes a supplier: its row, or null when no supplier has this id. */
export async function updateSupplierRow(db: Database, id: string, change: SupplierRowChange): Promise<Supplier | null> {
  const [row] = await db.update(suppliers).set(change).where(eq(suppliers.id, id)).returning();
  return row ?? null;
}
