/** Which migration the database is at: the newest row drizzle's migrator wrote (drizzle.__drizzle_migrations). */
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { rowsOf } from "../rows";

/** `created_at` of the newest migration applied, or null when the migrator never ran. */
export async function lastMigrationAt(db: Database): Promise<number | null> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return null;
  const [last] = rowsOf<{ created_at: string | number | null }>(
    await db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`),
  );
  return last?.created_at == null ? null : Number(last.created_at);
}
