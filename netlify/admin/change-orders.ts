/** The office's change orders: `adminJobChangeOrders`, `adminChangeOrderSend` and `adminChangeOrderVoid`. */
import { adminChangeOrderSend, adminChangeOrderVoid, adminJobChangeOrders } from "@/schemas/routes/change-orders";
import { changeOrderCreateSchema } from "@/schemas/change-order";
import { createChangeOrder } from "@/server/change-orders/write-change-order";
import { sendChangeOrder, voidChangeOrder } from "@/server/change-orders/send-change-order";
import { CHANGE_ORDER_NOT_FOUND } from "@/server/change-orders/records";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { JOB_NOT_FOUND } from "@/server/jobs/records";
import { admins } from "./guard";

/** POST { items, note? }: write a change order on the job (201 { id, totalCents, newContractTotalCents }). */
export const jobChangeOrdersEndpoint = admins.on(adminJobChangeOrders, {
  POST: withBody(changeOrderCreateSchema, async ({ body, guarded: admin, params }) =>
    json(await createChangeOrder(getDb(), requireRowId(params.id, JOB_NOT_FOUND), body, admin.email, new Date()), { status: 201 }),
  ),
});

/** POST: send the change order (a fresh link; earlier ones retired). */
export const changeOrderSendEndpoint = admins.on(adminChangeOrderSend, {
  async POST({ params }) {
    return json(await sendChangeOrder(getDb(), serverEnv(), requireRowId(params.id, CHANGE_ORDER_NOT_FOUND), new Date()));
  },
});

/** POST: withdraw an unsigned change order. */
export const changeOrderVoidEndpoint = admins.on(adminChangeOrderVoid, {
  async POST({ params, guarded: admin }) {
    return json(await voidChangeOrder(getDb(), requireRowId(params.id, CHANGE_ORDER_NOT_FOUND), admin, new Date()));
  },
});
