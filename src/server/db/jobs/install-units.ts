/**
 * What each job's crew installs, as stored: the lines of its live orders (neither superseded nor
 * cancelled; remakes are the same openings again), as ordered; and, for a job not ordered yet, its
 * signed option's priced openings with the measure sheet's openings. Each opening with how many
 * photos it has. The use case (src/server/jobs/install-units.ts) decides which a job's crew reads.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { InstallOpening } from "@/core/install-sheet";
import type { OrderedUnit } from "@/core/purchase-orders";
import type { Database } from "../client";
import { liveOrderSql } from "../money/job-costs";
import { rowsOf } from "../rows";
import { jobs, openings, quoteRevisions, quoteSignatures, type OpeningRow } from "../schema";

const photoCountSql = (openingId: unknown) => sql<number>`(select count(*) from photos p where p.opening_id = ${openingId})::int`;

/** The ordered units of each of `jobIds`, in the order of their orders and lines; a job without any is absent. */
export async function listInstallUnits(db: Database, jobIds: readonly string[]): Promise<Map<string, InstallOpening[]>> {
  const byJob = new Map<string, InstallOpening[]>();
  if (!jobIds.length) return byJob;
  const rows = rowsOf<{ job_id: string; opening_id: string; ordered: OrderedUnit; photo_count: number | string }>(
    await db.execute(sql`
    select po.job_id, l.opening_id, l.ordered, ${photoCountSql(sql`l.opening_id`)} as photo_count
    from purchase_orders po join purchase_order_lines l on l.purchase_order_id = po.id
    where po.job_id in (${sql.join(
      jobIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and po.kind = 'order' and ${liveOrderSql("po")}
    order by po.job_id, po.number, l.position
  `),
  );
  for (const row of rows) {
    const units = byJob.get(row.job_id) ?? [];
    units.push({ openingId: row.opening_id, unit: row.ordered, photoCount: Number(row.photo_count) });
    byJob.set(row.job_id, units);
  }
  return byJob;
}

/** A job's signed revision's priced openings (as stored), the option signed, and its visit's openings with their photo counts. */
export interface SignedSheet {
  optionId: string;
  pricedOpenings: unknown;
  openings: (OpeningRow & { photoCount: number })[];
}

/** The signed sheet of each of `jobIds` that has a signature and a visit; others are absent. */
export async function listSignedSheets(db: Database, jobIds: readonly string[]): Promise<Map<string, SignedSheet>> {
  const byJob = new Map<string, SignedSheet>();
  if (!jobIds.length) return byJob;
  const [signed, rows] = await Promise.all([
    db
      .select({ jobId: jobs.id, optionId: quoteSignatures.optionId, pricedOpenings: quoteRevisions.pricedOpenings })
      .from(jobs)
      .innerJoin(quoteSignatures, eq(quoteSignatures.quoteId, jobs.quoteId))
      .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, jobs.quoteId), eq(quoteRevisions.revision, quoteSignatures.revision)))
      .where(inArray(jobs.id, [...jobIds])),
    db
      .select({ jobId: jobs.id, opening: openings, photoCount: photoCountSql(openings.id) })
      .from(jobs)
      .innerJoin(openings, eq(openings.appointmentId, jobs.appointmentId))
      .where(inArray(jobs.id, [...jobIds]))
      .orderBy(asc(openings.createdAt), asc(openings.id)),
  ]);
  for (const row of signed) byJob.set(row.jobId, { optionId: row.optionId, pricedOpenings: row.pricedOpenings, openings: [] });
  for (const row of rows) byJob.get(row.jobId)?.openings.push({ ...row.opening, photoCount: Number(row.photoCount) });
  return byJob;
}
