/**
 * An order after it is sent (tables purchase_orders, purchase_order_lines): the supplier's
 * confirmation, the office's answer to a difference, receiving, remakes, and the job's orders as
 * its page reads them. Each decision is one statement conditional on what it was decided on (the
 * order's status and version), so of two at once one is written and the other finds it changed.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ConfirmedUnit, Mismatch, OrderedUnit, PurchaseOrderStatus, RemakePayer, RemakeReason } from "@/core/purchase-orders";
import { activityRowSql, type ActivityRecord } from "../activity/activity";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { rowsOf } from "../rows";
import {
  priceBookOptions,
  purchaseOrderLines,
  purchaseOrders,
  suppliers,
  type EmailMessage,
  type PurchaseOrder,
  type PurchaseOrderLine,
} from "../schema";

/** An order with its supplier's name, its lines in order, and its version (what a decision on it is conditional on). */
export interface OrderRecord {
  order: PurchaseOrder;
  supplier: string;
  /** The order's updated_at to the microsecond, as text: a decision writes only while it is unchanged. */
  version: string;
  lines: PurchaseOrderLine[];
}

/** The order `id` with its lines; null when there is none. */
export async function orderRecord(db: Database, id: string): Promise<OrderRecord | null> {
  const [row] = await db
    .select({ order: purchaseOrders, supplier: suppliers.name, version: sql<string>`${purchaseOrders.updatedAt}::text` })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(eq(purchaseOrders.id, id));
  if (!row) return null;
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderLines.position));
  return { ...row, lines };
}

/** The job's orders, newest first, with their suppliers' names and lines (the job page's view). */
export async function jobOrderRecords(db: Database, jobId: string): Promise<Omit<OrderRecord, "version">[]> {
  const orders = await db
    .select({ order: purchaseOrders, supplier: suppliers.name })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(eq(purchaseOrders.jobId, jobId))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.number));
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

/** The price book's names of these option ids (retired ones too: a confirmation may name one). */
export async function optionNames(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: priceBookOptions.id, name: priceBookOptions.name })
    .from(priceBookOptions)
    .where(inArray(priceBookOptions.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

// A decision's new version: later than the one read even when the clock reads the same instant
// (tests freeze it; two servers' clocks differ), so a decision made on the old one cannot pass.
const nextVersion = (now: Date) => sql`greatest(${now.toISOString()}::timestamptz, ${purchaseOrders.updatedAt} + interval '1 microsecond')`;

/** The condition a decision on `record` is written under: the order still at the status and version it was read at. */
const unchangedSince = (record: OrderRecord) =>
  sql`${purchaseOrders.id} = ${record.order.id} and ${purchaseOrders.status} = ${record.order.status} and ${purchaseOrders.updatedAt}::text = ${record.version}`;

/** A confirmation as the statement writes it. */
export interface ConfirmationWrite {
  status: Extract<PurchaseOrderStatus, "confirmed" | "needs-attention">;
  shipDate: string;
  mismatches: Mismatch[];
  lines: { openingId: string; confirmed: ConfirmedUnit }[];
  /** The admins' notice of the differences, stored about the job. */
  emails: readonly QueuedEmail[];
  now: Date;
}

/**
 * Writes the confirmation of the order as `record` read it: its status, ship date and differences,
 * each line's confirmation and unit cost, and the notice's emails. Null when the order changed
 * meanwhile (nothing written); else the stored emails.
 */
export async function storeConfirmation(db: Database, record: OrderRecord, write: ConfirmationWrite): Promise<EmailMessage[] | null> {
  const at = write.now.toISOString();
  const lines = write.lines.map((line) => ({ opening_id: line.openingId, confirmed: line.confirmed, cost: line.confirmed.unitCostCents }));
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with decided as (
        update ${purchaseOrders}
        set status = ${write.status}, ship_date = ${write.shipDate}, mismatches = ${JSON.stringify(write.mismatches)}::jsonb,
          confirmed_at = ${write.status === "confirmed" ? at : null}::timestamptz, accepted_reason = null, accepted_by = null, accepted_at = null,
          updated_at = ${nextVersion(write.now)}
        where ${unchangedSince(record)}
        returning id, job_id
      ),
      confirmed_lines as (
        update ${purchaseOrderLines} l set confirmed = c.confirmed, unit_cost_cents = c.cost, updated_at = ${at}
        from decided, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as c(opening_id uuid, confirmed jsonb, cost int)
        where l.purchase_order_id = decided.id and l.opening_id = c.opening_id
        returning l.id
      ),
      about_job as (select job_id as id from decided),
      mail as (${storeEmailsAbout("about_job", write.emails, write.now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids, (select count(*) from confirmed_lines) as lines from decided
    `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}

/** Accepts the differences of the order as `record` read it (needing attention): confirmed, with the reason, who and when. False when it changed meanwhile. */
export async function acceptDifferences(
  db: Database,
  record: OrderRecord,
  { reason, activity, now }: { reason: string; activity: ActivityRecord; now: Date },
): Promise<boolean> {
  const at = now.toISOString();
  const accepted = rowsOf<{ id: string }>(
    await db.execute(sql`
      with accepted as (
        update ${purchaseOrders} set status = 'confirmed', confirmed_at = ${at}, accepted_reason = ${reason}, accepted_by = ${activity.actorEmail},
          accepted_at = ${at}, updated_at = ${nextVersion(now)}
        where ${unchangedSince(record)}
        returning id
      ),
      activity as (${activityRowSql(activity, "accepted")})
      select id from accepted
    `),
  );
  return accepted.length === 1;
}

/**
 * Supersedes the order as `record` read it with a corrected draft for the same job and supplier:
 * its next revision, the same lines as ordered (remake facts kept), for the office to revise and
 * send. One statement, so the one live order per job and supplier holds throughout. Null when
 * the order changed meanwhile.
 */
export async function supersedeWithDraft(
  db: Database,
  record: OrderRecord,
  { by, now }: { by: string; now: Date },
): Promise<{ id: string; number: number } | null> {
  const at = now.toISOString();
  const [made] = rowsOf<{ id: string; number: number }>(
    await db.execute(sql`
      with old as (
        update ${purchaseOrders} set status = 'superseded', updated_at = ${nextVersion(now)}
        where ${unchangedSince(record)}
        returning id, job_id, supplier_id, kind, revision
      ),
      made as (
        insert into ${purchaseOrders} (job_id, supplier_id, kind, status, revision, supersedes_id, created_by, created_at, updated_at)
        select job_id, supplier_id, kind, 'draft', revision + 1, id, ${by}, ${at}, ${at} from old
        returning id, number
      ),
      copied as (
        insert into ${purchaseOrderLines} (purchase_order_id, opening_id, position, ordered, remake_reason, remake_cost_cents, remake_charged_to, created_at, updated_at)
        select made.id, l.opening_id, l.position, l.ordered, l.remake_reason, l.remake_cost_cents, l.remake_charged_to, ${at}, ${at}
        from made, ${purchaseOrderLines} l where l.purchase_order_id = ${record.order.id}
        returning id
      )
      select made.id, made.number, (select count(*) from copied) as lines from made
    `),
  );
  return made ? { id: made.id, number: Number(made.number) } : null;
}

/**
 * Marks the lines of a confirmed order received at `now`: those of `openingIds`, or all. A line
 * already received keeps its first time, so a second call (or two at once) changes nothing.
 * Answers how many lines this call received, or null when the order is not confirmed.
 */
export async function receiveLines(db: Database, orderId: string, openingIds: readonly string[] | null, now: Date): Promise<number | null> {
  const [row] = rowsOf<{ received: number | string }>(
    await db.execute(sql`
      with confirmed_order as (select id from ${purchaseOrders} where id = ${orderId} and status = 'confirmed'),
      received as (
        update ${purchaseOrderLines} l set received_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
        from confirmed_order
        where l.purchase_order_id = confirmed_order.id and l.received_at is null
          and (${openingIds === null}::boolean or l.opening_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(openingIds ?? [])}::jsonb)))
        returning l.id
      )
      select (select count(*) from received) as received from confirmed_order
    `),
  );
  return row ? Number(row.received) : null;
}

/** The job's live orders (not superseded or cancelled) with whether each line is received: what delivery waits for. */
export async function liveOrderFacts(
  db: Database,
  jobId: string,
): Promise<{ orders: { status: PurchaseOrderStatus; shipDate: string | null }[]; lines: { received: boolean }[] }> {
  const live = and(eq(purchaseOrders.jobId, jobId), sql`${purchaseOrders.status} not in ('superseded', 'cancelled')`);
  const orders = await db.select({ status: purchaseOrders.status, shipDate: purchaseOrders.shipDate }).from(purchaseOrders).where(live);
  const lines = await db
    .select({ received: sql<boolean>`${purchaseOrderLines.receivedAt} is not null` })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(live);
  return { orders, lines };
}

/** A unit made again, as the statement adds it. */
export interface RemakeWrite {
  jobId: string;
  supplierId: string;
  openingId: string;
  ordered: OrderedUnit;
  reason: RemakeReason;
  costCents: number;
  chargedTo: RemakePayer;
  by: string;
  now: Date;
}

/**
 * Adds the unit to the job's open remake order for the supplier (its draft), making one when there
 * is none. Null when that draft already holds the opening.
 */
export async function addRemakeLine(db: Database, write: RemakeWrite): Promise<{ id: string; number: number } | null> {
  const at = write.now.toISOString();
  const [row] = rowsOf<{ id: string; number: number }>(
    await db.execute(sql`
      with open_draft as (
        select id, number from ${purchaseOrders}
        where job_id = ${write.jobId} and supplier_id = ${write.supplierId} and kind = 'remake' and status = 'draft'
        order by created_at limit 1 for update
      ),
      made as (
        insert into ${purchaseOrders} (job_id, supplier_id, kind, status, created_by, created_at, updated_at)
        select ${write.jobId}, ${write.supplierId}, 'remake', 'draft', ${write.by}, ${at}, ${at}
        where not exists (select 1 from open_draft)
        returning id, number
      ),
      target as (select id, number from open_draft union all select id, number from made),
      line as (
        insert into ${purchaseOrderLines} (purchase_order_id, opening_id, position, ordered, remake_reason, remake_cost_cents, remake_charged_to, created_at, updated_at)
        select target.id, ${write.openingId}, coalesce((select max(position) from ${purchaseOrderLines} where purchase_order_id = target.id), 0) + 1,
          ${JSON.stringify(write.ordered)}::jsonb, ${write.reason}, ${write.costCents}, ${write.chargedTo}, ${at}, ${at}
        from target
        on conflict (purchase_order_id, opening_id) do nothing
        returning purchase_order_id
      )
      select target.id, target.number from target join line on line.purchase_order_id = target.id
    `),
  );
  return row ? { id: row.id, number: Number(row.number) } : null;
}
