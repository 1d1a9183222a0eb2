/** /api/admin/jobs/{id}/change-orders and /api/admin/change-orders/{id}/…: the office's change orders (the guard in netlify/functions/admin.mts ran first). */
import { changeOrderCreateSchema } from "@/schemas/change-order";
import { createChangeOrder } from "../../change-orders/write-change-order";
import { sendChangeOrder, voidChangeOrder } from "../../change-orders/send-change-order";
import { CHANGE_ORDER_NOT_FOUND } from "../../change-orders/records";
import { getDb } from "../../db/client";
import { serverEnv } from "../../env";
import { route, withBody } from "../../http/handler";
import { json } from "../../http/headers";
import { requireRowId } from "../../http/ids";
import { JOB_NOT_FOUND } from "../../jobs/records";
import type { AdminEndpoint } from "./types";

/** POST { items, note? }: write a change order on the job (201 { id, totalCents, newContractTotalCents }). */
export const jobChangeOrdersEndpoint: AdminEndpoint = ({ admin, params }) =>
  route({
    POST: withBody(changeOrderCreateSchema, async ({ body }) => json(await createChangeOrder(getDb(), requireRowId(params.id, JOB_NOT_FOUND), body, admin.email, new Date()), { status: 201 })),
  });

/** POST: send the change order (a fresh link; earlier ones retired). */
export const changeOrderSendEndpoint: AdminEndpoint = ({ params }) =>
  route({
    async POST() {
      return json(await sendChangeOrder(getDb(), serverEnv(), requireRowId(params.id, CHANGE_ORDER_NOT_FOUND), new Date()));
    },
  });

/** POST: withdraw an unsigned change order. */
export const changeOrderVoidEndpoint: AdminEndpoint = ({ params }) =>
  route({
    async POST() {
      return json(await voidChangeOrder(getDb(), requireRowId(params.id, CHANGE_ORDER_NOT_FOUND), new Date()));
    },
  });
