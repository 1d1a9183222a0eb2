/**
 * Sending a quote (src/server/documents/send-document.ts): a fresh link by email, and by text
 * where the customer consented, in their language; sending again (after a revision, say) retires
 * every earlier link, and every live link shows the latest revision. The admins can also retire
 * them without sending (`revokeQuoteLinks`).
 */
import { leadSafeRequired } from "@/core/lead-safe";
import { isPastValidUntil } from "@/core/quote-status";
import type { Database } from "../db/client";
import { quoteSending } from "../db/private-links/send";
import { sendDocument, type DocumentSend } from "../documents/send-document";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { quoteNoticeFacts, quoteSent } from "../notify/quotes";
import { privateLinks } from "../private-links/documents";
import { revokeLinks } from "../private-links/store";
import { localeOf, quoteById, type QuoteRecord } from "./records";

/** A quote is sent while a draft or sent, and within its last day: an expired one is edited to a new valid-until day first. */
const quoteSend: DocumentSend<QuoteRecord, { id: string; revision: number }> = {
  link: privateLinks.quote,
  read: quoteById,
  refusal({ quote, revision }, now) {
    if (quote.status !== "draft" && quote.status !== "sent") return "Only a draft or a sent quote can be sent.";
    if (isPastValidUntil(revision.validUntil, now))
      return "This quote's last day has passed: edit it to give it a new valid-until day, then send it.";
    return null;
  },
  // A home built before 1978 (or of an unknown year) needs the firm's RRP certification on its contract.
  leadSafe: ({ revision }) => leadSafeRequired(revision.yearBuilt),
  locale: ({ quote }) => localeOf(quote),
  notice: (record, url, env, now) => quoteSent(quoteNoticeFacts(record), { url, validUntil: record.revision.validUntil }, env, now),
  sending: quoteSending,
  // Sent at the revision the email names: an edit made meanwhile makes the send a 409.
  target: ({ quote, revision }) => ({ id: quote.id, revision: revision.revision }),
  changed: "This quote changed while it was being sent. Reload it and try again.",
};

/** Sends the quote `id` to its customer; answers the link sent. 409 once it is signed, declined or cancelled, or past its last day. */
export function sendQuote(db: Database, env: ServerEnv, id: string, now: Date): Promise<{ url: string }> {
  return sendDocument(db, env, quoteSend, id, now);
}

/** The 409 of a revoke once the quote is signed: its link is the customer's copy of the contract and their way to cancel online. */
export const SIGNED_LINK_STAYS =
  "A signed contract's link is the customer's copy and their way to cancel online, so it stays. Call the customer if it reached someone else.";

/**
 * Retires every working link of an unsigned quote (one that leaked, say): they open nothing
 * from then on, until the quote is sent again with a new one. Answers how many were retired;
 * 409 once the quote is signed, paid or cancelled.
 */
export async function revokeQuoteLinks(db: Database, id: string, now: Date): Promise<{ retired: number }> {
  const { quote } = await quoteById(db, id);
  if (quote.status !== "draft" && quote.status !== "sent" && quote.status !== "declined") throw new ConflictError(SIGNED_LINK_STAYS);
  return { retired: await revokeLinks(db, privateLinks.quote, id, now) };
}
