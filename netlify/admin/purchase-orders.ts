/** A job's purchase orders: `adminJobPurchaseOrders`, `adminPurchaseOrder`, `adminPurchaseOrderSend`. */
import { sendPurchaseOrderSchema } from "@/schemas/purchase-orders";
import { adminJobPurchaseOrders, adminPurchaseOrder, adminPurchaseOrderSend } from "@/schemas/routes/purchase-orders";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { JOB_NOT_FOUND } from "@/server/jobs/records";
import { sendPurchaseOrder } from "@/server/purchase-orders/send-order";
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

/** POST: email the supplier the draft (PDF and CSV); the order as sent. */
export const purchaseOrderSendEndpoint = admins.on(adminPurchaseOrderSend, {
  POST: withBody(sendPurchaseOrderSchema, async ({ body, params, guarded: admin }) =>
    json(
      await sendPurchaseOrder(getDb(), serverEnv(), requireRowId(params.id, PURCHASE_ORDER_NOT_FOUND), {
        shipTo: body.shipTo,
        admin,
        now: new Date(),
      }),
    ),
  ),
});
