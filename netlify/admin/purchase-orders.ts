/** A job's purchase orders: `adminJobPurchaseOrders`, `adminPurchaseOrder`. */
import { adminJobPurchaseOrders, adminPurchaseOrder } from "@/schemas/routes/purchase-orders";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { JOB_NOT_FOUND } from "@/server/jobs/records";
import { PURCHASE_ORDER_NOT_FOUND } from "@/server/purchase-orders/views";
import { listJobPurchaseOrders, readPurchaseOrder, writePurchaseOrders } from "@/server/purchase-orders/write-orders";
import { admins } from "./guard";

/** GET: the job's orders. POST: write them from its openings (201 when one was created). */
export const jobPurchaseOrdersEndpoint = admins.on(adminJobPurchaseOrders, {
  async GET({ params }) {
    return json(await listJobPurchaseOrders(getDb(), requireRowId(params.id, JOB_NOT_FOUND)));
  },
  async POST({ params, guarded: admin }) {
    const written = await writePurchaseOrders(getDb(), requireRowId(params.id, JOB_NOT_FOUND), { by: admin.email, now: new Date() });
    return json(written, { status: written.created.length > 0 ? 201 : 200 });
  },
});

/** GET: one order with its lines. */
export const purchaseOrderEndpoint = admins.on(adminPurchaseOrder, {
  async GET({ params }) {
    return json(await readPurchaseOrder(getDb(), requireRowId(params.id, PURCHASE_ORDER_NOT_FOUND)));
  },
});
