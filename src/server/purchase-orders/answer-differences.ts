/**
 * The office's answer to a confirmation that differs from the order: accept the differences with
 * a reason (the order is confirmed as the supplier confirmed it, and the job's expected delivery
 * follows its ship date), or a corrected order (a new draft for the same job and supplier with the
 * same lines, which the office revises and sends; the old one is superseded).
 */
import type { Mismatch } from "@/core/purchase-orders";
import type { ConfirmationResult } from "@/schemas/purchase-order-checks";
import { activityBy, type Actor } from "../db/activity/activity";
import type { Database } from "../db/client";
import { acceptDifferences, supersedeWithDraft } from "../db/purchase-orders/checks";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { followOrders } from "./follow-orders";
import { ORDER_CHANGED, orderFor } from "./order-steps";

const needsAttention = (status: string) => status === "needs-attention";
const ANSWERS_DIFFERENCES = "only a confirmation with differences is accepted or corrected";

/** Accepts the differences of order `id` with `reason`; 409 unless it needs attention, or when it changed meanwhile. */
export async function acceptConfirmation(
  db: Database,
  env: ServerEnv,
  id: string,
  reason: string,
  { admin, now }: { admin: Actor; now: Date },
): Promise<ConfirmationResult> {
  const record = await orderFor(db, id, needsAttention, ANSWERS_DIFFERENCES);
  const { order } = record;
  const activity = activityBy(admin, "purchase-order.accept", {
    at: now,
    jobId: order.jobId,
    subjectId: id,
    detail: { purchaseOrder: order.number, reason, mismatches: order.mismatches },
  });
  if (!(await acceptDifferences(db, record, { reason, activity, now }))) throw new ConflictError(ORDER_CHANGED);
  await followOrders(db, env, order.jobId, {
    admin,
    note: `Order ${order.number} accepted as confirmed (${reason}): ships ${order.shipDate}.`,
    now,
  });
  return { status: "confirmed", mismatches: (order.mismatches as Mismatch[] | null) ?? [] };
}

/** Supersedes order `id` with a corrected draft: its id and number; 409 unless it needs attention, or when it changed meanwhile. */
export async function correctOrder(
  db: Database,
  id: string,
  { admin, now }: { admin: string; now: Date },
): Promise<{ id: string; number: number }> {
  const record = await orderFor(db, id, needsAttention, ANSWERS_DIFFERENCES);
  const draft = await supersedeWithDraft(db, record, { by: admin, now });
  if (!draft) throw new ConflictError(ORDER_CHANGED);
  return draft;
}
