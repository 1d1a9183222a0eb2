/**
 * The one follow-up of a quote the customer opened but has not answered three days later: an
 * email with a fresh link, and a text where they consented. Never more than one: the statement
 * that stamps `follow_up_sent_at` (only while it is null) also stores the link and the email,
 * so overlapping runs follow a quote up once between them. Admins can turn it off per quote.
 */
import { and, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { phoenixDate } from "@/core/phoenix-time";
import type { Database } from "../db/client";
import { emailsById, storeEmailsAbout } from "../db/emails";
import { quoteLinks, quoteRevisions, quotes } from "../db/schema";
import type { ServerEnv } from "../env";
import { describeError } from "../log-safe";
import { deliverNotice } from "../notify/notice";
import { quoteFollowUp, quoteUrl } from "../notify/quotes";
import { hashCancelToken, newCancelToken } from "../tokens";
import { localeOf, noticeFacts, quoteById, rowsOf } from "./records";

/** Days after the first opening before the follow-up. */
export const FOLLOW_UP_AFTER_DAYS = 3;

/** Follows up every quote that is due at `now`; answers how many were followed up. */
export async function runQuoteFollowUps(db: Database, env: ServerEnv, now: Date, limit = 50): Promise<{ followedUp: number }> {
  const openedBefore = new Date(now.getTime() - FOLLOW_UP_AFTER_DAYS * 86_400_000);
  const due = await db
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.revision)))
    .where(and(eq(quotes.status, "sent"), eq(quotes.followUp, true), isNull(quotes.followUpSentAt), lte(quotes.firstViewedAt, openedBefore), gte(quoteRevisions.validUntil, phoenixDate(now))))
    .limit(limit);
  let followedUp = 0;
  for (const { id } of due) {
    try {
      if (await followUp(db, env, id, now)) followedUp++;
    } catch (error) {
      console.error(`Quote ${id}: follow-up not written: ${describeError(error)}`);
    }
  }
  return { followedUp };
}

async function followUp(db: Database, env: ServerEnv, id: string, now: Date): Promise<boolean> {
  const record = await quoteById(db, id);
  const token = newCancelToken();
  const notice = quoteFollowUp(noticeFacts(record), { url: quoteUrl(token, localeOf(record.quote), env) });
  const at = now.toISOString();
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with claimed as (
        update ${quotes} set follow_up_sent_at = ${at}, updated_at = ${at}
        where ${quotes.id} = ${id} and ${quotes.status} = 'sent' and ${quotes.followUp} and ${quotes.followUpSentAt} is null
        returning id
      ),
      link as (insert into ${quoteLinks} (token_hash, quote_id, created_at) select ${hashCancelToken(token)}, id, ${at} from claimed),
      mail as (${storeEmailsAbout("claimed", notice.emails, now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from claimed
    `),
  );
  if (!written) return false;
  await deliverNotice(db, env, notice, await emailsById(db, written.email_ids), { now });
  return true;
}
