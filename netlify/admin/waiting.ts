/** `adminWaiting`. */
import { adminWaiting } from "@/schemas/routes/admin";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http/headers";
import { loadWaiting } from "@/server/admin/waiting";
import { admins } from "./guard";

/** GET: what waits for the office, one count per kind of work (visits to confirm, new leads, texts to answer, jobs waiting too long); an estimator's visits are those they reach. */
export const waitingEndpoint = admins.on(adminWaiting, {
  async GET({ guarded }) {
    return json(await loadWaiting(getDb(), guarded, new Date()));
  },
});
