/**
 * A job's purchase orders as the admin API answers them (GET|POST /api/admin/jobs/{id}/purchase-orders,
 * GET /api/admin/purchase-orders/{id}, POST …/send): one order per supplier, a line per opening of
 * the signed option with everything the factory builds it from, never a price.
 */
import type { PurchaseOrderKind, PurchaseOrderStatus } from "@/core/purchase-orders";
import type { InstallMethod, OpeningKind } from "@/core/openings";
import type { SizeView } from "./openings";
import { z } from "./zod";

/** One unit of an order, as ordered. */
export interface PurchaseOrderLineView {
  id: string;
  openingId: string;
  /** 1, 2, … in the order's own order (the quote's). */
  position: number;
  location: string;
  kind: OpeningKind;
  style: string;
  width: SizeView;
  height: SizeView;
  /** Which size is ordered: the re-measure's final one, or the measured one. */
  sizeFrom: "final" | "measured";
  product: string;
  options: { id: string; name: string }[];
  tempered: boolean;
  obscure: boolean;
  installMethod: InstallMethod;
}

/** An order to one supplier. */
export interface PurchaseOrderView {
  id: string;
  /** "PO 7001" for people and the supplier. */
  number: number;
  jobId: string;
  supplier: { id: string; name: string; email: string; accountNumber: string | null };
  kind: PurchaseOrderKind;
  status: PurchaseOrderStatus;
  /** 1 when written, raised each time its draft is written again from the openings. */
  revision: number;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
  lines: PurchaseOrderLineView[];
}

/** The job's orders, newest first. */
export interface JobPurchaseOrders {
  orders: PurchaseOrderView[];
}

/** What writing the job's orders did: each order's id by what happened to it, and the job's orders after. */
export interface PurchaseOrdersWritten extends JobPurchaseOrders {
  /** Drafts written for a supplier that had no live order. */
  created: string[];
  /** Drafts whose lines were written again from the openings (revision + 1). */
  revised: string[];
  /** Drafts already matching the openings, left as they were. */
  unchanged: string[];
  /** Orders already sent, never touched. */
  kept: string[];
  /** Drafts of a supplier no line names any more, cancelled. */
  cancelled: string[];
}

/** POST /api/admin/purchase-orders/{id}/send: where the units are shipped (the company's address unless the office says the job's). */
export const sendPurchaseOrderSchema = z.object({
  shipTo: z.enum(["company", "job"], { error: "Ship to the company or to the job" }).optional(),
});
