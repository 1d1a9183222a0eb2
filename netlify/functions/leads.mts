import type { Config } from "@netlify/functions";
import { LEAD_THANKS_MESSAGE, leadRequestSchema } from "../../src/schemas/lead";
import { getDb } from "../../src/server/db/client";
import { insertLead, recordForward } from "../../src/server/db/leads";
import { serverEnv } from "../../src/server/env";
import { route, withBody } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";
import { sendLeadEmails } from "../../src/server/email/send";
import { forwardLead } from "../../src/server/leads/forward";

/** POST /api/leads: the contact form. The lead is stored first, so nothing is lost. */
export default route({
  POST: withBody(leadRequestSchema, async ({ body }) => {
    const db = getDb();
    const env = serverEnv();
    const { website: _honeypot, ...fields } = body;
    const lead = await insertLead(db, { ...fields, forwardStatus: env.LEADS_FORWARD_URL ? "pending" : "not-configured" });
    if (env.LEADS_FORWARD_URL) {
      const result = await forwardLead(lead, env.LEADS_FORWARD_URL);
      await recordForward(db, lead.id, result.ok ? "sent" : "failed", result.attempts);
    }
    await sendLeadEmails(db, env, lead);
    return json({ success: true, message: LEAD_THANKS_MESSAGE }, { status: 201 });
  }),
});

export const config: Config = {
  path: "/api/leads",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
