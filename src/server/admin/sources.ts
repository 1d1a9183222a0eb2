/**
 * The dashboard's "Where jobs come from": for the last 30 and 90 Phoenix days, per channel,
 * the calls clicked and booking forms started (beacon_counts), the bookings and leads, and
 * how many of those bookings ended completed or as no-shows, and the value of the contracts
 * signed in the window (not cancelled) by the channel of the visit or lead they came from, and the
 * money collected in the window by its job's channel. One statement for the counts
 * (src/server/db/admin-lists/sources.ts), one per window for the money (the money panel's rule,
 * src/server/db/money/money-panel.ts). Spam is left out.
 */
import { CHANNEL_LABELS, CHANNELS, isChannel, type Channel } from "@/core/channel";
import { addDays, phoenixDate } from "@/core/phoenix-time";
import type { ChannelRow, SourcesPanel } from "@/schemas/sources";
import { countSources, type CountRow } from "../db/admin-lists/sources";
import { sumCollectedByChannel } from "../db/money/money-panel";
import type { Database } from "../db/client";

/** The windows the panel shows, in days. */
export const SOURCE_WINDOWS = [30, 90] as const;

type Counts = Omit<ChannelRow, "channel" | "label" | "completionRate">;
const NONE: Counts = { calls: 0, formsStarted: 0, bookings: 0, leads: 0, completed: 0, noShows: 0, signedValueCents: 0, collectedCents: 0 };

/** Both windows as of `now`, each listing every channel. */
export async function loadSourcePanels(db: Database, now: Date): Promise<SourcesPanel[]> {
  const today = phoenixDate(now);
  const firstDay = (days: number) => addDays(today, -(days - 1));
  const [rows, ...collected] = await Promise.all([
    countSources(
      db,
      SOURCE_WINDOWS.map((days) => ({ days, firstDay: firstDay(days) })),
    ),
    ...SOURCE_WINDOWS.map((days) => sumCollectedByChannel(db, firstDay(days))),
  ]);
  return SOURCE_WINDOWS.map((days, index) => ({
    days,
    since: firstDay(days),
    rows: channelRows(
      rows.filter((row) => Number(row.days) === days),
      collected[index]!,
    ),
  }));
}

/** Every channel in the dashboard's order, zeros for the ones without a row. */
function channelRows(rows: CountRow[], collected: readonly { channel: string; cents: number }[]): ChannelRow[] {
  const byChannel = new Map<Channel, Counts>();
  // A channel a later version no longer knows is counted as a referral rather than lost.
  const countsOf = (name: string) => {
    const channel = isChannel(name) ? name : "referral";
    const counts = byChannel.get(channel) ?? { ...NONE };
    byChannel.set(channel, counts);
    return counts;
  };
  for (const row of rows) {
    const counts = countsOf(row.channel);
    counts.calls += Number(row.calls);
    counts.formsStarted += Number(row.forms_started);
    counts.bookings += Number(row.bookings);
    counts.leads += Number(row.leads);
    counts.completed += Number(row.completed);
    counts.noShows += Number(row.no_shows);
    counts.signedValueCents += Number(row.signed_value);
  }
  for (const row of collected) countsOf(row.channel).collectedCents += row.cents;
  return CHANNELS.map((channel) => {
    const counts = byChannel.get(channel) ?? { ...NONE };
    return {
      channel,
      label: CHANNEL_LABELS[channel],
      ...counts,
      completionRate: counts.bookings ? counts.completed / counts.bookings : null,
    };
  });
}
