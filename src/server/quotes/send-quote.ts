/**
 * Sending a quote: a fresh link (a 256-bit token, only its hash stored) by email, and by text
 * where the customer consented, in their language. Sending again (after a revision, say) mints
 * another link; every link shows the latest revision. One statement marks the quote sent,
 * stores the link and stores the emails, so none of them stands without the others.
 */
import { sql } from "drizzle-orm";
import { contractFactsNotice } from "@/core/contract-facts";
import { isPastValidUntil } from "@/core/quote-status";
import type { Database } from "../db/client";
import { emailsById, storeEmailsAbout } from "../db/emails";
import { quoteLinks, quotes } from "../db/schema";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { deliverNotice } from "../notify/notice";
import { quoteSent, quoteUrl } from "../notify/quotes";
import { sellerFacts } from "../seller";
import { hashCancelToken, newCancelToken } from "../tokens";
import { localeOf, noticeFacts, quoteById, rowsOf } from "./records";

/** Sends the quote `id` to its customer; answers the link sent. 409 once it is signed, declined or cancelled, or past its last day. */
export async function sendQuote(db: Database, env: ServerEnv, id: string, now: Date): Promise<{ url: string }> {
  const record = await quoteById(db, id);
  const { quote, revision } = record;
  if (quote.status !== "draft" && quote.status !== "sent") throw new ConflictError("Only a draft or a sent quote can be sent.");
  if (isPastValidUntil(revision.validUntil, now)) throw new ConflictError("This quote's last day has passed: edit it to give it a new valid-until day, then send it.");
  const missing = contractFactsNotice(sellerFacts(env).missing);
  if (missing) throw new ConflictError(missing);
  const token = newCancelToken();
  const url = quoteUrl(token, localeOf(quote), env);
  const notice = quoteSent(noticeFacts(record), { url, validUntil: revision.validUntil });
  const at = now.toISOString();
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with sent as (
        update ${quotes} set status = 'sent', sent_at = coalesce(${quotes.sentAt}, ${at}), updated_at = ${at}
        where ${quotes.id} = ${id} and ${quotes.status} in ('draft', 'sent') and ${quotes.revision} = ${revision.revision}
        returning id
      ),
      link as (insert into ${quoteLinks} (token_hash, quote_id, created_at) select ${hashCancelToken(token)}, id, ${at} from sent),
      mail as (${storeEmailsAbout("sent", notice.emails, now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from sent
    `),
  );
  if (!written) throw new ConflictError("This quote changed while it was being sent. Reload it and try again.");
  await deliverNotice(db, env, notice, await emailsById(db, written.email_ids), { now });
  return { url };
}
