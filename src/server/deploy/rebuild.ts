/**
 * The daily rebuild: pages state incentives as they stand on the build date, so a fresh build
 * each day is what takes an expired offer off the site. A Netlify build hook starts it.
 */

/** What one call to the build hook did; `status` is the hook's HTTP status, 0 when it could not be reached. */
export type RebuildResult = { kind: "skipped" } | { kind: "started"; status: number } | { kind: "failed"; status: number };

/** The deploy title Netlify shows for builds this starts. */
export const REBUILD_TITLE = "Daily rebuild: incentives and other dated facts";

/**
 * POSTs to the build hook (with an empty JSON body and a deploy title, as Netlify documents);
 * with no hook configured it does nothing. Never throws: a failed call is reported, and the
 * next day's run tries again.
 */
export async function requestRebuild(hookUrl: string | undefined, fetchImpl: typeof fetch = fetch): Promise<RebuildResult> {
  if (!hookUrl) return { kind: "skipped" };
  const url = new URL(hookUrl);
  url.searchParams.set("trigger_title", REBUILD_TITLE);
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(15_000),
    });
    return response.ok ? { kind: "started", status: response.status } : { kind: "failed", status: response.status };
  } catch {
    return { kind: "failed", status: 0 };
  }
}
