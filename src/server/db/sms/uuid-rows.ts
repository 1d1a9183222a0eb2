/** A page's ids as a one-column table for lateral lookups (see ./summaries.ts). */
import { sql, type SQL } from "drizzle-orm";

/**
 * `unnest(array[$1, $2, ...]::uuid[]) as <alias>(id)`: one row per id, to join each to its own
 * index lookup. Postgres then reads a few index entries per id, where `column in (...)` over
 * hundreds of ids lets the planner read the whole table instead as it grows.
 */
export function uuidRows(ids: readonly string[], alias: string): SQL {
  return sql`unnest(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]) as ${sql.identifier(alias)}(id)`;
}
