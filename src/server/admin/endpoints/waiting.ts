/** /api/admin/waiting. */
import { getDb } from "../../db/client";
import { route } from "../../http/handler";
import { json } from "../../http/headers";
import { loadWaiting } from "../waiting";
import type { AdminEndpoint } from "./types";

/** GET: what waits for the office, one count per kind of work (visits to confirm, new leads, texts to answer, jobs waiting too long). */
export const waitingEndpoint: AdminEndpoint = () =>
  route({
    async GET() {
      return json(await loadWaiting(getDb(), new Date()));
    },
  });
