/** SQL conditions shared by the admin lists and their CSV exports. */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { phoenixInstant, addDays } from "@/lib/phoenix-time";

/** `text` as an ILIKE pattern that matches it anywhere, with \, % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * True where every word of `search` is found, case-insensitively, in one of `columns`.
 * A word of phone characters (3+ digits) also matches `phone` by its digits, so
 * "4805550100" finds "(480) 555-0100". Undefined for a search with no words.
 */
export function searchCondition(search: string, columns: SQLWrapper[], phone: SQLWrapper): SQL | undefined {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  const perWord = words.map((word) => {
    const pattern = containsPattern(word);
    const matches = columns.map((column) => sql`${column} ilike ${pattern}`);
    const digits = word.replace(/\D/g, "");
    if (digits.length >= 3 && /^[\d().+-]+$/.test(word)) matches.push(sql`regexp_replace(${phone}, '\\D', '', 'g') like ${containsPattern(digits)}`);
    return sql`(${sql.join(matches, sql` or `)})`;
  });
  return sql.join(perWord, sql` and `);
}

/** True where the instant `column` falls on a Phoenix day from `from` through `to` (either may be open). */
export function phoenixDayRange(column: SQLWrapper, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${phoenixInstant(from, 0).toISOString()}::timestamptz`);
  if (to) conditions.push(sql`${column} < ${phoenixInstant(addDays(to, 1), 0).toISOString()}::timestamptz`);
  return conditions;
}
