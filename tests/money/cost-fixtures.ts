/**
 * Seeding what a job costs straight into the tables: a supplier, openings on the job's visit,
 * orders with their lines' confirmed unit costs, remakes, and booked crew-days. The orders' own
 * path through the functions is tested with the orders; here only the sums they leave matter.
 */
import { getDb } from "../../src/server/db/client";
import { installDays, openings, purchaseOrderLines, purchaseOrders, suppliers } from "../../src/server/db/schema";
import type { OrderedUnit, PurchaseOrderKind, PurchaseOrderStatus, RemakeReason } from "../../src/core/purchase-orders";

let suppliersMade = 0;

/** A supplier the office orders from. */
export async function seedSupplier(): Promise<string> {
  const [row] = await getDb()
    .insert(suppliers)
    .values({ name: `Milgard ${++suppliersMade}`, email: `orders${suppliersMade}@milgard.example`, updatedBy: "owner@example.com" })
    .returning();
  return row!.id;
}

/** An opening of the visit, 72 × 48 in. */
export async function seedOpening(appointmentId: string, location = "Living room"): Promise<string> {
  const [row] = await getDb()
    .insert(openings)
    .values({
      appointmentId,
      location,
      kind: "window",
      style: "picture",
      widthSixteenths: 72 * 16,
      heightSixteenths: 48 * 16,
      installMethod: "insert",
      createdBy: "owner@example.com",
    })
    .returning();
  return row!.id;
}

/** A unit as ordered: a 72 × 48 in picture window in `location`, with `change` laid over. */
export const orderedUnit = (location: string, change: Partial<OrderedUnit> = {}): OrderedUnit => ({
  location,
  kind: "window",
  style: "picture",
  widthSixteenths: 72 * 16,
  heightSixteenths: 48 * 16,
  sizeFrom: "measured",
  product: "Milgard Tuscany V400",
  lineId: "00000000-0000-4000-8000-000000000001",
  options: [],
  tempered: false,
  obscure: false,
  installMethod: "insert",
  ...change,
});

/** One line of a seeded order: its opening, its confirmed unit cost, and for a remake why, what it cost and who pays. */
export interface SeededLine {
  openingId: string;
  /** What was ordered; a 72 × 48 in picture window in the living room when not given. */
  unit?: OrderedUnit;
  unitCostCents?: number;
  remake?: { reason: RemakeReason; costCents: number; chargedTo: "us" | "supplier" };
}

/** An order of the job to the supplier, with its lines. */
export async function seedOrder(
  jobId: string,
  supplierId: string,
  { kind = "order", status, lines }: { kind?: PurchaseOrderKind; status: PurchaseOrderStatus; lines: SeededLine[] },
): Promise<string> {
  const [order] = await getDb()
    .insert(purchaseOrders)
    .values({ jobId, supplierId, kind, status, createdBy: "owner@example.com" })
    .returning();
  await getDb()
    .insert(purchaseOrderLines)
    .values(
      lines.map((line, position) => ({
        purchaseOrderId: order!.id,
        openingId: line.openingId,
        position,
        ordered: line.unit ?? orderedUnit("Living room"),
        unitCostCents: line.unitCostCents ?? null,
        remakeReason: line.remake?.reason ?? null,
        remakeCostCents: line.remake?.costCents ?? null,
        remakeChargedTo: line.remake?.chargedTo ?? null,
      })),
    );
  return order!.id;
}

/** The job's install booked on `days` (crew 1). */
export async function bookCrewDays(jobId: string, days: string[], crew = 1): Promise<void> {
  await getDb()
    .insert(installDays)
    .values(days.map((day) => ({ jobId, day, crew })));
}
