/** /api/admin/waiting. */
import { getDb } from "../../db/client";
import { countWaiting } from "../../db/admin-lists/waiting";
import { route } from "../../http/handler";
import { json } from "../../http/headers";
import type { AdminEndpoint } from "./types";

/** GET: what waits for the office, one count per kind of work (visits to confirm, new leads, texts to answer). */
export const waitingEndpoint: AdminEndpoint = () =>
  route({
    async GET() {
      return json(await countWaiting(getDb()));
    },
  });
