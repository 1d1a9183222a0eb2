/**
 * A quote's links (table quote_links, each stored as its token's hash): sending the quote with a
 * new link that retires every earlier one, retiring them without sending, and the one follow-up
 * with a fresh link. Each is one statement with the emails it sends, so no email names a link that
 * does not work, and none of them stands without the others. Only a send mints a link to a quote
 * that has none working: the follow-up and the customer's own page add one beside a working link
 * (`linksOnSql`), so links the office turned off stay off until the quote is sent again.
 */
import { and, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { rowsOf } from "../rows";
import { quoteLinks, quoteRevisions, quotes, type EmailMessage } from "../schema";

/**
 * Whether the quote whose id `quoteId` names (an SQL expression) has a working link: false once
 * the office turned its links off, until it is sent again. A signed contract's links are never
 * turned off, so it always has one.
 */
export function linksOnSql(quoteId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${quoteLinks} where ${quoteLinks.quoteId} = ${quoteId} and ${quoteLinks.retiredAt} is null)`;
}

/**
 * Marks the quote sent (a draft, or sent at revision `revision`), retires its working links,
 * stores the new one (`tokenHash`) and the emails, in one statement; null when the quote changed
 * meanwhile (nothing written).
 */
export async function sendWithLink(db: Database, { quoteId, revision, tokenHash, emails, customerLink, now }: { quoteId: string; revision: number; tokenHash: string; emails: readonly QueuedEmail[]; customerLink?: CustomerLinkRow; now: Date }): Promise<EmailMessage[] | null> {
  const at = now.toISOString();
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with sent as (
        update ${quotes} set status = 'sent', sent_at = coalesce(${quotes.sentAt}, ${at}), updated_at = ${at}
        where ${quotes.id} = ${quoteId} and ${quotes.status} in ('draft', 'sent') and ${quotes.revision} = ${revision}
        returning id
      ),
      retired as (update ${quoteLinks} set retired_at = ${at} where ${quoteLinks.quoteId} = ${quoteId} and ${quoteLinks.retiredAt} is null and exists (select 1 from sent)),
      link as (insert into ${quoteLinks} (token_hash, quote_id, created_at) select ${tokenHash}, id, ${at} from sent),
      my_link as (${storeCustomerLink("sent", customerLink, now)}),
      mail as (${storeEmailsAbout("sent", emails, now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from sent
    `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}

/** Retires every working link of the quote while it is unsigned (a draft, sent or declined); answers how many. */
export async function retireLinks(db: Database, quoteId: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const rows = rowsOf<{ token_hash: string }>(
    await db.execute(sql`
      update ${quoteLinks} set retired_at = ${at}
      where ${quoteLinks.quoteId} = ${quoteId} and ${quoteLinks.retiredAt} is null
        and exists (select 1 from ${quotes} where ${quotes.id} = ${quoteId} and ${quotes.status} in ('draft', 'sent', 'declined'))
      returning token_hash
    `),
  );
  return rows.length;
}

/**
 * The ids of at most `limit` quotes due for their follow-up: sent, with the follow-up on and not
 * yet sent, first opened before `openedBefore`, valid on the Phoenix day `today`, and with its
 * links on.
 */
export async function listFollowUpsDue(db: Database, { openedBefore, today, limit }: { openedBefore: Date; today: string; limit: number }): Promise<string[]> {
  const due = await db
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.revision)))
    .where(and(eq(quotes.status, "sent"), eq(quotes.followUp, true), isNull(quotes.followUpSentAt), lte(quotes.firstViewedAt, openedBefore), gte(quoteRevisions.validUntil, today), linksOnSql(sql`${quotes.id}`)))
    .limit(limit);
  return due.map((row) => row.id);
}

/**
 * Stamps the quote's follow-up (only while none was sent and the quote is still sent with the
 * follow-up and its links on), stores its new link and the emails, in one statement; null when
 * another run followed it up first, or it no longer waits.
 */
export async function claimFollowUp(db: Database, { quoteId, tokenHash, emails, customerLink, now }: { quoteId: string; tokenHash: string; emails: readonly QueuedEmail[]; customerLink?: CustomerLinkRow; now: Date }): Promise<EmailMessage[] | null> {
  const at = now.toISOString();
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with claimed as (
        update ${quotes} set follow_up_sent_at = ${at}, updated_at = ${at}
        where ${quotes.id} = ${quoteId} and ${quotes.status} = 'sent' and ${quotes.followUp} and ${quotes.followUpSentAt} is null and ${linksOnSql(sql`${quotes.id}`)}
        returning id
      ),
      link as (insert into ${quoteLinks} (token_hash, quote_id, created_at) select ${tokenHash}, id, ${at} from claimed),
      my_link as (${storeCustomerLink("claimed", customerLink, now)}),
      mail as (${storeEmailsAbout("claimed", emails, now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from claimed
    `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}

/**
 * Stores one more working link to the quote (its token's hash) beside one it has: the customer's
 * own page opens it. False, storing nothing, when none works (its links were turned off).
 */
export async function addQuoteLink(db: Database, quoteId: string, tokenHash: string, now: Date): Promise<boolean> {
  const rows = rowsOf<{ token_hash: string }>(
    await db.execute(sql`
      insert into ${quoteLinks} (token_hash, quote_id, created_at)
      select ${tokenHash}, ${quoteId}::uuid, ${now.toISOString()} where ${linksOnSql(sql`${quoteId}::uuid`)}
      returning token_hash
    `),
  );
  return rows.length > 0;
}
