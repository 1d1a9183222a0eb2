/**
 * What the admin lists show of each row's texts without opening its thread: consent, a STOP,
 * how many texts and the last one's state. Read for a whole page in one statement (an index
 * lookup per row), so a page of 20 leads or a day's visits costs one query, not one per row.
 */
import { sql } from "drizzle-orm";
import { NO_TEXTS, type TextSummary } from "@/schemas/sms-admin";
import type { Database } from "@/server/db/client";
import type { ServerEnv } from "@/server/env";
import { uuidRows } from "@/server/db/uuid-rows";
import { smsConfigured } from "./config";

type SummaryRow = { id: string; consent: boolean; opted_out: boolean; messages: number; last_status: string | null };

/**
 * The text summaries of these appointments (or leads), by id: the newest consent given with each
 * and whether its number sent STOP, the number of texts both ways and the newest one's state as
 * the thread words it (received; sent, or Twilio's delivery status; pending; failed; skipped).
 */
export async function textSummaries(db: Database, of: "appointment" | "lead", ids: readonly string[]): Promise<Map<string, TextSummary>> {
  if (ids.length === 0) return new Map();
  const owner = sql.raw(of === "appointment" ? "appointment_id" : "lead_id");
  // Lateral subqueries, one index lookup each (sms_consents_*, sms_messages_* on the owner column).
  const result = (await db.execute(sql`
    select page.id::text as id, consent.phone is not null as consent, coalesce(numbers.opted_out, false) as opted_out,
      texts.messages, texts.last_status
    from ${uuidRows(ids, "page")}
    left join lateral (select phone from sms_consents where ${owner} = page.id order by id desc limit 1) as consent on true
    left join sms_numbers as numbers on numbers.phone = consent.phone
    left join lateral (
      select count(*)::int as messages,
        (array_agg(case when direction = 'inbound' then 'received' when status = 'sent' then coalesce(delivery_status, 'sent') else status end
          order by created_at desc, id desc))[1] as last_status
      from sms_messages where ${owner} = page.id
    ) as texts on true`)) as unknown as { rows: SummaryRow[] };
  return new Map(result.rows.map((row) => [row.id, { consent: row.consent, optedOut: row.opted_out, messages: Number(row.messages), lastStatus: row.last_status }]));
}

/** A list page with each row's `texts` summary and whether texts are configured at all (`textsConfigured`). */
export async function withTextSummaries<T extends { id: string }, P extends { items: T[] }>(
  db: Database,
  env: ServerEnv,
  of: "appointment" | "lead",
  page: P,
): Promise<P & { textsConfigured: boolean; items: (T & { texts: TextSummary })[] }> {
  const summaries = await textSummaries(db, of, page.items.map((item) => item.id));
  return { ...page, textsConfigured: smsConfigured(env), items: page.items.map((item) => ({ ...item, texts: summaries.get(item.id) ?? NO_TEXTS })) };
}
