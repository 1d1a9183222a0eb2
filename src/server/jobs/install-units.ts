/**
 * The one reader of what a job's crew installs (the day sheet, the calendar feed's install event,
 * the job page's install section, the crew's phone): the units of its live orders once it has any,
 * as ordered; until then its signed option's openings at their final sizes (else as measured), so
 * a job booked before its orders still lists every opening. Never a price: a unit holds none.
 */
import type { InstallOpening } from "@/core/install-sheet";
import { signedUnitsOf } from "@/core/server/order-units";
import type { Database } from "../db/client";
import { listInstallUnits, listSignedSheets } from "../db/jobs/install-units";
import { recordsOfSignedOption } from "../openings/openings";

/** The units each of `jobIds` installs, in the orders' order or the quote's; a job with neither orders nor signed openings is absent. */
export async function installUnitsOf(db: Database, jobIds: readonly string[]): Promise<Map<string, InstallOpening[]>> {
  const ordered = await listInstallUnits(db, jobIds);
  const unordered = jobIds.filter((id) => !ordered.has(id));
  for (const [jobId, sheet] of await listSignedSheets(db, unordered)) {
    const photoCounts = new Map(sheet.openings.map((opening) => [opening.id, opening.photoCount]));
    const units = signedUnitsOf(recordsOfSignedOption(sheet), sheet.openings).map((unit) => ({
      ...unit,
      photoCount: photoCounts.get(unit.openingId) ?? 0,
    }));
    if (units.length) ordered.set(jobId, units);
  }
  return ordered;
}
