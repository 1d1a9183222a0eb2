/**
 * The re-measure's final sizes (PATCH `adminJobOpening`): the office records an opening's final
 * size while the job is signed or measured (before the windows are ordered: the re-measure visit
 * is booked at those stages too, and the office may record sizes before marking the job measured).
 * The job keeps both sizes. When the final sizes change the price under the signed quote's own
 * prices (src/core/server/remeasure.ts), the job's one open re-measure draft change order holds a
 * line per changed opening, rewritten at each recording while it is a draft; once the office has
 * sent it, further changes go on a new draft. The office sends it; nothing here does.
 *
 * A re-measure line is told from a typed one by its `openingId`, kept with the line in the change
 * order's items.
 */
import { priceChangeOrder } from "@/core/change-order";
import { sizeText } from "@/core/opening-words";
import { remeasureLines, repriceAtFinal, type RemeasuredOpening } from "@/core/server/remeasure";
import { remeasureWords } from "@/i18n/remeasure";
import type { FinalSize } from "@/schemas/openings";
import {
  insertChangeOrderRow,
  jobTaxRule,
  listLiveChangeOrders,
  rewriteDraftChangeOrderRow,
  type JobChangeOrderLines,
} from "../db/change-orders/change-orders";
import type { Database } from "../db/client";
import { findOpening, listOpenings, recordFinalSize } from "../db/openings/openings";
import { ConflictError, NotFoundError, ValidationError } from "../http/errors";
import { allowedChange, decideOnJobMoney, refuseCancelled } from "./write-change-order";
import { jobById, JOB_NOT_FOUND, localeOf, stageOf, type JobRecord } from "../jobs/records";
import { REMEASURE_AT } from "../jobs/remeasure";
import { finalSizeOf, measuredSizeOf } from "../openings/views";
import { OPENING_NOT_FOUND, signedRecords } from "../openings/openings";

/** A stored change order line that may carry the opening it was drafted for. */
interface StoredLine {
  amountCents: number;
  openingId?: string;
}

const linesOf = (order: JobChangeOrderLines) => (Array.isArray(order.items) ? (order.items as StoredLine[]) : []);
const isRemeasure = (order: JobChangeOrderLines) => linesOf(order).some((line) => typeof line.openingId === "string");

/**
 * Records the final size of opening `openingId` of job `jobId`, then drafts the re-measure's change
 * order. 404 for an opening not of the job's visit; 409 for one not on the option signed, or a job
 * past its re-measure; 400 naming the size when the signed line cannot price it.
 */
export async function recordOpeningFinalSize(
  db: Database,
  jobId: string,
  openingId: string,
  size: FinalSize,
  admin: string,
  now: Date,
): Promise<void> {
  const record = await jobById(db, jobId);
  const stage = stageOf(record.job);
  if (!REMEASURE_AT.includes(stage))
    throw new ConflictError("Final sizes are recorded at the re-measure, before the windows are ordered (the job is signed or measured).");
  const opening = await findOpening(db, openingId);
  if (!opening || opening.appointmentId !== record.job.appointmentId) throw new NotFoundError(OPENING_NOT_FOUND);
  const priced = (await signedRecords(db, jobId)).find((candidate) => candidate.openingId === openingId);
  if (!priced) throw new ConflictError("This opening is not on the option the customer signed: its size is not the contract's.");
  const final = { widthSixteenths: size.width, heightSixteenths: size.height };
  const repriced = repriceAtFinal(priced, final, opening);
  if ("problem" in repriced) {
    const message = `The signed product line (${priced.line.name}) cannot price this size: write a change order for another product.`;
    throw new ValidationError(message, { width: [message], height: [message] });
  }
  const recorded = await recordFinalSize(db, {
    jobId,
    atStages: REMEASURE_AT,
    size: { openingId, widthSixteenths: size.width, heightSixteenths: size.height, admin },
    event: {
      actor: admin,
      kind: "measurements",
      fromStage: stage,
      toStage: stage,
      notified: false,
      changes: {
        finalSize: {
          openingId,
          location: opening.location,
          from: sizeText(finalSizeOf(opening) ?? measuredSizeOf(opening)),
          to: sizeText(final),
        },
      },
    },
    now,
  });
  if (!recorded) throw new ConflictError("The job changed while you were editing it. Reload it and try again.");
  await draftRemeasureChangeOrder(db, record, admin, now);
}

/** What sent or signed re-measure change orders already moved each opening's price by. */
function alreadyMoved(orders: readonly JobChangeOrderLines[]): Map<string, number> {
  const moved = new Map<string, number>();
  for (const order of orders)
    if (order.status !== "draft")
      for (const line of linesOf(order)) if (line.openingId) moved.set(line.openingId, (moved.get(line.openingId) ?? 0) + line.amountCents);
  return moved;
}

/**
 * Brings the job's open re-measure draft in line with every final size recorded: written when
 * there is none, its lines rewritten while it is a draft, voided when no line is left. Every
 * decision claims the job's money version, so two recordings at once leave one draft.
 */
async function draftRemeasureChangeOrder(db: Database, record: JobRecord, admin: string, now: Date): Promise<void> {
  const jobId = record.job.id;
  refuseCancelled(record.job.stage);
  const [records, rows, tax] = await Promise.all([
    signedRecords(db, jobId),
    listOpenings(db, record.job.appointmentId!),
    jobTaxRule(db, jobId),
  ]);
  if (tax === null) throw new NotFoundError(JOB_NOT_FOUND);
  const byId = new Map(rows.map((row) => [row.id, row]));
  await decideOnJobMoney(db, jobId, async (read) => {
    const orders = (await listLiveChangeOrders(db, jobId)).filter(isRemeasure);
    const moved = alreadyMoved(orders);
    const remeasured = records.flatMap((priced): RemeasuredOpening[] => {
      const row = byId.get(priced.openingId);
      const final = row && finalSizeOf(row);
      return row && final
        ? [{ record: priced, location: row.location, style: row.style, final, place: row, alreadyCents: moved.get(row.id) ?? 0 }]
        : [];
    });
    const locale = localeOf(record.job);
    const lines = remeasureLines(remeasured, locale);
    const draft = orders.find((order) => order.status === "draft");
    if (lines.length === 0) {
      if (!draft) return true;
      return (await rewriteDraftChangeOrderRow(db, { id: draft.id, jobId, values: null }, read.version, now)) || null;
    }
    const change = priceChangeOrder(lines, tax);
    const effect = allowedChange(read, change.totalCents);
    const items = change.lines.map((line, index) => ({ ...line, openingId: lines[index]!.openingId }));
    const values = { items, note: remeasureWords[locale].note, totalCents: change.totalCents, contractBeforeCents: effect.beforeCents };
    if (draft) return (await rewriteDraftChangeOrderRow(db, { id: draft.id, jobId, values }, read.version, now)) || null;
    return (await insertChangeOrderRow(db, { ...values, jobId, admin }, read.version, now)) ? true : null;
  });
}
