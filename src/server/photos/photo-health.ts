/** The photo store's line in the health check (`health`). */
import type { HealthReport } from "@/core/health-report";
import { currentDeploy, photoStoreReachable, photoStoreScope } from "./photo-store";

/** `report` with the photo store's state; a store that does not answer adds a warning (photos are an extra, so the site stays "ok"). */
export async function withPhotoStoreHealth(report: HealthReport): Promise<HealthReport> {
  const scope = photoStoreScope(currentDeploy());
  const reachable = await photoStoreReachable();
  if (reachable.ok) return { ...report, photos: { status: "ok", scope } };
  return {
    ...report,
    photos: { status: "down", scope },
    warnings: [
      ...report.warnings,
      `${reachable.problem} Photo uploads are refused until it answers; bookings and messages go on without photos.`,
    ],
  };
}
