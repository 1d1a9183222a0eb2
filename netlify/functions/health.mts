import { readSession } from "../../src/server/auth/session";
import { serve } from "../../src/server/http/serve";
import { health } from "../../src/schemas/routes/site";
import { json } from "../../src/server/http/headers";
import { checkHealth } from "../../src/server/health/gather-health";

/**
 * GET `health`: the database answers, its schema is at this deploy's latest migration,
 * email can go out (and how many wait), reviews are set, and which commit runs. 200 when
 * all is well, 503 naming the failing parts. Anyone (an uptime monitor) reads only
 * `{ "status": "ok" | "failing" }`: which providers are set, and how, is for the admins, whose
 * dashboard reads the whole report with their session. No secret ever appears in it.
 */
const served = serve(health, {
  async GET({ request }) {
    const report = await checkHealth(new Date());
    if (report.status !== "ok") console.error(`Health: failing ${report.failing.join(", ")}: ${report.problems.join(" ")}`);
    const status = report.status === "ok" ? 200 : 503;
    return json((await isAdmin(request)) ? report : { status: report.status }, { status });
  },
});

export default served;

/** True for an admin's request; false when signed out, or when the session cannot be read (the database down, say). */
async function isAdmin(request: Request): Promise<boolean> {
  try {
    return (await readSession(request))?.isAdmin === true;
  } catch {
    return false;
  }
}

export const config = { path: served.path };
