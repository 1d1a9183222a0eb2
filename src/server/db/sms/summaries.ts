/**
 * What the admin lists show of each row's texts without opening its thread, read for a whole
 * page in one statement (an index lookup per row), so a page of 20 leads or a day's visits costs
 * one query, not one per row.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { uuidRows } from "./uuid-rows";

/** One row's texts: the newest consent, whether its number sent STOP, how many texts, the newest one's state. */
export interface TextSummaryRow {
  id: string;
  consent: boolean;
  opted_out: boolean;
  messages: number;
  last_status: string | null;
}

/**
 * The text summaries of these appointments (or leads): the newest consent given with each and
 * whether its number sent STOP, the number of texts both ways and the newest one's state as the
 * thread words it (received; sent, or Twilio's delivery status; pending; failed; skipped).
 */
export async function readTextSummaries(db: Database, of: "appointment" | "lead", ids: readonly string[]): Promise<TextSummaryRow[]> {
  if (ids.length === 0) return [];
  const owner = sql.raw(of === "appointment" ? "appointment_id" : "lead_id");
  // Lateral subqueries, one index lookup each (sms_consents_*, sms_messages_* on the owner column).
  return rowsOf<TextSummaryRow>(
    await db.execute(sql`
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
    ) as texts on true`),
  );
}
