/**
 * After an order is sent: `adminJobOrderChecks`, `adminPurchaseOrderConfirmation`,
 * `adminPurchaseOrderAccept`, `adminPurchaseOrderCorrect`, `adminPurchaseOrderReceived`,
 * `adminPurchaseOrderRemakes`.
 */
import {
  adminJobOrderChecks,
  adminPurchaseOrderAccept,
  adminPurchaseOrderConfirmation,
  adminPurchaseOrderCorrect,
  adminPurchaseOrderReceived,
  adminPurchaseOrderRemakes,
} from "@/schemas/routes/purchase-order-checks";
import { acceptConfirmationSchema, confirmationSchema, receivedSchema, remakeSchema } from "@/schemas/purchase-order-checks";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { JOB_NOT_FOUND } from "@/server/jobs/records";
import { acceptConfirmation, correctOrder } from "@/server/purchase-orders/answer-differences";
import { confirmOrder } from "@/server/purchase-orders/confirm-order";
import { jobOrderChecks } from "@/server/purchase-orders/order-checks";
import { ORDER_NOT_FOUND } from "@/server/purchase-orders/order-steps";
import { receiveOrder } from "@/server/purchase-orders/receive-order";
import { remakeUnit } from "@/server/purchase-orders/remake-unit";
import { admins } from "./guard";

/** GET: the job's orders, each line as ordered beside as confirmed. */
export const jobOrderChecksEndpoint = admins.on(adminJobOrderChecks, {
  async GET({ params }) {
    return json(await jobOrderChecks(getDb(), requireRowId(params.id, JOB_NOT_FOUND)));
  },
});

/** POST: the supplier's confirmation, checked line by line. */
export const purchaseOrderConfirmationEndpoint = admins.on(adminPurchaseOrderConfirmation, {
  POST: withBody(confirmationSchema, async ({ body, guarded: admin, params }) =>
    json(await confirmOrder(getDb(), serverEnv(), requireRowId(params.id, ORDER_NOT_FOUND), body, { admin, now: new Date() })),
  ),
});

/** POST: the differences accepted, with a reason. */
export const purchaseOrderAcceptEndpoint = admins.on(adminPurchaseOrderAccept, {
  POST: withBody(acceptConfirmationSchema, async ({ body, guarded: admin, params }) =>
    json(
      await acceptConfirmation(getDb(), serverEnv(), requireRowId(params.id, ORDER_NOT_FOUND), body.reason, {
        admin,
        now: new Date(),
      }),
    ),
  ),
});

/** POST: a corrected order (201 with the new draft). */
export const purchaseOrderCorrectEndpoint = admins.on(adminPurchaseOrderCorrect, {
  async POST({ guarded: admin, params }) {
    return json(await correctOrder(getDb(), requireRowId(params.id, ORDER_NOT_FOUND), { admin: admin.email, now: new Date() }), {
      status: 201,
    });
  },
});

/** POST: units received, all or the openings named. */
export const purchaseOrderReceivedEndpoint = admins.on(adminPurchaseOrderReceived, {
  POST: withBody(receivedSchema, async ({ body, guarded: admin, params }) =>
    json(
      await receiveOrder(getDb(), serverEnv(), requireRowId(params.id, ORDER_NOT_FOUND), body.openingIds, {
        admin,
        now: new Date(),
      }),
    ),
  ),
});

/** POST: a unit made again (201 with the remake order). */
export const purchaseOrderRemakesEndpoint = admins.on(adminPurchaseOrderRemakes, {
  POST: withBody(remakeSchema, async ({ body, guarded: admin, params }) =>
    json(await remakeUnit(getDb(), requireRowId(params.id, ORDER_NOT_FOUND), body, { admin: admin.email, now: new Date() }), {
      status: 201,
    }),
  ),
});
