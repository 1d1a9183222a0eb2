/**
 * The site-wide ceilings' storage (the rules are in src/core/site-ceilings.ts): the admins'
 * settings, each window's count in `site_counts`, the real history the learned ceilings come
 * from, and the ceilings reached, for the admins' banner and their one email.
 */
import { and, asc, eq, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { HELD_BOOKING_PREFIX } from "@/core/limits";
import {
  AUTOMATIC_CEILINGS,
  CEILING_KEYS,
  ceilingsInForce,
  ceilingWindow,
  LEARNING_DAYS,
  type BusiestWindows,
  type CeilingKey,
  type CeilingSettings,
} from "@/core/site-ceilings";
import { siteCeilingSettingsSchema } from "@/schemas/site-ceilings";
import { PHOENIX_UTC_OFFSET_MINUTES } from "@/core/phoenix-time";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { appointments, leads, siteCeilingSettings, siteCounts, smsMessages, type EmailMessage } from "../schema";
import { settingsRow } from "../settings/row";

const settings = settingsRow<CeilingSettings>(siteCeilingSettings, siteCeilingSettingsSchema, "site-wide ceiling");

/** The ceilings as admins last saved them; all automatic until they save any. */
export function loadCeilingSettings(db: Database): Promise<CeilingSettings> {
  return settings.load(db, AUTOMATIC_CEILINGS);
}

/** Saves the ceilings (already parsed) and who saved them. */
export function saveCeilingSettings(db: Database, value: CeilingSettings, updatedBy: string): Promise<void> {
  return settings.save(db, value, updatedBy);
}

/** Who saved the ceilings last, and when; nulls before anyone did. */
export async function ceilingSettingsSaved(db: Database): Promise<{ updatedBy: string | null; updatedAt: Date | null }> {
  const [row] = await db
    .select({ updatedBy: siteCeilingSettings.updatedBy, updatedAt: siteCeilingSettings.updatedAt })
    .from(siteCeilingSettings)
    .where(eq(siteCeilingSettings.id, 1));
  return { updatedBy: row?.updatedBy ?? null, updatedAt: row?.updatedAt ?? null };
}

// ── Learning ──────────────────────────────────────────────────────────────────────────

/** The start of the hour a timestamp column's value falls in (epoch-aligned, as rateWindow's windows are). */
const hourOf = (column: SQL) => sql`to_timestamp(floor(extract(epoch from ${column}) / 3600) * 3600)`;

/** The start (Phoenix midnight, 07:00 UTC) of the Phoenix day a timestamp column's value falls in, as phoenixDayWindow's. */
const phoenixDayOf = (column: SQL) => {
  const midnight = -PHOENIX_UTC_OFFSET_MINUTES * 60;
  return sql`to_timestamp(floor((extract(epoch from ${column}) - ${midnight}) / 86400) * 86400 + ${midnight})`;
};

/**
 * The busiest window of `rows` (a select of one `at` timestamp column) between `since` and the
 * start of the current window, windows in which `key`'s ceiling was reached left out: a flood
 * is not a busy hour, and must not raise the ceiling it ran into.
 */
async function busiest(db: Database, key: CeilingKey, rows: SQL, since: Date, now: Date): Promise<number> {
  const window = key === "textsPerDay" ? phoenixDayOf(sql`at`) : hourOf(sql`at`);
  const result = (await db.execute(sql`
    select coalesce(max(n), 0)::int as busiest from (
      select ${window} as w, count(*) as n from (${rows}) r
      where at >= ${since.toISOString()}::timestamptz and at < ${ceilingWindow(key, now).start.toISOString()}::timestamptz
      group by 1
    ) per_window
    where not exists (select 1 from ${siteCounts} c where c.ceiling = ${key} and c.window_start = per_window.w and c.reached_at is not null)
  `)) as unknown as { rows: { busiest: number }[] };
  return Number(result.rows[0]?.busiest ?? 0);
}

/** What each ceiling counts, as real history: one `at` per booking, lead or text the site took. */
const HISTORY: Record<Exclude<CeilingKey, "beaconsPerHour">, SQL> = {
  // Every booking request that was not spam, held for the office or booked.
  bookingsPerHour: sql`select created_at as at from ${appointments} where spam_reason is null
    union all select created_at from ${leads} where spam_reason is null and source like ${`${HELD_BOOKING_PREFIX}%`}`,
  leadsPerHour: sql`select created_at as at from ${leads} where spam_reason is null and source not like ${`${HELD_BOOKING_PREFIX}%`}`,
  // Texts sent that no admin wrote (an admin's own text is never held back, nor counted).
  textsPerHour: sql`select sent_at as at from ${smsMessages} where direction = 'outbound' and status = 'sent' and sent_by is null`,
  textsPerDay: sql`select sent_at as at from ${smsMessages} where direction = 'outbound' and status = 'sent' and sent_by is null`,
};

/**
 * The busiest real window of `key` in the last LEARNING_DAYS days before the current one.
 * Bookings, leads and texts are read from their own tables; beacons are counted per day only
 * (beacon_counts keeps nothing finer), so their hours are the site's own counts.
 */
export async function busiestWindow(db: Database, key: CeilingKey, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LEARNING_DAYS * 86_400_000);
  if (key !== "beaconsPerHour") return busiest(db, key, HISTORY[key], since, now);
  const [row] = await db
    .select({ busiest: sql<number>`coalesce(max(${siteCounts.count}), 0)::int` })
    .from(siteCounts)
    .where(
      and(
        eq(siteCounts.ceiling, key),
        sql`${siteCounts.windowStart} >= ${since.toISOString()}::timestamptz`,
        lt(siteCounts.windowStart, ceilingWindow(key, now).start),
        isNull(siteCounts.reachedAt),
      ),
    );
  return Number(row?.busiest ?? 0);
}

/** The busiest real window of every ceiling. */
export async function busiestWindows(db: Database, now: Date): Promise<BusiestWindows> {
  const values = await Promise.all(CEILING_KEYS.map((key) => busiestWindow(db, key, now)));
  return Object.fromEntries(CEILING_KEYS.map((key, index) => [key, values[index]!])) as BusiestWindows;
}

/** The ceiling of `key` in force now: the admins' number, or the learned one. */
export async function ceilingInForce(db: Database, key: CeilingKey, now: Date): Promise<number> {
  const saved = await loadCeilingSettings(db);
  const set = saved[key];
  if (set !== null) return set;
  return ceilingsInForce(saved, { ...zeroHistory(), [key]: await busiestWindow(db, key, now) })[key];
}

function zeroHistory(): BusiestWindows {
  return Object.fromEntries(CEILING_KEYS.map((key) => [key, 0])) as BusiestWindows;
}

// ── Counting ──────────────────────────────────────────────────────────────────────────

/** A place taken under a ceiling, or not; `first` is true for the first one past it in its window. */
export type SitePlace = { taken: true } | { taken: false; first: boolean };

/**
 * Takes one place of `ceiling` in `key`'s current window, or records one more past it. One
 * upsert takes the place, so concurrent requests on any number of instances never take more
 * than the ceiling between them; the first of a window also clears windows older than the
 * learning needs.
 */
export async function takeSitePlace(db: Database, key: CeilingKey, ceiling: number, now: Date): Promise<SitePlace> {
  const window = ceilingWindow(key, now).start;
  const [taken] = await db
    .insert(siteCounts)
    .values({ ceiling: key, windowStart: window, count: 1 })
    .onConflictDoUpdate({
      target: [siteCounts.ceiling, siteCounts.windowStart],
      set: { count: sql`${siteCounts.count} + 1` },
      setWhere: lt(siteCounts.count, ceiling),
    })
    .returning({ count: siteCounts.count });
  if (taken) {
    if (taken.count === 1)
      await db
        .delete(siteCounts)
        .where(and(eq(siteCounts.ceiling, key), lt(siteCounts.windowStart, new Date(window.getTime() - (LEARNING_DAYS + 1) * 86_400_000))));
    return { taken: true };
  }
  // Each refusal gets its own number under the row's lock, so exactly one is the first.
  const [past] = await db
    .update(siteCounts)
    .set({
      refused: sql`${siteCounts.refused} + 1`,
      reachedAt: sql`coalesce(${siteCounts.reachedAt}, ${now.toISOString()}::timestamptz)`,
      reachedCeiling: sql`coalesce(${siteCounts.reachedCeiling}, ${ceiling})`,
    })
    .where(and(eq(siteCounts.ceiling, key), eq(siteCounts.windowStart, window)))
    .returning({ refused: siteCounts.refused });
  return { taken: false, first: past?.refused === 1 };
}

/** Gives back a place taken under `key`'s ceiling for something that then did not happen (a text Twilio refused). */
export async function giveBackSitePlace(db: Database, key: CeilingKey, now: Date): Promise<void> {
  await db
    .update(siteCounts)
    .set({ count: sql`${siteCounts.count} - 1` })
    .where(and(eq(siteCounts.ceiling, key), eq(siteCounts.windowStart, ceilingWindow(key, now).start), sql`${siteCounts.count} > 0`));
}

// ── Reached ───────────────────────────────────────────────────────────────────────────

export type ReachedRow = typeof siteCounts.$inferSelect & { ceiling: CeilingKey };

/** The ceilings reached in windows that have not ended: the dashboard's banner. */
export async function reachedNow(db: Database, now: Date): Promise<ReachedRow[]> {
  const current = or(
    ...CEILING_KEYS.map((key) => and(eq(siteCounts.ceiling, key), eq(siteCounts.windowStart, ceilingWindow(key, now).start))),
  );
  return (await db
    .select()
    .from(siteCounts)
    .where(and(current, isNotNull(siteCounts.reachedAt)))
    .orderBy(asc(siteCounts.reachedAt))) as ReachedRow[];
}

/** Ceilings reached that the admins have not been told of, oldest first. */
export async function unannouncedReached(db: Database): Promise<ReachedRow[]> {
  return (await db
    .select()
    .from(siteCounts)
    .where(and(isNotNull(siteCounts.reachedAt), isNull(siteCounts.announcedAt)))
    .orderBy(asc(siteCounts.reachedAt))) as ReachedRow[];
}

/** True when `key`'s ceiling was reached in the window starting at `windowStart`. */
export async function wasReached(db: Database, key: CeilingKey, windowStart: Date): Promise<boolean> {
  const [row] = await db
    .select({ reachedAt: siteCounts.reachedAt })
    .from(siteCounts)
    .where(and(eq(siteCounts.ceiling, key), eq(siteCounts.windowStart, windowStart)));
  return Boolean(row?.reachedAt);
}

/**
 * Marks a reached ceiling as told, storing `emails` about it in the same statement, and
 * returns them; returns none when another run told it first. So the admins get one email
 * however many requests, instances and retry runs see it.
 */
export async function claimAnnouncement(
  db: Database,
  reached: Pick<ReachedRow, "ceiling" | "windowStart">,
  emails: readonly QueuedEmail[],
  now: Date,
): Promise<EmailMessage[]> {
  const result = (await db.execute(sql`
    with claimed as (
      update ${siteCounts} set announced_at = ${now.toISOString()}::timestamptz
      where ceiling = ${reached.ceiling} and window_start = ${reached.windowStart.toISOString()}::timestamptz and announced_at is null
      returning null::uuid as id
    ),
    mail as (${storeEmailsAbout("claimed", emails, now)})
    select coalesce(array_agg(mail.id), '{}') as email_ids from mail
  `)) as unknown as { rows: { email_ids: (number | string)[] }[] };
  return emailsById(db, result.rows[0]?.email_ids ?? []);
}
