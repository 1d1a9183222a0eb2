/**
 * The site's health report (the health route, the same as the dashboard's status) as the admin
 * screens read it: one query shared by the page, so each setting can say "not set up" where the
 * owner looks, from the same list the dashboard shows (OPTIONAL_SERVICES in src/core/server/health.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { apiUrl } from "@/browser/api-request";
import { healthReportSchema, type HealthReport } from "@/core/health-report";
import { health } from "@/schemas/routes/site";

/** The query key of the health report. */
export const HEALTH_KEY = [apiUrl(health)] as const;

/** The health report; 503 is a report too (the failing one), anything else an error. */
export async function fetchHealth({ signal }: { signal?: AbortSignal } = {}): Promise<HealthReport> {
  const response = await fetch(HEALTH_KEY[0], { signal });
  if (response.status !== 200 && response.status !== 503) throw new Error(`API Error: ${response.status} ${response.statusText}`);
  return healthReportSchema.parse(await response.json());
}

/** The health report; no retry: a health check that does not answer is itself the news. */
export function useHealth() {
  return useQuery({ queryKey: HEALTH_KEY, queryFn: fetchHealth, staleTime: 60_000, retry: false });
}

/** The optional service `id` when it is not set up (with what to set), else undefined (set up, or not known yet). */
export function useNotSetUp(id: string): HealthReport["notSetUp"][number] | undefined {
  return useHealth().data?.notSetUp.find((service) => service.id === id);
}
