/**
 * What the admin lists show of each row's texts without opening its thread: consent, a STOP,
 * how many texts and the last one's state. Read for a whole page in one statement (an index
 * lookup per row), so a page of 20 leads or a day's visits costs one query, not one per row.
 */
import { NO_TEXTS, type TextSummary } from "@/schemas/sms-admin";
import type { Database } from "@/server/db/client";
import { readTextSummaries } from "@/server/db/sms/summaries";
import type { ServerEnv } from "@/server/env";
import { smsConfigured } from "./config";

/**
 * The text summaries of these appointments (or leads), by id: the newest consent given with each
 * and whether its number sent STOP, the number of texts both ways and the newest one's state as
 * the thread words it (received; sent, or Twilio's delivery status; pending; failed; skipped).
 */
export async function textSummaries(db: Database, of: "appointment" | "lead", ids: readonly string[]): Promise<Map<string, TextSummary>> {
  const rows = await readTextSummaries(db, of, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      { consent: row.consent, optedOut: row.opted_out, messages: Number(row.messages), lastStatus: row.last_status },
    ]),
  );
}

/** A list page with each row's `texts` summary and whether texts are configured at all (`textsConfigured`). */
export async function withTextSummaries<T extends { id: string }, P extends { items: T[] }>(
  db: Database,
  env: ServerEnv,
  of: "appointment" | "lead",
  page: P,
): Promise<P & { textsConfigured: boolean; items: (T & { texts: TextSummary })[] }> {
  const summaries = await textSummaries(
    db,
    of,
    page.items.map((item) => item.id),
  );
  return {
    ...page,
    textsConfigured: smsConfigured(env),
    items: page.items.map((item) => ({ ...item, texts: summaries.get(item.id) ?? NO_TEXTS })),
  };
}
