import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { listUnforwarded, recordForward } from "../../src/server/db/leads/leads";
import { countWaiting, purgeBodies } from "../../src/server/email/outbox";
import { createTransport, NO_PROVIDER_HINT } from "../../src/server/email/transport";
import { serverEnv } from "../../src/server/env";
import { forwardLead } from "../../src/server/leads/forward";
import { announceReachedCeilings } from "../../src/server/notify/ceilings";
import { retryEmails } from "../../src/server/notify/email-delivery";
import { retryTexts, textDelivery } from "../../src/server/notify/texts";
import { createSmsTransport } from "../../src/server/sms/transport";

/**
 * Every 10 minutes: send emails that failed or waited for a provider (up to a week old), and
 * texts that failed or waited out the quiet hours (up to two days old), each only while it is
 * still due (an invoice's reminder not once the invoice is paid: src/server/notify/due.ts),
 * empty the bodies of emails sent (or given up) more than a day ago, so no working manage
 * link stays in the database, forward leads the external host missed, and tell the admins of a
 * site-wide limit reached that nobody told them of yet (the texts' ceilings are reached here).
 */
export default async function retryDeliveries(): Promise<Response> {
  const db = getDb();
  const env = serverEnv();
  const now = new Date();
  const transport = createTransport(env);
  if (transport.kind === "none") console.error(`Retry: ${await countWaiting(db, now)} email(s) waiting. ${NO_PROVIDER_HINT}`);
  const emails = await retryEmails(db, transport, { now });
  const purged = await purgeBodies(db, { now });
  // Texts that failed, or waited out the quiet hours.
  const texts = await retryTexts(db, createSmsTransport(env), await textDelivery(db, env, now));
  await announceReachedCeilings(db, env, now);
  let forwarded = 0;
  if (env.LEADS_FORWARD_URL) {
    for (const lead of await listUnforwarded(db, 10, 20)) {
      const result = await forwardLead(lead, env.LEADS_FORWARD_URL, { delays: [0] });
      await recordForward(db, lead.id, result.ok ? "sent" : "failed", lead.forwardAttempts + result.attempts);
      if (result.ok) forwarded++;
    }
  }
  console.log(
    `Retry: ${JSON.stringify(emails)}; texts: ${JSON.stringify(texts)}; bodies purged: ${purged}; leads forwarded: ${forwarded}.`,
  );
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "*/10 * * * *" };
