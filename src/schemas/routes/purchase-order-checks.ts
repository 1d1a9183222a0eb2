/**
 * After an order to the manufacturer is sent (behind the admin guard, netlify/functions/admin.mts):
 * the supplier's confirmation checked line by line, the office's answer to a difference, the units
 * received, remakes, and the job page's view of them. 404 for an unknown order; 409 for an order
 * whose status does not take the step.
 */
import type {
  acceptConfirmationSchema,
  ConfirmationResult,
  confirmationSchema,
  OrderChecks,
  receivedSchema,
  remakeSchema,
} from "../purchase-order-checks";
import type { Answers, ApiRoute, Takes } from "./route";

/** The job's orders with each line as ordered beside as confirmed, received, or made again. */
export const adminJobOrderChecks = { path: "/api/admin/jobs/:id/order-checks", GET: {} as Answers<OrderChecks> } satisfies ApiRoute;

/**
 * The supplier's confirmation of a sent order (or a new one of an order needing attention):
 * confirmed when every line matches, else needing attention with the differences, the admins
 * told; 400 for an opening not on the order or named twice.
 */
export const adminPurchaseOrderConfirmation = {
  path: "/api/admin/purchase-orders/:id/confirmation",
  POST: {} as Takes<typeof confirmationSchema, ConfirmationResult>,
} satisfies ApiRoute;

/** Accept a confirmation's differences with a reason: the order is confirmed. */
export const adminPurchaseOrderAccept = {
  path: "/api/admin/purchase-orders/:id/accept",
  POST: {} as Takes<typeof acceptConfirmationSchema, ConfirmationResult>,
} satisfies ApiRoute;

/** Answer a confirmation's differences with a corrected order: 201 with the new draft (same lines, to revise and send); the old one is superseded. */
export const adminPurchaseOrderCorrect = {
  path: "/api/admin/purchase-orders/:id/correct",
  POST: {} as Answers<{ id: string; number: number }>,
} satisfies ApiRoute;

/** Receive a confirmed order's units, all or the openings named; receiving one twice changes nothing. */
export const adminPurchaseOrderReceived = {
  path: "/api/admin/purchase-orders/:id/received",
  POST: {} as Takes<typeof receivedSchema, { received: number; jobDelivered: boolean }>,
} satisfies ApiRoute;

/** A unit of this order made again: 201 with the job's open remake order for the supplier it was added to. */
export const adminPurchaseOrderRemakes = {
  path: "/api/admin/purchase-orders/:id/remakes",
  POST: {} as Takes<typeof remakeSchema, { id: string; number: number }>,
} satisfies ApiRoute;
