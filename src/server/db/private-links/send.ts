/**
 * Sending a private document with a fresh link, in one statement: the document marked sent, every
 * earlier link to it retired, the new link, the customer's page link and the emails stored, so
 * none of them stands without the others and no email names a link that does not work. Each
 * document sent so declares here only what marks it sent (`DocumentSending`); the statement is
 * built once (`changeWithLink`), and a follow-up or a reminder that carries a fresh link beside
 * the send's is the same statement without the retiring.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { rowsOf } from "../rows";
import { unpaidInvoiceSql } from "../money/predicates";
import { changeOrders, invoices, jobs, quotes, type EmailMessage } from "../schema";
import { linkTables, retireLinksSql, storeLinkSql, type RetiringLinkTable } from "./links";

/** How one kind of document is sent with a link. */
export interface DocumentSending<Target extends { id: string }> {
  /** Where its links are kept: a send retires the earlier ones. */
  links: RetiringLinkTable;
  /**
   * The update that marks the document sent at `at` (its first sent_at kept), returning its id;
   * no row when it may not be sent now (it changed meanwhile), and then nothing is written.
   */
  markSent(target: Target, at: string): SQL;
}

/** A quote: a draft, or one sent already at the revision the email was written from. */
export const quoteSending: DocumentSending<{ id: string; revision: number }> = {
  links: linkTables.quote,
  markSent: ({ id, revision }, at) => sql`
    update ${quotes} set status = 'sent', sent_at = coalesce(${quotes.sentAt}, ${at}), updated_at = ${at}
    where ${quotes.id} = ${id} and ${quotes.status} in ('draft', 'sent') and ${quotes.revision} = ${revision}
    returning id`,
};

/** A change order: a draft, or one sent already, of a job not cancelled. */
export const changeOrderSending: DocumentSending<{ id: string }> = {
  links: linkTables.changeOrder,
  markSent: ({ id }, at) => sql`
    update ${changeOrders} set status = 'sent', sent_at = coalesce(${changeOrders.sentAt}, ${at}), updated_at = ${at}
    where ${changeOrders.id} = ${id} and ${changeOrders.status} in ('draft', 'sent')
      and exists (select 1 from ${jobs} where ${jobs.id} = ${changeOrders.jobId} and ${jobs.stage} <> 'cancelled')
    returning id`,
};

/** An invoice: neither paid nor void. Its first sent_at stays: aging and reminders count from it. */
export const invoiceSending: DocumentSending<{ id: string }> = {
  links: linkTables.invoice,
  markSent: ({ id }, at) => sql`
    update ${invoices} set sent_at = coalesce(${invoices.sentAt}, ${at}), updated_at = ${at}
    where ${invoices.id} = ${id} and ${unpaidInvoiceSql("invoices")}
    returning id`,
};

/** What a change that carries a link stores beside it. */
export interface WithLink {
  /** The new link's token hash. */
  tokenHash: string;
  emails: readonly QueuedEmail[];
  /** The fresh link to the customer's own page the emails carry. */
  customerLink?: CustomerLinkRow;
  now: Date;
}

/**
 * One statement: `change` (an update of the document returning its id; no row when it may not
 * happen now), and only when it happened, the document's working links retired (`retireEarlier`),
 * the new link, the customer's page link and the emails stored. Answers the stored emails, or
 * null when the change did not happen (nothing written).
 */
export async function changeWithLink(
  db: Database,
  links: RetiringLinkTable,
  change: SQL,
  { retireEarlier, tokenHash, emails, customerLink, now }: WithLink & { retireEarlier: boolean },
): Promise<EmailMessage[] | null> {
  const retired = retireEarlier ? retireLinksSql(links, sql`select id from changed`, now) : sql`select 1 where false`;
  const [written] = rowsOf<{ email_ids: (number | string)[] }>(
    await db.execute(sql`
      with changed as (${change}),
      retired as (${retired}),
      link as (${storeLinkSql(links, "changed", tokenHash, now)}),
      my_link as (${storeCustomerLink("changed", customerLink, now)}),
      mail as (${storeEmailsAbout("changed", emails, now)})
      select (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from changed
    `),
  );
  return written ? emailsById(db, written.email_ids) : null;
}

/**
 * Marks the document `target` sent, retires its working links (a link that leaked stops at the
 * next send), stores the new one, the customer's page link and the emails, in one statement;
 * answers the stored emails, or null when the document could not be sent (nothing written).
 */
export function sendWithLink<Target extends { id: string }>(
  db: Database,
  sending: DocumentSending<Target>,
  target: Target,
  withLink: WithLink,
): Promise<EmailMessage[] | null> {
  return changeWithLink(db, sending.links, sending.markSent(target, withLink.now.toISOString()), { ...withLink, retireEarlier: true });
}
