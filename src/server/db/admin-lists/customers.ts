/**
 * The admin customer list's statement: one row per person (their email's key, as the limits count
 * people), most recent activity first, found by name, email, phone or address. A person's row is
 * their latest visit or lead (spam left out); with a search, their latest one that matches. Pages
 * follow each other by keyset, never OFFSET: each page reads its rows newest first through the
 * booking-time indexes, and for each row looks up, by the person's key, whether a later row of
 * theirs exists (then it is not their latest). So a page costs the same on the first day and after
 * two years (tests/admin/query-plans.test.ts); docs/admin-at-scale.md says where it does not.
 */
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CustomerListQuery } from "@/schemas/admin/customers";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { appointments, appointmentSearchText, leads, leadSearchText, phoneDigitsSql } from "../schema";
import { searchCondition } from "./filters";

/** Where a page ended: its last row's booking time, as Postgres writes it (to the microsecond), and id. */
export interface CustomerCursor {
  at: string;
  id: string;
}

/** A person's latest row, with how many visits and leads they have. */
export interface CustomerRow {
  kind: "appointment" | "lead";
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string | null;
  city: string | null;
  created_at: string | Date;
  at_text: string;
  visits: number;
  leads: number;
}

const later = alias(appointments, "later_visit");
const laterLead = alias(leads, "later_lead");

/** The search on a visit's (or lead's) columns, or true without one. */
const visitMatches = (search: string | undefined, t: Parameters<typeof appointmentSearchText>[0]) =>
  (search && searchCondition(search, appointmentSearchText(t), phoneDigitsSql(sql`${t.phone}`))) || sql`true`;
const leadMatches = (search: string | undefined, t: Parameters<typeof leadSearchText>[0]) =>
  (search && searchCondition(search, leadSearchText(t), phoneDigitsSql(sql`${t.phone}`))) || sql`true`;

/** Rows older than the cursor, in (time, id) order; the time alone bounds the index scan. */
function olderThan(createdAt: SQL, id: SQL, cursor: CustomerCursor | null): SQL {
  if (!cursor) return sql`true`;
  return sql`${createdAt} <= ${cursor.at}::timestamptz and (${createdAt} < ${cursor.at}::timestamptz or ${id} < ${cursor.id}::uuid)`;
}

/** Up to `pageSize` + 1 people older than `cursor`, most recent activity first: one more than the page says there are more. */
export async function readCustomerRows(
  db: Database,
  { search, pageSize }: Pick<CustomerListQuery, "search" | "pageSize">,
  cursor: CustomerCursor | null,
): Promise<CustomerRow[]> {
  const a = appointments;
  const l = leads;
  // A visit is its person's latest when no later visit or lead of theirs (not spam, matching the
  // search) exists; on the same instant the visit wins over the lead, so each person shows once.
  // The page's people are chosen first (a sorted, limited union); only they are then counted.
  return rowsOf<CustomerRow>(
    await db.execute(sql`
    select page.*,
      (select count(*) from ${appointments} x where x.email_key = page.email_key or x.phone_key = page.phone_key)::int as visits,
      (select count(*) from ${leads} y where y.email_key = page.email_key or y.phone_key = page.phone_key)::int as leads
    from (select * from (
      (select 'appointment' as kind, ${a.id} as id, ${a.firstName} as first_name, ${a.lastName} as last_name, ${a.email} as email, ${a.phone} as phone,
          ${a.address} || ', ' || ${a.city} || ' ' || ${a.zipCode} as address, ${a.city} as city, ${a.createdAt} as created_at, ${a.createdAt}::text as at_text,
          ${a.emailKey} as email_key, ${a.phoneKey} as phone_key
        from ${a}
        where ${a.spamReason} is null and ${visitMatches(search, a)} and ${olderThan(sql`${a.createdAt}`, sql`${a.id}`, cursor)}
          and not exists (
            select 1 from ${appointments} ${later} where ${later.emailKey} = ${a.emailKey} and ${later.spamReason} is null and ${visitMatches(search, later)}
              and (${later.createdAt} > ${a.createdAt} or (${later.createdAt} = ${a.createdAt} and ${later.id} > ${a.id})))
          and not exists (
            select 1 from ${leads} ${laterLead} where ${laterLead.emailKey} = ${a.emailKey} and ${laterLead.spamReason} is null and ${leadMatches(search, laterLead)}
              and ${laterLead.createdAt} > ${a.createdAt})
        order by ${a.createdAt} desc, ${a.id} desc
        limit ${pageSize + 1})
      union all
      (select 'lead', ${l.id}, ${l.firstName}, ${l.lastName}, ${l.email}, ${l.phone}, null, null, ${l.createdAt}, ${l.createdAt}::text, ${l.emailKey}, ${l.phoneKey}
        from ${l}
        where ${l.spamReason} is null and ${leadMatches(search, l)} and ${olderThan(sql`${l.createdAt}`, sql`${l.id}`, cursor)}
          and not exists (
            select 1 from ${leads} ${laterLead} where ${laterLead.emailKey} = ${l.emailKey} and ${laterLead.spamReason} is null and ${leadMatches(search, laterLead)}
              and (${laterLead.createdAt} > ${l.createdAt} or (${laterLead.createdAt} = ${l.createdAt} and ${laterLead.id} > ${l.id})))
          and not exists (
            select 1 from ${appointments} ${later} where ${later.emailKey} = ${l.emailKey} and ${later.spamReason} is null and ${visitMatches(search, later)}
              and ${later.createdAt} >= ${l.createdAt})
        order by ${l.createdAt} desc, ${l.id} desc
        limit ${pageSize + 1})
    ) as both_tables
    order by created_at desc, id desc
    limit ${pageSize + 1}) as page
    order by page.created_at desc, page.id desc
  `),
  );
}
