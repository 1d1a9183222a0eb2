import type { Config } from "@netlify/functions";
import { formTokenSecret, issueFormToken } from "../../src/server/abuse/form-token";
import { serverEnv } from "../../src/server/env";
import { route } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";

/** GET /api/form-token: a signed note of when a form opened, sent back with the form (never cached). */
export default route({
  async GET() {
    return json({ token: issueFormToken(new Date(), formTokenSecret(serverEnv())) });
  },
});

export const config: Config = { path: "/api/form-token" };
