/**
 * The admin customer list: one row per person (their email's key, as the limits count people,
 * src/core/server/person-key.ts), most recent activity first, found by name, email, phone or address,
 * in pages that follow each other by a cursor. The statement, and why a page costs the same after
 * two years as on the first day, is src/server/db/admin-lists/customers.ts. A search that matches
 * only a few rows spread over the years is the exception: the planner still walks the
 * booking-time index, checking each row, so it reads about the whole table (1,561 pages at three
 * years of rows, against 700 for a page); docs/admin-at-scale.md says more.
 */
import type { AdminCustomer, AdminCustomerPage, CustomerListQuery } from "@/schemas/admin/customers";
import { readCustomerRows, type CustomerCursor, type CustomerRow } from "../db/admin-lists/customers";
import type { Database } from "../db/client";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor as the URL carries it: base64url of "time|id". */
export function encodeCursor({ at, id }: CustomerCursor): string {
  return Buffer.from(`${at}|${id}`).toString("base64url");
}

/** The cursor in `value`, or null for one this list never made (the schema already checked its characters). */
export function decodeCursor(value: string): CustomerCursor | null {
  const [at, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  return at && id && UUID.test(id) && /^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/.test(at) ? { at, id } : null;
}

/** One page of people, most recent activity first, and the cursor of the next. */
export async function listCustomers(db: Database, query: CustomerListQuery, cursor: CustomerCursor | null): Promise<AdminCustomerPage> {
  const { pageSize, page } = query;
  const found = await readCustomerRows(db, query, cursor);
  const rows = found.slice(0, pageSize);
  const last = rows.at(-1);
  const more = found.length > pageSize;
  return {
    items: rows.map(toCustomer),
    total: (page - 1) * pageSize + rows.length,
    totalCapped: more,
    page,
    pageSize,
    nextCursor: more && last ? encodeCursor({ at: last.at_text, id: last.id }) : null,
  };
}

function toCustomer(row: CustomerRow): AdminCustomer {
  return {
    kind: row.kind,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    lastActivityAt: new Date(row.created_at).toISOString(),
    visits: Number(row.visits),
    leads: Number(row.leads),
  };
}
