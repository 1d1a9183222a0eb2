/**
 * After an order is sent: the supplier's confirmation entered by the office and checked line by
 * line, the office's answer to a difference (accept with a reason, or a corrected order), the
 * units received, and remakes (src/schemas/routes/purchase-order-checks.ts). Sizes come in as the
 * measure sheet takes them ("71 1/2", "71-1/2", 71.5) and are kept in sixteenths.
 */
import type { Mismatch, PurchaseOrderKind, PurchaseOrderStatus, RemakePayer, RemakeReason } from "@/core/purchase-orders";
import { REMAKE_PAYERS, REMAKE_REASONS } from "@/core/purchase-orders";
import type { OpeningStyle } from "@/core/openings";
import { officeText } from "./admin/office-text";
import { day } from "./job";
import { openingSize } from "./openings";
import { z } from "./zod";

/** The most lines one order holds: a large house's openings, with room to spare. */
export const MAX_ORDER_LINES = 80;

const openingId = z.uuid("Not an opening of this order");

/** One line of the supplier's confirmation: the opening, its size and options as confirmed, and what the unit costs us. */
const confirmationLineSchema = z.object({
  openingId,
  width: openingSize("Width"),
  height: openingSize("Height"),
  /** The price-book option ids the confirmation lists. */
  options: z.array(z.uuid("Not an option of the price book")).max(20, "At most 20 options a unit"),
  unitCostCents: z
    .number({ error: "Give the unit's cost in cents" })
    .int("Give the unit's cost in whole cents")
    .min(0, "A cost cannot be negative")
    .max(10_000_000, "Check the unit's cost"),
});

/** POST /api/admin/purchase-orders/{id}/confirmation: the supplier's confirmation, line by line, and its ship date. */
export const confirmationSchema = z.object({
  lines: z.array(confirmationLineSchema).min(1, "Confirm at least one line").max(MAX_ORDER_LINES),
  shipDate: day("the ship date"),
});
export type Confirmation = z.output<typeof confirmationSchema>;

/** POST /api/admin/purchase-orders/{id}/accept: the differences accepted as they are, and why. */
export const acceptConfirmationSchema = z.object({
  reason: officeText("the reason", 500).min(1, "Say why the differences are accepted"),
});

/** POST /api/admin/purchase-orders/{id}/received: the openings whose units arrived; without them, every line. */
export const receivedSchema = z.object({
  openingIds: z.array(openingId).min(1, "Tick at least one unit").max(MAX_ORDER_LINES).optional(),
});

/** POST /api/admin/purchase-orders/{id}/remakes: one unit of this order made again, why, at what cost, and who pays. */
export const remakeSchema = z.object({
  openingId,
  reason: z.enum(REMAKE_REASONS, { error: "Choose mis-measure, damaged, supplier error or other" }),
  costCents: z
    .number({ error: "Give the remake's cost in cents" })
    .int("Give whole cents")
    .min(0, "A cost cannot be negative")
    .max(10_000_000),
  chargedTo: z.enum(REMAKE_PAYERS, { error: "Say who pays: us or the supplier" }),
});

/** What a confirmation decided: the order's status and the differences found (none when confirmed). */
export interface ConfirmationResult {
  status: PurchaseOrderStatus;
  mismatches: Mismatch[];
}

/** One unit's size and options, for people: "72", "48", ["Low-E glass"]. */
export interface UnitFacts {
  width: string;
  height: string;
  options: string[];
}

/** One line of an order on the job page: what was ordered beside what the supplier confirmed. */
export interface OrderCheckLine {
  openingId: string;
  location: string;
  style: OpeningStyle;
  product: string;
  ordered: UnitFacts & { optionIds: string[] };
  confirmed: (UnitFacts & { unitCostCents: number }) | null;
  /** The fields that differ in the last confirmation ("width", "options"…). */
  differs: Mismatch["field"][];
  receivedAt: string | null;
  remake: { reason: RemakeReason; costCents: number; chargedTo: RemakePayer } | null;
}

/** One order of the job as the confirmation, receiving and remakes read it. */
export interface OrderCheck {
  id: string;
  number: number;
  kind: PurchaseOrderKind;
  status: PurchaseOrderStatus;
  supplier: string;
  shipDate: string | null;
  confirmedAt: string | null;
  accepted: { reason: string; by: string; at: string } | null;
  mismatches: Mismatch[];
  lines: OrderCheckLine[];
}

/** GET /api/admin/jobs/{id}/order-checks: the job's orders, newest first. */
export interface OrderChecks {
  orders: OrderCheck[];
}
