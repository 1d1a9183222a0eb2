/**
 * The statement of the dashboard's "Where jobs come from": per window and channel, the calls
 * clicked and booking forms started (beacon_counts), the bookings and leads, how many of those
 * bookings ended completed or as no-shows, and the value of the contracts signed in the window
 * (not cancelled) by the channel of the visit or lead they came from. The database counts, no row
 * is loaded. Spam is left out.
 */
import { sql } from "drizzle-orm";
import { phoenixInstant } from "@/core/phoenix-time";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { appointments, beaconCounts, leads, quotes, quoteSignatures } from "../schema";

/** One window's counts of one channel. */
export interface CountRow {
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

/** The counts of each window (its length in days, and its first Phoenix day), per channel that has any. */
export async function countSources(db: Database, windowsOf: readonly { days: number; firstDay: string }[]): Promise<CountRow[]> {
  const windows = sql.join(
    windowsOf.map(
      ({ days, firstDay }) => sql`(${days}::int, ${firstDay}::date, ${phoenixInstant(firstDay, 0).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  // Each source yields (window, channel, one count per column); the outer query adds them up.
  return rowsOf<CountRow>(
    await db.execute(sql`
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
  `),
  );
}
