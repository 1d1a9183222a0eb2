import { sql } from "drizzle-orm";
import { getDb } from "../../src/server/db/client";
import { route } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";

/** GET /api/health: up, and able to run a real query against the database. */
export default route({
  async GET() {
    try {
      await getDb().execute(sql`select 1`);
      return json({ status: "ok", db: "ok" });
    } catch (error) {
      console.error("Health check could not reach the database:", error);
      return json({ status: "degraded", db: "down" }, { status: 503 });
    }
  },
});

export const config = { path: "/api/health" };
