/**
 * A job's purchase orders as they are written from its openings (tables purchase_orders,
 * purchase_order_lines): each order and its lines stored, rewritten or cancelled by one statement,
 * conditional on the order still being the draft at the revision it was read at, so of two writes
 * at once one is stored and the other finds it changed. `purchase_orders_one_live` keeps one live
 * order per job and supplier: of two new drafts for one supplier at once, one fails on it.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { OrderedUnit } from "@/core/purchase-orders";
import { activityRowSql, type ActivityRecord } from "../activity/activity";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { rowsOf } from "../rows";
import {
  priceBookLines,
  purchaseOrderLines,
  purchaseOrders,
  suppliers,
  type EmailMessage,
  type PurchaseOrder,
  type PurchaseOrderLine,
  type Supplier,
} from "../schema";

/** The unique index that keeps one live order per job and supplier. */
export const ONE_LIVE_ORDER_INDEX = "purchase_orders_one_live";

/** An order with its supplier and its lines in order. */
export interface OrderWithLines {
  order: PurchaseOrder;
  supplier: Supplier;
  lines: PurchaseOrderLine[];
}

/** A line to store: the opening and the unit ordered for it. */
export interface UnitToStore {
  openingId: string;
  unit: OrderedUnit;
}

/** The supplier each of these lines names (null for none), retired lines too. */
export async function lineSuppliers(db: Database, lineIds: readonly string[]): Promise<Map<string, string | null>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ id: priceBookLines.id, supplierId: priceBookLines.supplierId })
    .from(priceBookLines)
    .where(inArray(priceBookLines.id, [...lineIds]));
  return new Map(rows.map((row) => [row.id, row.supplierId]));
}

/** Reads orders with their suppliers and lines, newest first. */
async function withLines(db: Database, where: ReturnType<typeof eq>): Promise<OrderWithLines[]> {
  const orders = await db
    .select({ order: purchaseOrders, supplier: suppliers })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(where)
    .orderBy(desc(purchaseOrders.number));
  if (orders.length === 0) return [];
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(
      inArray(
        purchaseOrderLines.purchaseOrderId,
        orders.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(purchaseOrderLines.position));
  return orders.map((row) => ({ ...row, lines: lines.filter((line) => line.purchaseOrderId === row.order.id) }));
}

/** The job's orders, every kind and status, newest first. */
export function jobOrdersWithLines(db: Database, jobId: string): Promise<OrderWithLines[]> {
  return withLines(db, eq(purchaseOrders.jobId, jobId));
}

/** The order `id` with its supplier and lines; null when none has it. */
export async function orderWithLines(db: Database, id: string): Promise<OrderWithLines | null> {
  return (await withLines(db, eq(purchaseOrders.id, id)))[0] ?? null;
}

/** The lines as one jsonb parameter, numbered from 1. */
const linesParameter = (units: readonly UnitToStore[]) =>
  JSON.stringify(units.map((line, index) => ({ opening_id: line.openingId, position: index + 1, ordered: line.unit })));

/**
 * Writes a new draft order of `units` to supplier `supplierId` for job `jobId`, its lines with it:
 * its id. Fails on ONE_LIVE_ORDER_INDEX when the job already has a live order to that supplier.
 */
export async function insertDraftOrder(
  db: Database,
  { jobId, supplierId, units, by, now }: { jobId: string; supplierId: string; units: readonly UnitToStore[]; by: string; now: Date },
): Promise<string> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with po as (
      insert into ${purchaseOrders} (job_id, supplier_id, created_by, created_at, updated_at)
      values (${jobId}, ${supplierId}, ${by}, ${at}, ${at})
      returning id
    ), written as (
      insert into ${purchaseOrderLines} (purchase_order_id, opening_id, position, ordered, created_at, updated_at)
      select po.id, l.opening_id, l.position, l.ordered, ${at}, ${at}
      from po cross join jsonb_to_recordset(${linesParameter(units)}::jsonb) as l(opening_id uuid, position integer, ordered jsonb)
      returning 1
    )
    select id from po`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/**
 * Rewrites the lines of draft `id` as `units` and raises its revision, only while it is a draft at
 * `revision`: true when written. Lines of openings no longer ordered go; the others are written
 * over in place (the unique index on order and opening never sees two of one opening).
 */
export async function reviseDraftOrder(
  db: Database,
  { id, revision, units, now }: { id: string; revision: number; units: readonly UnitToStore[]; now: Date },
): Promise<boolean> {
  const at = now.toISOString();
  const openingIds = units.map((line) => line.openingId);
  const result = await db.execute(sql`
    with po as (
      update ${purchaseOrders} set revision = revision + 1, updated_at = ${at}
      where id = ${id} and status = 'draft' and revision = ${revision}
      returning id
    ), gone as (
      delete from ${purchaseOrderLines}
      where purchase_order_id in (select id from po) and not (opening_id = any(${`{${openingIds.join(",")}}`}::uuid[]))
      returning 1
    ), written as (
      insert into ${purchaseOrderLines} (purchase_order_id, opening_id, position, ordered, created_at, updated_at)
      select po.id, l.opening_id, l.position, l.ordered, ${at}, ${at}
      from po cross join jsonb_to_recordset(${linesParameter(units)}::jsonb) as l(opening_id uuid, position integer, ordered jsonb)
      on conflict (purchase_order_id, opening_id) do update set position = excluded.position, ordered = excluded.ordered, updated_at = excluded.updated_at
      returning 1
    )
    select id from po`);
  return rowsOf(result).length > 0;
}

/** Cancels draft `id` while it is a draft at `revision`: true when cancelled. */
export async function cancelDraftOrder(db: Database, { id, revision, now }: { id: string; revision: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(purchaseOrders)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.status, "draft"), eq(purchaseOrders.revision, revision)))
    .returning({ id: purchaseOrders.id });
  return rows.length > 0;
}

/** The job's live orders (not superseded or cancelled) of kind "order". */
export function liveOrders(db: Database, jobId: string): Promise<PurchaseOrder[]> {
  return db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.jobId, jobId),
        eq(purchaseOrders.kind, "order"),
        notInArray(purchaseOrders.status, ["superseded", "cancelled"]),
      ),
    );
}

/**
 * Marks draft `id` sent at `now` with the emails that carry it, in one statement, only while it
 * is the draft at `revision`: the stored emails, or null when it was not (sent or revised meanwhile).
 */
export async function markOrderSent(
  db: Database,
  {
    id,
    revision,
    emails,
    activity,
    now,
  }: { id: string; revision: number; emails: readonly QueuedEmail[]; activity: ActivityRecord; now: Date },
): Promise<EmailMessage[] | null> {
  const at = now.toISOString();
  const [written] = rowsOf<{ sent: number; email_ids: number[] }>(
    await db.execute(sql`
      with sent as (
        update ${purchaseOrders} set status = 'sent', sent_at = ${at}, updated_at = ${at}
        where id = ${id} and status = 'draft' and revision = ${revision}
        returning id
      ),
      mail as (${storeEmailsAbout("sent", emails, now)}),
      activity as (${activityRowSql(activity, "sent")})
      select (select count(*) from sent)::int as sent, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
    `),
  );
  if (!written || Number(written.sent) === 0) return null;
  return emailsById(db, written.email_ids);
}

/** The job's orders the supplier has (sent, confirmed, or waiting on a difference): their numbers, suppliers and send days. */
export function sentJobOrders(db: Database, jobId: string): Promise<{ number: number; supplier: string; sentAt: Date | null }[]> {
  return db
    .select({ number: purchaseOrders.number, supplier: suppliers.name, sentAt: purchaseOrders.sentAt })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(and(eq(purchaseOrders.jobId, jobId), inArray(purchaseOrders.status, ["sent", "needs-attention", "confirmed"])))
    .orderBy(asc(purchaseOrders.number));
}
