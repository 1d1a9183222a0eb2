/**
 * Sending a purchase order (POST `adminPurchaseOrderSend`): the supplier is emailed the order as a
 * PDF and a CSV, Reply-To the office; one statement marks the draft sent and stores the email
 * (src/server/db/purchase-orders/orders.ts), then it is delivered. The job's order facts become
 * the orders' (src/core/server/order-units.ts orderFactsOf), and a job not yet ordered moves to
 * ordered by the stage rule, with its timeline event and the customer told as for any order.
 * An order already sent is a 409; so is one revised or sent by another while this was sending.
 */
import { orderFactsOf } from "@/core/server/order-units";
import { hasReached } from "@/core/job-stages";
import { business } from "@/config/business";
import type { PurchaseOrderView } from "@/schemas/purchase-orders";
import { activityBy, type Actor } from "../db/activity/activity";
import type { Database } from "../db/client";
import { markOrderSent, orderWithLines } from "../db/purchase-orders/orders";
import { officeEmail, type ServerEnv } from "../env";
import { ConflictError, NotFoundError } from "../http/errors";
import { changeJob } from "../jobs/patch-job";
import { jobById, stageOf } from "../jobs/records";
import { deliverNotice } from "../notify/notice";
import { purchaseOrderEmail } from "../notify/purchase-orders";
import { sellerFacts } from "../seller";
import { purchaseOrderFiles, type OrderParties } from "./order-documents";
import { sentOrderFacts } from "../jobs/order-facts";
import { purchaseOrderView, PURCHASE_ORDER_NOT_FOUND } from "./views";

/** Where the units go: the company (the default), or the job's address when the office asks. */
export type ShipTo = "company" | "job";

/** Sends order `id` to its supplier and answers it as sent. 404 for none; 409 unless it is a draft, or when it changed meanwhile. */
export async function sendPurchaseOrder(
  db: Database,
  env: ServerEnv,
  id: string,
  { shipTo = "company", admin, now }: { shipTo?: ShipTo; admin: Actor; now: Date },
): Promise<PurchaseOrderView> {
  const found = await orderWithLines(db, id);
  if (!found) throw new NotFoundError(PURCHASE_ORDER_NOT_FOUND);
  const order = purchaseOrderView(found);
  if (order.status !== "draft")
    throw new ConflictError(`Order ${order.number} is already sent: write a new one rather than send it again.`);
  const record = await jobById(db, order.jobId);
  const stage = stageOf(record.job);
  if (stage === "on_hold" || stage === "cancelled")
    throw new ConflictError(
      `The job is ${stage === "on_hold" ? "on hold: resume it" : "cancelled: nothing is ordered for it"} before sending its orders.`,
    );
  const { seller } = sellerFacts(env);
  const office = officeEmail(env);
  const parties: OrderParties = {
    buyer: { name: seller.legalName, address: seller.address, phone: seller.phone, email: office },
    shipTo:
      shipTo === "job" ? { label: "Ship to (the job)", address: record.job.jobAddress } : { label: "Ship to", address: seller.address },
  };
  const attachments = await purchaseOrderFiles(order, parties, now);
  const email = purchaseOrderEmail(order, { buyer: business.brand, officeEmail: office, attachments });
  const activity = activityBy(admin, "purchase-order.send", {
    at: now,
    jobId: order.jobId,
    subjectId: id,
    detail: { purchaseOrder: order.number, supplier: order.supplier.name, shipTo },
  });
  const stored = await markOrderSent(db, { id, revision: order.revision, emails: [email], activity, now });
  if (!stored) throw new ConflictError(`Order ${order.number} changed while it was being sent. Reload the job and try again.`);
  await deliverNotice(db, env, { emails: [email], texts: [] }, stored, { now });
  await orderedJob(db, env, order, { admin, now });
  return purchaseOrderView((await orderWithLines(db, id))!);
}

/**
 * The job after an order is sent: its manufacturer, order number and order day from its sent
 * orders, and the stage ordered when it was not yet (the customer told, as the office's own step
 * tells them). A job already past that keeps its stage.
 */
async function orderedJob(db: Database, env: ServerEnv, order: PurchaseOrderView, { admin, now }: { admin: Actor; now: Date }) {
  const record = await jobById(db, order.jobId);
  const facts = orderFactsOf(await sentOrderFacts(db, order.jobId))!;
  const stage = stageOf(record.job);
  const toOrdered = !hasReached(stage, "ordered");
  await changeJob(
    db,
    env,
    record,
    { ...facts, ...(toOrdered && { stage: "ordered" }), note: `Purchase order ${order.number} sent to ${order.supplier.name}.` },
    { admin, now },
  );
}
