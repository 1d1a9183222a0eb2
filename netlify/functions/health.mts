import { route } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";
import { checkHealth } from "../../src/server/health/gather-health";

/**
 * GET /api/health: the database answers, its schema is at this deploy's latest migration,
 * email can go out (and how many wait), reviews are set, and which commit runs. 200 when
 * all is well, 503 naming the failing parts. No secret ever appears in it.
 */
export default route({
  async GET() {
    const report = await checkHealth(new Date());
    if (report.status !== "ok") console.error(`Health: failing ${report.failing.join(", ")}: ${report.problems.join(" ")}`);
    return json(report, { status: report.status === "ok" ? 200 : 503 });
  },
});

export const config = { path: "/api/health" };
