/**
 * Sending a private document (a quote, a change order, an invoice) to its customer: a fresh link
 * (a 256-bit token, only its hash stored) in their language, by email, and by text where they
 * consented. Sending again mints another link and retires every earlier one, so a link that
 * leaked stops working at the next send. One statement marks the document sent, retires the old
 * links, stores the new one and the emails (src/server/db/private-links/send.ts), so none of them
 * stands without the others; then the notice is delivered.
 *
 * The flow is written once (`sendDocument`); each document says, in its `DocumentSend`, what
 * differs: how it is read, why it may not be sent now, the notice, and what marks it sent.
 */
import { contractFactsNotice } from "@/core/server/contract-facts";
import type { Locale } from "@/i18n/locales";
import type { Database } from "../db/client";
import { sendWithLink, type DocumentSending } from "../db/private-links/send";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { deliverNotice, type Notice } from "../notify/notice";
import type { PrivateDocument } from "../private-links/documents";
import { mintLink } from "../private-links/tokens";
import { linkUrl } from "../private-links/urls";
import { missingFactsFor, sellerFacts } from "../seller";

/** What one kind of document tells the flow, in the order the flow asks. */
export interface DocumentSend<Doc, Target extends { id: string }> {
  /** The document's link declaration (src/server/private-links/documents.ts): the page its link opens. */
  link: Pick<PrivateDocument<unknown>, "page">;
  /** The document `id`, with what its notice names; a 404 when there is none. */
  read(db: Database, id: string): Promise<Doc>;
  /** Why it may not be sent at `now` (the 409's message), asked before the contract facts; null when it may. */
  refusal(record: Doc, now: Date): string | null;
  /** Whether the contract is for a home that needs lead-safe work (its RRP certification then must be set too); absent: no. */
  leadSafe?(record: Doc): boolean;
  /** The customer's language: the link's page and the notice are in it. */
  locale(record: Doc): Locale;
  /** The customer's notice carrying the link's `url`. */
  notice(record: Doc, url: string, env: ServerEnv, now: Date): Notice;
  /** What marks it sent (the db floor's declaration)… */
  sending: DocumentSending<Target>;
  /** …and which document, at which revision, it marks. */
  target(record: Doc): Target;
  /** The 409's message when it changed while it was being sent (the statement wrote nothing). */
  changed: string;
}

/**
 * Sends the document `id` as `send` describes it; answers the link sent. 409 when it may not be
 * sent, when the business facts lack what a contract must state, or when it changed meanwhile.
 */
export async function sendDocument<Doc, Target extends { id: string }>(
  db: Database,
  env: ServerEnv,
  send: DocumentSend<Doc, Target>,
  id: string,
  now: Date,
): Promise<{ url: string }> {
  const record = await send.read(db, id);
  const refusal = send.refusal(record, now);
  if (refusal) throw new ConflictError(refusal);
  const missing = contractFactsNotice(missingFactsFor(sellerFacts(env), send.leadSafe?.(record) ?? false));
  if (missing) throw new ConflictError(missing);
  const link = mintLink();
  const url = linkUrl(send.link, link.token, send.locale(record), env);
  const notice = send.notice(record, url, env, now);
  const stored = await sendWithLink(db, send.sending, send.target(record), {
    tokenHash: link.tokenHash,
    emails: notice.emails,
    customerLink: notice.customerLink,
    now,
  });
  if (!stored) throw new ConflictError(send.changed);
  await deliverNotice(db, env, notice, stored, { now });
  return { url };
}
