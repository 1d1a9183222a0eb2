/**
 * Sending a quote: a fresh link (a 256-bit token, only its hash stored) by email, and by text
 * where the customer consented, in their language. Sending again (after a revision, say) mints
 * another link and retires every earlier one, so a link that leaked stops working at the next
 * send; the admins can also retire them without sending (`revokeQuoteLinks`). Every live link
 * shows the latest revision. One statement marks the quote sent, retires the old links, stores
 * the new one and stores the emails, so none of them stands without the others.
 */
import { contractFactsNotice } from "@/core/server/contract-facts";
import { isPastValidUntil } from "@/core/quote-status";
import type { Database } from "../db/client";
import { retireLinks, sendWithLink } from "../db/quotes/links";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { deliverNotice } from "../notify/notice";
import { quoteSent, quoteUrl } from "../notify/quotes";
import { sellerFacts } from "../seller";
import { hashCancelToken, newCancelToken } from "../tokens";
import { localeOf, noticeFacts, quoteById } from "./records";

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
  const notice = quoteSent(noticeFacts(record), { url, validUntil: revision.validUntil }, env, now);
  const stored = await sendWithLink(db, { quoteId: id, revision: revision.revision, tokenHash: hashCancelToken(token), emails: notice.emails, customerLink: notice.customerLink, now });
  if (!stored) throw new ConflictError("This quote changed while it was being sent. Reload it and try again.");
  await deliverNotice(db, env, notice, stored, { now });
  return { url };
}

/** The 409 of a revoke once the quote is signed: its link is the customer's copy of the contract and their way to cancel online. */
export const SIGNED_LINK_STAYS = "A signed contract's link is the customer's copy and their way to cancel online, so it stays. Call the customer if it reached someone else.";

/**
 * Retires every working link of an unsigned quote (one that leaked, say): they open nothing
 * from then on, until the quote is sent again with a new one. Answers how many were retired;
 * 409 once the quote is signed, paid or cancelled.
 */
export async function revokeQuoteLinks(db: Database, id: string, now: Date): Promise<{ retired: number }> {
  const { quote } = await quoteById(db, id);
  if (quote.status !== "draft" && quote.status !== "sent" && quote.status !== "declined") throw new ConflictError(SIGNED_LINK_STAYS);
  return { retired: await retireLinks(db, id, now) };
}
