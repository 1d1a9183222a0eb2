/**
 * A quote's follow-up and whether its links are on (table quote_links, through the link tables'
 * statement parts in ../private-links/links.ts). The follow-up is one statement with its fresh
 * link and its emails (../private-links/send.ts), so no email names a link that does not work.
 * Only a send mints a link to a quote that has none working: the follow-up and the customer's own
 * page add one beside a working link (`linksOnSql`), so links the office turned off stay off until
 * the quote is sent again.
 */
import { and, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { linksOnSql as documentLinksOnSql, linkTables } from "../private-links/links";
import { changeWithLink, type WithLink } from "../private-links/send";
import { quoteRevisions, quotes, type EmailMessage } from "../schema";

/**
 * Whether the quote whose id `quoteId` names (an SQL expression) has a working link: false once
 * the office turned its links off, until it is sent again. A signed contract's links are never
 * turned off, so it always has one.
 */
export function linksOnSql(quoteId: SQL): SQL<boolean> {
  return documentLinksOnSql(linkTables.quote, quoteId);
}

/**
 * The ids of at most `limit` quotes due for their follow-up: sent, with the follow-up on and not
 * yet sent, first opened before `openedBefore`, valid on the Phoenix day `today`, and with its
 * links on.
 */
export async function listFollowUpsDue(
  db: Database,
  { openedBefore, today, limit }: { openedBefore: Date; today: string; limit: number },
): Promise<string[]> {
  const due = await db
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.revision)))
    .where(
      and(
        eq(quotes.status, "sent"),
        eq(quotes.followUp, true),
        isNull(quotes.followUpSentAt),
        lte(quotes.firstViewedAt, openedBefore),
        gte(quoteRevisions.validUntil, today),
        linksOnSql(sql`${quotes.id}`),
      ),
    )
    .limit(limit);
  return due.map((row) => row.id);
}

/**
 * Stamps the quote's follow-up (only while none was sent and the quote is still sent with the
 * follow-up and its links on), stores its new link and the emails, in one statement; null when
 * another run followed it up first, or it no longer waits.
 */
export function claimFollowUp(db: Database, { quoteId, ...withLink }: { quoteId: string } & WithLink): Promise<EmailMessage[] | null> {
  const at = withLink.now.toISOString();
  return changeWithLink(
    db,
    linkTables.quote,
    sql`
      update ${quotes} set follow_up_sent_at = ${at}, updated_at = ${at}
      where ${quotes.id} = ${quoteId} and ${quotes.status} = 'sent' and ${quotes.followUp} and ${quotes.followUpSentAt} is null and ${linksOnSql(sql`${quotes.id}`)}
      returning id`,
    { ...withLink, retireEarlier: false },
  );
}
