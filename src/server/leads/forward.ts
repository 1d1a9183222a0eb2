/**
 * Forwarding a stored lead to the external admin host's public lead capture, with
 * a few quick retries in the request and later ones from the scheduled retry function.
 */
import type { Lead } from "@/server/db/schema";

/** The JSON the external host expects: the spec's Lead fields. */
export function leadPayload(lead: Lead) {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    projectDetails: lead.projectDetails,
    source: lead.source,
  };
}

/** Waits between quick retries, in milliseconds. */
export const RETRY_DELAYS_MS = [0, 400, 1200];

/**
 * Posts the lead to `url`, retrying on network errors and non-2xx answers.
 * Resolves to whether it got through and how many attempts it took; never throws.
 */
export async function forwardLead(
  lead: Lead,
  url: string,
  { fetcher = fetch, delays = RETRY_DELAYS_MS }: { fetcher?: typeof fetch; delays?: number[] } = {},
): Promise<{ ok: boolean; attempts: number }> {
  let attempts = 0;
  for (const delay of delays) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    attempts++;
    try {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(leadPayload(lead)),
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) return { ok: true, attempts };
      console.warn(`Lead ${lead.id} forward answered ${response.status}.`);
    } catch (error) {
      console.warn(`Lead ${lead.id} forward failed:`, error instanceof Error ? error.message : error);
    }
  }
  return { ok: false, attempts };
}
