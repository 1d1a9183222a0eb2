/**
 * Orders to the manufacturer (netlify/functions/admin.mts, behind the admin guard): the suppliers
 * the office orders from, and the purchase orders written from a job's openings.
 */
import type { JobPurchaseOrders, PurchaseOrdersWritten, PurchaseOrderView, sendPurchaseOrderSchema } from "../purchase-orders";
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

// ── Purchase orders ─────────────────────────────────────────────────────────────────

/**
 * GET: the job's orders, newest first. POST: write them from the job's openings at their final
 * sizes, one draft per supplier (drafts revised, sent orders kept): 201 when an order was created,
 * else 200; 409 before the re-measure, for a product whose line has no supplier, when every order
 * is sent, or for a write that lost to another at the same time.
 */
export const adminJobPurchaseOrders = {
  path: "/api/admin/jobs/:id/purchase-orders",
  GET: {} as Answers<JobPurchaseOrders>,
  POST: {} as Answers<PurchaseOrdersWritten>,
} satisfies ApiRoute;

/** One order with its lines. */
export const adminPurchaseOrder = { path: "/api/admin/purchase-orders/:id", GET: {} as Answers<PurchaseOrderView> } satisfies ApiRoute;

/**
 * Email the supplier the draft as a PDF and a CSV, Reply-To the office: the order, sent. The job
 * takes the orders' facts and moves to ordered when it was not yet. 409 once sent.
 */
export const adminPurchaseOrderSend = {
  path: "/api/admin/purchase-orders/:id/send",
  POST: {} as Takes<typeof sendPurchaseOrderSchema, PurchaseOrderView>,
} satisfies ApiRoute;
