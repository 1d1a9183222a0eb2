import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { runInvoiceReminders } from "../../src/server/reminders/run-invoice-reminders";

/** Every hour: the reminders of unpaid invoices, 3 and 10 days after sending, once each (email, and a text with consent). */
export default async function sendInvoiceReminders(): Promise<Response> {
  const report = await runInvoiceReminders(getDb(), serverEnv(), new Date());
  console.log(`Invoice reminders: ${JSON.stringify(report)}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "@hourly" };
