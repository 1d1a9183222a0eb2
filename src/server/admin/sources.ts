/**
 * The dashboard's "Where jobs come from": for the last 30 and 90 Phoenix days, per channel,
 * the calls clicked and booking forms started (beacon_counts), the bookings and leads, and
 * how many of those bookings ended completed or as no-shows, and the value of the contracts
 * signed in the window (not cancelled) by the channel of the visit or lead they came from. One statement for the panel:
 * the database counts, no row is loaded. Spam is left out.
 */
import { sql } from "drizzle-orm";
import { CHANNEL_LABELS, CHANNELS, isChannel, type Channel } from "@/core/channel";
import { addDays, phoenixDate, phoenixInstant } from "@/core/phoenix-time";
import type { ChannelRow, SourcesPanel } from "@/schemas/sources";
import type { Database } from "../db/client";
import { appointments, beaconCounts, leads, quotes, quoteSignatures } from "../db/schema";

/** The windows the panel shows, in days. */
export const SOURCE_WINDOWS = [30, 90] as const;

type Counts = Omit<ChannelRow, "channel" | "label" | "completionRate">;
const NONE: Counts = { calls: 0, formsStarted: 0, bookings: 0, leads: 0, completed: 0, noShows: 0, signedValueCents: 0 };
interface CountRow {
  days: number;
  channel: string;
  calls: number;
  forms_started: number;
  bookings: number;
  leads: number;
  completed: number;
  no_shows: number;
  signed_value: number;
}

/** Both windows as of `now`, each listing every channel. */
export async function loadSourcePanels(db: Database, now: Date): Promise<SourcesPanel[]> {
  const today = phoenixDate(now);
  const firstDay = (days: number) => addDays(today, -(days - 1));
  const windows = sql.join(
    SOURCE_WINDOWS.map((days) => sql`(${days}::int, ${firstDay(days)}::date, ${phoenixInstant(firstDay(days), 0).toISOString()}::timestamptz)`),
    sql`, `,
  );
  // Each source yields (window, channel, one count per column); the outer query adds them up.
  const result = (await db.execute(sql`
    with windows(days, first_day, since) as (values ${windows})
    select w.days, f.channel,
      sum(f.calls)::int as calls, sum(f.forms_started)::int as forms_started, sum(f.bookings)::int as bookings,
      sum(f.leads)::int as leads, sum(f.completed)::int as completed, sum(f.no_shows)::int as no_shows, sum(f.signed_value)::bigint as signed_value
    from windows w
    join lateral (
      select channel, case when kind = 'call' then count else 0 end as calls, case when kind = 'form-start' then count else 0 end as forms_started,
        0 as bookings, 0 as leads, 0 as completed, 0 as no_shows, 0::bigint as signed_value
        from ${beaconCounts} where day >= w.first_day
      union all
      select channel, 0, 0, 1, 0, (status = 'completed')::int, (status = 'no-show')::int, 0
        from ${appointments} where ${appointments.createdAt} >= w.since and ${appointments.spamReason} is null
      union all
      select channel, 0, 0, 0, 1, 0, 0, 0
        from ${leads} where ${leads.createdAt} >= w.since and ${leads.spamReason} is null
      union all
      select coalesce(a.channel, l.channel, 'direct'), 0, 0, 0, 0, 0, 0, s.total_cents
        from ${quoteSignatures} s join ${quotes} q on q.id = s.quote_id
        left join ${appointments} a on a.id = q.appointment_id left join ${leads} l on l.id = q.lead_id
        where s.signed_at >= w.since and q.status in ('signed', 'paid')
    ) f on true
    group by w.days, f.channel
  `)) as unknown as { rows: CountRow[] };
  return SOURCE_WINDOWS.map((days) => ({ days, since: firstDay(days), rows: channelRows(result.rows.filter((row) => Number(row.days) === days)) }));
}

/** Every channel in the dashboard's order, zeros for the ones without a row. */
function channelRows(rows: CountRow[]): ChannelRow[] {
  const byChannel = new Map<Channel, Counts>();
  for (const row of rows) {
    // A channel a later version no longer knows is counted as a referral rather than lost.
    const channel = isChannel(row.channel) ? row.channel : "referral";
    const counts = byChannel.get(channel) ?? { ...NONE };
    counts.calls += Number(row.calls);
    counts.formsStarted += Number(row.forms_started);
    counts.bookings += Number(row.bookings);
    counts.leads += Number(row.leads);
    counts.completed += Number(row.completed);
    counts.noShows += Number(row.no_shows);
    counts.signedValueCents += Number(row.signed_value);
    byChannel.set(channel, counts);
  }
  return CHANNELS.map((channel) => {
    const counts = byChannel.get(channel) ?? { ...NONE };
    return { channel, label: CHANNEL_LABELS[channel], ...counts, completionRate: counts.bookings ? counts.completed / counts.bookings : null };
  });
}
