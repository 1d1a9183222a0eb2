/**
 * Writing a change order on a job (the office, after the re-measure): the lines priced with the
 * signed quote's tax rate (src/core/change-order.ts), checked against the floor on the job's money
 * as it stands (src/core/job-money.ts `changeOrderEffect`: the contract may not fall below what is
 * paid, on its way or billed), and stored by one statement that claims the money version it
 * decided on; when another decision moved it first, the facts are read again and decided again.
 */
import { priceChangeOrder } from "@/core/change-order";
import { changeOrderEffect } from "@/core/job-money";
import { formatCents } from "@/i18n/money";
import type { ChangeOrderCreate, ChangeOrderCreated } from "@/schemas/change-order";
import type { Database } from "../db/client";
import { insertChangeOrderRow, jobTaxRule } from "../db/change-orders/change-orders";
import { jobMoneyFacts, type VersionedMoneyFacts } from "../db/money/job-money";
import { ConflictError, NotFoundError } from "../http/errors";
import { jobById, JOB_NOT_FOUND } from "../jobs/records";

/** How many times a decision reads the facts again after another one moved them first. */
export const DECISION_ATTEMPTS = 4;

/** The 409 when the facts kept moving under a decision. */
export const MONEY_MOVED = "The job's money changed while this was being decided. Reload it and try again.";

/** The 409 of a change that would take the contract below the floor, in the office's words. */
export function belowFloor(afterCents: number, floorCents: number): string {
  return `This change would make the contract ${formatCents(afterCents, "en")}, below the ${formatCents(floorCents, "en")} already paid, on its way or billed.`;
}

/**
 * Decides on job `jobId`'s money as it stands: `decide` reads the facts and stores its decision by
 * a statement that claims the version read, answering null when another decision moved it first;
 * the facts are then read and decided again (409 after DECISION_ATTEMPTS).
 */
export async function decideOnJobMoney<T>(
  db: Database,
  jobId: string,
  decide: (read: VersionedMoneyFacts) => Promise<T | null>,
): Promise<T> {
  for (let attempt = 0; attempt < DECISION_ATTEMPTS; attempt++) {
    const read = (await jobMoneyFacts(db, [jobId])).get(jobId);
    if (!read) throw new NotFoundError(JOB_NOT_FOUND);
    const decided = await decide(read);
    if (decided !== null) return decided;
  }
  throw new ConflictError(MONEY_MOVED);
}

/** 409 when a change of `totalCents` would take the contract below its floor; else the contract before and after. */
export function allowedChange(read: VersionedMoneyFacts, totalCents: number): { beforeCents: number; afterCents: number } {
  const effect = changeOrderEffect(read.facts, totalCents);
  if (!effect.allowed) throw new ConflictError(belowFloor(effect.afterCents, effect.floorCents));
  return effect;
}

/** 409 for a cancelled job, whose contract cannot change. */
export function refuseCancelled(stage: string): void {
  if (stage === "cancelled") throw new ConflictError("This job was cancelled: its contract cannot change.");
}

/** Writes a draft change order on job `jobId`; answers its id, total and the contract total it would make. */
export async function createChangeOrder(
  db: Database,
  jobId: string,
  body: ChangeOrderCreate,
  admin: string,
  now: Date,
): Promise<ChangeOrderCreated> {
  refuseCancelled((await jobById(db, jobId)).job.stage);
  const tax = await jobTaxRule(db, jobId);
  if (tax === null) throw new NotFoundError(JOB_NOT_FOUND);
  const priced = priceChangeOrder(body.items, tax);
  return decideOnJobMoney(db, jobId, async (read) => {
    const effect = allowedChange(read, priced.totalCents);
    const written = await insertChangeOrderRow(
      db,
      { jobId, items: priced.lines, note: body.note, totalCents: priced.totalCents, contractBeforeCents: effect.beforeCents, admin },
      read.version,
      now,
    );
    if (written) return { id: written.id, totalCents: priced.totalCents, newContractTotalCents: effect.afterCents };
    refuseCancelled((await jobById(db, jobId)).job.stage);
    return null;
  });
}
