import type { Config } from "@netlify/functions";
import { requestRebuild } from "../../src/server/deploy/rebuild";
import { serverEnv } from "../../src/server/env";

/**
 * Just after midnight in Phoenix (UTC-7 all year, so 07:05 UTC): ask Netlify for a fresh build
 * through NETLIFY_BUILD_HOOK_URL, so an incentive whose validThrough was yesterday is gone
 * from every page today. The hook URL is never logged, only the outcome.
 */
export default async function dailyRebuild(): Promise<Response> {
  const result = await requestRebuild(serverEnv().NETLIFY_BUILD_HOOK_URL);
  if (result.kind === "skipped")
    console.warn("Rebuild: NETLIFY_BUILD_HOOK_URL is not set; expired incentives stay on the pages until the next deploy.");
  else if (result.kind === "failed") console.error(`Rebuild: the build hook answered ${result.status || "nothing"}.`);
  else console.log(`Rebuild: started (${result.status}).`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "5 7 * * *" };
