/**
 * The one follow-up of a quote the customer opened but has not answered three days later: an
 * email with a fresh link, and a text where they consented. Never more than one: the statement
 * that stamps `follow_up_sent_at` (only while it is null) also stores the link and the email,
 * so overlapping runs follow a quote up once between them. Admins can turn it off per quote.
 */
import { phoenixDate } from "@/core/phoenix-time";
import type { Database } from "../db/client";
import { claimFollowUp, listFollowUpsDue } from "../db/quotes/links";
import type { ServerEnv } from "../env";
import { describeError } from "../log-safe";
import { deliverNotice } from "../notify/notice";
import { quoteFollowUp, quoteNoticeFacts } from "../notify/quotes";
import { privateLinks } from "../private-links/documents";
import { mintLink } from "../private-links/tokens";
import { linkUrl } from "../private-links/urls";
import { localeOf, quoteById } from "./records";

/** Days after the first opening before the follow-up. */
export const FOLLOW_UP_AFTER_DAYS = 3;

/** Follows up every quote that is due at `now`; answers how many were followed up. */
export async function runQuoteFollowUps(db: Database, env: ServerEnv, now: Date, limit = 50): Promise<{ followedUp: number }> {
  const openedBefore = new Date(now.getTime() - FOLLOW_UP_AFTER_DAYS * 86_400_000);
  const due = await listFollowUpsDue(db, { openedBefore, today: phoenixDate(now), limit });
  let followedUp = 0;
  for (const id of due) {
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
  const link = mintLink();
  const notice = quoteFollowUp(
    quoteNoticeFacts(record),
    { url: linkUrl(privateLinks.quote, link.token, localeOf(record.quote), env) },
    env,
    now,
  );
  const stored = await claimFollowUp(db, {
    quoteId: id,
    tokenHash: link.tokenHash,
    emails: notice.emails,
    customerLink: notice.customerLink,
    now,
  });
  if (!stored) return false;
  await deliverNotice(db, env, notice, stored, { now });
  return true;
}
