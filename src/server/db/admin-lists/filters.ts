/** SQL conditions and counts shared by the admin lists and their CSV exports, and how far they read. */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { phoenixInstant, addDays } from "@/core/phoenix-time";
import type { Database } from "../client";
import { rowsOf } from "../rows";

/** Most rows one CSV export holds. */
export const MAX_EXPORT_ROWS = 20_000;

/** Rows one export query reads: the stream's memory holds no more than this. */
export const EXPORT_BATCH_ROWS = 500;

/** How many matches past the page's first row the lists count exactly; beyond, "more than". */
export const COUNT_AHEAD = 500;

/** `text` as an ILIKE pattern that matches it anywhere, with \, % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * True where every word of `search` is found, case-insensitively, in `text` (a row's searched
 * columns joined by spaces: appointmentSearchText / leadSearchText in schema.ts). A word of phone
 * characters (3+ digits) also matches `phoneDigits` by its digits, so "4805550100" finds
 * "(480) 555-0100". Both expressions are the ones the trigram indexes hold, so each word reads
 * an index, never every row. Undefined for a search with no words.
 */
export function searchCondition(search: string, text: SQL, phoneDigits: SQL): SQL | undefined {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  const perWord = words.map((word) => {
    const matches = [sql`${text} ilike ${containsPattern(word)}`];
    const digits = word.replace(/\D/g, "");
    if (digits.length >= 3 && /^[\d().+-]+$/.test(word)) matches.push(sql`${phoneDigits} like ${containsPattern(digits)}`);
    return sql`(${sql.join(matches, sql` or `)})`;
  });
  return sql.join(perWord, sql` and `);
}

/**
 * How many rows match `where`, counting no further than `limit`: `{ total, capped }`, where
 * capped says there are more. An exact count of a filter that matches most of years of history
 * reads every one of those rows on every page view; the list needs only to know there are more.
 */
export async function countUpTo(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  limit: number,
): Promise<{ total: number; capped: boolean }> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(
      sql`select count(*)::int as count from (select 1 from ${table} where ${where ?? sql`true`} limit ${limit + 1}) as matches`,
    ),
  );
  const count = Number(row?.count ?? 0);
  return count > limit ? { total: limit, capped: true } : { total: count, capped: false };
}

/** True where the instant `column` falls on a Phoenix day from `from` through `to` (either may be open). */
export function phoenixDayRange(column: SQLWrapper, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${phoenixInstant(from, 0).toISOString()}::timestamptz`);
  if (to) conditions.push(sql`${column} < ${phoenixInstant(addDays(to, 1), 0).toISOString()}::timestamptz`);
  return conditions;
}
