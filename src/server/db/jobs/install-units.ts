/**
 * The units each job's crew installs: the lines of its live orders (neither superseded nor
 * cancelled; remakes are the same openings again), as ordered, each with how many photos its
 * opening has. A job without orders (older ones) has none.
 */
import { sql } from "drizzle-orm";
import type { InstallOpening } from "@/core/install-sheet";
import type { OrderedUnit } from "@/core/purchase-orders";
import type { Database } from "../client";
import { liveOrderSql } from "../money/job-costs";
import { rowsOf } from "../rows";

/** The units of each of `jobIds`, in the order of their orders and lines; a job without any is absent. */
export async function listInstallUnits(db: Database, jobIds: readonly string[]): Promise<Map<string, InstallOpening[]>> {
  const byJob = new Map<string, InstallOpening[]>();
  if (!jobIds.length) return byJob;
  const rows = rowsOf<{ job_id: string; opening_id: string; ordered: OrderedUnit; photo_count: number | string }>(
    await db.execute(sql`
    select po.job_id, l.opening_id, l.ordered, (select count(*) from photos p where p.opening_id = l.opening_id)::int as photo_count
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
