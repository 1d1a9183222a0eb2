/** The admins' notice of a new lead. */
import type { Database } from "@/server/db/client";
import type { Lead } from "@/server/db/schema";
import { deliver, enqueue } from "@/server/email/outbox";
import { leadNotification } from "@/server/email/templates";
import { createTransport } from "@/server/email/transport";
import type { ServerEnv } from "@/server/env";

/** Queues and tries to send the notice; never throws (the lead is already stored). */
export async function sendLeadEmail(db: Database, env: ServerEnv, lead: Lead): Promise<void> {
  try {
    const rows = await enqueue(db, "lead", lead.id, [leadNotification(lead, { adminEmails: env.ADMIN_EMAILS })]);
    await deliver(db, createTransport(env), rows, new Date());
  } catch (error) {
    console.error(`The notice for lead ${lead.id} could not be queued:`, error);
  }
}
