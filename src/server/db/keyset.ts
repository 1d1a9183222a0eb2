/**
 * Keyset paging newest first, by (created_at, id): the cursor a page's last row gives, and the
 * condition that reads on after it. A cursor that is not one reads nothing (never a 500).
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** Encodes a row's place in the newest-first order. */
export function keysetCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

/** The rows after `cursor` in the newest-first order of `createdAt` then `id` (a uuid, or a serial integer); undefined without a cursor. */
export function afterKeyset(
  cursor: string | undefined,
  createdAt: PgColumn,
  id: PgColumn,
  idType: "uuid" | "integer" = "uuid",
): SQL | undefined {
  if (!cursor) return undefined;
  const [at, rowId] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const idShape = idType === "uuid" ? /^[0-9a-f-]{36}$/ : /^[0-9]{1,10}$/;
  if (!at || !rowId || Number.isNaN(Date.parse(at)) || !idShape.test(rowId)) return sql`false`;
  return sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${rowId}::${sql.raw(idType)})`;
}
