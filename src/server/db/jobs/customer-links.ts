/**
 * Links to a customer's own page (table customer_links): the statement part that stores a fresh
 * link with the notice that carries it, the one statement of a link asked for on the public form
 * (stored, with its email, only for a known person, yet the same statement either way), and
 * finding the person a working link belongs to.
 */
import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { rowsOf } from "../rows";
import { appointments, customerLinks, emailOutbox, leads, type CustomerLink, type EmailMessage } from "../schema";

/** A new link's row: the hash of its token, whose it is, in which language, until when. */
export interface CustomerLinkRow {
  tokenHash: string;
  emailKey: string;
  locale: string;
  expiresAt: Date;
}

/**
 * The part of a statement that stores `link` when the CTE `source` returns a row (the change it
 * comes with happened). Use it as a data-modifying CTE: `my_link as (${storeCustomerLink(…)})`.
 */
export function storeCustomerLink(source: string, link: CustomerLinkRow | undefined, now: Date): SQL {
  const from = sql.raw(`"${source.replace(/"/g, "")}"`);
  if (!link) return sql`select 1 where false`;
  return sql`
    insert into ${customerLinks} (token_hash, email_key, locale, created_at, expires_at)
    select ${link.tokenHash}, ${link.emailKey}, ${link.locale}, ${now.toISOString()}::timestamptz, ${link.expiresAt.toISOString()}::timestamptz
    from ${from} limit 1`;
}

/** The working link of this hash at `now` (not expired), or null. */
export async function findCustomerLink(db: Database, tokenHash: string, now: Date): Promise<CustomerLink | null> {
  const [row] = await db
    .select()
    .from(customerLinks)
    .where(and(eq(customerLinks.tokenHash, tokenHash), gt(customerLinks.expiresAt, now)));
  return row ?? null;
}

/**
 * A link asked for with `emailKey`: one statement that stores the link and its email only when
 * someone with that email booked a visit or sent a request (spam aside), and stores nothing
 * otherwise. It is the same statement, with the same parameters' shape, for a known and an
 * unknown email, so nothing in its work tells them apart but its result.
 */
export async function storeRequestedLink(db: Database, link: CustomerLinkRow, email: QueuedEmail, now: Date): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with known as (
        select null::uuid as id
        where exists (select 1 from ${appointments} where ${appointments.emailKey} = ${link.emailKey} and ${appointments.spamReason} is null)
           or exists (select 1 from ${leads} where ${leads.emailKey} = ${link.emailKey} and ${leads.spamReason} is null)
      ),
      link as (
        insert into ${customerLinks} (token_hash, email_key, locale, created_at, expires_at)
        select ${link.tokenHash}, ${link.emailKey}, ${link.locale}, ${at}::timestamptz, ${link.expiresAt.toISOString()}::timestamptz from known
      ),
      mail as (${storeEmailsAbout("known", [email], now)})
      select (select coalesce(jsonb_agg(mail.id), '[]'::jsonb) from mail) as email_ids
    `),
  );
  // Read back by the same statement whether it stored the email or not (an empty list reads none).
  return db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.id} in (select value::int from jsonb_array_elements_text(${JSON.stringify(written?.email_ids ?? [])}::jsonb))`)
    .orderBy(asc(emailOutbox.id));
}
